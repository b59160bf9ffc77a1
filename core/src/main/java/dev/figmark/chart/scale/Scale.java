package dev.figmark.chart.scale;

/**
 * Maps data values to a fraction of an axis: linear, or logarithmic in base 10 or 2; a linear scale may leave out the
 * values of a {@link Gap} (a broken axis).
 */
public record Scale(Kind kind, double min, double max, Gap gap) {

    public enum Kind { LINEAR, LOG10, LOG2 }

    /**
     * Values left out of a linear axis, from {@code from} to {@code to}: those below take the axis up to
     * {@link #LOWER_END}, those above start at {@link #UPPER_START}, and the space between holds the break mark.
     */
    public record Gap(double from, double to) {
        /** Where the lower part of a broken axis ends, as a fraction of the axis: the lower part is the one that matters. */
        public static final double LOWER_END = 0.66;
        /** Where the upper part of a broken axis starts. */
        public static final double UPPER_START = 0.72;

        public Gap {
            if (!(to > from) || !Double.isFinite(from) || !Double.isFinite(to)) {
                throw new IllegalArgumentException("a break needs from < to: " + from + ", " + to);
            }
        }
    }

    public Scale(Kind kind, double min, double max) {
        this(kind, min, max, null);
    }

    public Scale {
        if (gap != null && (kind != Kind.LINEAR || !(Math.min(min, max) < gap.from() && gap.to() < Math.max(min, max)))) {
            throw new IllegalArgumentException("a break must lie within a linear scale's limits: " + gap + " in " + min + " to " + max);
        }
        if (!Double.isFinite(min) || !Double.isFinite(max)) {
            throw new IllegalArgumentException("scale limits must be finite: " + min + ", " + max);
        }
        if (kind != Kind.LINEAR && (min <= 0 || max <= 0)) {
            throw new IllegalArgumentException("a log scale needs positive limits: " + min + ", " + max);
        }
        if (min == max) {
            // A flat range still gets an axis, as matplotlib's nonsingular() widens it.
            double pad = kind == Kind.LINEAR ? (min == 0 ? 1 : Math.abs(min) * 0.05) : min * 0.5;
            min = kind == Kind.LINEAR ? min - pad : min - pad;
            max = max + pad;
        }
    }

    public static Scale linear(double min, double max) {
        return new Scale(Kind.LINEAR, min, max);
    }

    /** A linear scale from min to max that leaves out the values of the gap. */
    public static Scale broken(double min, double max, Gap gap) {
        return new Scale(Kind.LINEAR, min, max, gap);
    }

    public static Scale log10(double min, double max) {
        return new Scale(Kind.LOG10, min, max);
    }

    public static Scale log2(double min, double max) {
        return new Scale(Kind.LOG2, min, max);
    }

    public boolean log() {
        return kind != Kind.LINEAR;
    }

    private double transform(double v) {
        return switch (kind) {
            case LINEAR -> v;
            case LOG10 -> Math.log10(v);
            case LOG2 -> Math.log(v) / Math.log(2);
        };
    }

    /** Fraction of the axis from min (0) to max (1); values outside give fractions outside. */
    public double fraction(double value) {
        double a = transform(min);
        double b = transform(max);
        if (kind != Kind.LINEAR && value <= 0) {
            return Double.NEGATIVE_INFINITY;
        }
        if (gap != null) {
            double lo = Math.min(min, max);
            double hi = Math.max(min, max);
            double f = value <= gap.from() ? (value - lo) / (gap.from() - lo) * Gap.LOWER_END
                    : value >= gap.to() ? Gap.UPPER_START + (value - gap.to()) / (hi - gap.to()) * (1 - Gap.UPPER_START)
                    : Gap.LOWER_END + (value - gap.from()) / (gap.to() - gap.from()) * (Gap.UPPER_START - Gap.LOWER_END);
            return min <= max ? f : 1 - f;
        }
        return (transform(value) - a) / (b - a);
    }

    public boolean contains(double value, double tolerance) {
        double f = fraction(value);
        return f >= -tolerance && f <= 1 + tolerance;
    }
}
