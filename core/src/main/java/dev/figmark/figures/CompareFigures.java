package dev.figmark.figures;

import dev.figmark.chart.Axis;
import dev.figmark.chart.Figure;
import dev.figmark.chart.Formats;
import dev.figmark.chart.Layers;
import dev.figmark.chart.Legend;
import dev.figmark.chart.Palette;
import dev.figmark.chart.Panel;
import dev.figmark.chart.Scale;
import dev.figmark.chart.Series;
import dev.figmark.chart.Style;
import dev.figmark.chart.TickLocator;
import dev.figmark.chart.Ticks;
import dev.figmark.data.RunData;
import dev.figmark.data.RunReport;
import dev.figmark.data.ServeLevel;
import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Stroke;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** Side-by-side figures of several runs, as the seed's {@code make_compare_figures} draws them. */
public final class CompareFigures {

    public static final List<String> KINDS = List.of("speed", "memory", "energy", "phases", "serving");

    /**
     * A phase keeps its colour whichever runs are shown: the common phases each have their own, the rarer ones share
     * a colour with a hatch, and what folds into "other" is neutral.
     */
    private static final Map<String, Integer> PHASE_COLOURS = Map.ofEntries(Map.entry("startup", 0), Map.entry("load", 1), Map.entry("warmup", 2),
            Map.entry("prefill", 3), Map.entry("decode", 4), Map.entry("serve", 5), Map.entry("teardown", 6), Map.entry("run", 7),
            Map.entry("download", 9), Map.entry("setup", 10), Map.entry("observe", 13));

    private final List<RunData> runs;
    private final Style style;
    private final String names;

    public CompareFigures(List<RunData> runs, Style style) {
        this.runs = List.copyOf(runs);
        this.style = style;
        this.names = String.join(", ", runs.stream().map(RunData::label).toList());
    }

    private record Metric(String title, Function<RunReport, Double> value, Function<RunReport, Double> error) {
    }

    public Outcome make(String kind) {
        return switch (kind) {
            case "speed" -> bars("compare_speed", "speed", List.of(
                    new Metric("Prefill (tokens/s)", r -> r.prefill().tokensPerS(), r -> r.prefill().stddev()),
                    new Metric("Decode (tokens/s)", r -> r.decode().tokensPerS(), r -> r.decode().stddev())),
                    "Speed of " + names + ". Error bars show the standard deviation over repetitions.");
            case "memory" -> bars("compare_memory", "memory", List.of(
                    new Metric("GPU memory, peak above idle (GiB)", r -> divide(r.memory().gpuPeakTotalMib()), null),
                    new Metric("Host anonymous, peak (GiB)", r -> divide(r.memory().hostAnonPeakMib()), null),
                    new Metric("Host file-backed, peak (GiB)", r -> divide(r.memory().hostFilePeakMib()), null)),
                    "Peak memory of " + names + ".");
            case "energy" -> bars("compare_energy", "energy", List.of(
                    new Metric("Prefill, GPU energy (J/token)", r -> r.energy().prefill(), null),
                    new Metric("Decode, GPU energy (J/token)", r -> r.energy().decode(), null),
                    new Metric("Serving, GPU energy (J/token)", r -> r.energy().serve(), null)),
                    "GPU energy per token of " + names + ", from the GPUs' energy counters.");
            case "phases" -> phases();
            case "serving" -> serving();
            default -> throw new IllegalArgumentException("unknown comparison " + kind + "; comparisons are " + String.join(", ", KINDS));
        };
    }

    private static Double divide(Double v) {
        return v == null ? null : v / 1024;
    }

    private double height(double seedInches) {
        return Recipes.inches(style.height() > 0 ? style.height() : seedInches);
    }

    private Outcome bars(String stem, String kind, List<Metric> all, String caption) {
        List<Metric> metrics = all.stream().filter(m -> runs.stream().anyMatch(r -> m.value().apply(r.typed()) != null)).toList();
        if (metrics.isEmpty()) {
            return new Outcome.Skipped(kind, "no run has these numbers");
        }
        List<String> labels = runs.stream().map(RunData::label).toList();
        int columns = Recipes.columns(style, metrics.size(), 1);
        Table table = new Table("metric", "run", "value", "stddev");
        List<Panel> panels = new ArrayList<>();
        for (int index = 0; index < metrics.size(); index++) {
            Metric m = metrics.get(index);
            List<Double> values = runs.stream().map(r -> m.value().apply(r.typed())).toList();
            List<Double> errors = m.error() == null ? null : runs.stream().map(r -> {
                Double e = m.error().apply(r.typed());
                return e == null ? 0.0 : e;
            }).toList();
            panels.add(Recipes.hbars(stem + "-" + index, labels, values, Formats::value, m.title(), Palette.series(0), errors,
                    index % columns == 0, Recipes.letter(style, index)));
            for (int i = 0; i < labels.size(); i++) {
                table.add(m.title(), labels.get(i), values.get(i), errors == null ? "" : errors.get(i));
            }
        }
        int gridRows = (int) Math.ceil(metrics.size() / (double) columns);
        Figure figure = new Figure(style.widthPt(), height(gridRows * (0.34 + 0.2 * runs.size())), style.title(), null, "", Recipes.grid(panels, columns));
        return new Outcome.Made(new Drawn(stem, figure, table, caption, style.height() <= 0));
    }

