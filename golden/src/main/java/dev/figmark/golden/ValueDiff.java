package dev.figmark.golden;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Long values shown around the place where they changed, and point lists compared point by point. */
final class ValueDiff {

    /** Characters of context kept on each side of a change. */
    static final int CONTEXT = 24;
    /** Moved points named one by one, before the rest are counted. */
    static final int POINTS_NAMED = 4;

    private static final Pattern NUMBER = Pattern.compile("[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?");
    private static final Pattern PAIRED_PATH = Pattern.compile("[MLCQSTZmlcqstz,\\s]*");

    private ValueDiff() {
    }

    /** {@code old → new}, each cut to the changed part and some context around it. */
    static String around(String a, String b) {
        int prefix = 0;
        int limit = Math.min(a.length(), b.length());
        while (prefix < limit && a.charAt(prefix) == b.charAt(prefix)) {
            prefix++;
        }
        int suffix = 0;
        while (suffix < limit - prefix && a.charAt(a.length() - 1 - suffix) == b.charAt(b.length() - 1 - suffix)) {
            suffix++;
        }
        return window(a, prefix, suffix) + " → " + window(b, prefix, suffix);
    }

    private static String window(String s, int prefix, int suffix) {
        if (s.length() <= 2 * CONTEXT + 16) {
            return s.isEmpty() ? "(empty)" : s;
        }
        int from = Math.max(0, prefix - CONTEXT);
        int to = Math.min(s.length(), s.length() - suffix + CONTEXT);
        return (from > 0 ? "…" : "") + s.substring(from, to) + (to < s.length() ? "…" : "");
    }

    /**
     * For a list of points ({@code points}, or a path of straight and curved segments): which points moved, how far
     * and which way ("point 6 moved 4.1 pt up"); null when the two lists differ in shape.
     */
    static List<String> movedPoints(String a, String b, String unit) {
        List<Double> x = new ArrayList<>();
        List<Double> y = new ArrayList<>();
        String shapeA = numbers(a, x);
        String shapeB = numbers(b, y);
        if (!shapeA.equals(shapeB) || x.size() != y.size() || x.size() % 2 != 0 || !PAIRED_PATH.matcher(shapeA).matches()) {
            return null;
        }
        List<String> out = new ArrayList<>();
        int moved = 0;
        for (int i = 0; i < x.size(); i += 2) {
            double dx = y.get(i) - x.get(i);
            double dy = y.get(i + 1) - x.get(i + 1);
            String how = movement(dx, dy, unit);
            if (!how.isEmpty()) {
                if (moved++ < POINTS_NAMED) {
                    out.add("point " + (i / 2 + 1) + " moved " + how);
                }
            }
        }
        if (moved > POINTS_NAMED) {
            out.add((moved - POINTS_NAMED) + " more points moved");
        }
        return out;
    }

    private static String numbers(String s, List<Double> into) {
        Matcher m = NUMBER.matcher(s);
        StringBuilder shape = new StringBuilder();
        int last = 0;
        while (m.find()) {
            shape.append(s, last, m.start()).append(' ');
            into.add(Double.parseDouble(m.group()));
            last = m.end();
        }
        shape.append(s.substring(last));
        return shape.toString().replaceAll("\\s+", " ").strip();
    }

    /** "4.1 pt up and 2.0 pt right", in SVG's direction (y grows down); empty below a thousandth of a unit. */
    static String movement(double dx, double dy, String unit) {
        List<String> parts = new ArrayList<>();
        if (Math.abs(dx) >= 0.001) {
            parts.add(String.format(Locale.ROOT, "%.1f %s %s", Math.abs(dx), unit, dx > 0 ? "right" : "left"));
        }
        if (Math.abs(dy) >= 0.001) {
            parts.add(String.format(Locale.ROOT, "%.1f %s %s", Math.abs(dy), unit, dy > 0 ? "down" : "up"));
        }
        return String.join(" and ", parts);
    }
}
