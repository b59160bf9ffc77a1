package dev.figmark.recipes.run;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.Layers;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.chart.scale.Scale;
import dev.figmark.data.RunData;
import dev.figmark.data.RunReport;
import dev.figmark.product.Outcome;
import dev.figmark.product.PageBudget;
import dev.figmark.product.Product;
import dev.figmark.product.Table;
import dev.figmark.recipe.Idioms;
import dev.figmark.scene.Text;
import dev.figmark.scene.Units;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Host CPU time by function, from per-thread CPU-time sampling. */
final class Hotspots extends RunRecipe {

    /** A panel's title and margins besides its bars, in inches. */
    static final double DECORATION_IN = 0.35;

    Hotspots() {
        super("hotspots", "host CPU time by function, from per-thread sampling");
    }

    @Override
    public Outcome make(RunInput in) {
        RunData run = in.run();
        Style style = in.style();
        Typesetter type = in.type();
        Map<String, RunReport.CpuProfileGroup> profile = run.typed().cpuProfile();
        List<String> chosen = new ArrayList<>();
        for (String g : List.of("load", "prefill", "decode", "serve", "run")) {
            if (profile.containsKey(g) && profile.get(g).samples() != null && profile.get(g).samples() >= 20) {
                chosen.add(g);
            }
        }
        if (chosen.isEmpty()) {
            return new Outcome.Skipped("hotspots", "no host CPU profile with 20 samples or more");
        }
        Map<String, List<RunReport.Hotspot>> tops = new LinkedHashMap<>();
        int most = 0;
        for (String g : chosen) {
            // A ranking: the largest share first, whatever order the profile lists them in.
            List<RunReport.Hotspot> top = profile.get(g).self().stream().filter(x -> x.share() != null && x.share() >= 0.01)
                    .sorted(java.util.Comparator.comparingDouble((RunReport.Hotspot x) -> x.share()).reversed()).limit(7).toList();
            tops.put(g, top);
            most = Math.max(most, top.size());
        }
        Table table = new Table("phase", "function", "percent_of_samples", "threads", "cpu_s", "percent_of_wall_on_busiest_thread", "label");
        List<PanelPlot> panels = new ArrayList<>();
        List<String> allLabels = new ArrayList<>();
        for (int index = 0; index < chosen.size(); index++) {
            String group = chosen.get(index);
            List<RunReport.Hotspot> top = tops.get(group);
            List<String> labels = FunctionNames.labels(top.stream().map(RunReport.Hotspot::name).toList(), FunctionNames::readable);
            allLabels.addAll(labels);
            List<Double> values = top.stream().map(x -> 100 * x.share()).toList();
            double peak = values.isEmpty() ? 1.0 : values.stream().mapToDouble(Double::doubleValue).max().orElse(1.0);
            List<double[]> positions = new ArrayList<>();
            List<String> texts = new ArrayList<>();
            for (int i = 0; i < top.size(); i++) {
                positions.add(new double[] {values.get(i) + peak * 0.04, i});
                Object threads = top.get(i).threads();
                String count = threads == null ? "1" : threads instanceof Long n ? Long.toString(n) : null;
                texts.add(PyFormat.fixed(values.get(i), 0, false) + "%" + (count == null ? "" : ", " + count + " thr"));
            }
            long samples = Math.round(profile.get(group).samples());
            panels.add(dev.figmark.chart.PanelPlot.builder("hotspots-" + group)
                    .title(group + ": " + PyFormat.integer(samples, true) + " samples")
                    .x(AxisGuide.hidden(Scale.linear(0, (peak == 0 ? 1 : peak) * 2.0)))
                    .y(Idioms.categories(labels, true, most))
                    .layer(Layers.hbars(values, Palette.series(0), null, v -> "", peak))
                    .layer(Layers.labels(positions, texts, style.smallSize(), Palette.INK, Text.Anchor.START))
                    .letter(Idioms.letter(style, index))
                    .build());
            for (int i = 0; i < top.size(); i++) {
                RunReport.Hotspot x = top.get(i);
                table.add(group, x.name(), Table.round(100 * x.share(), 2), x.threads() == null ? (Object) 1L : x.threads(), x.cpuS(), x.pctOfWall(),
                        labels.get(i));
            }
        }
        int columns = Idioms.columns(style, panels.size(), 1);
        int gridRows = (int) Math.ceil(panels.size() / (double) columns);
        // The seed's row, or taller where the functions' names wrap: their lines over the rows every panel is padded to.
        double band = Idioms.bandIn(allLabels, style, in.type());
        double named = band > Idioms.BAND_IN * style.textScale() ? DECORATION_IN * style.textScale() + band * Math.max(most, Idioms.PADDED_ROWS) : 0;
        double row = Math.max(style.wide() ? 1.75 : 1.35, named);
        List<FigurePlot.Row> rows = Idioms.grid(panels, columns);
        // A row of phases stays together when the figure is taller than the page: its panels and their table rows.
        List<PageBudget.Block> blocks = new ArrayList<>();
        for (int r = 0; r < rows.size(); r++) {
            List<String> phases = chosen.subList(r * columns, Math.min(chosen.size(), (r + 1) * columns));
            blocks.add(new PageBudget.Block(List.of(rows.get(r)), Units.points(row), java.util.Set.copyOf(phases), String.join(", ", phases)));
        }
        Product whole = in.product("hotspots", rows, gridRows * row, null, "", table,
                "Host CPU time by function for " + run.label() + in.on() + ", from per-thread CPU-time sampling, with the number of threads (thr) that ran "
                        + "each function. Sampling slows the run, so use this for where time goes, not for speed.",
                dev.figmark.product.Reading.of("horizontal bar chart", "phase", null, "label", "percent_of_samples"));
        return PageBudget.fit(whole, List.of(), 0, blocks, style.maxHeightPt());
    }
}
