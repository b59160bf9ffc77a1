package dev.figmark.table;

/**
 * Natural order of names, as people sort them: runs of digits by their value (8B before 70B before 405B, qps_4 before
 * qps_16), the rest character by character; names equal so (run_07, run_7) in the order of their characters, so that
 * the order is total and the same on every machine.
 */
public final class NaturalOrder {

    private NaturalOrder() {
    }

    /**
     * Compares two names in natural order.
     *
     * @param a a name
     * @param b another
     * @return negative, zero or positive as {@code a} comes before, with, or after {@code b}
     */
    public static int compare(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char ca = a.charAt(i);
            char cb = b.charAt(j);
            if (Character.isDigit(ca) && Character.isDigit(cb)) {
                int ei = i;
                int ej = j;
                while (ei < a.length() && Character.isDigit(a.charAt(ei))) {
                    ei++;
                }
                while (ej < b.length() && Character.isDigit(b.charAt(ej))) {
                    ej++;
                }
                int byValue = new java.math.BigInteger(a.substring(i, ei)).compareTo(new java.math.BigInteger(b.substring(j, ej)));
                if (byValue != 0) {
                    return byValue;
                }
                i = ei;
                j = ej;
            } else {
                if (ca != cb) {
                    return Character.compare(ca, cb);
                }
                i++;
                j++;
            }
        }
        int byLength = Integer.compare(a.length() - i, b.length() - j);
        return byLength != 0 ? byLength : a.compareTo(b);
    }
}
