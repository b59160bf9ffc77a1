package dev.figmark.chart.scale;

import java.math.BigDecimal;
import java.math.MathContext;
import java.math.RoundingMode;

/**
 * Python's number formatting, ported exactly, so captions and CSVs carry the seed's very strings: {@code format(v, "g")},
 * {@code ",g"}, {@code ",.Nf"} and {@code repr(float)}. Locale-free: always a dot and commas.
 */
public final class PyFormat {

    private PyFormat() {
    }

    /** {@code f"{value:.{decimals}f}"}, with thousands commas when {@code grouping}. */
    public static String fixed(double value, int decimals, boolean grouping) {
        if (!Double.isFinite(value)) {
            return nonFinite(value);
        }
        String plain = new BigDecimal(value).setScale(decimals, RoundingMode.HALF_EVEN).toPlainString();
        if (value == 0 && 1 / value < 0 || (value < 0 && !plain.startsWith("-"))) {
            plain = "-" + plain;
        }
        return grouping ? group(plain) : plain;
    }

    /** The form of Python's format specification that figmark reads: {@code [,][.precision][type]}. */
    private static final java.util.regex.Pattern SPEC = java.util.regex.Pattern.compile("(,)?(?:\\.(\\d{1,2}))?([fgedn%])?");

    /**
     * Whether a format specification is one {@link #format(double, String)} takes: an optional thousands comma,
     * precision and type, such as {@code .1f}, {@code .0%}, {@code ,d}, {@code .3g}, {@code .2e}.
     */
    public static boolean isSpec(String spec) {
        return SPEC.matcher(spec).matches();
    }

    /**
     * {@code format(value, spec)} in Python, for the specifications {@link #isSpec} takes: {@code f} fixed,
     * {@code %} a percentage, {@code e} scientific, {@code g} and {@code n} general, {@code d} an integer (a value
     * with a fraction is rounded half to even), none as {@code g}; a comma groups thousands.
     */
    public static String format(double value, String spec) {
        java.util.regex.Matcher m = SPEC.matcher(spec);
        if (!m.matches()) {
            throw new IllegalArgumentException("not a format specification figmark takes: " + spec);
        }
        boolean grouping = m.group(1) != null;
        Integer precision = m.group(2) == null ? null : Integer.valueOf(m.group(2));
        String type = m.group(3) == null ? "g" : m.group(3);
        if (!Double.isFinite(value)) {
            return nonFinite(value);
        }
        return switch (type) {
            case "f" -> fixed(value, precision == null ? 6 : precision, grouping);
            case "%" -> fixed(value * 100, precision == null ? 6 : precision, grouping) + "%";
            case "d" -> integer((long) Math.rint(value), grouping);
            case "e" -> scientific(new BigDecimal(value).round(new MathContext((precision == null ? 6 : precision) + 1, RoundingMode.HALF_EVEN)),
                    exponentOf(value, (precision == null ? 6 : precision) + 1), false);
            default -> general(value, precision == null ? 6 : Math.max(1, precision), grouping);
        };
    }

    private static int exponentOf(double value, int digits) {
        if (value == 0) {
            return 0;
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(digits, RoundingMode.HALF_EVEN));
        return rounded.precision() - rounded.scale() - 1;
    }

    /** {@code f"{value:g}"}: six significant digits, trailing zeros dropped, scientific outside 1e-4 to 1e6. */
    public static String g(double value) {
        return general(value, 6, false);
    }

    /** {@code f"{value:,g}"}. */
    public static String groupedG(double value) {
        return general(value, 6, true);
    }

    private static String general(double value, int precision, boolean grouping) {
        if (!Double.isFinite(value)) {
            return nonFinite(value);
        }
        if (value == 0) {
            return 1 / value < 0 ? "-0" : "0";
        }
        BigDecimal rounded = new BigDecimal(value).round(new MathContext(precision, RoundingMode.HALF_EVEN));
        int exponent = rounded.precision() - rounded.scale() - 1;
        if (exponent >= -4 && exponent < precision) {
            String plain = rounded.setScale(Math.max(0, precision - 1 - exponent), RoundingMode.HALF_EVEN).toPlainString();
            plain = stripZeros(plain);
            return grouping ? group(plain) : plain;
        }
        return scientific(rounded, exponent, true);
    }

