package dev.figmark.chart;

/** Maps data values to a fraction of an axis: linear, or logarithmic in base 10 or 2. */
public record Scale(Kind kind, double min, double max) {

    public enum Kind { LINEAR, LOG10, LOG2 }

    public Scale {
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
        return (transform(value) - a) / (b - a);
    }

    public boolean contains(double value, double tolerance) {
        double f = fraction(value);
        return f >= -tolerance && f <= 1 + tolerance;
    }
}
