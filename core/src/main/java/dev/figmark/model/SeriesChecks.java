package dev.figmark.model;

import dev.figmark.data.Quoted;
import java.util.List;

/** The checks that series records share: fields that must agree, each refused naming the field. */
final class SeriesChecks {

    /** A field's name as a transform makes one: a letter or underscore, then letters, digits and underscores. */
    static final String NAME = "[A-Za-z_][A-Za-z0-9_]*";
    /** A field name's form, in words. */
    static final String NAME_WORDS = "a field name: a letter or _, then letters, digits and _";
    /** A span of a window: a number, or a number with a unit of time. */
    static final String SPAN = "[0-9]+(?:[.][0-9]+)?(?:ms|s|min|h|d)?";
    /** A span's form, in words. */
    static final String SPAN_WORDS = "a number, or a number and a unit: ms, s, min, h or d (500ms, 30s, 5min, 2h, 7d)";

    private SeriesChecks() {
    }

    /** An expression is given and is one line. */
    static void expression(String text, String field) {
        if (text == null || text.isBlank()) {
            throw new FigureException(field, "an expression is needed, such as batch >= 8");
        }
    }

    /** No field named twice in a list. */
    static void distinct(List<String> names, String field) {
        if (names == null) {
            return;
        }
        for (int i = 0; i < names.size(); i++) {
            if (names.get(i) == null || names.get(i).isEmpty()) {
                throw new FigureException(field + "[" + i + "]", "a field name must not be empty");
            }
            if (names.indexOf(names.get(i)) < i) {
                throw new FigureException(field + "[" + i + "]", "\"" + names.get(i) + "\" is named twice");
            }
        }
    }

    /** Refuses a style per value of by without a by, or beside one style given for every value. */
    static <E extends Enum<E>> void styled(String label, By by, boolean one, Styles each, String field, String single, Class<E> kind) {
        if (each != null && each.field() == null && by == null) {
            throw new FigureException(field, who(label) + "gives each value of by its own " + single.replace('_', ' ') + "; give \"by\" a field too,"
                    + " or name another field: {\"by\": FIELD}");
        }
        if (each != null && one) {
            throw new FigureException(field, who(label) + "gives each value its own " + single.replace('_', ' ') + ", and " + single
                    + " one for all; give one of them");
        }
        if (each != null && by != null && by.field().equals(each.field())) {
            throw new FigureException(field + ".by", who(label) + "names \"" + by.field() + "\", which by names already; give " + field + " true for"
                    + " one " + single.replace('_', ' ') + " per value of it");
        }
        List<String> names = each == null ? null : each.names();
        for (int i = 0; names != null && i < names.size(); i++) {
            if (Spelling.constant(kind, names.get(i)) == null) {
                List<String> all = java.util.Arrays.stream(kind.getEnumConstants()).map(Spelling::of).toList();
                throw new FigureException(field + (each instanceof Styles.ByField ? ".values" : "") + "[" + i + "]", who(label) + "\"" + names.get(i)
                        + "\" is no " + single.replace('_', ' ') + "; give one of " + String.join(", ", all));
            }
        }
    }

    /** Refuses "legend": false on a series that has no legend entry to leave out: no label and no by. */
    static void legend(String label, By by, Boolean legend) {
        if (legend != null && (label == null || label.isEmpty()) && by == null) {
            throw new FigureException("legend", "leaves the series out of the legend, and without a label or by it has no entry there; leave it out");
        }
    }

    /** Refuses labels_required without labels to require. */
    static void labelsRequired(String label, String labels, Boolean required) {
        if (required != null && labels == null) {
            throw new FigureException("labels_required", who(label) + "makes a label left out a refusal; give \"labels\" (a field or template) too");
        }
    }

    /** How a message names the series: by its label, when it has one. */
    static String who(String label) {
        return label == null || label.isEmpty() ? "" : "series '" + label + "': ";
    }

    /** x and y are given, and as many inline values of each. */
    static void checkPoints(String label, Values x, Values y) {
        checkPoints(label, x, y, false);
    }

    /** As above; {@code yNames} for points that may sit on categories down y (a forest plot's studies). */
    static void checkPoints(String label, Values x, Values y, boolean yNames) {
        if (x == null) {
            throw new FigureException("x", who(label) + "the field is required");
        }
        if (y == null) {
            throw new FigureException("y", who(label) + "the field is required");
        }
        if (x.count() >= 0 && y.count() >= 0 && x.count() != y.count()) {
            throw new FigureException("", who(label) + "x has " + x.count() + " values but y has " + y.count());
        }
        if (x.count() >= 0 && y.count() < 0 || x.count() < 0 && y.count() >= 0) {
            throw new FigureException(x.count() < 0 ? "x" : "y", who(label) + "names a field, but the series' other values are inline;"
                    + " give both inline, or both as fields of its data");
        }
        if (!yNames && y instanceof Values.Texts t && !t.values().isEmpty()) {
            throw new FigureException("y", who(label) + "holds text (" + dev.figmark.data.Quoted.of(t.values().get(0)) + "); y takes numbers (only a heatmap's,"
                    + " a scatter's, an errorbar's and a line's y name categories)");
        }
    }

