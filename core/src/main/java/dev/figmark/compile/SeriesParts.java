package dev.figmark.compile;

import dev.figmark.compile.read.DataTables;
import dev.figmark.compile.read.Template;
import dev.figmark.model.By;
import dev.figmark.model.Spelling;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A series split by the values of its {@code by} field: one part per value, in the order they first appear or the
 * order given, each labelled by its value or by the series' label as a template of the part's fields
 * ({@code "{engine} p99"}). A value keeps its label across panels, and with it its look.
 */
final class SeriesParts {

    /**
     * One series to draw: its label, its rows (null for values given inline), its value of the by field (or null), and
     * its value of the field its markers, dashes or hatches go by (or null).
     */
    record Part(String label, Table rows, String value, String style) {

        Part(String label, Table rows, String value) {
            this(label, rows, value, null);
        }
    }

    private SeriesParts() {
    }

    /**
     * The parts of a series split by {@code by} and then by {@code style}, the field its markers, dashes or hatches go
     * by (seaborn's {@code style=}): each part of both labelled "vLLM, A100", or by its style value alone without a by
     * or a label. Null {@code style} splits by {@code by} alone.
     */
    static List<Part> of(String label, By by, String style, String stylePath, Table rows, String path, FigureSpec spec, int most) {
        List<Part> parts = of(label, by, rows, path, spec, most);
        if (style == null) {
            return parts;
        }
        if (rows == null) {
            throw spec.error(stylePath + ".by", "takes a field of the series' data, but its values are inline; give the series a data source");
        }
        List<Part> out = new ArrayList<>();
        for (Part part : parts) {
            for (Part one : of(null, By.of(style), part.rows(), stylePath, spec, most)) {
                String name = part.label().isEmpty() ? one.value() : part.label() + ", " + one.value();
                // Without by, the parts keep the series' one colour: keyed by its label, or its place.
                String colour = part.value() != null ? part.value() : part.label().isEmpty() ? path : part.label();
                out.add(new Part(name, one.rows(), colour, one.value()));
            }
        }
        if (out.size() > most) {
            throw spec.error(stylePath + ".by", "split by " + (by == null ? "" : "\"" + by.field() + "\" and ") + "\"" + style + "\" makes " + out.size()
                    + " series; a panel tells at most " + most + " apart; filter the rows, or facet by one of the fields");
        }
        return out;
    }

    /**
     * The parts of a series: itself alone without {@code by}; {@code most} is how many series a panel can tell apart,
     * and more values than that are refused.
     */
    static List<Part> of(String label, By by, Table rows, String path, FigureSpec spec, int most) {
        if (by == null) {
            if (!Template.isTemplate(label)) {
                return List.of(new Part(label == null ? "" : label, rows, null));
            }
            Template template = Template.parse(label, what -> spec.error(path + ".label", what));
            template.check(rows, false, what -> spec.error(path + ".label", what));
            int[] all = java.util.stream.IntStream.range(0, rows.rows()).toArray();
            String varying = template.varying(rows, all);
            if (varying != null) {
                throw spec.error(path + ".label", "names a field that differs within the series: " + varying
                        + "; a series' label names what is one in the series, or the series is split by that field with \"by\"");
            }
            return List.of(new Part(all.length == 0 ? "" : template.render(rows, 0, Double.NaN), rows, null));
        }
        if (rows == null) {
            throw spec.error(path + ".by", "takes a field of the series' data, but its values are inline; give the series a data source");
        }
        Column field = rows.column(by.field());
        if (field == null) {
            String hint = dev.figmark.model.Spelling.closest(by.field(), rows.names());
            throw spec.error(path + ".by", "no field \"" + by.field() + "\"" + (hint == null ? "" : " (did you mean \"" + hint + "\"?)") + "; fields are "
                    + String.join(", ", rows.names()));
        }
        Map<String, List<Integer>> groups = new LinkedHashMap<>();
        for (int r = 0; r < rows.rows(); r++) {
            groups.computeIfAbsent(DataTables.value(field, r), k -> new ArrayList<>()).add(r);
        }
        List<String> order = new ArrayList<>();
        if (by.order() != null) {
            for (int i = 0; i < by.order().size(); i++) {
                if (!groups.containsKey(by.order().get(i))) {
                    throw spec.error(path + ".by.order[" + i + "]", "no row has " + by.field() + " = " + by.order().get(i) + "; its values are "
                            + String.join(", ", groups.keySet()));
                }
                order.add(by.order().get(i));
            }
        }
        // Counted before the rest is ordered, in one pass: 100,000 values were refused after a quadratic search.
        java.util.Set<String> given = new java.util.HashSet<>(order);
        int count = order.size() + groups.size() - given.size();
        if (count > most) {
            throw spec.error(path + ".by", "\"" + by.field() + "\" has " + count + " values; a panel tells at most " + most
                    + " series apart (its palette's colours, each in four dashes); filter the rows, or facet by a field of fewer values");
        }
        groups.keySet().stream().filter(v -> !given.contains(v)).forEach(order::add);
        Template template = null;
        if (label != null && !label.isEmpty()) {
            if (!Template.isTemplate(label)) {
                throw spec.error(path + ".label", "by makes one series per value of " + by.field() + ", so one label would name them all;"
                        + " write it as a template, such as \"{" + by.field() + "} " + label + "\", or leave it out");
            }
            template = Template.parse(label, what -> spec.error(path + ".label", what));
            template.check(rows, false, what -> spec.error(path + ".label", what));
        }
        List<Part> out = new ArrayList<>();
        for (String value : order) {
            int[] these = groups.get(value).stream().mapToInt(Integer::intValue).toArray();
            String varying = template == null ? null : template.varying(rows, these);
            if (varying != null) {
                throw spec.error(path + ".label", "names a field that differs within a series: in the series of " + by.field() + " = " + value + ", "
                        + varying + "; a series' label names what is one in each series, such as {" + by.field() + "}");
            }
            out.add(new Part(template == null ? value : template.render(rows, these[0], Double.NaN), rows.select(these), value));
        }
        return out;
    }
}
