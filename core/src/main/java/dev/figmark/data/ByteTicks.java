package dev.figmark.data;

import com.fasterxml.jackson.core.JsonToken;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * The tokens of one tick, read straight from the bytes of its line, for the shape samplers write: objects, arrays,
 * plain numbers, {@code null} and keys without escapes, on one line. It yields what Jackson yields for such a line
 * (numbers correctly rounded, integers converted as Jackson converts them) at a fraction of the cost, which matters
 * for a day of samples. Any other line (a string value, {@code true}, an escape, a 19-digit integer, a syntax error,
 * an object spread over lines) is refused whole before a token is handed out, and read by Jackson instead.
 */
final class ByteTicks implements TickTokens {

    private static final int MAX_DEPTH = 64;
    /** {@code 10^n} for the correctly rounded quotient of an exact mantissa and an exact power of ten. */
    private static final double[] POWERS_OF_TEN = {
        1e0, 1e1, 1e2, 1e3, 1e4, 1e5, 1e6, 1e7, 1e8, 1e9, 1e10, 1e11, 1e12, 1e13, 1e14, 1e15, 1e16, 1e17, 1e18, 1e19,
        1e20, 1e21, 1e22};
    private static final String[] KEYS = {"t", "g", "h", "s", "util", "sys", "disk", "psi", "pcie", "nvlink",
        "io_some", "memory_some", "cpu_some"};
    private static final byte[][] KEY_BYTES = new byte[KEYS.length][];

    static {
        for (int k = 0; k < KEYS.length; k++) {
            KEY_BYTES[k] = KEYS[k].getBytes(StandardCharsets.US_ASCII);
        }
    }

    /** The tokens, by their ordinal in {@link #KINDS}; numbers and names beside them. */
    private byte[] kinds = new byte[512];
    private double[] numbers = new double[512];
    private String[] names = new String[512];
    private int count;
    private int next;

    private static final JsonToken[] KINDS = {JsonToken.START_OBJECT, JsonToken.END_OBJECT, JsonToken.START_ARRAY,
        JsonToken.END_ARRAY, JsonToken.FIELD_NAME, JsonToken.VALUE_NUMBER_FLOAT, JsonToken.VALUE_NULL};
    private static final byte START_OBJECT = 0;
    private static final byte END_OBJECT = 1;
    private static final byte START_ARRAY = 2;
    private static final byte END_ARRAY = 3;
    private static final byte FIELD_NAME = 4;
    private static final byte NUMBER = 5;
    private static final byte NULL = 6;

    private byte[] b;
    private int i;
    private int end;

    /**
     * Tokenizes the object that starts at {@code from} (a '{') and what follows it up to the end of its line; returns
     * the index after the line's newline (or {@code to}), or -1 when the line is refused.
     */
    int line(byte[] bytes, int from, int to) {
        b = bytes;
        i = from;
        end = to;
        count = 0;
        next = 0;
        if (!object(1)) {
            return -1;
        }
        space();
        if (i == end) {
            return i;
        }
        return b[i] == '\n' ? i + 1 : -1;
    }

    @Override
    public JsonToken nextToken() {
        return next < count ? KINDS[kinds[next++]] : null;
    }

    @Override
    public String currentName() {
        return names[next - 1];
    }

    @Override
    public double getDoubleValue() {
        return numbers[next - 1];
    }

    @Override
    public void skipChildren() {
        byte current = kinds[next - 1];
        if (current != START_OBJECT && current != START_ARRAY) {
            return;
        }
        int depth = 1;
        while (depth > 0 && next < count) {
            byte t = kinds[next++];
            if (t == START_OBJECT || t == START_ARRAY) {
                depth++;
            } else if (t == END_OBJECT || t == END_ARRAY) {
                depth--;
            }
        }
    }

    private void room() {
        if (count == kinds.length) {
            kinds = Arrays.copyOf(kinds, count * 2);
            numbers = Arrays.copyOf(numbers, count * 2);
            names = Arrays.copyOf(names, count * 2);
        }
    }

    private void emit(byte kind) {
        room();
        kinds[count++] = kind;
    }

    private void emit(double number) {
        room();
        numbers[count] = number;
        kinds[count++] = NUMBER;
    }

    private void emit(String name) {
        room();
        names[count] = name;
        kinds[count++] = FIELD_NAME;
    }

    /** Spaces, tabs and carriage returns; a newline ends the line and is left for the caller to see. */
    private void space() {
        while (i < end) {
            byte c = b[i];
            if (c != ' ' && c != '\t' && c != '\r') {
                return;
            }
            i++;
        }
    }

    // object() and array() stay two methods: one method for both, with a flag, measured as fast on some runs and
    // twice as slow on others, as the JIT unfolds the recursion differently.
    private boolean object(int depth) {
        if (depth > MAX_DEPTH) {
            return false;
        }
        i++;
        emit(START_OBJECT);
        space();
        if (i < end && b[i] == '}') {
            i++;
            emit(END_OBJECT);
            return true;
        }
        while (true) {
            space();
            if (i >= end || b[i] != '"' || !key()) {
                return false;
            }
            space();
            if (i >= end || b[i] != ':') {
                return false;
            }
            i++;
            if (!value(depth)) {
                return false;
            }
            space();
            if (i >= end) {
                return false;
            }
            if (b[i] == ',') {
                i++;
            } else if (b[i] == '}') {
                i++;
                emit(END_OBJECT);
                return true;
            } else {
                return false;
            }
        }
    }