    /** Error bounds: y_err, or y_low with y_high, each as long as y; {@code required} for kinds that are bounds. */
    static void checkBounds(String label, Values y, Values err, Values low, Values high, boolean required) {
        checkBounds(label, "y", y, err, low, high, required);
    }

    /** Error bounds of {@code axis}, x or y: {@code axis}_err, or {@code axis}_low with {@code axis}_high, each as long as the values. */
    static void checkBounds(String label, String axis, Values y, Values err, Values low, Values high, boolean required) {
        if (err != null && (low != null || high != null)) {
            throw new FigureException(low != null ? axis + "_low" : axis + "_high", who(label) + "give " + axis + "_err, or " + axis + "_low and " + axis + "_high, not both");
        }
        if ((low == null) != (high == null)) {
            throw new FigureException(low == null ? axis + "_low" : axis + "_high", who(label) + axis + "_low and " + axis + "_high go together; give both, or " + axis + "_err");
        }
        if (required && err == null && low == null) {
            throw new FigureException("", who(label) + "needs " + axis + "_err, or " + axis + "_low and " + axis + "_high");
        }
        for (var bound : List.of(new Object[] {axis + "_err", err}, new Object[] {axis + "_low", low}, new Object[] {axis + "_high", high})) {
            Values v = (Values) bound[1];
            if (v == null) {
                continue;
            }
            if (v instanceof Values.Texts) {
                throw new FigureException((String) bound[0], who(label) + "takes numbers");
            }
            if (y.count() >= 0 && v.count() < 0) {
                throw new FigureException((String) bound[0], who(label) + "names a field, but the series' values are inline; give an array of numbers");
            }
            if (y.count() < 0 && v.count() >= 0) {
                throw new FigureException((String) bound[0], who(label) + "is inline, but the series' values are fields of its data; name a field");
            }
            if (y.count() >= 0 && v.count() != y.count()) {
                throw new FigureException((String) bound[0], who(label) + "has " + v.count() + " values but " + axis + " has " + y.count());
            }
        }
    }

    /** An interval from aggregated rows asks for fields of a data source, and is not given beside bounds. */
    static void checkInterval(String label, String field, Interval interval, Values y, Values err, Values low) {
        checkInterval(label, "y", field, interval, y, err, low);
    }

    /** As above, for the values along {@code axis}, x or y. */
    static void checkInterval(String label, String axis, String field, Interval interval, Values y, Values err, Values low) {
        if (interval == null) {
            return;
        }
        if (err != null || low != null) {
            throw new FigureException(field, who(label) + "give " + field + " (from the rows behind each value) or " + (err != null ? axis + "_err" : axis + "_low and " + axis + "_high")
                    + " (fields of their own), not both");
        }
        if (y.count() >= 0) {
            throw new FigureException(field, who(label) + "the spread of the rows behind each value needs " + axis + " from a data source's aggregate step;"
                    + " inline values have no rows behind them (give " + axis + "_err)");
        }
    }

    /** Stacked bars take no error bars. */
    static void checkUnstacked(String label, Boolean stack, Values err, Values low) {
        if (Boolean.TRUE.equals(stack) && (err != null || low != null)) {
            throw new FigureException(err != null ? "y_err" : "y_low", who(label) + "stacked bars take no error bars; draw them side by side");
        }
    }

    /** A distribution's samples are given, as numbers. */
    static void checkSamples(String label, Values samples) {
        if (samples == null) {
            throw new FigureException("samples", who(label) + "the field is required");
        }
        if (samples instanceof Values.Texts) {
            throw new FigureException("samples", who(label) + "takes numbers, or a field of numbers");
        }
    }

    /** Percentiles between 0 and 100; exactly {@code count} of them when count is not -1. */
    static void checkPercentiles(String label, String field, List<Double> values, int count) {
        if (values == null) {
            return;
        }
        if (count >= 0 && values.size() != count) {
            throw new FigureException(field, who(label) + "takes " + count + " percentiles, such as [5, 95]; has " + values.size());
        }
        for (int i = 0; i < values.size(); i++) {
            double p = values.get(i);
            if (!(p >= 0 && p <= 100)) {
                throw new FigureException(field + "[" + i + "]", who(label) + "a percentile is from 0 to 100, not " + p);
            }
            if (i > 0 && count == 2 && !(values.get(1) > values.get(0))) {
                throw new FigureException(field, who(label) + "the low percentile comes first");
            }
        }
    }
}
