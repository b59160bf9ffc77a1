package dev.figmark.api;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/** Random descriptions of every kind with random optional fields: material for round trips and refusals. */
final class Generated {

    private Generated() {
    }

    private static final String[] KINDS = {"line", "step", "scatter", "bar", "hbar", "errorbar", "band", "area", "ecdf", "kde", "box", "histogram",
        "span", "text"};

    static String description(Random r) {
        List<String> panels = new ArrayList<>();
        int n = 1 + r.nextInt(3);
        for (int p = 0; p < n; p++) {
            panels.add(panel(r));
        }
        String figure = "{\"width\": " + pick(r, "\"single\"", "\"double\"", "4.5", "\"300bp\"") + (r.nextBoolean() ? ", \"print_safe\": true" : "")
                + (r.nextBoolean() ? ", \"title\": \"T\"" : "") + (r.nextInt(4) == 0 ? ", \"palette\": \"okabe-ito\"" : "")
                + (r.nextInt(4) == 0 ? ", \"letters\": true" : "") + "}";
        return "{\"figure\": " + figure + ", \"panels\": [" + String.join(", ", panels) + "]}";
    }

    private static String panel(Random r) {
        String kind = KINDS[r.nextInt(KINDS.length)];
        List<String> series = new ArrayList<>();
        int n = 1 + r.nextInt(3);
        for (int s = 0; s < n; s++) {
            series.add(series(r, kind, s));
        }
        String x = r.nextInt(3) == 0 ? ", \"x\": {\"label\": \"x\", \"scale\": " + pick(r, "\"linear\"", "\"log\"", "\"log2\"") + "}" : "";
        String y = r.nextInt(3) == 0 ? ", \"y\": {\"label\": \"y\", \"format\": " + pick(r, "\"plain\"", "\"compact\"") + "}" : "";
        String lines = r.nextInt(4) == 0 ? ", \"lines\": [{\"y\": 3, \"annotation\": \"ref\"}]" : "";
        String legend = r.nextInt(3) == 0 ? ", \"legend\": " + pick(r, "\"below\"", "\"above left\"", "\"best\"", "\"none\"") : "";
        return "{\"title\": \"" + kind + "\"" + x + y + lines + legend + ", \"series\": [" + String.join(", ", series) + "]}";
    }

    private static String series(Random r, String kind, int index) {
        String label = "\"label\": \"s" + index + "\"";
        String xs = "[1, 2, 4, 8, 16]";
        String ys = "[" + (1 + r.nextInt(5)) + ", 3, " + (2 + r.nextInt(9)) + ", 7, 9]";
        String body = switch (kind) {
            case "bar", "hbar" -> "\"x\": [\"a\", \"b\", \"c\"], \"y\": [3, " + (1 + r.nextInt(9)) + ", 5]"
                    + (r.nextBoolean() ? ", \"stack\": true" : r.nextBoolean() ? ", \"y_err\": [0.5, 0.2, 0.4]" : "")
                    + (r.nextBoolean() ? ", \"values\": true" : "") + (r.nextInt(3) == 0 ? ", \"hatch\": \"cross\"" : "");
            case "errorbar", "band" -> "\"x\": " + xs + ", \"y\": " + ys + ", \"y_err\": [0.5, 0.5, 1, 1, 2]"
                    + (r.nextBoolean() ? ", \"marker\": \"square\"" : "");
            case "ecdf" -> "\"samples\": [3, 1, 4, 1, 5, 9, 2, 6]" + (r.nextBoolean() ? ", \"percentiles\": [50, 90]" : "")
                    + (r.nextBoolean() ? ", \"complementary\": true" : "");
            case "kde" -> "\"samples\": [3, 1, 4, 1, 5, 9, 2, 6]" + (r.nextBoolean() ? ", \"fill\": true" : "")
                    + (r.nextBoolean() ? ", \"bandwidth\": \"silverman\"" : "");
            case "box" -> "\"samples\": [3, 1, 4, 1, 5, 9, 2, 6, 30]" + (r.nextBoolean() ? ", \"mean\": true" : "")
                    + (r.nextBoolean() ? ", \"whiskers\": [5, 95]" : "");
            case "histogram" -> "\"samples\": [3, 1, 4, 1, 5, 9, 2, 6]" + (r.nextBoolean() ? ", \"bins\": 4" : "")
                    + (r.nextBoolean() ? ", \"density\": true" : "");
            case "span" -> "\"x\": [2, 4]";
            case "text" -> "\"text\": \"note " + index + "\", \"x\": " + (1 + r.nextInt(10)) + ", \"y\": " + (1 + r.nextInt(8));
            default -> "\"x\": " + xs + ", \"y\": " + ys + (r.nextBoolean() ? ", \"marker\": " + pick(r, "\"circle\"", "\"diamond\"", "\"triangle_up\"") : "")
                    + (kind.equals("scatter") || r.nextBoolean() ? "" : ", \"line_style\": " + pick(r, "\"dashed\"", "\"dotted\""));
        };
        if (kind.equals("area")) {
            body = "\"x\": " + xs + ", \"y\": " + ys + (r.nextBoolean() ? ", \"stack\": true" : "");
        }
        String color = r.nextInt(4) == 0 && !kind.equals("text") ? ", \"color\": \"#" + String.format("%06x", r.nextInt(0xffffff)) + "\"" : "";
        return "{\"kind\": \"" + kind + "\", " + (kind.equals("text") ? "" : label + ", ") + body + color + "}";
    }

    private static String pick(Random r, String... options) {
        return options[r.nextInt(options.length)];
    }
}
