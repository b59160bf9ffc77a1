package dev.figmark.recipes.description;

import dev.figmark.data.InputException;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** A row filter: comparisons such as {@code variant == "composite"} or {@code S_kv >= 8192}, joined by {@code and}. */
final class RowFilter {

    private static final Pattern TERM = Pattern.compile("^\\s*([A-Za-z_][A-Za-z0-9_]*)\\s*(==|!=|<=|>=|<|>)\\s*(\"[^\"]*\"|'[^']*'|-?[0-9.eE+-]+|true|false|null)\\s*$");

    private RowFilter() {
    }

    /** One comparison of a column's cell with a literal. */
    private record Term(Column column, String op, Object wanted) {
        boolean test(int row) {
            if (column instanceof Column.Numbers n && wanted instanceof Double w) {
                double v = n.value(row);
                if (Double.isNaN(v)) {
                    return op.equals("!=");
                }
                int c = Double.compare(v, w);
                return switch (op) {
                    case "==" -> c == 0;
                    case "!=" -> c != 0;
                    case "<" -> c < 0;
                    case "<=" -> c <= 0;
                    case ">" -> c > 0;
                    default -> c >= 0;
                };
            }
            Object value = column.missing(row) ? null : column.text(row);
            boolean equal = java.util.Objects.equals(value, wanted == null ? null : wanted instanceof Double d ? dev.figmark.chart.PyFormat.g(d) : String.valueOf(wanted));
            return switch (op) {
                case "==" -> equal;
                case "!=" -> !equal;
                default -> false;
            };
        }
    }

    /** The rows of the table the filter keeps, in order; {@code where} names the filter's JSON path in messages. */
    static int[] keep(String text, Table table, String where) {
        List<Term> terms = new ArrayList<>();
        for (String part : text.split("\\s+and\\s+")) {
            Matcher m = TERM.matcher(part);
            if (!m.matches()) {
                throw new InputException(where + ": cannot read the filter \"" + part.strip() + "\"; write FIELD == \"text\" or FIELD >= NUMBER, joined by and");
            }
            String field = m.group(1);
            Column column = table.column(field);
            if (column == null) {
                throw new InputException(where + ": field \"" + field + "\" not found in rows; fields are " + String.join(", ", table.names()));
            }
            String op = m.group(2);
            Object wanted = literal(m.group(3), where);
            if (wanted instanceof Double && !(column instanceof Column.Numbers) && !op.equals("==") && !op.equals("!=")) {
                throw new InputException(where + ": \"" + field + "\" holds " + column.type().words() + ", which " + op + " cannot compare with a number");
            }
            terms.add(new Term(column, op, wanted));
        }
        int[] out = new int[table.rows()];
        int n = 0;
        for (int row = 0; row < table.rows(); row++) {
            boolean all = true;
            for (Term t : terms) {
                all &= t.test(row);
            }
            if (all) {
                out[n++] = row;
            }
        }
        return java.util.Arrays.copyOf(out, n);
    }

    private static Object literal(String text, String where) {
        if (text.startsWith("\"") || text.startsWith("'")) {
            return text.substring(1, text.length() - 1);
        }
        if (text.equals("true") || text.equals("false")) {
            return text;
        }
        if (text.equals("null")) {
            return null;
        }
        try {
            return Double.parseDouble(text);
        } catch (NumberFormatException e) {
            throw new InputException(where + ": \"" + text + "\" is not a number");
        }
    }
}
