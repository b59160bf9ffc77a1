package dev.figmark.recipes.run;

import dev.figmark.chart.scale.PyFormat;
import dev.figmark.data.RunData;
import dev.figmark.data.RunReport;
import java.util.ArrayList;
import java.util.List;

/** The "How it was measured" paragraph of a run's captions, from the run's own report. */
public final class MeasuredHow {

    private MeasuredHow() {
    }

    /** The "How it was measured" paragraph, from the run's own report: the tool it names, never figmark. */
    public static String paragraph(RunData run) {
        RunReport report = run.typed();
        String tool = report.measuredBy();
        List<String> parts = new ArrayList<>(List.of(tool == null ? "Measured" : "Measured with " + tool));
        if (report.hzTarget() != null && report.hzTarget() != 0) {
            parts.add("sampling GPU gauges and process memory at " + PyFormat.fixed(report.hzTarget(), 0, false) + " Hz and cumulative counters about twice a second");
        }
        String hardware = run.hardware();
        if (!hardware.isEmpty()) {
            parts.add("on " + hardware);
        }
        if (report.gpuDriver() != null) {
            parts.add("driver " + report.gpuDriver());
        }
        StringBuilder text = new StringBuilder(String.join(", ", parts)).append('.');
        if (report.perturbed()) {
            text.append(" This run was traced or sampled for detail; its speed is not representative.");
        }
        if (report.pageCacheFraction() != null) {
            text.append(' ').append(PyFormat.fixed(report.pageCacheFraction() * 100, 0, false)).append("% of the model was in the page cache at the start.");
        }
        String commit = report.identity().gitCommit();
        if (commit != null && !commit.isEmpty()) {
            text.append(" Engine commit ").append(commit, 0, Math.min(10, commit.length())).append('.');
        }
        String image = report.identity().containerImage();
        if (image != null && !image.isEmpty()) {
            text.append(" Container image ").append(image).append('.');
        }
        return text.toString();
    }
}
