package dev.figmark.chart.scale;

import java.util.List;
import java.util.function.DoubleFunction;

/** The seed's number formats for axes, bar labels and heat-map cells. */
public final class Formats {

    private Formats() {
    }

    /** Clean axis numbers: 1,600 in full, 50K compact (the seed's {@code _compact}). */
    public static String compact(double value) {
        if (Math.abs(value) >= 1e15) {
            return PyFormat.g(value);
        }
        if (Math.abs(value) >= 10000) {
            return PyFormat.groupedG(value / 1000) + "K";
        }
        if (Math.abs(value) >= 1000) {
            return PyFormat.fixed(value, 0, true);
        }
        return PyFormat.g(value);
    }

    /**
     * {@link #compact} with one style for a whole figure whose largest number is {@code largest}: once any number
     * reaches 10,000, every one from 1,000 up is in K, so a figure never shows 4,000 beside 60K; from a million up in
     * M, B and T, where K alone wrote 1e+07K.
     */
    public static DoubleFunction<String> compactFor(double largest) {
        if (!(Math.abs(largest) >= 10000)) {
            return Formats::compact;
        }
        return v -> {
            double a = Math.abs(v);
            return a >= 1e15 ? PyFormat.g(v) : a >= 1e12 ? PyFormat.groupedG(v / 1e12) + "T" : a >= 1e9 ? PyFormat.groupedG(v / 1e9) + "B"
                    : a >= 1e6 ? PyFormat.groupedG(v / 1e6) + "M" : a >= 1000 ? PyFormat.groupedG(v / 1000) + "K" : PyFormat.g(v);
        };
    }

    /**
     * Labels of one series in one precision, chosen from all its values: as many decimals as the value that needs the
     * most (three significant figures, never more than it has, at most three), with thousands grouped. So a series
     * reads 8.8, 25.0, 7.0, 89.9, never 8.80, 25, 7, 89.9.
     */
    public static DoubleFunction<String> uniform(double[] values) {
        int decimals = 0;
        for (double v : values) {
            if (!Double.isFinite(v) || v == 0 || Math.abs(v) >= 1e15) {
                continue;
            }
            int significant = Math.max(0, 2 - (int) Math.floor(Math.log10(Math.abs(v))));
            String shortest = new java.math.BigDecimal(Double.toString(v)).stripTrailingZeros().toPlainString();
            int has = shortest.contains(".") ? shortest.length() - shortest.indexOf('.') - 1 : 0;
            decimals = Math.max(decimals, Math.min(3, Math.min(significant, has)));
        }
        int d = decimals;
        return v -> Math.abs(v) >= 1e15 ? PyFormat.g(v) : PyFormat.fixed(v, d, true);
    }

    /**
     * Tick labels in one notation: when any of them needs an exponent (5e-05) they all take one (1.5e-04 beside it,
     * never 0.00015), with as many digits as the one that needs the most.
     */
    public static List<Tick> oneNotation(List<Tick> ticks) {
        boolean any = ticks.stream().anyMatch(t -> t.label().contains("e"));
        boolean all = ticks.stream().allMatch(t -> t.label().contains("e") || t.label().isEmpty());
        if (!any || all) {
            return ticks;
        }
        int digits = 0;
        for (Tick t : ticks) {
            String m = mantissa(t.value());
            digits = Math.max(digits, m.contains(".") ? m.length() - m.indexOf('.') - 1 : 0);
        }
        java.util.List<Tick> out = new java.util.ArrayList<>();
        for (Tick t : ticks) {
            out.add(t.value() == 0 ? new Tick(0, "0") : new Tick(t.value(), scientific(t.value(), digits)));
        }
        return out;
    }

    private static String mantissa(double v) {
        if (v == 0) {
            return "0";
        }
        java.math.BigDecimal b = new java.math.BigDecimal(Double.toString(Math.abs(v))).round(new java.math.MathContext(6));
        int exponent = b.precision() - b.scale() - 1;
        return b.movePointLeft(exponent).stripTrailingZeros().toPlainString();
    }

    /** A number as {@code 1.5e-04}, Python's {@code %.{digits}e}. */
    static String scientific(double v, int digits) {
        String s = String.format(java.util.Locale.ROOT, "%." + digits + "e", v);
        int e = s.indexOf('e');
        String exp = s.substring(e + 1);
        String sign = exp.startsWith("-") ? "-" : "+";
        String num = exp.replaceFirst("^[+-]", "");
        return s.substring(0, e) + "e" + sign + (num.length() < 2 ? "0" + num : num);
    }

    /** A size written with its binary unit: {@code 6,600 GiB}. */
    private static final java.util.regex.Pattern SIZE = java.util.regex.Pattern.compile("^([0-9][0-9.,]*) ?([KMGT])iB$");

