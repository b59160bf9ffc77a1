package dev.figmark.product;

import dev.figmark.chart.SeriesValues;
import dev.figmark.chart.scale.PyFormat;
import java.io.IOException;
import java.io.OutputStream;
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
    /** Rows in order: each entry is an Object[] row, or a {@link SeriesRows} block written out only when needed. */
    private final List<Object> rows = new ArrayList<>();
    private int size;

    /** A series as rows {@code [first, second, round(x), round(y)]}, expanded only when written: no boxed copy of long runs. */
    private record SeriesRows(Object first, Object second, SeriesValues series, int digits) {
        Object[] row(int i) {
            return new Object[] {first, second, round(series.x(i), digits), round(series.y(i), digits)};
        }
    }

    public Table(String... header) {
        this.header = List.of(header);
    }

    /** Adds a row of String, Long, Integer, Double or null cells. */
    public void add(Object... cells) {
        if (cells.length != header.size()) {
            throw new IllegalArgumentException("row of " + cells.length + " cells for " + header.size() + " columns");
        }
        rows.add(cells.clone());
        size++;
    }

    /** Adds a row per point of {@code series}: the two given cells, then x and y rounded to {@code digits} decimals. */
    public void addSeries(Object first, Object second, SeriesValues series, int digits) {
        if (header.size() != 4) {
            throw new IllegalArgumentException("series rows take four columns");
        }
        rows.add(new SeriesRows(first, second, series, digits));
        size += series.size();
    }

    /**
     * The rows whose first cell {@code keep} accepts, as a table of their own: the data of part of a figure.
     *
     * @param keep which first cells to keep
     * @return a new table with the same header
     */
    public Table where(java.util.function.Predicate<Object> keep) {
        Table out = new Table(header.toArray(String[]::new));
        for (Object block : rows) {
            if (block instanceof SeriesRows s) {
                if (keep.test(s.first())) {
                    out.rows.add(s);
                    out.size += s.series().size();
                }
            } else if (keep.test(((Object[]) block)[0])) {
                out.rows.add(block);
                out.size++;
            }
        }
        return out;
    }

    public List<String> header() {
        return header;
    }

    public int size() {
        return size;
    }

    /**
     * Each row in order, a series' rows as the series itself ({@link #addSeries}: its two cells, then x and y as
     * drawn), so that millions of points are read from their arrays, not made into rows.
     */
    public void forEachBlock(java.util.function.Consumer<Object[]> row, SeriesBlock series) {
        for (Object block : rows) {
            if (block instanceof SeriesRows s) {
                series.accept(s.first(), s.second(), s.series());
            } else {
                row.accept(((Object[]) block).clone());
            }
        }
    }

    /** A series' rows: its two fixed cells and its points. */
    @FunctionalInterface
    public interface SeriesBlock {
        void accept(Object first, Object second, SeriesValues series);
    }

    public List<Object> row(int i) {
        int left = i;
        for (Object block : rows) {
            if (block instanceof SeriesRows s) {
                if (left < s.series().size()) {
                    return Arrays.asList(s.row(left));
                }
                left -= s.series().size();
            } else if (left-- == 0) {
                return Arrays.asList((Object[]) block);
            }
        }
        throw new IndexOutOfBoundsException(i);
    }

    public void write(OutputStream out) throws IOException {
        Utf8Lines w = new Utf8Lines(out);
        StringBuilder line = new StringBuilder(256);
        line(line, header.toArray());
        w.text(line);
        for (Object block : rows) {
            if (block instanceof SeriesRows s) {
                line.setLength(0);
                line.append(quote(cell(s.first()))).append(',').append(quote(cell(s.second()))).append(',');
                writeSeries(w, line.toString().getBytes(StandardCharsets.UTF_8), s.series(), s.digits());
            } else {
                line.setLength(0);
                line(line, (Object[]) block);
                w.text(line);
            }
        }
        w.flush();
    }

    /**
     * The rows of a series: a day of samples is millions of them, so the two fixed cells come formatted once and the
     * numbers go out as bytes. A method of its own, which the JIT compiles once, small.
     */
    private static void writeSeries(Utf8Lines w, byte[] prefix, SeriesValues series, int digits) throws IOException {
        int n = series.size();
        for (int i = 0; i < n; i++) {
            w.bytes(prefix);
            w.repr(round(series.x(i), digits));
            w.ascii(',');
            w.repr(round(series.y(i), digits));
            w.ascii('\r');
            w.ascii('\n');
        }
    }

    /** A buffered UTF-8 sink that writes numbers without making strings of them. */
    private static final class Utf8Lines {
        private final OutputStream out;
        private final byte[] buffer = new byte[1 << 16];
        private int used;

        Utf8Lines(OutputStream out) {
            this.out = out;
        }

        void text(CharSequence text) throws IOException {
            bytes(text.toString().getBytes(StandardCharsets.UTF_8));
        }

        void bytes(byte[] b) throws IOException {
            if (used + b.length > buffer.length) {
                drain();
                if (b.length > buffer.length) {
                    out.write(b);
                    return;
                }
            }
            System.arraycopy(b, 0, buffer, used, b.length);
            used += b.length;
        }

        void ascii(char c) throws IOException {
            if (used == buffer.length) {
                drain();
            }
            buffer[used++] = (byte) c;
        }

        /** Python's repr of a float, as {@link #cell} writes it. */
        void repr(double value) throws IOException {
            if (used + PyFormat.THOUSANDTHS_MAX > buffer.length) {
                drain();
            }
            int end = PyFormat.reprOfThousandths(value, buffer, used);
            if (end >= 0) {
                used = end;
            } else {
                bytes(PyFormat.repr(value).getBytes(StandardCharsets.US_ASCII));
            }
        }

        private void drain() throws IOException {
            out.write(buffer, 0, used);
            used = 0;
        }

        void flush() throws IOException {
            drain();
            out.flush();
        }
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
            return decimal(d);
        }
        if (value instanceof Float f) {
            return PyFormat.repr(f);
        }
        if (value instanceof Boolean b) {
            return b ? "True" : "False";
        }
        return value.toString();
    }

    /** Significant digits a CSV keeps: as many as a double holds exactly, so arithmetic's last-bit noise is not written. */
    static final int DIGITS = 15;

    /**
     * The value as its decimal reads, to {@link #DIGITS} significant digits, as Python's repr writes it:
     * 121.44000000000001, a sum's binary rounding, is 121.44; a value of 15 digits or fewer is its own repr.
     */
    static String decimal(double value) {
        String repr = PyFormat.repr(value);
        int digits = 0;
        boolean leading = true;
        for (int i = 0; i < repr.length(); i++) {
            char c = repr.charAt(i);
            if (c == 'e' || c == 'E') {
                break;
            }
            if (c >= '0' && c <= '9' && (c != '0' || !leading)) {
                leading = false;
                digits++;
            }
        }
        return digits <= DIGITS || !Double.isFinite(value) ? repr
                : PyFormat.repr(new java.math.BigDecimal(repr).round(new java.math.MathContext(DIGITS, java.math.RoundingMode.HALF_EVEN)).doubleValue());
    }

    private static String quote(String s) {
        boolean needs = false;
        for (int i = 0; i < s.length() && !needs; i++) {
            char c = s.charAt(i);
            needs = c == ',' || c == '"' || c == '\n' || c == '\r';
        }
        return needs ? '"' + s.replace("\"", "\"\"") + '"' : s;
    }

    /** Exactly {@code Math.pow(10, n)} (exact for these, by its contract), without the call on every value. */
    private static final double[] POWERS_OF_TEN = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15};

    /**
     * Python's {@code round(x, digits)} for the seed's rounded CSV values: exact half-even on the binary value. The
     * fast path is taken when the scaled value is clearly not near a half, where both give the same double.
     */
    public static double round(double value, int digits) {
        if (!Double.isFinite(value)) {
            return value;
        }
        double scale = digits >= 0 && digits < POWERS_OF_TEN.length ? POWERS_OF_TEN[digits] : Math.pow(10, digits);
        double scaled = value * scale;
        double fraction = Math.abs(scaled - Math.floor(scaled));
        if (Math.abs(scaled) < 1e15 && Math.abs(fraction - 0.5) > 1e-6) {
            return Math.rint(scaled) / scale;
        }
        return new java.math.BigDecimal(value).setScale(digits, java.math.RoundingMode.HALF_EVEN).doubleValue();
    }
}
