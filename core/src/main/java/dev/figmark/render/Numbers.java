package dev.figmark.render;

/**
 * The one number formatter of the writers: a fixed number of decimals at most, trailing zeros dropped, a dot as the
 * decimal separator whatever the default locale, and never {@code -0}. No {@code String.format} on the hot path.
 */
public final class Numbers {

    private static final long[] POWERS = {1, 10, 100, 1000, 10000, 100000, 1000000};

    private Numbers() {
    }

    /** {@code value} with at most {@code decimals} (0 to 6) digits after the point. */
    public static String format(double value, int decimals) {
        StringBuilder out = new StringBuilder(16);
        append(out, value, decimals);
        return out.toString();
    }

    /** Coordinates in points: three decimals. */
    public static String coord(double value) {
        return format(value, 3);
    }

    public static void append(StringBuilder out, double value, int decimals) {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("not a finite number: " + value);
        }
        long scale = POWERS[decimals];
        double scaled = Math.abs(value) * scale;
        if (scaled >= 9.0e15) {
            out.append(new java.math.BigDecimal(value).setScale(decimals, java.math.RoundingMode.HALF_EVEN)
                    .stripTrailingZeros().toPlainString());
            return;
        }
        long units = Math.round(scaled);
        if (units == 0) {
            out.append('0');
            return;
        }
        if (value < 0) {
            out.append('-');
        }
        out.append(units / scale);
        long fraction = units % scale;
        if (fraction != 0) {
            out.append('.');
            int digits = decimals;
            while (fraction % 10 == 0) {
                fraction /= 10;
                digits--;
            }
            String f = Long.toString(fraction);
            for (int i = f.length(); i < digits; i++) {
                out.append('0');
            }
            out.append(f);
        }
    }
}