    /**
     * Shorter forms of a number written as text, shortest last: in thousands or millions with one decimal, then
     * none (6,600 as 6.6K, then 7K); none for a text that is not a number.
     */
    public static List<String> abbreviations(String text) {
        java.util.regex.Matcher size = SIZE.matcher(text.strip());
        if (size.matches()) {
            // Sizes keep their unit, in its one-letter form (675G), then in the next unit up (6.4T for 6,600 GiB).
            java.util.List<String> out = new java.util.ArrayList<>();
            out.add(size.group(1) + size.group(2));
            double v = Double.parseDouble(size.group(1).replace(",", ""));
            String units = "KMGTPE";
            int u = units.indexOf(size.group(2).charAt(0));
            while (v >= 1000 && u + 1 < units.length()) {
                v /= 1024;
                u++;
            }
            if (units.charAt(u) != size.group(2).charAt(0)) {
                String up = v >= 1000 ? PyFormat.g(v) : PyFormat.fixed(v, 1, false);
                out.add((up.endsWith(".0") ? up.substring(0, up.length() - 2) : up) + units.charAt(u));
                out.add((v >= 1000 ? PyFormat.g(v) : PyFormat.fixed(v, 0, false)) + units.charAt(u));
            }
            return out;
        }
        String plain = text.replace(",", "").strip();
        double v;
        try {
            v = Double.parseDouble(plain);
        } catch (NumberFormatException e) {
            return List.of();
        }
        if (!Double.isFinite(v)) {
            return List.of();
        }
        double a = Math.abs(v);
        String unit = a >= 1e9 ? "G" : a >= 1e6 ? "M" : a >= 1e3 ? "K" : "";
        double scaled = a >= 1e9 ? v / 1e9 : a >= 1e6 ? v / 1e6 : a >= 1e3 ? v / 1e3 : v;
        java.util.List<String> out = new java.util.ArrayList<>();
        for (int d = 1; d >= 0; d--) {
            String s = PyFormat.fixed(scaled, d, false);
            if (d == 1 && s.endsWith(".0")) {
                continue;
            }
            String form = s + unit;
            if (!form.equals(text) && !out.contains(form)) {
                out.add(form);
            }
        }
        return out;
    }

    /** A value written on a figure from a description: whole numbers whole (1,420; 2), others as {@link #value}. */
    public static String label(double value) {
        if (value == Math.rint(value) && Math.abs(value) < 1e15) {
            return PyFormat.fixed(value, 0, true);
        }
        return value(value);
    }

    /** A value at a bar's tip: three significant figures or so, with commas (the seed's {@code _fmt}). */
    public static String value(Double value) {
        if (value == null) {
            return "-";
        }
        if (Math.abs(value) >= 1e15) {
            return PyFormat.g(value);
        }
        if (value >= 100) {
            return PyFormat.fixed(value, 0, true);
        }
        if (value >= 10) {
            return PyFormat.fixed(value, 1, false);
        }
        return PyFormat.fixed(value, 2, false);
    }

    /** A size in MiB as MiB or GiB, "-" below one MiB (the seed's {@code _size}). */
    public static String size(Double mib) {
        if (mib == null || mib < 1.0) {
            return "-";
        }
        if (mib >= 1e15) {
            return PyFormat.g(mib / 1024) + " GiB";
        }
        if (mib >= 1024 * 100) {
            return PyFormat.fixed(mib / 1024, 0, true) + " GiB";
        }
        if (mib >= 1024) {
            return PyFormat.fixed(mib / 1024, 1, false) + " GiB";
        }
        return PyFormat.fixed(mib, 0, true) + " MiB";
    }

    /** {@link #size} in fewer characters, GiB rounded to whole ones: for a cell too narrow for the full form. */
    public static String sizeShort(Double mib) {
        if (mib == null || mib < 1024 || mib >= 1e15) {
            return size(mib);
        }
        return PyFormat.fixed(mib / 1024, 0, true) + " GiB";
    }

    /** A share as a percentage: 0.25 as 25%, 0.125 as 12.5%. */
    public static String percent(double value) {
        double percent = value * 100;
        return PyFormat.g(Double.isFinite(percent) && percent != 0 ? new java.math.BigDecimal(percent).round(new java.math.MathContext(12)).doubleValue()
                : percent) + "%";
    }

    /** {@code f"{v:g}"}. */
    public static String plain(double value) {
        return PyFormat.g(value);
    }

    /** Powers of two as 8K, 512K, 1M (the second seed's context lengths). */
    public static String binary(double value) {
        double v = Math.round(value);
        if (v >= (1 << 20)) {
            return PyFormat.g(v / (1 << 20)) + "M";
        }
        if (v >= 1024) {
            return PyFormat.g(v / 1024) + "K";
        }
        return PyFormat.g(v);
    }

    public static DoubleFunction<String> named(String name) {
        return switch (name) {
            case "compact" -> Formats::compact;
            case "plain" -> Formats::plain;
            case "percent" -> Formats::percent;
            case "binary" -> Formats::binary;
            case "size" -> v -> size(v);
            case "value" -> v -> value(v);
            default -> throw new IllegalArgumentException("unknown format " + name + "; formats are compact, plain, percent, binary, size, value");
        };
    }
}
