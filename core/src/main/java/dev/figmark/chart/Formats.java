package dev.figmark.chart;

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
     * reaches 10,000, every one from 1,000 up is in K, so a figure never shows 4,000 beside 60K.
     */
    public static DoubleFunction<String> compactFor(double largest) {
        if (!(Math.abs(largest) >= 10000)) {
            return Formats::compact;
        }
        return v -> Math.abs(v) >= 1e15 ? PyFormat.g(v) : Math.abs(v) >= 1000 ? PyFormat.groupedG(v / 1000) + "K" : PyFormat.g(v);
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

    public static String percent(double value) {
        return PyFormat.fixed(value, 0, false) + "%";
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
