package dev.figmark.recipes.run;

import java.util.List;

/**
 * Options of the lifecycle figure: which panels, in which order, one line per GPU or their sum, and the time range
 * ({@code null} for the whole run).
 */
public record TimelineOptions(List<String> panels, boolean perGpu, double[] xlim) {

    /** The seed's panels over the whole run, summed over GPUs. */
    public static final TimelineOptions DEFAULT = new TimelineOptions(Timeline.DEFAULT_PANELS, false, null);

    /** Checks the range and keeps a copy of the panel list. */
    public TimelineOptions {
        panels = List.copyOf(panels);
        if (xlim != null && xlim.length != 2) {
            throw new IllegalArgumentException("a time range has two ends, got " + xlim.length);
        }
        xlim = xlim == null ? null : xlim.clone();
    }
}
