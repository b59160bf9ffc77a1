package dev.figmark.recipes.run;

import dev.figmark.data.RunReport;
import java.util.function.Function;

/** A number a group summary may have, and how to read it (the value as the report wrote it, for the CSV). */
record Metric(String title, Function<RunReport.GroupSummary, Object> getter) {
    Double value(RunReport.GroupSummary g) {
        Object v = getter.apply(g);
        return v == null ? null : ((Number) v).doubleValue();
    }

    /** A quantity in other units, or null where the run has none. */
    static Double divide(Double value, double by) {
        return value == null ? null : value / by;
    }
}
