package dev.figmark.model;

import java.util.List;

/**
 * Bars from a start to an end on a category row: a Gantt timeline of workers and their phases, each phase a series
 * (by a field) with one legend entry however many bars it draws. JSON: {@code "kind": "timeline"}.
 *
 * @param label     the series' name in the legend and the CSV; with by, a template of fields, or left out for each
 *                  value
 * @param data      the data source (under the description's "data") whose rows the series takes its fields from
 * @param where     keep only the data's rows that match, such as {@code worker != "idle"}
 * @param y         the row of each bar, a category (the first at the top): inline names, or a field of the data's
 *                  rows
 * @param start     where each bar starts along x: numbers or dates, inline or a field
 * @param end       where each bar ends
 * @param scale     multiply start and end by this factor (1e-3 for ms to s)
 * @param color     the series' colour, #rrggbb, instead of the palette's
 * @param hatch     hatch lines over the colour
 * @param missing   what to do with a value that cannot be drawn: refuse (default) names it; skip leaves it out and
 *                  counts it in one warning
 * @param by        one series per value of this field (a phase), each with its colour and one legend entry
 * @param transform steps applied to the rows of the series' data, in order, after its source's and its panel's
 * @param alpha     the bars' opacity, from 0 to 1 (opaque, the default)
 */
@Kind("timeline")
@OneFieldCopies
public record Timeline(String label,
        String data,
        String where,
        @Required Values y,
        @Required Values start,
        @Required Values end,
        Double scale,
        @Hex String color,
        Hatch hatch,
        Missing missing,
        By by,
        List<Transform> transform,
        @Range(min = 0, max = 1) Double alpha) implements Series, Grouped, Translucent, Hatched, TimelineCopies {

    /** Checks the fields that must agree with each other. */
    public Timeline {
        transform = Copies.list(transform);
        if (y == null || start == null || end == null) {
            throw new FigureException(y == null ? "y" : start == null ? "start" : "end", SeriesChecks.who(label) + "the field is required");
        }
        int n = y.count();
        for (String name : List.of("start", "end")) {
            if (((name.equals("start") ? start : end).count() < 0) != (n < 0)) {
                throw new FigureException(name, SeriesChecks.who(label) + (n < 0 ? "is inline, but y names a field" : "names a field, but y is inline")
                        + "; give y, start and end inline, or all three as fields of its data");
            }
        }
        if (n >= 0 && (start.count() != n || end.count() != n)) {
            throw new FigureException(start.count() != n ? "start" : "end", SeriesChecks.who(label) + "y has " + n + " rows but start and end "
                    + start.count() + " and " + end.count() + "; give one of each per bar");
        }
        if (start instanceof Values.Texts || end instanceof Values.Texts) {
            throw new FigureException(start instanceof Values.Texts ? "start" : "end", SeriesChecks.who(label) + "takes numbers, or a field of numbers or dates");
        }
    }

    /**
     * Bars from a start to an end on category rows: a Gantt timeline.
     *
     * @param label the legend's name for them
     * @param rows  each bar's row, the first at the top
     * @param start where each bar starts
     * @param end   where each ends
     * @return the series
     */
    public static Timeline of(String label, List<String> rows, double[] start, double[] end) {
        return new Timeline(label, null, null, Values.of(rows), Values.of(start), Values.of(end), null, null, null, null, null, null, null);
    }

    @Override
    public <R> R accept(SeriesVisitor<R> visitor) {
        return visitor.visit(this);
    }
}
