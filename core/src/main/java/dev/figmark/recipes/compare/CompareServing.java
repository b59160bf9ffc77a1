package dev.figmark.recipes.compare;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.Layers;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.SeriesValues;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.TickLocator;
import dev.figmark.chart.scale.Ticks;
import dev.figmark.data.RunData;
import dev.figmark.data.ServeLevel;
import dev.figmark.product.Outcome;
import dev.figmark.product.Product;
import dev.figmark.product.Table;
import dev.figmark.recipe.Idioms;
import dev.figmark.recipe.Recipe;
import dev.figmark.scene.Color;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Stroke;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Serving metrics against concurrent clients, a line per run. */
final class CompareServing implements Recipe<CompareInput> {

    @Override
    public String kind() {
        return "serving";
    }

    @Override
    public String about() {
        return "throughput and latency against concurrent clients, a line per run";
    }

    private record ServingMetric(String title, Function<ServeLevel, Double> value, boolean log, String key) {
    }

    @Override
    public Outcome make(CompareInput in) {
        List<RunData> runs = in.runs();
        Style style = in.style();
        Map<RunData, List<ServeLevel>> series = new LinkedHashMap<>();
        for (RunData r : runs) {
            if (!r.serveLevels().isEmpty()) {
                series.put(r, r.serveLevels());
            }
        }
        if (series.isEmpty()) {
            return new Outcome.Skipped("serving", "no run has serving levels");
        }
        List<ServingMetric> metrics = List.of(
                new ServingMetric("Output tokens/s", ServeLevel::outputTokensPerS, false, "output_tokens_per_s"),
                new ServingMetric("Time to first token, median (ms)", ServeLevel::ttftP50, true, "ttft_ms"),
                new ServingMetric("Time between tokens, median (ms)", ServeLevel::itlP50, false, "itl_ms"));
        Table table = new Table("metric", "run", "clients", "value");
        List<PanelPlot> panels = new ArrayList<>();
        java.util.TreeSet<Double> clients = new java.util.TreeSet<>();
        series.values().forEach(levels -> levels.forEach(l -> clients.add(l.concurrency())));
        double cmin = clients.first();
        double cmax = clients.last();
        double pad = (cmax - cmin) * 0.05 == 0 ? 0.5 : (cmax - cmin) * 0.05;
        List<LegendGuide.Entry> entries = new ArrayList<>();
        for (int index = 0; index < metrics.size(); index++) {
            ServingMetric m = metrics.get(index);
            PanelPlot.Builder b = PanelPlot.builder("compare-serving-" + index).title(m.title()).letter(Idioms.letter(style, index));
            double lo = Double.POSITIVE_INFINITY;
            double hi = Double.NEGATIVE_INFINITY;
            int k = 0;
            for (Map.Entry<RunData, List<ServeLevel>> e : series.entrySet()) {
                List<ServeLevel> levels = e.getValue();
                List<Double> xs = new ArrayList<>();
                List<Double> ys = new ArrayList<>();
                for (ServeLevel level : levels) {
                    Double y = m.value().apply(level);
                    table.add(m.title(), e.getKey().label(), level.concurrencyCell(), y);
                    if (y != null && (!m.log() || y > 0)) {
                        xs.add(level.concurrency());
                        ys.add(y);
                        lo = Math.min(lo, y);
                        hi = Math.max(hi, y);
                    }
                }
                Stroke stroke = dev.figmark.chart.Layers.seriesStroke(k, style.printSafe());
                SeriesValues s = new SeriesValues(e.getKey().label(), xs.stream().mapToDouble(Double::doubleValue).toArray(), ys.stream().mapToDouble(Double::doubleValue).toArray());
                if (s.size() >= 2) {
                    b.layer(Layers.line(s, stroke));
                }
                b.layer(Layers.markers(s, Marker.Shape.CIRCLE, 3, stroke.color(), Color.WHITE, 0.5));
                if (index == 0) {
                    entries.add(new LegendGuide.Entry(e.getKey().label(), new LegendGuide.Line(stroke, Marker.Shape.CIRCLE, stroke.color(), Color.WHITE)));
                }
                k++;
            }
            if (Double.isInfinite(lo)) {
                lo = m.log() ? 1 : 0;
                hi = lo * 10 + 1;
            }
            b.x(AxisGuide.builder(Scale.linear(cmin - pad, cmax + pad)).ticks(new ArrayList<>(clients), Formats::plain).label("Concurrent clients").build());
            b.y(valueAxis(m.log(), lo, hi));
            panels.add(b.build());
        }
        int columns = Idioms.columns(style, panels.size(), 1);
        int gridRows = (int) Math.ceil(panels.size() / (double) columns);
        LegendGuide legend = series.size() >= 2 ? new LegendGuide(entries, LegendGuide.Placement.FIGURE_LEFT) : null;
        FigurePlot figure = new FigurePlot(style.widthPt(), in.height(gridRows * (style.wide() ? 1.9 : 1.35)), style.title(), legend, "", Idioms.grid(panels, columns));
        String who = String.join(", ", series.keySet().stream().map(RunData::label).toList());
        return new Outcome.Made(new Product("compare_serving", figure, table, "Serving under increasing concurrency for " + who + ", as a streaming client saw it.",
                style.height() <= 0, dev.figmark.product.Reading.of("line chart", "metric", "run", "clients", "value")));
    }

    /** A metric's axis over its values from {@code lo} to {@code hi}: log with 5 % margins, or from zero with 5 % above. */
    private static AxisGuide valueAxis(boolean log, double lo, double hi) {
        if (log) {
            double a = Math.log10(lo);
            double c = Math.log10(hi);
            double margin = (c - a) * 0.05 == 0 ? 0.05 : (c - a) * 0.05;
            double ymin = Math.pow(10, a - margin);
            double ymax = Math.pow(10, c + margin);
            return AxisGuide.builder(Scale.log10(ymin, ymax)).ticks(Ticks.log(ymin, ymax, 10, Ticks.seedLogSubs(ymin, ymax), 12), Formats::compact)
                    .grid(true).spine(false).tickLength(0).build();
        }
        double top = hi + 0.05 * (hi - Math.min(lo, hi));
        if (top <= 0) {
            top = 1;
        }
        return AxisGuide.builder(Scale.linear(0, top)).locator(TickLocator.autoY(Formats::compact)).grid(true).spine(false).tickLength(0).build();
    }
}
