package dev.figmark.table;

import dev.figmark.table.ColumnBuilder.State;
import java.util.Arrays;
import java.util.List;

/**
 * One column joined from the parts that chunks of a file read in parallel, in order, each part given up once it is
 * joined: exactly the column one reader would have made of the whole file. A part read as a new column is joined as
 * it is where it reads as it would have after the parts before it ({@link #continues}); the reader reads any other
 * again from the state they left ({@link #state}, {@link #dateOnly}).
 */
final class ColumnParts {

    private final String name;
    private State state = State.UNKNOWN;
    private boolean dateOnly = true;
    private int size;
    private double[] numbers;
    private long[] times;
    private int[] codes;
    private TextCodes dictionary;
    /** The rows the column is expected to have: its arrays are made this long when its first part says which. */
    private final int expected;

    /** A column expected to have about {@code rows} rows in all (it grows past them when it must). */
    ColumnParts(String name, int rows) {
        this(name, rows, State.UNKNOWN);
    }

    /** A column that continues others already in {@code state} (a file read in parts), expected to have about {@code rows} rows. */
    ColumnParts(String name, int rows, State state) {
        this.name = name;
        this.state = state;
        expected = Math.max(16, rows);
    }

    /** A column's kind in a message's words: numbers, times or texts. */
    static String words(State state) {
        return switch (state) {
            case NUMBER -> "numbers";
            case TIME -> "times";
            default -> "texts";
        };
    }

    /** The state the parts so far leave the column in. */
    State state() {
        return state;
    }

    /** Whether the times of the parts so far are all dates. */
    boolean dateOnly() {
        return dateOnly;
    }

    /**
     * Whether a part read as a new column holds what it would hold after the parts so far: numbers continue numbers,
     * times continue times (a turn to text writes the times before it as dates only where all were), and a part of
     * texts continues texts only where its first cell was a text (a mark of a missing value is text after the turn).
     */
    boolean continues(ColumnBuilder part) {
        if (part.size() == 0) {
            return true;
        }
        return switch (state) {
            case UNKNOWN -> true;
            case NUMBER -> part.first() == State.UNKNOWN || part.first() == State.NUMBER;
            case TIME -> (part.first() == State.UNKNOWN || part.first() == State.TIME) && (part.state() != State.TEXT || dateOnly);
            case TEXT -> part.textFromStart();
        };
    }

    /** Joins {@code n} rows with no value (where JSON lines of a part lack the field): missing in any state. */
    void appendMissing(int n) {
        if (n == 0) {
            return;
        }
        if (size == 0) {
            numbers = new double[expected];
        }
        switch (state) {
            case TEXT -> {
                codes = room(codes, n);
                Arrays.fill(codes, size, size + n, -1);
            }
            case TIME -> {
                times = room(times, n);
                Arrays.fill(times, size, size + n, Column.Times.MISSING);
            }
            default -> {
                numbers = room(numbers, n);
                Arrays.fill(numbers, size, size + n, Double.NaN);
            }
        }
        size += n;
    }

    /** Joins the next part, which {@link #continues} these or was read from their state. */
    void append(ColumnBuilder part) {
        int n = part.size();
        if (n == 0) {
            return;
        }
        State next = part.state() == State.UNKNOWN ? state : part.state();
        if (size == 0) {
            numbers = next == State.UNKNOWN || next == State.NUMBER ? new double[expected] : null;
            times = next == State.TIME ? new long[expected] : null;
            codes = next == State.TEXT ? new int[expected] : null;
            dictionary = next == State.TEXT ? new TextCodes() : null;
        } else if (next == State.TEXT && state != State.TEXT) {
            toText(dateOnly && part.dateOnlyAtText());
        } else if (next == State.TIME && state != State.TIME) {
            times = new long[numbers.length];
            Arrays.fill(times, 0, size, Column.Times.MISSING);
            numbers = null;
        }
        state = next;
        dateOnly &= part.dateOnly();
        switch (state) {
            case TEXT -> {
                List<String> texts = part.texts();
                int[] global = new int[texts.size()];
                for (int c = 0; c < global.length; c++) {
                    global[c] = dictionary.code(texts.get(c));
                }
                int[] from = part.codes();
                codes = room(codes, n);
                for (int i = 0; i < n; i++) {
                    codes[size + i] = from[i] < 0 ? -1 : global[from[i]];
                }
            }
            case TIME -> {
                times = room(times, n);
                if (part.times() == null) {
                    Arrays.fill(times, size, size + n, Column.Times.MISSING);
                } else {
                    System.arraycopy(part.times(), 0, times, size, n);
                }
            }
            default -> {
                numbers = room(numbers, n);
                System.arraycopy(part.numbers(), 0, numbers, size, n);
            }
        }
        size += n;
    }

    /** Turns the column to text, the values so far in their shortest form as one reader would have written them. */
    private void toText(boolean datesOnly) {
        dictionary = new TextCodes();
        codes = new int[times != null ? times.length : numbers.length];
        for (int i = 0; i < size; i++) {
            codes[i] = ColumnBuilder.earlier(numbers, times, datesOnly, i, dictionary);
        }
        numbers = null;
        times = null;
    }

    private double[] room(double[] a, int n) {
        return size + n <= a.length ? a : Arrays.copyOf(a, grown(a.length, n));
    }

    private long[] room(long[] a, int n) {
        return size + n <= a.length ? a : Arrays.copyOf(a, grown(a.length, n));
    }

    private int[] room(int[] a, int n) {
        return size + n <= a.length ? a : Arrays.copyOf(a, grown(a.length, n));
    }

    private int grown(int length, int n) {
        return (int) Math.min(Integer.MAX_VALUE - 16, Math.max(size + (long) n, length + (long) length / 2));
    }

    /** The heap its texts take, about; none while it holds numbers or times. */
    long textBytes() {
        return dictionary == null ? 0 : dictionary.bytes();
    }

    /** The column joined. */
    Column build() {
        if (size == 0) {
            return new ColumnBuilder(name).build();
        }
        return switch (state) {
            case UNKNOWN, NUMBER -> new Column.Numbers(name, numbers.length == size ? numbers : Arrays.copyOf(numbers, size));
            case TIME -> new Column.Times(name, times.length == size ? times : Arrays.copyOf(times, size), dateOnly);
            case TEXT -> new Column.Texts(name, codes.length == size ? codes : Arrays.copyOf(codes, size), List.copyOf(dictionary.texts()));
        };
    }
}
