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
import dev.figmark.chart.scale.Ticks;
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
import java.util.function.Function;

/** Memory peaks by phase, per GPU, and the engine's own memory table. */
final class Memory extends RunRecipe {

    /** A phase panel's decoration (title, axis) besides its bands, in inches. */
    static final double TOP_ROW_IN = 0.28;
    /** A per-GPU or engine panel's decoration besides its bands, in inches. */
    static final double BOTTOM_ROW_IN = 0.34;
    /** The figure's margin besides its rows, in inches. */
    static final double MARGIN_IN = 0.2;


    Memory() {
        super("memory", "memory peaks by phase, per GPU and in the engine's own table");
    }

    @Override
    public Outcome make(RunInput in) {
        RunData run = in.run();
        Style style = in.style();
        Typesetter type = in.type();
        List<String> groups = new ArrayList<>(run.workingGroups());
        groups.remove("idle");
        if (groups.isEmpty()) {
            return new Outcome.Skipped("memory", "no phase group with a wall time of 5 ms or more");
        }
        RunReport.Memory memory = run.typed().memory();
        List<Metric> columns = new ArrayList<>(List.of(
                new Metric("GPU memory, peak (GiB)", g -> Metric.divide(g.gpuMemPeakMib(), 1024)),
                new Metric("Host anonymous, peak (GiB)", g -> Metric.divide(g.hostAnonPeakMib(), 1024)),
                new Metric("Host file-backed, peak (GiB)", g -> Metric.divide(g.hostFilePeakMib(), 1024))));
        columns.removeIf(m -> groups.stream().allMatch(g -> m.value(run.group(g)) == null));
        List<RunReport.BreakdownRow> breakdown = memory.breakdown().stream().filter(RunReport.BreakdownRow::self).toList();
        List<RunReport.DevicePeak> devices = memory.devices();
        boolean extra = !breakdown.isEmpty() || devices.size() > 1;
        boolean wide = style.wide();
        int topRows = wide ? 1 : columns.size();
        // Bands as tall as the names beside them wrap to, at this width and size.
        List<String> engineLabels = breakdown.stream().map(r -> r.name().startsWith("Meta") ? r.name() + " (per GPU)" : r.name()).toList();
        double perTop = TOP_ROW_IN * style.textScale() + Idioms.rowsIn(groups, style, in.type());
        double topHeight = perTop * topRows;
        boolean both = !breakdown.isEmpty() && devices.size() > 1;
        // Each panel of bars is as tall as its bars: 16 GPUs get 16 bands, the engine's two rows two.
        double perGpuHeight = BOTTOM_ROW_IN * style.textScale() + Idioms.BAND_IN * style.textScale() * devices.size();
        double engineHeight = BOTTOM_ROW_IN * style.textScale() + Idioms.rowsIn(engineLabels, style, in.type());
        double bottomHeight = !extra ? 0.0 : wide || !both
                ? Math.max(perGpuHeight, engineHeight)
                : perGpuHeight + engineHeight;
        Table table = new Table("panel", "row", "part", "gib");
        List<PanelPlot> top = new ArrayList<>();
        int letter = 0;
        for (int index = 0; index < columns.size(); index++) {
            Metric m = columns.get(index);
            List<Double> values = groups.stream().map(g -> m.value(run.group(g))).toList();
            top.add(Idioms.hbars("memory-" + index, groups, values, Formats::value, m.title(), Palette.series(0), null,
                    index == 0 || !wide, Idioms.letter(style, letter++)));
            for (int i = 0; i < groups.size(); i++) {
                table.add(m.title(), groups.get(i), "", values.get(i));
            }
        }
        List<FigurePlot.Row> rows = new ArrayList<>();
        // Rows that stay together when the figure is taller than the page: a row of panels, each with its table rows.
        List<PageBudget.Block> blocks = new ArrayList<>();
        if (wide) {
            rows.add(new FigurePlot.Row(perTop, 0, top.stream().map(p -> new FigurePlot.Cell(p, 1.0)).toList()));
            blocks.add(block(rows.get(0), top, "the phases"));
        } else {
            for (PanelPlot p : top) {
                rows.add(new FigurePlot.Row(perTop, 0, List.of(new FigurePlot.Cell(p, 1.0))));
                blocks.add(block(rows.get(rows.size() - 1), List.of(p), p.title()));
            }
        }
        List<PanelPlot> bottom = new ArrayList<>();
        if (devices.size() > 1) {
            bottom.add(perGpu(devices, style, letter++, table));
        }
        if (!breakdown.isEmpty()) {
            bottom.add(engine(breakdown, engineLabels, style, letter, table));
        }
        if (!bottom.isEmpty()) {
            if (wide) {
                rows.add(new FigurePlot.Row(bottomHeight, 0, bottom.stream().map(p -> new FigurePlot.Cell(p, 1.0)).toList()));
                blocks.add(block(rows.get(rows.size() - 1), bottom, bottom.size() > 1 ? "per GPU and the engine's table" : bottom.get(0).title()));
            } else {
                for (PanelPlot p : bottom) {
                    double height = !both ? bottomHeight : p.key().equals("memory-per-gpu") ? perGpuHeight : engineHeight;
                    rows.add(new FigurePlot.Row(height, 0, List.of(new FigurePlot.Cell(p, 1.0))));
                    blocks.add(block(rows.get(rows.size() - 1), List.of(p), p.title()));
                }
            }
        }
        Product whole = in.product("memory", rows, topHeight + bottomHeight + MARGIN_IN, null, "", table, caption(in, memory.gpuPeakTotalMib()),
                dev.figmark.product.Reading.of("stacked bar chart", "panel", "part", "row", "gib"));
        return PageBudget.fit(whole, List.of(), Units.points(MARGIN_IN), blocks, style.maxHeightPt());
    }

