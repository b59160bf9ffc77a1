package dev.figmark.data;

import java.util.Arrays;

/** A growable column of floats, for per-GPU gauges kept only as a fallback: half the memory of doubles. */
final class FloatColumn {

    private float[] values = new float[1024];
    private int size;

    void add(double value) {
        if (size == values.length) {
            values = Arrays.copyOf(values, values.length * 2);
        }
        values[size++] = (float) value;
    }

    double get(int i) {
        return values[i];
    }

    int size() {
        return size;
    }
}