    /** Python's {@code repr(float)}: the shortest string that reads back as the same double. */
    public static String repr(double value) {
        if (!Double.isFinite(value)) {
            return Double.isNaN(value) ? "nan" : value > 0 ? "inf" : "-inf";
        }
        if (value == 0) {
            return 1 / value < 0 ? "-0.0" : "0.0";
        }
        String fast = reprOfThousandths(value);
        if (fast != null) {
            return fast;
        }
        BigDecimal exact = new BigDecimal(value);
        BigDecimal shortest = exact;
        for (int p = 1; p <= 17; p++) {
            BigDecimal candidate = exact.round(new MathContext(p, RoundingMode.HALF_EVEN));
            if (candidate.doubleValue() == value) {
                shortest = candidate;
                break;
            }
        }
        int exponent = shortest.precision() - shortest.scale() - 1;
        if (exponent >= -4 && exponent < 16) {
            String plain = shortest.stripTrailingZeros().toPlainString();
            return plain.contains(".") ? plain : plain + ".0";
        }
        return scientific(shortest, exponent, true);
    }

    /**
     * The repr of a double that is the nearest to a whole number of thousandths, below 1e11 (the seed's values rounded
     * to three decimals): that decimal itself, as no shorter one reads back the same. Null for other values.
     */
    private static String reprOfThousandths(double value) {
        byte[] digits = new byte[THOUSANDTHS_MAX];
        int length = reprOfThousandths(value, digits, 0);
        return length < 0 ? null : new String(digits, 0, length, java.nio.charset.StandardCharsets.ISO_8859_1);
    }

    /** Room {@link #reprOfThousandths(double, byte[], int)} may need: a sign, eleven digits, a point and three. */
    public static final int THOUSANDTHS_MAX = 16;

    /**
     * {@link #repr} of a whole number of thousandths below 1e11, as ASCII into {@code out} at {@code at}, for writers of
     * long CSVs; returns the position after it, or -1 (nothing written) for other values.
     */
    public static int reprOfThousandths(double value, byte[] out, int at) {
        double a = Math.abs(value);
        if (a >= 1e11 || a < 1e-3) {
            return -1;
        }
        long k = Math.round(a * 1000);
        if ((double) k / 1000 != a) {
            return -1;
        }
        int i = at;
        if (value < 0) {
            out[i++] = '-';
        }
        long whole = k / 1000;
        int start = i;
        do {
            out[i++] = (byte) ('0' + whole % 10);
            whole /= 10;
        } while (whole > 0);
        for (int l = start, r = i - 1; l < r; l++, r--) {
            byte swap = out[l];
            out[l] = out[r];
            out[r] = swap;
        }
        out[i++] = '.';
        int fraction = (int) (k % 1000);
        if (fraction == 0) {
            out[i++] = '0';
            return i;
        }
        out[i++] = (byte) ('0' + fraction / 100);
        if (fraction % 100 != 0) {
            out[i++] = (byte) ('0' + fraction / 10 % 10);
            if (fraction % 10 != 0) {
                out[i++] = (byte) ('0' + fraction % 10);
            }
        }
        return i;
    }

    /** An integer as Python prints it, with thousands commas when asked ({@code f"{n:,}"}). */
    public static String integer(long value, boolean grouping) {
        String plain = Long.toString(value);
        return grouping ? group(plain) : plain;
    }

    private static String scientific(BigDecimal value, int exponent, boolean strip) {
        BigDecimal mantissa = value.movePointLeft(exponent);
        String digits = strip ? stripZeros(mantissa.toPlainString()) : mantissa.toPlainString();
        String sign = exponent < 0 ? "-" : "+";
        int e = Math.abs(exponent);
        return digits + "e" + sign + (e < 10 ? "0" : "") + e;
    }

    private static String stripZeros(String plain) {
        if (!plain.contains(".")) {
            return plain;
        }
        int end = plain.length();
        while (plain.charAt(end - 1) == '0') {
            end--;
        }
        if (plain.charAt(end - 1) == '.') {
            end--;
        }
        return plain.substring(0, end);
    }

    private static String group(String plain) {
        int start = plain.startsWith("-") ? 1 : 0;
        int dot = plain.indexOf('.');
        int end = dot < 0 ? plain.length() : dot;
        StringBuilder out = new StringBuilder(plain.length() + 8).append(plain, 0, start);
        for (int i = start; i < end; i++) {
            out.append(plain.charAt(i));
            int left = end - i - 1;
            if (left > 0 && left % 3 == 0) {
                out.append(',');
            }
        }
        return out.append(plain, end, plain.length()).toString();
    }

    private static String nonFinite(double value) {
        return Double.isNaN(value) ? "nan" : value > 0 ? "inf" : "-inf";
    }
}
