package dev.figmark.recipes.run;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.HeatCells;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Tick;
import dev.figmark.data.RunData;
import dev.figmark.data.RunReport;
import dev.figmark.product.Outcome;
import dev.figmark.product.Table;
import dev.figmark.recipe.Idioms;
import dev.figmark.scene.Color;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Data moved between tiers by phase, as a heat map on a log scale. */
final class Movement extends RunRecipe {

    Movement() {
        super("movement", "data moved between disk, RAM and GPU by phase, as a heat map");
    }

    private record Flow(String label, Function<RunReport.GroupSummary, Double> getter) {
    }

    @Override
    public Outcome make(RunInput in) {
        RunData run = in.run();
        Style style = in.style();
        Typesetter type = in.type();
        List<String> groups = new ArrayList<>(run.workingGroups());
        groups.remove("idle");
        List<Flow> flows = List.of(
                new Flow("Disk to RAM, this process", RunReport.GroupSummary::hostDiskReadMib),
                new Flow("Disk to RAM, all processes", g -> g.disksSum(RunReport.Disk::readMib)),
                new Flow("RAM to disk, all processes", g -> g.disksSum(RunReport.Disk::writeMib)),
                new Flow("Swap in", RunReport.GroupSummary::swapInMib),
                new Flow("Swap out", RunReport.GroupSummary::swapOutMib),
                new Flow("Page cache read again", RunReport.GroupSummary::pageCacheRefaultMib),
                new Flow("RAM to GPU, sampled", RunReport.GroupSummary::pcieToGpuMibEst),
                new Flow("GPU to RAM, sampled", RunReport.GroupSummary::pcieFromGpuMibEst),
                new Flow("GPU to GPU, NVLink", RunReport.GroupSummary::nvlinkMib));
        List<String> labels = new ArrayList<>();
        List<List<Double>> values = new ArrayList<>();
        for (Flow f : flows) {
            List<Double> row = groups.stream().map(g -> f.getter().apply(run.group(g))).toList();
            if (row.stream().anyMatch(v -> v != null && v >= 1.0)) {
                labels.add(f.label());
                values.add(row);
            }
        }
        if (labels.isEmpty()) {
            return new Outcome.Skipped("movement", "no data moved between tiers (every flow is below 1 MiB)");
        }
        double top = top(values);
        List<List<Color>> fills = new ArrayList<>();
        List<List<String>> texts = new ArrayList<>();
        List<List<String>> shortTexts = new ArrayList<>();
        List<List<Color>> inks = new ArrayList<>();
        Table table = new Table("flow", "phase", "mib");
        for (int i = 0; i < labels.size(); i++) {
            List<Color> fillRow = new ArrayList<>();
            List<String> textRow = new ArrayList<>();
            List<String> shortRow = new ArrayList<>();
            List<Color> inkRow = new ArrayList<>();
            for (int j = 0; j < groups.size(); j++) {
                Double v = values.get(i).get(j);
                table.add(labels.get(i), groups.get(j), v);
                boolean shown = v != null && v >= 1.0;
                double fraction = shown ? Math.log10(Math.max(v, 1.0)) / top : 0.0;
                fillRow.add(shown ? Palette.sequential(fraction) : null);
                textRow.add(Formats.size(v));
                shortRow.add(Formats.sizeShort(v));
                inkRow.add(fraction > 0.55 ? Color.WHITE : shown ? Palette.INK : Palette.MUTED);
            }
            fills.add(fillRow);
            texts.add(textRow);
            shortTexts.add(shortRow);
            inks.add(inkRow);
        }
        List<Tick> xTicks = new ArrayList<>();
        for (int j = 0; j < groups.size(); j++) {
            xTicks.add(new Tick(j, groups.get(j)));
        }
        List<Tick> yTicks = new ArrayList<>();
        for (int i = 0; i < labels.size(); i++) {
            yTicks.add(new Tick(i, labels.get(i)));
        }
        PanelPlot panel = dev.figmark.chart.PanelPlot.builder("movement")
                .x(AxisGuide.builder(Scale.linear(-0.5, groups.size() - 0.5)).ticks(xTicks).opposite(true).tickLength(0).spine(false).categorical(true).build())
                .y(AxisGuide.builder(Scale.linear(labels.size() - 0.5, -0.5)).ticks(yTicks).tickLength(0).spine(false).categorical(true).build())
                .layer(HeatCells.of(fills, texts, shortTexts, inks))
                .letter(Idioms.letter(style, 0))
                .build();
        return new Outcome.Made(in.product("movement", List.of(FigurePlot.Row.of(1.0, panel)), 0.34 + 0.2 * labels.size(), null, "", table,
                "Data moved between tiers per phase for " + run.label() + in.on() + ". Color is on a log scale. Disk and swap counters include other "
                        + "processes on the machine; PCIe traffic is sampled about once a second and so is an estimate.",
                new dev.figmark.product.Reading("heat map", null, null, "phase", "flow", "mib")));
    }

    /** The largest flow's log10, which the colour scale ends at: 1 where none reaches 10 MiB. */
    private static double top(List<List<Double>> values) {
        double top = 0;
        for (List<Double> row : values) {
            for (Double v : row) {
                if (v != null && v >= 1.0) {
                    top = Math.max(top, Math.log10(Math.max(v, 1.0)));
                }
            }
        }
        return top == 0 ? 1.0 : top;
    }
}
