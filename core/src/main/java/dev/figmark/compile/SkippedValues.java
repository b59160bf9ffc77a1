package dev.figmark.compile;

import dev.figmark.compile.read.Context;
import java.util.ArrayList;
import java.util.List;

/** Values left out of one series, by why, for its one warning; without {@code skip}, the first is refused. */
final class SkippedValues {

    private final boolean skip;
    private final Context spec;
    private int missing;
    private int notPositive;

    SkippedValues(boolean skip, Context spec) {
        this.skip = skip;
        this.spec = spec;
    }

    void missing(PointsReader.Field field, int i) {
        refuse(field, i, "has no value");
        missing++;
    }

    void notPositive(PointsReader.Field field, int i, String why) {
        refuse(field, i, why);
        notPositive++;
    }

    private void refuse(PointsReader.Field field, int i, String why) {
        if (!skip) {
            throw spec.error(field.place(i), field.at(i) + why + "; give the series \"missing\": \"skip\" to leave such values out");
        }
    }

    int count() {
        return missing + notPositive;
    }

    void warn(String path, String label) {
        if (count() == 0) {
            return;
        }
        List<String> why = new ArrayList<>();
        if (missing > 0) {
            why.add(missing + " without a value");
        }
        if (notPositive > 0) {
            why.add(notPositive + " not positive on a log axis");
        }
        int n = count();
        spec.warn("warning: " + spec.where() + ": " + path + (label.isEmpty() ? "" : " '" + label + "'") + ": " + n + (n == 1 ? " value" : " values")
                + " left out, as \"missing\": \"skip\" asks (" + String.join(", ", why) + "); the CSV holds only what is drawn");
    }
}
