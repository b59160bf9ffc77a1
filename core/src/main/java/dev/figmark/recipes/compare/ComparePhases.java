package dev.figmark.recipes.compare;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.Layers;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Ticks;
import dev.figmark.chart.scale.TimeScale;
import dev.figmark.data.RunData;
import dev.figmark.product.Outcome;
import dev.figmark.product.Product;
import dev.figmark.product.Table;
import dev.figmark.recipe.Idioms;
import dev.figmark.recipe.Recipe;
import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Wall time by phase, a stacked bar per run; a phase keeps its colour whichever runs are shown. */
final class ComparePhases implements Recipe<CompareInput> {

    /**
     * A phase keeps its colour whichever runs are shown: the common phases each have their own, the rarer ones share
     * a colour with a hatch, and what folds into "other" is neutral.
     */
    private static final Map<String, Integer> PHASE_COLOURS = Map.ofEntries(Map.entry("startup", 0), Map.entry("load", 1), Map.entry("warmup", 2),
            Map.entry("prefill", 3), Map.entry("decode", 4), Map.entry("serve", 5), Map.entry("teardown", 6), Map.entry("run", 7),
            Map.entry("download", 9), Map.entry("setup", 10), Map.entry("observe", 13));

    @Override
    public String kind() {
        return "phases";
    }

    @Override
    public String about() {
        return "wall time by lifecycle phase, a stacked bar per run";
    }

    @Override
    public Outcome make(CompareInput in) {
        List<RunData> runs = in.runs();
        Style style = in.style();
        List<String> present = new ArrayList<>();
        for (String g : RunData.PHASE_ORDER) {
            if (!g.equals("idle") && runs.stream().anyMatch(r -> r.group(g).wall() >= 0.005)) {
                present.add(g);
            }
        }
        if (present.isEmpty()) {
            return new Outcome.Skipped("phases", "no run has a phase of 5 ms or more");
        }
        List<String> order = new ArrayList<>(present);
        List<String> folded = new ArrayList<>();
        if (order.size() > 8) {
            // Past eight phases, the smallest (by their longest wall time in any run) fold into "other".
            List<String> bySize = new ArrayList<>(order);
            bySize.sort((a, b) -> Double.compare(longest(runs, a), longest(runs, b)));
            folded.addAll(bySize.subList(0, order.size() - 7));
            order.removeAll(folded);
        }
        Table table = new Table("run", "phase", "wall_s");
        PanelPlot.Builder b = PanelPlot.builder("compare-phases");
        List<Double> left = new ArrayList<>(java.util.Collections.nCopies(runs.size(), 0.0));
        List<LegendGuide.Entry> entries = new ArrayList<>();
        List<String> parts = new ArrayList<>(order);
        if (!folded.isEmpty()) {
            parts.add("other");
        }
        for (String part : parts) {
            List<Double> values = runs.stream().map(r -> part.equals("other")
                    ? folded.stream().mapToDouble(g -> r.group(g).wall()).sum()
                    : r.group(part).wall()).toList();
            int colour = PHASE_COLOURS.getOrDefault(part, -1);
            Color fill = colour < 0 ? Palette.NEUTRAL_FILL : Palette.series(colour % 8);
            Hatch.Pattern hatch = colour >= 8 ? Palette.hatch(colour / 8 + colour % 3) : style.printSafe() ? Palette.hatch(parts.indexOf(part)) : null;
            b.layer(Layers.stackedPart(List.copyOf(left), values, fill, hatch));
            entries.add(new LegendGuide.Entry(part, new LegendGuide.Patch(fill, hatch == null ? null : Hatch.of(hatch, Color.WHITE))));
            for (int i = 0; i < runs.size(); i++) {
                Number wall = runs.get(i).group(part).wallS();
                Object cell = part.equals("other") || wall == null ? (Object) values.get(i) : wall;
                table.add(runs.get(i).label(), part, cell);
                left.set(i, left.get(i) + values.get(i));
            }
        }
        double most = left.stream().mapToDouble(Double::doubleValue).filter(Double::isFinite).max().orElse(1);
        double xmax = (most == 0 ? 1 : most) * 1.05;
        TimeScale time = TimeScale.forSpan(xmax);
        List<Double> ticks = Ticks.maxN(0, xmax / time.seconds(), 6, 2).stream().map(v -> v * time.seconds()).toList();
        b.x(AxisGuide.builder(Scale.linear(0, xmax)).ticks(ticks, v -> Formats.compact(v / time.seconds())).grid(true).spine(false)
                .label(time.label("Wall time")).build());
        b.y(Idioms.categories(runs.stream().map(RunData::label).toList(), true, null));
        b.legend(new LegendGuide(entries, LegendGuide.Placement.ABOVE_LEFT));
        FigurePlot figure = new FigurePlot(style.widthPt(), in.height(0.5 + 0.2 * runs.size()), style.title(), null, "", List.of(FigurePlot.Row.of(1, b.build())));
        return new Outcome.Made(new Product("compare_phases", figure, table, "Wall time by lifecycle phase for " + in.names() + ".", style.height() <= 0,
                dev.figmark.product.Reading.of("stacked bar chart", null, "phase", "run", "wall_s")));
    }

    private static double longest(List<RunData> runs, String group) {
        return runs.stream().mapToDouble(r -> r.group(group).wall()).max().orElse(0);
    }
}
