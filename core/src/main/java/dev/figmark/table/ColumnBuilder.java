package dev.figmark.table;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

/**
 * Collects the cells of one column, typing it by all of them: numbers while every value is a number, times while
 * every value is an ISO 8601 date or date-time, else text. Cells that mark a missing value take no part in the
 * typing. A column that turns to text after numbers keeps them in their shortest form (a "007" read as 7 stays 7):
 * keeping every cell as written until the end would cost a string per cell. A builder may start in a state other
 * than unknown: a chunk of a file read in parallel continues the state of the chunks before it ({@link ColumnParts}).
 */
final class ColumnBuilder {

    /** What the cells so far make the column. */
    enum State { UNKNOWN, NUMBER, TIME, TEXT }

    /** The length of a date alone, {@code 2026-12-04}, as {@link Cell#dateOnly} tells it. */
    private static final int DATE_LENGTH = 10;
    /** The longest cell read as a number, as {@link Cell#number} has it. */
    private static final int LONGEST_NUMBER = 64;
    /** The most digits whose value a long holds exactly below 2^53, so that one division rounds it correctly. */
    private static final int EXACT_DIGITS = 15;
    /** Powers of ten a double holds exactly. */
    private static final double[] POWERS = {1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14,
        1e15, 1e16, 1e17, 1e18, 1e19, 1e20, 1e21, 1e22};
    /** The marks of a missing value ({@link Cell#MISSING}) as bytes. */
    private static final byte[][] MARKS = Cell.MISSING.stream().filter(m -> !m.isEmpty())
            .map(m -> m.getBytes(StandardCharsets.US_ASCII)).toArray(byte[][]::new);

    private final String name;
    private State state;
    /** The state the first cell with a value chose, from unknown; unknown while there is none. */
    private State first = State.UNKNOWN;
    /**
     * Whether the column turned to text when every cell before was empty: as if it had started as text, where an
     * empty cell is missing too (a mark such as "NA" is not: it is text after the turn).
     */
    private boolean textFromStart;
    /** Whether every cell so far is empty. */
    private boolean onlyEmpty = true;
    /** Whether the times before the turn to text were all dates (they are written so). */
    private boolean dateOnlyAtText = true;
    private int size;
    private double[] numbers;
    private long[] times;
    private boolean dateOnly;
    private int[] codes;
    private final TextCodes dictionary = new TextCodes();

    ColumnBuilder(String name) {
        this(name, State.UNKNOWN, true);
    }

    /** A builder continuing a column already in {@code state}, its times so far dates alone where {@code dateOnly}. */
    ColumnBuilder(String name, State state, boolean dateOnly) {
        this.name = name;
        this.state = state;
        this.dateOnly = dateOnly;
        this.dateOnlyAtText = dateOnly;
        if (state == State.TEXT) {
            codes = new int[16];
        } else {
            numbers = new double[16];
            if (state == State.TIME) {
                times = new long[16];
            }
        }
    }

    /** Adds a cell given as text (CSV). */
    void add(String cell) {
        ensure();
        if (Cell.missing(cell)) {
            if (state == State.TEXT) {
                codes[size] = cell.isEmpty() ? -1 : dictionary.code(cell);
            } else {
                missing();
            }
            onlyEmpty &= cell.isEmpty();
            size++;
            return;
        }
        if (state == State.UNKNOWN) {
            decide(!Double.isNaN(Cell.number(cell)) ? State.NUMBER : Cell.time(cell) != Column.Times.MISSING ? State.TIME : State.TEXT);
        }
        switch (state) {
            case NUMBER -> {
                double v = Cell.number(cell);
                if (Double.isNaN(v)) {
                    toText();
                    codes[size] = dictionary.code(cell);
                } else {
                    numbers[size] = v;
                }
            }
            case TIME -> {
                long t = Cell.time(cell);
                if (t == Column.Times.MISSING) {
                    toText();
                    codes[size] = dictionary.code(cell);
                } else {
                    times[size] = t;
                    dateOnly &= Cell.dateOnly(cell);
                }
            }
            default -> codes[size] = dictionary.code(cell);
        }
        onlyEmpty = false;
        size++;
    }

