package dev.figmark.compile.look;

import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.read.Context;
import dev.figmark.model.Series;
import dev.figmark.model.Spelling;
import dev.figmark.model.Styled;
import dev.figmark.model.Styles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Markers, dashes and hatches by value ({@code "markers": true}, a list of names, or {@code {"by": FIELD}}): which
 * field a series' styles go by, and which of them each value takes, in the order the values first appear in the
 * figure under the same styles, so a value keeps its marker in every panel as it keeps its colour, and one series'
 * values never shift another's.
 */
public final class ValueStyles {

    /** What each kind of style is, for the looks and messages. */
    public enum Dimension {
        MARKERS("markers", "marker"), DASHES("dashes", "line style"), HATCHES("hatches", "hatch");

        final String field;
        final String one;

        Dimension(String field, String one) {
            this.field = field;
            this.one = one;
        }

        /** The series' styles of this dimension, or null. */
        public Styles of(Series s) {
            if (!(s instanceof Styled styled)) {
                return null;
            }
            return switch (this) {
                case MARKERS -> styled.markers();
                case DASHES -> styled.dashes();
                case HATCHES -> styled.hatches();
            };
        }
    }

    /** The constant of {@code kind} a checked name spells ({@code "triangle_up"}). */
    static <E extends Enum<E>> E constant(Class<E> kind, String name) {
        E e = dev.figmark.model.Spelling.constant(kind, name);
        if (e == null) {
            throw new IllegalStateException(name + " was checked as one of " + kind.getSimpleName());
        }
        return e;
    }

    /**
     * Every value's place, per dimension and per styles given, in the order first drawn: series given equal styles (a
     * series in each facet, or two by the same field) count their values together; {@code true} counts none, as it
     * takes its colour's slot.
     */
    private final Map<Dimension, Map<Styles, Map<String, Integer>>> order = new LinkedHashMap<>();

    /**
     * The one field a series' markers, dashes and hatches go by ({@code {"by": FIELD}}) and the JSON path of the first
     * style that names it (its "markers"), or two nulls; two different fields are refused.
     */
    public static String[] field(Series s, String path, Context spec) {
        String field = null;
        String where = null;
        for (Dimension d : Dimension.values()) {
            Styles given = d.of(s);
            String named = given == null ? null : given.field();
            if (named != null && field != null && !named.equals(field)) {
                throw spec.error(path + "." + d.field + ".by", "names \"" + named + "\", and " + where.substring(where.lastIndexOf('.') + 1)
                        + ".by names \"" + field + "\"; a series' styles go by one field beside its colours'");
            }
            if (named != null && field == null) {
                field = named;
                where = path + "." + d.field;
            }
        }
        return new String[] {field, where};
    }

    /**
     * The place of a series' value among those its styles were given for across the figure: its style value
     * ({@code {"by": FIELD}}) or its colour's key, counted in the order the figure first draws them.
     */
    int place(Dimension d, Styles given, DrawnSeries data, String colourKey) {
        String key = given.field() != null ? data.extras().style() : colourKey;
        Map<String, Integer> seen = values(d, given);
        return seen.computeIfAbsent(key, k -> seen.size());
    }

    private Map<String, Integer> values(Dimension d, Styles given) {
        return order.computeIfAbsent(d, k -> new LinkedHashMap<>()).computeIfAbsent(given, k -> new LinkedHashMap<>());
    }

    /**
     * Where a field's values were given other styles by another series ({@code {"by": "gpu", "values": ["o", "s"]}}
     * beside {@code {"by": "gpu"}}), which the legend could list only once: the words that refuse it, or null.
     */
    String clash(Dimension d, Styles given) {
        if (given.field() == null) {
            return null;
        }
        for (Styles other : order.getOrDefault(d, Map.of()).keySet()) {
            if (given.field().equals(other.field()) && !given.equals(other)) {
                return d.field + " by \"" + given.field() + "\" are given as " + spelled(given) + " here and as " + spelled(other)
                        + " in a series before; a value of it keeps one " + d.one + " in the figure and one legend entry: give the same";
            }
        }
        return null;
    }

    private static String spelled(Styles given) {
        return given.names() == null ? "the cycle's" : given.names().toString();
    }

    /**
     * The names given for a dimension, when fewer than the values the figure draws with them: a list of two markers
     * for three engines; null when they suffice.
     */
    String tooFew(Dimension d, Styles given) {
        List<String> names = given.names();
        Map<String, Integer> seen = values(d, given);
        if (names == null || seen.size() <= names.size()) {
            return null;
        }
        List<String> values = new ArrayList<>(seen.keySet());
        return d.field + " gives " + names.size() + " " + (names.size() == 1 ? d.one : d.field) + ", and the figure draws " + values.size()
                + " values with them (" + String.join(", ", values) + "); give one per value";
    }
}
