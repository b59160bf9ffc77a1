package dev.figmark.data;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;

/** Counts problems by kind while reading, and reports each kind once, with its count, when the reading is done. */
public final class Warnings {

    private final String file;
    private final Map<String, Long> counts = new LinkedHashMap<>();
    private final Map<String, String> firsts = new LinkedHashMap<>();

    public Warnings(String file) {
        this.file = file;
    }

    /** Counts one problem of a kind; {@code where} (a line number, say) of the first one is kept for the report. */
    public void count(String kind, String where) {
        counts.merge(kind, 1L, Long::sum);
        firsts.putIfAbsent(kind, where);
    }

    /** As {@link #count(String, String)}, working out where only for the first of a kind. */
    public void count(String kind, java.util.function.Supplier<String> where) {
        if (counts.merge(kind, 1L, Long::sum) == 1) {
            firsts.put(kind, where.get());
        }
    }

    public long count(String kind) {
        return counts.getOrDefault(kind, 0L);
    }

    public boolean any() {
        return !counts.isEmpty();
    }

    public void report(Consumer<String> sink) {
        counts.forEach((kind, n) -> sink.accept("warning: " + file + ": " + kind + ": " + n + (n == 1 ? " time" : " times")
                + " (first at " + firsts.get(kind) + ")"));
    }
}
