package dev.figmark.table;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Collects the cells of one column, typing it by all of them: numbers while every value is a number, times while
 * every value is an ISO 8601 date or date-time, else text. Cells that mark a missing value take no part in the
 * typing. A column that turns to text after numbers keeps them in their shortest form (a "007" read as 7 stays 7):
 * keeping every cell as written until the end would cost a string per cell.
 */
final class ColumnBuilder {

    private enum State { UNKNOWN, NUMBER, TIME, TEXT }

    private final String name;
    private State state = State.UNKNOWN;
    private int size;
    private double[] numbers = new double[16];
    private long[] times;
    private boolean dateOnly = true;
    private int[] codes;
    private final Map<String, Integer> dictionary = new HashMap<>();
    private final List<String> texts = new ArrayList<>();

    ColumnBuilder(String name) {
        this.name = name;
    }

    /** Adds a cell given as text (CSV). */
    void add(String cell) {
        ensure();
        if (Cell.missing(cell)) {
            if (state == State.TEXT) {
                codes[size] = cell.isEmpty() ? -1 : code(cell);
            } else {
                numbers[size] = Double.NaN;
                if (times != null) {
                    times[size] = Column.Times.MISSING;
                }
            }
            size++;
            return;
        }
        if (state == State.UNKNOWN) {
            state = !Double.isNaN(Cell.number(cell)) ? State.NUMBER : Cell.time(cell) != Column.Times.MISSING ? State.TIME : State.TEXT;
            if (state == State.TIME) {
                times = new long[numbers.length];
                Arrays.fill(times, 0, size, Column.Times.MISSING);
            } else if (state == State.TEXT) {
                toText();
            }
        }
        switch (state) {
            case NUMBER -> {
                double v = Cell.number(cell);
                if (Double.isNaN(v)) {
                    toText();
                    codes[size] = code(cell);
                } else {
                    numbers[size] = v;
                }
            }
            case TIME -> {
                long t = Cell.time(cell);
                if (t == Column.Times.MISSING) {
                    toText();
                    codes[size] = code(cell);
                } else {
                    times[size] = t;
                    dateOnly &= Cell.dateOnly(cell);
                }
            }
            default -> codes[size] = code(cell);
        }
        size++;
    }

    /** Adds a value read from JSON: a number, a text, a boolean (as text) or null. */
    void add(Object value) {
        if (value == null) {
            add("");
        } else if (value instanceof Number n) {
            double d = n.doubleValue();
            add(Double.isFinite(d) ? Cell.shortest(d) : "");
        } else {
            add(String.valueOf(value));
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

    private int code(String text) {
        return dictionary.computeIfAbsent(text, t -> {
            texts.add(t);
            return texts.size() - 1;
        });
    }

    /** Turns the column into text, each earlier value in its shortest form (a time in ISO 8601). */
    private void toText() {
        codes = new int[Math.max(16, numbers.length)];
        for (int i = 0; i < size; i++) {
            if (times != null) {
                codes[i] = times[i] == Column.Times.MISSING ? -1 : code(new Column.Times(name, new long[] {times[i]}, dateOnly).text(0));
            } else {
                codes[i] = Double.isNaN(numbers[i]) ? -1 : code(Cell.shortest(numbers[i]));
            }
        }
        state = State.TEXT;
        numbers = null;
        times = null;
    }

    Column build() {
        return switch (state) {
            case UNKNOWN, NUMBER -> new Column.Numbers(name, Arrays.copyOf(numbers, size));
            case TIME -> new Column.Times(name, Arrays.copyOf(times, size), dateOnly);
            case TEXT -> new Column.Texts(name, Arrays.copyOf(codes, size), List.copyOf(texts));
        };
    }
}
