package dev.figmark.recipes.run;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.Layers;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.PhaseRibbon;
import dev.figmark.chart.SeriesValues;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Ticks;
import dev.figmark.chart.scale.TimeScale;
import dev.figmark.data.Band;
import dev.figmark.data.RunData;
import dev.figmark.product.Outcome;
import dev.figmark.product.PageBudget;
import dev.figmark.product.Product;
import dev.figmark.product.Table;
import dev.figmark.recipe.Idioms;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Units;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.function.DoubleFunction;

/** The lifecycle: the run's series over time under bands that mark its phases (the seed's {@code fig_lifecycle}). */
final class Lifecycle extends RunRecipe {

    /** Room above a panel's highest value, as a share of it (the seed's 1.12). */
    static final double HEADROOM = 1.12;
    /** The figure's height besides its lanes: the phase ribbon and the time axis, in inches. */
    static final double DECORATION_IN = 0.4;


    Lifecycle() {
        super("lifecycle", "GPU, host and I/O series over time, under bands marking phases");
    }

    /** Between a phase's name above the ribbon and its band: room for the leader to be seen. */
    static final double LEADER_ROOM_PT = 5;

    /** The room left of the plots for the lanes' tick labels, and right of them, as the layout gives it at most. */
    static final double MARGINS_PT = 48;

    /**
     * Whether some phase's name is wider than its band at this width (judged with the plot as wide as the figure less
     * {@link #MARGINS_PT}): then the ribbon has a second line, above, for those names.
     */
    static boolean namesNeedALineAbove(List<double[]> spans, List<String> names, double x0, double x1, Style style, Typesetter type) {
        double plotPt = style.widthPt() - MARGINS_PT;
        for (int i = 0; i < spans.size(); i++) {
            double a = Math.max(spans.get(i)[0], x0);
            double b = Math.min(spans.get(i)[1], x1);
            if (b > a && (b - a) / (x1 - x0) * plotPt < type.width(names.get(i), style.face(), style.tickSize()) + 2) {
                return true;
            }
        }
        return false;
    }

    /** Each lane's axis top: its own when it has one (100 %), else its peak with room above. */
    private static double[] tops(List<Timeline.Lane> panels) {
        double[] tops = new double[panels.size()];
        for (int index = 0; index < panels.size(); index++) {
            Timeline.Lane p = panels.get(index);
            double peak = p.series().stream().filter(series -> series.size() > 0).mapToDouble(series -> series.maxY(0))
                    .max().orElse(1.0);
            tops[index] = p.top() != null ? p.top() : Math.max(peak * HEADROOM, 1e-6);
        }
        return tops;
    }

    @Override
    double largestNumber(RunInput in) {
        List<Timeline.Lane> panels = Timeline.panels(in.run(), in.timeline().panels(), in.timeline().perGpu());
        return Arrays.stream(tops(panels)).max().orElse(0);
    }