    /**
     * Adds a cell given by its bytes {@code a[from, to)}, as {@link #add(String)} would add their text; {@code ascii}
     * tells that they are all below 128. Numbers in plain decimal form and texts are typed from the bytes; anything
     * else (spaces around, other letters, exponents, times) goes through the text.
     */
    void add(byte[] a, int from, int to, boolean ascii) {
        if (!ascii || from < to && (a[from] <= ' ' || a[to - 1] <= ' ')) {
            add(new String(a, from, to - from, StandardCharsets.UTF_8));
            return;
        }
        if (from == to || mark(a, from, to)) {
            ensure();
            if (state == State.TEXT) {
                codes[size] = from == to ? -1 : dictionary.code(a, from, to);
            } else {
                missing();
            }
            onlyEmpty &= from == to;
            size++;
            return;
        }
        if (state == State.TIME) {
            long t = Cell.isoTime(a, from, to);
            if (t == Column.Times.MISSING) {
                add(new String(a, from, to - from, StandardCharsets.ISO_8859_1));
                return;
            }
            ensure();
            times[size++] = t;
            dateOnly &= to - from == DATE_LENGTH;
            onlyEmpty = false;
            return;
        }
        if (state == State.UNKNOWN && !maybeNumber(a[from])) {
            add(new String(a, from, to - from, StandardCharsets.ISO_8859_1));
            return;
        }
        if (state == State.TEXT) {
            ensure();
            codes[size++] = dictionary.code(a, from, to);
            onlyEmpty = false;
            return;
        }
        double v = decimal(a, from, to);
        if (Double.isNaN(v)) {
            add(new String(a, from, to - from, StandardCharsets.ISO_8859_1));
            return;
        }
        ensure();
        if (state == State.UNKNOWN) {
            decide(State.NUMBER);
        }
        numbers[size++] = v;
        onlyEmpty = false;
    }

    private static boolean maybeNumber(byte b) {
        return b >= '0' && b <= '9' || b == '.' || b == '-' || b == '+';
    }

    /** Whether an ASCII cell without spaces around is one of the marks of a missing value. */
    private static boolean mark(byte[] a, int from, int to) {
        byte b = a[from];
        if (to - from > 4 || b != '-' && b != 'N' && b != 'n') {
            return false;
        }
        for (byte[] m : MARKS) {
            if (Arrays.equals(m, 0, m.length, a, from, to)) {
                return true;
            }
        }
        return false;
    }

    /**
     * The number of a cell in plain decimal form ({@code -12.5}, {@code .5}, {@code 7.}) of at most 15 digits, exact:
     * the digits as a long below 2^53 divided by a power of ten a double holds exactly, one correctly rounded
     * division (Clinger's fast path). NaN for any other cell, which the caller then reads as text.
     */
    static double decimal(byte[] a, int from, int to) {
        int i = from;
        boolean negative = a[i] == '-';
        if (a[i] == '-' || a[i] == '+') {
            i++;
        }
        long digits = 0;
        int count = 0;
        int fraction = -1;
        for (; i < to; i++) {
            byte b = a[i];
            if (b >= '0' && b <= '9') {
                digits = digits * 10 + (b - '0');
                count++;
                if (fraction >= 0) {
                    fraction++;
                }
            } else if (b == '.' && fraction < 0) {
                fraction = 0;
            } else {
                return Double.NaN;
            }
        }
        if (count == 0 || count > EXACT_DIGITS || to - from > LONGEST_NUMBER) {
            return Double.NaN;
        }
        double v = fraction > 0 ? digits / POWERS[fraction] : digits;
        return negative ? -v : v;
    }

    private void missing() {
        numbers[size] = Double.NaN;
        if (times != null) {
            times[size] = Column.Times.MISSING;
        }
    }