    private Outcome phases() {
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
            bySize.sort((a, b) -> Double.compare(longest(a), longest(b)));
            folded.addAll(bySize.subList(0, order.size() - 7));
            order.removeAll(folded);
        }
        Table table = new Table("run", "phase", "wall_s");
        Panel.Builder b = Panel.builder("compare-phases");
        List<Double> left = new ArrayList<>(java.util.Collections.nCopies(runs.size(), 0.0));
        List<Legend.Entry> entries = new ArrayList<>();
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
            entries.add(new Legend.Entry(part, new Legend.Patch(fill, hatch == null ? null : Hatch.of(hatch, Color.WHITE))));
            for (int i = 0; i < runs.size(); i++) {
                Number wall = runs.get(i).group(part).wallS();
                Object cell = part.equals("other") || wall == null ? (Object) values.get(i) : wall;
                table.add(runs.get(i).label(), part, cell);
                left.set(i, left.get(i) + values.get(i));
            }
        }
        double most = left.stream().mapToDouble(Double::doubleValue).filter(Double::isFinite).max().orElse(1);
        double xmax = (most == 0 ? 1 : most) * 1.05;
        b.x(Axis.builder(Scale.linear(0, xmax)).ticks(Ticks.maxN(0, xmax, 6, 2), Formats::compact).grid(true).spine(false).label("Wall time (s)").build());
        b.y(Recipes.categories(runs.stream().map(RunData::label).toList(), true, null));
        b.legend(new Legend(entries, Legend.Placement.ABOVE_LEFT));
        Figure figure = new Figure(style.widthPt(), height(0.5 + 0.2 * runs.size()), style.title(), null, "", List.of(Figure.Row.of(1, b.build())));
        return new Outcome.Made(new Drawn("compare_phases", figure, table, "Wall time by lifecycle phase for " + names + ".", style.height() <= 0));
    }

    private double longest(String group) {
        return runs.stream().mapToDouble(r -> r.group(group).wall()).max().orElse(0);
    }

    private record ServingMetric(String title, Function<ServeLevel, Double> value, boolean log, String key) {
    }

    private Outcome serving() {
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
        List<Panel> panels = new ArrayList<>();
        java.util.TreeSet<Double> clients = new java.util.TreeSet<>();
        series.values().forEach(levels -> levels.forEach(l -> clients.add(l.concurrency())));
        double cmin = clients.first();
        double cmax = clients.last();
        double pad = (cmax - cmin) * 0.05 == 0 ? 0.5 : (cmax - cmin) * 0.05;
        List<Legend.Entry> entries = new ArrayList<>();
        for (int index = 0; index < metrics.size(); index++) {
            ServingMetric m = metrics.get(index);
            Panel.Builder b = Panel.builder("compare-serving-" + index).title(m.title()).letter(Recipes.letter(style, index));
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
                Series s = new Series(e.getKey().label(), xs.stream().mapToDouble(Double::doubleValue).toArray(), ys.stream().mapToDouble(Double::doubleValue).toArray());
                if (s.size() >= 2) {
                    b.layer(Layers.line(s, stroke));
                }
                b.layer(Layers.markers(s, Marker.Shape.CIRCLE, 3, stroke.color(), Color.WHITE, 0.5));
                if (index == 0) {
                    entries.add(new Legend.Entry(e.getKey().label(), new Legend.Line(stroke, Marker.Shape.CIRCLE, stroke.color(), Color.WHITE)));
                }
                k++;
            }
            if (Double.isInfinite(lo)) {
                lo = m.log() ? 1 : 0;
                hi = lo * 10 + 1;
            }
            b.x(Axis.builder(Scale.linear(cmin - pad, cmax + pad)).ticks(new ArrayList<>(clients), Formats::plain).label("Concurrent clients").build());
            if (m.log()) {
                double a = Math.log10(lo);
                double c = Math.log10(hi);
                double margin = (c - a) * 0.05 == 0 ? 0.05 : (c - a) * 0.05;
                double ymin = Math.pow(10, a - margin);
                double ymax = Math.pow(10, c + margin);
                b.y(Axis.builder(Scale.log10(ymin, ymax)).ticks(Ticks.log(ymin, ymax, 10, Ticks.seedLogSubs(ymin, ymax), 12), Formats::compact)
                        .grid(true).spine(false).tickLength(0).build());
            } else {
                double top = hi + 0.05 * (hi - Math.min(lo, hi));
                if (top <= 0) {
                    top = 1;
                }
                b.y(Axis.builder(Scale.linear(0, top)).locator(TickLocator.autoY(Formats::compact)).grid(true).spine(false).tickLength(0).build());
            }
            panels.add(b.build());
        }
        int columns = Recipes.columns(style, panels.size(), 1);
        int gridRows = (int) Math.ceil(panels.size() / (double) columns);
        Legend legend = series.size() >= 2 ? new Legend(entries, Legend.Placement.FIGURE_LEFT) : null;
        Figure figure = new Figure(style.widthPt(), height(gridRows * (style.wide() ? 1.9 : 1.35)), style.title(), legend, "", Recipes.grid(panels, columns));
        String who = String.join(", ", series.keySet().stream().map(RunData::label).toList());
        return new Outcome.Made(new Drawn("compare_serving", figure, table, "Serving under increasing concurrency for " + who + ", as a streaming client saw it.",
                style.height() <= 0));
    }

}
