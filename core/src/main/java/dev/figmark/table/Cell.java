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
    static double number(String cell) {
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
