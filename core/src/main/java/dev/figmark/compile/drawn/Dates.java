package dev.figmark.compile.drawn;

/** Whether x holds dates (milliseconds since 1970, UTC), and whether each is a day or a moment. */
public enum Dates {
    /** x holds numbers. */
    NONE,
    /** x holds days: written as 2026-03-01. */
    DAYS,
    /** x holds moments: written as 2026-03-01T09:30:00Z. */
    TIMES;

    /** An x value as the CSV writes it. */
    public Object text(double x) {
        if (this == NONE) {
            return x;
        }
        java.time.Instant t = java.time.Instant.ofEpochMilli((long) x);
        return this == DAYS ? t.atZone(java.time.ZoneOffset.UTC).toLocalDate().toString() : t.toString();
    }
}
