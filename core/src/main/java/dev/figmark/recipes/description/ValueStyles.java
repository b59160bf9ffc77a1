package dev.figmark.recipes.description;

import dev.figmark.model.Series;
import dev.figmark.model.Styled;
import dev.figmark.model.Styles;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Markers, dashes and hatches by value ({@code "markers": true}, a list of names, or {@code {"by": FIELD}}): which
 * field a series' styles go by, and which of them each value takes, in the order the values first appear in the
 * figure, so a value keeps its marker in every panel as it keeps its colour.
 */
final class ValueStyles {

    /** What each kind of style is, for the looks and messages. */
    enum Dimension {
        MARKERS("markers", "marker"), DASHES("dashes", "line style"), HATCHES("hatches", "hatch");

        final String field;
        final String one;

        Dimension(String field, String one) {
            this.field = field;
            this.one = one;
        }

        /** The series' styles of this dimension, or null. */
        Styles of(Series s) {
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
        for (E e : kind.getEnumConstants()) {
            if (dev.figmark.model.json.Spelling.of(e).equals(name)) {
                return e;
            }
        }
        throw new IllegalStateException(name + " was checked as one of " + kind.getSimpleName());
    }

    /** Every value's place in the figure, per dimension, in the order first drawn. */
    private final Map<Dimension, Map<String, Integer>> order = new LinkedHashMap<>();

    /**
     * The one field a series' markers, dashes and hatches go by ({@code {"by": FIELD}}) and the JSON path of the first
     * style that names it (its "markers"), or two nulls; two different fields are refused.
     */
    static String[] field(Series s, String path, FigureSpec spec) {
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
     * The place of a series' value among those of its dimension across the figure: its style value ({@code {"by":
     * FIELD}}) or its colour's key, counted in the order the figure first draws them.
     */
    int place(Dimension d, SeriesReader.Data data, String colourKey) {
        Styles given = d.of(data.spec());
        String key = given != null && given.field() != null ? data.extras().style() : colourKey;
        return order.computeIfAbsent(d, k -> new LinkedHashMap<>()).computeIfAbsent(key, k -> order.get(d).size());
    }

    /**
     * The names given for a dimension, when fewer than the values the figure draws with them: a list of two markers
     * for three engines; null when they suffice.
     */
    String tooFew(Dimension d, Styles given) {
        List<String> names = given.names();
        Map<String, Integer> seen = order.get(d);
        if (names == null || seen == null || seen.size() <= names.size()) {
            return null;
        }
        List<String> values = new ArrayList<>(seen.keySet());
        return d.field + " gives " + names.size() + " " + (names.size() == 1 ? d.one : d.field) + ", and the figure draws " + values.size()
                + " values with them (" + String.join(", ", values) + "); give one per value";
    }
}