    /** Each GPU's peak above idle as a bar, with its rows in the CSV. */
    private static PanelPlot perGpu(List<RunReport.DevicePeak> devices, Style style, int letter, Table table) {
        List<String> labels = devices.stream().map(d -> "GPU " + Table.cell(d.index())).toList();
        List<Double> values = devices.stream().map(d -> (d.peakMib() == null ? 0.0 : d.peakMib()) / 1024).toList();
        for (int i = 0; i < labels.size(); i++) {
            table.add("Peak per GPU, above idle (GiB)", labels.get(i), "", values.get(i));
        }
        return Idioms.hbars("memory-per-gpu", labels, values, Formats::value, "Peak per GPU, above idle (GiB)", Palette.series(0), null,
                true, Idioms.letter(style, letter));
    }

    /** The engine's own memory table as bars of its parts (model, context, compute) stacked per row, with its rows in the CSV. */
    private static PanelPlot engine(List<RunReport.BreakdownRow> breakdown, List<String> labels, Style style, int letter, Table table) {
        PanelPlot.Builder b = dev.figmark.chart.PanelPlot.builder("memory-engine").title("Engine's own table (GiB)");
        List<Double> left = new ArrayList<>(java.util.Collections.nCopies(labels.size(), 0.0));
        List<LegendGuide.Entry> entries = new ArrayList<>();
        String[] parts = {"model", "context", "compute"};
        List<Function<RunReport.BreakdownRow, Double>> fields = List.of(RunReport.BreakdownRow::model, RunReport.BreakdownRow::context,
                RunReport.BreakdownRow::compute);
        for (int k = 0; k < parts.length; k++) {
            String part = parts[k];
            Function<RunReport.BreakdownRow, Double> field = fields.get(k);
            List<Double> values = breakdown.stream().map(r -> (field.apply(r) == null ? 0.0 : field.apply(r)) / 1024).toList();
            Hatch.Pattern hatch = style.printSafe() ? Palette.hatch(k) : null;
            b.layer(Layers.stackedPart(List.copyOf(left), values, Palette.series(k), hatch));
            entries.add(new LegendGuide.Entry(part, new LegendGuide.Patch(Palette.series(k), hatch == null ? null : Hatch.of(hatch, Color.WHITE))));
            for (int i = 0; i < labels.size(); i++) {
                table.add("Engine's own table (GiB)", labels.get(i), part, values.get(i));
                left.set(i, left.get(i) + values.get(i));
            }
        }
        double most = left.stream().mapToDouble(Double::doubleValue).filter(Double::isFinite).max().orElse(0);
        double xmax = (most == 0 ? 1.0 : most) * 1.05;
        b.x(AxisGuide.builder(Scale.linear(0, xmax)).ticks(Ticks.maxN(0, xmax, 4, 2), Formats::plain).grid(true).spine(false).build());
        b.y(Idioms.categories(labels, true, null));
        b.legend(new LegendGuide(entries, LegendGuide.Placement.BELOW_RIGHT));
        b.letter(Idioms.letter(style, letter));
        return b.build();
    }

    /** The caption: the run, and the GPUs' peak above idle where the run recorded one. */
    private static String caption(RunInput in, Double peak) {
        String caption = "Memory of " + in.run().label() + in.on() + " by phase";
        if (peak != null && peak != 0) {
            caption += ". GPU memory peaks at " + PyFormat.fixed(peak / 1024, 1, false) + " GiB above idle over the GPUs in use";
        }
        return caption + ".";
    }

    /** A row of panels as a block of the page budget: its table rows are those its panels' titles head. */
    private static PageBudget.Block block(FigurePlot.Row row, List<PanelPlot> panels, String name) {
        java.util.Set<Object> keys = new java.util.HashSet<>();
        panels.forEach(p -> keys.add(p.title()));
        return new PageBudget.Block(List.of(row), Units.points(row.heightRatio()), keys, name);
    }
}
