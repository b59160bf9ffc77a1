package dev.figmark.model;

import java.util.List;

/**
 * Rows counted or summed up in bins of a fixed width of a number or time field, within each group, one row per bin
 * from the first bin with a row to the last (the empty ones between hold 0, or no mean): requests finished in each
 * 2 s, tokens per second in 5 s bins. Bins start at multiples of the width (of 0, or of 1970-01-01 for times), each
 * holding its start and not its end, and the bin's row holds its start. JSON: {@code {"bin": "end_s", "width": 2,
 * "statistic": "count", "rate": true}}.
 *
 * @param bin       the number or time field binned; the new table holds each bin's start under its name
 * @param width     the bins' width: a number in the field's units, or with a unit for times: 500ms, 2s, 5min, 1h, 7d
 * @param statistic what each bin holds: count (default, a field "count"), or the sum, mean, min or max of field
 * @param field     the number field summed up (not for count)
 * @param rate      divide each bin's value by its width (in seconds for times): a count or sum per unit, a rate
 * @param groupby   the fields whose values make a group, each binned alone over the same bins
 */
@Kind("bin")
@OneFieldCopies
public record Bin(@Required String bin,
        @Required @Matches(value = SeriesChecks.SPAN, what = SeriesChecks.SPAN_WORDS) String width,
        @Matches(value = "count|sum|mean|min|max", what = "count, sum, mean, min or max") String statistic,
        String field,
        Boolean rate,
        List<String> groupby) implements Transform, BinCopies {

    /** Checks the fields that must agree with each other. */
    public Bin {
        groupby = Copies.list(groupby);
        SeriesChecks.distinct(groupby, "groupby");
        boolean count = statistic == null || statistic.equals("count");
        if (count && field != null) {
            throw new FigureException("field", "a count counts rows; give \"statistic\": \"sum\" (or mean, min, max) to sum up a field");
        }
        if (!count && field == null) {
            throw new FigureException("field", "name the number field whose " + statistic + " each bin holds");
        }
        if (width != null && width.matches("[0-9.]+") && Double.parseDouble(width) <= 0) {
            throw new FigureException("width", "give a width above 0");
        }
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.bin(this);
    }
}
