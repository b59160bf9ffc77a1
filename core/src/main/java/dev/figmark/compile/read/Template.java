package dev.figmark.compile.read;

import dev.figmark.chart.scale.PyFormat;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import dev.figmark.text.MathText;
import java.util.ArrayList;
import java.util.List;

/**
 * A text with fields of a row in braces, as Python's {@code str.format} writes them: {@code "{engine} p99"},
 * {@code "{value:.1f}×"}, {@code "{share:.0%}"}; {@code {{} and {@code }}} are braces themselves. A field is a column
 * of the row, or {@code value}, the value drawn (when no column is called so). Numbers take a format specification
 * ({@code .1f}, {@code .0%}, {@code ,d}, {@code .3g}); without one they are written in their shortest form.
 */
public final class Template {

    /** A piece of the text: a literal, or a field with its specification (null for none). */
    private record Piece(String literal, String field, String spec) {
    }

    private final List<Piece> pieces;

    private Template(List<Piece> pieces) {
        this.pieces = pieces;
    }

    /** Whether a text holds a field in braces; {@code _{sub}}, {@code ^{super}} and math ({@code $\mathrm{x}$}) are markup, not fields. */
    public static boolean isTemplate(String text) {
        if (text == null) {
            return false;
        }
        String bare = text.replace("{{", "");
        for (int i = 0; i < bare.length(); i++) {
            int math = bare.charAt(i) == '$' ? MathText.mathEnd(bare, i) : -1;
            if (math > 0) {
                i = math; // math's braces group, they name no field
            } else if (bare.charAt(i) == '{' && !markup(bare, i)) {
                return true;
            }
        }
        return false;
    }

    /** Whether the brace at {@code i} opens a sub- or superscript's markup. */
    private static boolean markup(String text, int i) {
        return i > 0 && (text.charAt(i - 1) == '_' || text.charAt(i - 1) == '^');
    }

    /** The template of a text; {@code error} names what is wrong with it. */
    public static Template parse(String text, java.util.function.Function<String, RuntimeException> error) {
        List<Piece> out = new ArrayList<>();
        StringBuilder literal = new StringBuilder();
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            int math = c == '$' ? MathText.mathEnd(text, i) : -1;
            if (math > 0) {
                literal.append(text, i, math + 1);
                i = math;
            } else if ((c == '{' || c == '}') && i + 1 < text.length() && text.charAt(i + 1) == c) {
                literal.append(c);
                i++;
            } else if (c == '{' && markup(text, i) && text.indexOf('}', i) > 0) {
                int end = text.indexOf('}', i);
                literal.append(text, i, end + 1);
                i = end;
            } else if (c == '{') {
                int end = text.indexOf('}', i);
                if (end < 0) {
                    throw error.apply("the { at character " + (i + 1) + " is not closed; write {{ for a brace itself");
                }
                String inside = text.substring(i + 1, end);
                int colon = inside.indexOf(':');
                String field = (colon < 0 ? inside : inside.substring(0, colon)).strip();
                String spec = colon < 0 ? null : inside.substring(colon + 1);
                if (field.isEmpty()) {
                    throw error.apply("{} names no field; write {engine} or {value:.1f}");
                }
                if (spec != null && !PyFormat.isSpec(spec)) {
                    throw error.apply("\"" + spec + "\" is not a format figmark takes; write .1f, .0%, ,d, .3g or .2e");
                }
                out.add(new Piece(literal.toString(), null, null));
                literal.setLength(0);
                out.add(new Piece(null, field, spec));
                i = end;
            } else if (c == '}') {
                throw error.apply("a } at character " + (i + 1) + " closes nothing; write }} for a brace itself");
            } else {
                literal.append(c);
            }
        }
        out.add(new Piece(literal.toString(), null, null));
        return new Template(out);
    }

    /** The field the template is alone, without a format or other text ({@code "{speedup}"}); null otherwise. */
    public String alone() {
        List<Piece> named = pieces.stream().filter(p -> p.field() != null).toList();
        boolean bare = pieces.stream().allMatch(p -> p.field() != null || p.literal().isEmpty());
        return bare && named.size() == 1 && named.get(0).spec() == null ? named.get(0).field() : null;
    }

    /** The fields the template names. */
    public List<String> fields() {
        return pieces.stream().filter(p -> p.field() != null).map(Piece::field).toList();
    }

    /**
     * Checks that the table has every field the template names ({@code value} aside when {@code value} is allowed);
     * {@code error} names one it lacks.
     */
    public void check(Table table, boolean value, java.util.function.Function<String, RuntimeException> error) {
        for (String f : fields()) {
            if (table == null ? !(value && f.equals("value")) : table.column(f) == null && !(value && f.equals("value"))) {
                throw error.apply("{" + f + "} names no field" + (table == null ? " (the series' values are inline; only {value} is known)"
                        : "; fields are " + String.join(", ", table.names()) + (value ? ", and value (the value drawn)" : "")));
            }
        }
    }

    /**
     * The first field named whose text differs among these rows of a table, as "{field} is a here and b there"; null
     * when each names one text. A series' label that named such a field would show its first row's text for all.
     */
    public String varying(Table table, int[] rows) {
        for (Piece p : pieces) {
            Column c = p.field() == null || table == null ? null : table.column(p.field());
            if (c == null || rows.length == 0) {
                continue;
            }
            Template one = new Template(List.of(p));
            String first = one.render(table, rows[0], Double.NaN);
            for (int r : rows) {
                String other = one.render(table, r, Double.NaN);
                if (!other.equals(first)) {
                    return "{" + p.field() + "} is " + first + " in one row and " + other + " in another";
                }
            }
        }
        return null;
    }

    /** The text for a row of a table (null for none), {@code value} the value drawn there. */
    public String render(Table table, int row, double value) {
        StringBuilder out = new StringBuilder();
        for (Piece p : pieces) {
            if (p.field() == null) {
                out.append(p.literal());
                continue;
            }
            Column c = table == null ? null : table.column(p.field());
            if (c == null) {
                out.append(number(value, p.spec()));
            } else if (c instanceof Column.Numbers n) {
                out.append(Double.isNaN(n.value(row)) ? "" : number(n.value(row), p.spec()));
            } else {
                out.append(c.missing(row) ? "" : c.text(row));
            }
        }
        return out.toString();
    }

    private static String number(double v, String spec) {
        return spec == null ? dev.figmark.table.Cell.shortest(v) : PyFormat.format(v, spec);
    }
}