    @Override
    public Outcome make(RunInput in) {
        RunData run = in.run();
        Style style = in.style();
        Typesetter type = in.type();
        List<Timeline.Lane> panels = Timeline.panels(run, in.timeline().panels(), in.timeline().perGpu());
        if (panels.isEmpty()) {
            return new Outcome.Skipped("lifecycle", run.lastTick() == null ? "no samples (samples.jsonl.gz is missing or holds no tick)"
                    : "none of the requested panels has data");
        }
        List<Band> bands = run.bands();
        double perPanel = style.width() > 5 ? 0.8 : 0.68;
        double xMax = bands.isEmpty() ? run.seconds(run.lastTick()) : bands.stream().mapToDouble(Band::end).max().orElse(0);
        double x0 = in.timeline().xlim() != null ? in.timeline().xlim()[0] : 0.0;
        double x1 = in.timeline().xlim() != null ? in.timeline().xlim()[1] : xMax;
        if (!(x1 > x0)) {
            x1 = x0 + 1;
        }
        Scale xScale = Scale.linear(x0, x1);
        TimeScale time = TimeScale.forSpan(x1 - x0);
        List<double[]> even = new ArrayList<>();
        List<double[]> spans = new ArrayList<>();
        List<String> names = new ArrayList<>();
        for (int k = 0; k < bands.size(); k++) {
            double[] span = {bands.get(k).start(), bands.get(k).end()};
            spans.add(span);
            names.add(bands.get(k).group());
            if (k % 2 == 0) {
                even.add(span);
            }
        }
        List<FigurePlot.Row> rows = new ArrayList<>();
        boolean twoLines = namesNeedALineAbove(spans, names, x0, x1, style, type);
        PanelPlot ribbon = dev.figmark.chart.PanelPlot.builder("phases")
                .x(AxisGuide.hidden(xScale)).y(AxisGuide.hidden(Scale.linear(0, 1))).frameless(true)
                .layer(dev.figmark.chart.PhaseRibbon.layer(spans, names, x0, x1, twoLines))
                .build();
        double line = type.lineHeight(style.face(), style.tickSize()) + 1;
        rows.add(FigurePlot.Row.fixed(twoLines ? 2 * line + LEADER_ROOM_PT : line, ribbon));
        Table table = new Table("panel", "series", "time_s", "value");
        List<PageBudget.Block> blocks = new ArrayList<>();
        double[] tops = tops(panels);
        // One number style for the whole figure, and the run's: thousands separators, or K once any axis reaches 10,000.
        DoubleFunction<String> numbers = Formats.compactFor(Math.max(Arrays.stream(tops).max().orElse(0), in.numbers().largest()));
        for (int index = 0; index < panels.size(); index++) {
            Timeline.Lane p = panels.get(index);
            boolean last = index == panels.size() - 1;
            PanelPlot.Builder b = dev.figmark.chart.PanelPlot.builder(p.key()).title(p.title())
                    .layer(Layers.bands(even, Palette.BAND));
            List<LegendGuide.Entry> entries = new ArrayList<>();
            for (int k = 0; k < p.series().size(); k++) {
                SeriesValues series = p.series().get(k);
                table.addSeries(p.key(), series.label(), series, 3);
                Stroke stroke = Layers.seriesStroke(k, style.printSafe());
                b.layer(Layers.line(series, stroke));
                if (!series.label().isEmpty()) {
                    entries.add(new LegendGuide.Entry(series.label(), LegendGuide.Line.of(stroke)));
                }
            }
            double top = tops[index];
            b.y(AxisGuide.builder(Scale.linear(0, top)).ticks(Ticks.maxN(0, top, 3, 2), numbers).grid(true).spine(false).tickLength(0).build());
            b.x(AxisGuide.builder(xScale).locator(time.locator()).tickLabels(last)
                    .label(last ? time.label("Time since process start") : "").build());
            if (entries.size() >= 2) {
                b.legend(new LegendGuide(entries, LegendGuide.Placement.ABOVE_RIGHT));
            }
            b.letter(Idioms.letter(style, index));
            FigurePlot.Row lane = new FigurePlot.Row(1.0, 0, List.of(new FigurePlot.Cell(b.build(), 1.0)));
            rows.add(lane);
            blocks.add(new PageBudget.Block(List.of(lane), Units.points(perPanel), Set.of(p.key()), Timeline.PANEL_NAMES.getOrDefault(p.key(), p.title())));
        }
        Product whole = in.product("lifecycle", rows, DECORATION_IN + perPanel * panels.size(), null, "", table, caption(in, panels),
                dev.figmark.product.Reading.of("line chart", "panel", "series", "time_s", "value"));
        return PageBudget.fit(whole, rows.subList(0, 1), Units.points(DECORATION_IN), blocks, style.maxHeightPt());
    }

    /** The caption: the run, its panels, and each working phase with its wall time. */
    private static String caption(RunInput in, List<Timeline.Lane> panels) {
        RunData run = in.run();
        List<String> panelNames = panels.stream().map(p -> Timeline.PANEL_NAMES.get(p.key())).toList();
        List<String> phaseText = new ArrayList<>();
        for (String group : run.workingGroups()) {
            if (!group.equals("idle") && !group.equals("startup")) {
                phaseText.add(group + " " + PyFormat.fixed(run.group(group).wall(), 1, false) + " s");
            }
        }
        return "Lifecycle of " + run.label() + in.on() + ": " + String.join(", ", panelNames) + ", from process start. Bands mark phases ("
                + String.join(", ", phaseText) + ").";
    }
}