    private boolean array(int depth) {
        if (depth > MAX_DEPTH) {
            return false;
        }
        i++;
        emit(START_ARRAY);
        space();
        if (i < end && b[i] == ']') {
            i++;
            emit(END_ARRAY);
            return true;
        }
        while (true) {
            if (!value(depth)) {
                return false;
            }
            space();
            if (i >= end) {
                return false;
            }
            if (b[i] == ',') {
                i++;
            } else if (b[i] == ']') {
                i++;
                emit(END_ARRAY);
                return true;
            } else {
                return false;
            }
        }
    }

    private boolean value(int depth) {
        space();
        if (i >= end) {
            return false;
        }
        byte c = b[i];
        if (c == '{') {
            return object(depth + 1);
        }
        if (c == '[') {
            return array(depth + 1);
        }
        if (c == 'n') {
            if (i + 4 <= end && b[i + 1] == 'u' && b[i + 2] == 'l' && b[i + 3] == 'l') {
                i += 4;
                emit(NULL);
                return delimiter();
            }
            return false;
        }
        return number();
    }

    /** Whether the value just read is properly ended, as Jackson requires (no {@code 12x}, no {@code nullx}). */
    private boolean delimiter() {
        if (i >= end) {
            return true;
        }
        byte c = b[i];
        return c == ',' || c == ']' || c == '}' || c == ' ' || c == '\t' || c == '\r' || c == '\n';
    }

    /** A key of plain ASCII characters without escapes; the common ones without a new string. */
    private boolean key() {
        int start = ++i;
        while (i < end) {
            byte c = b[i];
            if (c == '"') {
                emit(name(start, i - start));
                i++;
                return true;
            }
            if (c == '\\' || c < 0x20) {
                return false;
            }
            i++;
        }
        return false;
    }

    private String name(int from, int length) {
        for (int k = 0; k < KEY_BYTES.length; k++) {
            byte[] key = KEY_BYTES[k];
            if (key.length == length && Arrays.equals(b, from, from + length, key, 0, length)) {
                return KEYS[k];
            }
        }
        return new String(b, from, length, StandardCharsets.ISO_8859_1);
    }

    /**
     * A number by JSON's grammar. Up to 18 digits without an exponent it is computed here: an integer as Jackson does
     * (through a long), a decimal as the one correctly rounded quotient of two exact doubles; others are parsed by
     * {@link Double#parseDouble}, correctly rounded like Jackson's parser. Integers of 19 digits and more are refused.
     */
    private boolean number() {
        final byte[] b = this.b;
        final int end = this.end;
        int i = this.i;
        final int start = i;
        boolean negative = b[i] == '-';
        if (negative) {
            i++;
        }
        if (i >= end || !digit(b[i])) {
            return false;
        }
        long mantissa = 0;
        int digits;
        if (b[i] == '0') {
            i++;
            if (i < end && digit(b[i])) {
                return false;
            }
            digits = 0;
        } else {
            int first = i;
            int limit = Math.min(end, i + 18);
            int d;
            while (i < limit && (d = b[i] - '0') >= 0 && d <= 9) {
                mantissa = mantissa * 10 + d;
                i++;
            }
            if (i < end && digit(b[i])) {
                return false;
            }
            digits = i - first;
        }
        boolean decimal = false;
        int fraction = 0;
        if (i < end && b[i] == '.') {
            decimal = true;
            i++;
            int first = i;
            int limit = Math.min(end, i + 18 - digits);
            int d;
            while (i < limit && (d = b[i] - '0') >= 0 && d <= 9) {
                mantissa = mantissa * 10 + d;
                i++;
            }
            fraction = i - first;
            while (i < end && digit(b[i])) {
                i++;
            }
            if (i == first) {
                return false;
            }
            digits += i - first;
        }
        boolean exponent = i < end && (b[i] == 'e' || b[i] == 'E');
        if (exponent && (i = afterExponent(b, i + 1, end)) < 0) {
            return false;
        }
        this.i = i;
        if (!delimiter()) {
            return false;
        }
        // Exact without a string: an integer of at most 18 digits, or a decimal whose digits a double holds over a power of ten.
        double value = !decimal && !exponent ? (negative ? -mantissa : mantissa)
                : !exponent && digits <= 18 && mantissa <= 1L << 53 ? (negative ? -(mantissa / POWERS_OF_TEN[fraction]) : mantissa / POWERS_OF_TEN[fraction])
                : Double.parseDouble(new String(b, start, i - start, StandardCharsets.ISO_8859_1));
        emit(value);
        return true;
    }

    /** Where an exponent's digits end, from just after its {@code e} and an optional sign; -1 where no digit follows. */
    private static int afterExponent(byte[] b, int i, int end) {
        if (i < end && (b[i] == '+' || b[i] == '-')) {
            i++;
        }
        if (i >= end || !digit(b[i])) {
            return -1;
        }
        while (i < end && digit(b[i])) {
            i++;
        }
        return i;
    }

    private static boolean digit(byte c) {
        return c >= '0' && c <= '9';
    }
}
