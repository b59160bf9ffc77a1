package dev.figmark.table;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeParseException;
import java.util.Set;

/**
 * What a cell of text holds: a number (in the plain decimal or exponent form a CSV writes, nothing Java alone reads
 * such as {@code 1.5d} or {@code 0x1p3}), an ISO 8601 date or date-time, a mark of a missing value, or text.
 */
public final class Cell {

    /** The cells that stand for no value: what pandas reads as NaN, and a dash. */
    static final Set<String> MISSING = Set.of("", "-", "NaN", "nan", "NA", "N/A", "n/a", "null", "NULL", "None", "none");

    private Cell() {
    }

    /** Whether a cell marks a missing value. */
    static boolean missing(String cell) {
        int n = cell.length();
        if (n == 0) {
            return true;
        }
        // Every mark of a missing value is at most four letters and starts with '-', 'N' or 'n': most cells are
        // told apart by their first letter and length alone, without a look-up.
        char first = cell.charAt(0);
        if (!Character.isWhitespace(first) && (first != '-' && first != 'N' && first != 'n' || n > 4 && !Character.isWhitespace(cell.charAt(n - 1)))) {
            return false;
        }
        return MISSING.contains(cell.strip());
    }

    /** The number a cell holds, or NaN when it holds none (missing, or not a number). */
    public static double number(String cell) {
        String s = cell.strip();
        int n = s.length();
        if (n == 0 || n > 64) {
            return Double.NaN;
        }
        int i = 0;
        if (s.charAt(0) == '+' || s.charAt(0) == '-') {
            i++;
        }
        boolean digits = false;
        boolean point = false;
        for (; i < n; i++) {
            char c = s.charAt(i);
            if (c >= '0' && c <= '9') {
                digits = true;
            } else if (c == '.' && !point) {
                point = true;
            } else {
                break;
            }
        }
        if (!digits) {
            return Double.NaN;
        }
        if (i < n && (s.charAt(i) == 'e' || s.charAt(i) == 'E')) {
            int j = i + 1;
            if (j < n && (s.charAt(j) == '+' || s.charAt(j) == '-')) {
                j++;
            }
            int start = j;
            while (j < n && s.charAt(j) >= '0' && s.charAt(j) <= '9') {
                j++;
            }
            if (j == start) {
                return Double.NaN;
            }
            i = j;
        }
        if (i != n) {
            return Double.NaN;
        }
        double v = com.fasterxml.jackson.core.io.NumberInput.parseDouble(s, true);
        return Double.isFinite(v) ? v : Double.NaN;
    }

    /** The instant a cell holds, in milliseconds since 1970 UTC, or {@link Column.Times#MISSING}. */
    public static long time(String cell) {
        String s = cell.strip();
        if (s.length() < 10 || s.length() > 40 || s.charAt(4) != '-' || !Character.isDigit(s.charAt(0))) {
            return Column.Times.MISSING;
        }
        try {
            if (s.length() == 10) {
                return LocalDate.parse(s).atStartOfDay(ZoneOffset.UTC).toInstant().toEpochMilli();
            }
            String t = s.replace(' ', 'T');
            char last = t.charAt(t.length() - 1);
            boolean offset = last == 'Z' || t.lastIndexOf('+') > 10 || t.lastIndexOf('-') > 10;
            return offset ? OffsetDateTime.parse(t).toInstant().toEpochMilli() : LocalDateTime.parse(t).toInstant(ZoneOffset.UTC).toEpochMilli();
        } catch (DateTimeParseException e) {
            return Column.Times.MISSING;
        }
    }

    /**
     * The instant of an ASCII cell in the shapes CSV files hold, read from its bytes: {@code 2026-12-04},
     * {@code 2026-12-04T10:15}, {@code 2026-12-04 10:15:30.250}, each with or without a final {@code Z}. The same
     * instant as {@link #time} reads; {@link Column.Times#MISSING} for any other cell (an impossible date, another
     * shape), which the caller then reads through {@link #time}.
     */
    static long isoTime(byte[] a, int from, int to) {
        int n = to - from;
        if (n < 10 || n > 30 || a[from + 4] != '-' || a[from + 7] != '-') {
            return Column.Times.MISSING;
        }
        int year = digits(a, from, 4);
        int month = digits(a, from + 5, 2);
        int day = digits(a, from + 8, 2);
        if ((year | month | day) < 0) {
            return Column.Times.MISSING;
        }
        try {
            if (n == 10) {
                return LocalDate.of(year, month, day).toEpochDay() * 86_400_000L;
            }
            int end = a[to - 1] == 'Z' ? to - 1 : to;
            int at = from + 10;
            if (a[at] != 'T' && a[at] != ' ' || end - at < 6 || a[at + 3] != ':') {
                return Column.Times.MISSING;
            }
            int hour = digits(a, at + 1, 2);
            int minute = digits(a, at + 4, 2);
            int second = 0;
            int nanos = 0;
            at += 6;
            if (at < end) {
                if (a[at] != ':' || end - at < 3) {
                    return Column.Times.MISSING;
                }
                second = digits(a, at + 1, 2);
                at += 3;
                if (at < end) {
                    int places = end - at - 1;
                    if (a[at] != '.' || places < 1 || places > 9) {
                        return Column.Times.MISSING;
                    }
                    nanos = digits(a, at + 1, places);
                    for (int i = places; i < 9 && nanos >= 0; i++) {
                        nanos *= 10;
                    }
                }
            }
            if ((hour | minute | second | nanos) < 0) {
                return Column.Times.MISSING;
            }
            return LocalDateTime.of(year, month, day, hour, minute, second, nanos).toInstant(ZoneOffset.UTC).toEpochMilli();
        } catch (java.time.DateTimeException e) {
            return Column.Times.MISSING;
        }
    }

    /** The number written by {@code count} ASCII digits at {@code at}, or -1 where one is not a digit. */
    private static int digits(byte[] a, int at, int count) {
        int v = 0;
        for (int i = at; i < at + count; i++) {
            int d = a[i] - '0';
            if (d < 0 || d > 9) {
                return -1;
            }
            v = v * 10 + d;
        }
        return v;
    }

    /** Whether a time cell is a date alone. */
    public static boolean dateOnly(String cell) {
        return cell.strip().length() == 10;
    }

    /** A number in its shortest form that reads back to the same double: 5210, 0.1, 1E-10. */
    public static String shortest(double d) {
        if (d == Math.rint(d) && Math.abs(d) < 1e15) {
            return Long.toString((long) d);
        }
        java.math.BigDecimal b = new java.math.BigDecimal(Double.toString(d)).stripTrailingZeros();
        return b.scale() > 0 && b.scale() <= 12 ? b.toPlainString() : b.toString();
    }
}