    private void decide(State chosen) {
        first = chosen;
        state = chosen;
        if (chosen == State.TIME) {
            times = new long[numbers.length];
            Arrays.fill(times, 0, size, Column.Times.MISSING);
        } else if (chosen == State.TEXT) {
            toText();
        }
    }

    /** Makes room for {@code rows} cells in all, so that a chunk's column grows once, not by doubling. */
    void reserve(int rows, Spares spares) {
        if (numbers != null && numbers.length < rows) {
            double[] more = spares == null ? new double[rows] : spares.doubles(rows);
            System.arraycopy(numbers, 0, more, 0, size);
            numbers = more;
        }
        if (times != null && times.length < rows) {
            long[] more = spares == null ? new long[rows] : spares.longs(rows);
            System.arraycopy(times, 0, more, 0, size);
            times = more;
        }
        if (codes != null && codes.length < rows) {
            int[] more = spares == null ? new int[rows] : spares.ints(rows);
            System.arraycopy(codes, 0, more, 0, size);
            codes = more;
        }
    }

    private void ensure() {
        if (state != State.TEXT && size == numbers.length) {
            numbers = Arrays.copyOf(numbers, size * 2);
            if (times != null) {
                times = Arrays.copyOf(times, size * 2);
            }
        }
        if (state == State.TEXT && size == codes.length) {
            codes = Arrays.copyOf(codes, size * 2);
        }
    }

    /** Turns the column into text, each earlier value in its shortest form (a time in ISO 8601). */
    private void toText() {
        textFromStart = onlyEmpty;
        dateOnlyAtText = dateOnly;
        codes = new int[Math.max(16, numbers.length)];
        for (int i = 0; i < size; i++) {
            codes[i] = earlier(numbers, times, dateOnly, i, dictionary);
        }
        state = State.TEXT;
        numbers = null;
        times = null;
    }

    /** The code of a value kept before its column turned to text: its shortest form, -1 where missing. */
    static int earlier(double[] numbers, long[] times, boolean dateOnly, int i, TextCodes dictionary) {
        if (times != null) {
            return times[i] == Column.Times.MISSING ? -1 : dictionary.code(new Column.Times("", new long[] {times[i]}, dateOnly).text(0));
        }
        return Double.isNaN(numbers[i]) ? -1 : dictionary.code(Cell.shortest(numbers[i]));
    }

    String name() {
        return name;
    }

    State state() {
        return state;
    }

    State first() {
        return first;
    }

    boolean textFromStart() {
        return textFromStart;
    }

    boolean dateOnly() {
        return dateOnly;
    }

    boolean dateOnlyAtText() {
        return dateOnlyAtText;
    }

    int size() {
        return size;
    }

    double[] numbers() {
        return numbers;
    }

    long[] times() {
        return times;
    }

    int[] codes() {
        return codes;
    }

    List<String> texts() {
        return dictionary.texts();
    }

    /** Adds a value read from JSON: a number, a text, a boolean (as text) or null. */
    void add(Object value) {
        if (value == null) {
            add("");
        } else if (value instanceof Number n) {
            double d = n.doubleValue();
            if (Double.isFinite(d) && (state == State.NUMBER || state == State.UNKNOWN)) {
                // What its shortest form reads back as, without writing it: the same double, but 0 for -0.
                ensure();
                if (state == State.UNKNOWN) {
                    decide(State.NUMBER);
                }
                numbers[size++] = d == 0 ? 0.0 : d;
                onlyEmpty = false;
                return;
            }
            add(Double.isFinite(d) ? Cell.shortest(d) : "");
        } else {
            add(String.valueOf(value));
        }
    }

    Column build() {
        return switch (state) {
            case UNKNOWN, NUMBER -> new Column.Numbers(name, Arrays.copyOf(numbers, size));
            case TIME -> new Column.Times(name, Arrays.copyOf(times, size), dateOnly);
            case TEXT -> new Column.Texts(name, Arrays.copyOf(codes, size), List.copyOf(dictionary.texts()));
        };
    }
}
