package dev.figmark.recipes.run;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.Layers;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.chart.scale.Scale;
import dev.figmark.data.RunData;
import dev.figmark.data.RunReport;
import dev.figmark.product.Outcome;
import dev.figmark.product.PageBudget;
import dev.figmark.product.Product;
import dev.figmark.product.Table;
import dev.figmark.recipe.Idioms;
import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Units;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

/** How each GPU's time divides between kernels, collectives, copies and idle, from a trace, with the top kernels. */
final class GpuTime extends RunRecipe {

    /** A phase row's decoration (title, axis), in inches. */
    static final double PHASE_ROW_IN = 0.42;
    /** Fewer GPUs than this still get this many bands of height, so a single GPU is not one fat bar (the seed's four). */
    static final int MIN_BANDS = Idioms.PADDED_ROWS;
    /** Fewer kernels than this still get this many bands of height, as the seed gives them. */
    static final int KERNEL_BANDS = 6;
    /** Kernels named per phase, the heaviest first. */
    static final int TOP_KERNELS = 8;


    GpuTime() {
        super("gpu-time", "how each GPU's traced time divides, and the top kernels");
    }

    /** What each GPU's time is made of, in the order of {@link #PARTS}. */
    private static final List<Function<RunReport.NsysDevice, Double>> SHARES = List.of(RunReport.NsysDevice::kernelMs, RunReport.NsysDevice::commMs,
            RunReport.NsysDevice::copyMs, RunReport.NsysDevice::idleMs);
    /** The parts' names in the legend and the CSV. */
    private static final String[] PARTS = {"kernels", "collectives", "copies", "idle"};
    /** The parts' colours: idle in the neutral fill. */
    private static final List<Color> COLORS = List.of(Palette.series(0), Palette.series(1), Palette.series(2), Palette.NEUTRAL_FILL);

    /**
     * A phase's share of each GPU's time in kernels, collectives, copies and idle, stacked per GPU, with its rows in
     * the CSV and its parts added to {@code entries} for the legend.
     */
    private static PanelPlot shares(String group, List<RunReport.NsysDevice> devices, Style style, int letter, Table table,
            List<LegendGuide.Entry> entries) {
        List<String> labels = devices.stream().map(d -> "GPU " + Table.cell(d.device())).toList();
        PanelPlot.Builder b = dev.figmark.chart.PanelPlot.builder("gpu-time-" + group).title(group + ": share of each GPU's time (%)");
        List<Double> left = new ArrayList<>(java.util.Collections.nCopies(devices.size(), 0.0));
        for (int k = 0; k < PARTS.length; k++) {
            Function<RunReport.NsysDevice, Double> key = SHARES.get(k);
            List<Double> shares = devices.stream().map(d -> {
                double span = d.spanMs() == null ? 0.0 : d.spanMs();
                double part = key.apply(d) == null ? 0.0 : key.apply(d);
                return span != 0 ? 100 * part / span : 0.0;
            }).toList();
            Hatch.Pattern hatch = style.printSafe() ? Palette.hatch(k) : null;
            b.layer(Layers.stackedPart(List.copyOf(left), shares, COLORS.get(k), hatch));
            entries.add(new LegendGuide.Entry(PARTS[k], new LegendGuide.Patch(COLORS.get(k), hatch == null ? null : Hatch.of(hatch, Color.WHITE))));
            for (int i = 0; i < labels.size(); i++) {
                table.add(group, labels.get(i), PARTS[k], Table.round(shares.get(i), 2), labels.get(i));
                left.set(i, left.get(i) + shares.get(i));
            }
        }
        b.x(AxisGuide.builder(Scale.linear(0, 100)).ticks(List.of(0.0, 25.0, 50.0, 75.0, 100.0), Formats::plain).grid(true).spine(false).build());
        b.y(Idioms.categories(labels, true, null));
        b.letter(Idioms.letter(style, letter));
        return b.build();
    }

