package dev.figmark.figures;

import dev.figmark.chart.PyFormat;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The data behind a figure, written as Python's {@code csv.writer} writes it: CRLF line ends, quotes only where needed,
 * floats as {@code repr}, integers as integers, None as an empty cell.
 */
public final class Table {

    private final List<String> header;
    private final List<Object[]> rows = new ArrayList<>();

    public Table(String... header) {
        this.header = List.of(header);
    }

    /** Adds a row of String, Long, Integer, Double or null cells. */
    public void add(Object... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException("row of " + cells.length + " cells for " + header.size() + " columns");
        }
        rows.add(cells.clone());
    }

    public List<String> header() {
        return header;
    }

    public int size() {
        return rows.size();
    }

    public List<Object> row(int i) {
        return Arrays.asList(rows.get(i));
    }

    public void write(OutputStream out) throws IOException {
        Writer w = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        StringBuilder line = new StringBuilder(256);
        line(line, header.toArray());
        w.write(line.toString());
        for (Object[] row : rows) {
            line.setLength(0);
            line(line, row);
            w.write(line.toString());
        }
        w.flush();
    }

    private static void line(StringBuilder out, Object[] cells) {
        for (int i = 0; i < cells.length; i++) {
            if (i > 0) {
                out.append(',');
            }
            out.append(quote(cell(cells[i])));
        }
        out.append("\r\n");
    }

    /** One cell as Python's csv module would write it. */
    public static String cell(Object value) {
        if (value == null) {
            return "";
        }
        if (value instanceof Double d) {
            return PyFormat.repr(d);
        }
        if (value instanceof Float f) {
            return PyFormat.repr(f);
        }
        if (value instanceof Boolean b) {
            return b ? "True" : "False";
        }
        return value.toString();
    }

    private static String quote(String s) {
        boolean needs = false;
        for (int i = 0; i < s.length() && !needs; i++) {
            char c = s.charAt(i);
            needs = c == ',' || c == '"' || c == '\n' || c == '\r';
        }
        return needs ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }

    /** Python's {@code round(x, digits)} for the seed's rounded CSV values. */
    public static double round(double value, int digits) {
        if (!Double.isFinite(value)) {
            return value;
        }
        return new java.math.BigDecimal(value).setScale(digits, java.math.RoundingMode.HALF_EVEN).doubleValue();
    }
}
