package dev.figmark.data;

import java.util.Arrays;

/** A growable column of doubles, so samples are stored unboxed as they stream in. */
public final class Column {

    private double[] values;
    private int size;

    public Column() {
        this(256);
    }

    public Column(int capacity) {
        values = new double[Math.max(4, capacity)];
    }

    public void add(double value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, values.length * 2);
        }
        values[size++] = value;
    }

    public int size() {
        return size;
    }

    public double get(int i) {
        return values[i];
    }

    public double last() {
        return values[size - 1];
    }

    public double[] toArray() {
        return Arrays.copyOf(values, size);
    }
}
