package dev.figmark.product;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What a figure left out, in as few lines as say it: the values of stacked parts too small to hold them counted in
 * one line for the figure, and the labels of points with no free place near them in one line per panel, each
 * naming what was left out.
 */
final class LeftOut {

    private static final Pattern PARTS = Pattern.compile("(\\d+) values? of the stacked bars '(.*)' left out: .*");
    private static final Pattern LABEL = Pattern.compile("(panel '.*'): the label '(.*)' is left out: no place near its point is free of .*");

    private LeftOut() {
    }

    /** The lines, those of one kind merged into one, in the order each kind first came. */
    static List<String> merged(List<String> lines) {
        Map<String, List<String>> groups = new LinkedHashMap<>();
        Map<String, String> first = new LinkedHashMap<>();
        int parts = 0;
        for (String line : lines) {
            Matcher p = PARTS.matcher(line);
            Matcher l = LABEL.matcher(line);
            if (p.matches()) {
                parts += Integer.parseInt(p.group(1));
                groups.computeIfAbsent("\u0000parts", k -> new ArrayList<>()).add("'" + p.group(2) + "'");
                first.putIfAbsent("\u0000parts", line);
            } else if (l.matches()) {
                groups.computeIfAbsent("\u0001" + l.group(1), k -> new ArrayList<>()).add("'" + l.group(2) + "'");
                first.putIfAbsent("\u0001" + l.group(1), line);
            } else {
                groups.computeIfAbsent(line, k -> new ArrayList<>());
            }
        }
        List<String> out = new ArrayList<>();
        for (Map.Entry<String, List<String>> g : groups.entrySet()) {
            List<String> names = g.getValue();
            if (names.size() == 1) {
                out.add(first.get(g.getKey()));
            } else if (g.getKey().equals("\u0000parts")) {
                out.add(parts + (parts == 1 ? " value" : " values") + " of the stacked bars " + String.join(", ", names)
                        + " left out: " + (parts == 1 ? "its part is" : "their parts are") + " too small to hold " + (parts == 1 ? "it" : "them")
                        + " (the CSV has every value)");
            } else if (g.getKey().startsWith("\u0001")) {
                String panel = g.getKey().substring(1);
                out.add(panel + ": " + names.size() + " labels left out, " + String.join(", ", names)
                        + ": no place near their points is free of data and text (their markers stay; the CSV has every value)");
            } else {
                out.add(g.getKey());
            }
        }
        return out;
    }
}
