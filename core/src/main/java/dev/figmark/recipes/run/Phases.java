package dev.figmark.recipes.run;

import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.data.RunData;
import dev.figmark.data.RunReport;
import dev.figmark.product.Outcome;
import dev.figmark.product.Table;
import dev.figmark.recipe.Idioms;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.List;

/** Per-phase bars of wall time, GPU utilization, host CPU and GPU energy. */
final class Phases extends RunRecipe {

    Phases() {
        super("phases", "wall time, GPU utilization, host CPU and GPU energy by phase");
    }

    @Override
    public Outcome make(RunInput in) {
        RunData run = in.run();
        Style style = in.style();
        Typesetter type = in.type();
        List<String> groups = run.workingGroups();
        if (groups.isEmpty()) {
            return new Outcome.Skipped("phases", "no phase group with a wall time of 5 ms or more");
        }
        List<Metric> metrics = new ArrayList<>(List.of(
                new Metric("Wall time (s)", RunReport.GroupSummary::wallS),
                new Metric("GPU utilization (%)", RunReport.GroupSummary::gpuUtilAvg),
                new Metric("Host CPU (cores)", RunReport.GroupSummary::hostBusyCores),
                new Metric("GPU energy (kJ)", g -> Metric.divide(g.gpuEnergyJ(), 1000))));
        metrics.removeIf(m -> groups.stream().allMatch(g -> m.value(run.group(g)) == null));
        int columns = Idioms.columns(style, metrics.size(), 2);
        List<PanelPlot> panels = new ArrayList<>();
        Table table = new Table("metric", "phase", "value");
        for (int index = 0; index < metrics.size(); index++) {
            Metric m = metrics.get(index);
            List<Double> values = groups.stream().map(g -> m.value(run.group(g))).toList();
            panels.add(Idioms.hbars("phases-" + index, groups, values, Formats::value, m.title(), Palette.series(0), null,
                    index % columns == 0, Idioms.letter(style, index)));
            for (String g : groups) {
                table.add(m.title(), g, m.getter().apply(run.group(g)));
            }
        }
        int gridRows = (int) Math.ceil(metrics.size() / (double) columns);
        return new Outcome.Made(in.product("phases", Idioms.grid(panels, columns), gridRows * (0.32 + 0.17 * groups.size()), null, "", table,
                "Per-phase summary of " + run.label() + in.on() + ": wall time, GPU utilization, host CPU and GPU energy.",
                dev.figmark.product.Reading.of("bar chart", "metric", null, "phase", "value")));
    }
}