    @Override
    public Outcome make(RunInput in) {
        RunData run = in.run();
        Style style = in.style();
        Typesetter type = in.type();
        Map<String, RunReport.NsysGroup> groups = run.typed().nsys();
        List<String> chosen = new ArrayList<>();
        for (String g : List.of("prefill", "decode", "serve", "run")) {
            if (groups.containsKey(g) && !groups.get(g).devices().isEmpty()) {
                chosen.add(g);
            }
        }
        if (chosen.isEmpty()) {
            return new Outcome.Skipped("gpu-time", "no GPU trace (nsys) in the run");
        }
        boolean wide = style.wide();
        List<PageBudget.Block> blocks = new ArrayList<>();
        Table table = new Table("phase", "row", "part", "percent", "label");
        List<FigurePlot.Row> rows = new ArrayList<>();
        LegendGuide legend = null;
        for (int r = 0; r < chosen.size(); r++) {
            String group = chosen.get(r);
            RunReport.NsysGroup entry = groups.get(group);
            List<RunReport.NsysDevice> devices = entry.devices();
            List<LegendGuide.Entry> entries = new ArrayList<>();
            PanelPlot shares = shares(group, devices, style, 2 * r, table, entries);
            if (r == 0) {
                legend = new LegendGuide(entries, LegendGuide.Placement.FIGURE_LEFT);
            }
            // A ranking: the largest share first, whatever order the trace lists them in.
            List<RunReport.Kernel> top = entry.topKernels().stream()
                    .sorted(java.util.Comparator.comparingDouble((RunReport.Kernel k) -> k.share() == null ? 0.0 : k.share()).reversed())
                    .limit(TOP_KERNELS).toList();
            List<String> kernelLabels = FunctionNames.labels(top.stream().map(RunReport.Kernel::name).toList(), FunctionNames::kernel);
            List<Double> kernelShares = top.stream().map(k -> 100 * (k.share() == null ? 0.0 : k.share())).toList();
            // Each kernel's row as tall as its own wrapped name: one long name does not make every row four lines tall.
            Idioms.Rows places = Idioms.places(kernelLabels, style, in.type());
            PanelPlot kernels = Idioms.hbars("gpu-time-" + group + "-kernels", kernelLabels, kernelShares, v -> PyFormat.fixed(v, 0, false) + "%",
                    group + ": top kernels, share of kernel time", Palette.series(0), null, true, Idioms.letter(style, 2 * r + 1),
                    places.uneven() ? places : null);
            for (int i = 0; i < top.size(); i++) {
                RunReport.Kernel k = top.get(i);
                table.add(group, k.name(), "kernel share", Table.round(100 * (k.share() == null ? 0.0 : k.share()), 2), kernelLabels.get(i));
            }
            // Side by side the two panels share a row; stacked, each is as tall as its own bars.
            double gpuRow = rowHeight(devices.size());
            // Names of one number of lines keep the seed's even bands; where one wraps further than the others, the
            // rows are placed, with room for the panel's title in a second line at a narrow width, which even rows of
            // the tallest name left to spare.
            double titleLine = in.type().lineHeight(style.face(), style.titleSize()) / 72;
            double kernelRow = places.uneven()
                    ? PHASE_ROW_IN * style.textScale() + titleLine + places.heightIn(style, in.type())
                    : PHASE_ROW_IN + Idioms.bandIn(kernelLabels, style, in.type()) * Math.max(top.size(), KERNEL_BANDS);
            // Side by side, the row holds the taller of the two: the GPUs' bands or the kernels' wrapped names.
            double sharedRow = Math.max(gpuRow, kernelRow);
            List<FigurePlot.Row> phaseRows = wide
                    ? List.of(new FigurePlot.Row(sharedRow, 0, List.of(new FigurePlot.Cell(shares, 1.0), new FigurePlot.Cell(kernels, 0.9))))
                    : List.of(new FigurePlot.Row(gpuRow, 0, List.of(new FigurePlot.Cell(shares, 1.0))),
                            new FigurePlot.Row(kernelRow, 0, List.of(new FigurePlot.Cell(kernels, 1.0))));
            rows.addAll(phaseRows);
            blocks.add(new PageBudget.Block(phaseRows, Units.points(wide ? sharedRow : gpuRow + kernelRow), Set.of(group), group));
        }
        // The phases' rows: the seed's height, taller where kernel names wrap to more lines than its bands hold.
        double blocksIn = Units.inches(blocks.stream().mapToDouble(PageBudget.Block::heightPt).sum());
        Product whole = in.product("gpu_time", rows, blocksIn, legend, "", table,
                "How GPU time divides during " + String.join(", ", chosen) + " for " + run.label() + in.on() + ", from a trace. Tracing slows the host, "
                        + "so idle reads higher than in an untraced run; use this figure for where time goes, not for speed.",
                dev.figmark.product.Reading.of("stacked bar chart", "phase", "part", "row", "percent"));
        return PageBudget.fit(whole, List.of(), 0, blocks, style.maxHeightPt());
    }

    /** The height of a phase's row: a band per GPU (six at least, so one GPU is not a fat bar), and its decoration. */
    private static double rowHeight(int gpus) {
        return PHASE_ROW_IN + Idioms.BAND_IN * Math.max(gpus, MIN_BANDS);
    }
}
