package dev.figmark.recipes.run;

import dev.figmark.chart.Layers;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.SeriesValues;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Ticks;
import dev.figmark.data.Request;
import dev.figmark.data.RunData;
import dev.figmark.data.ServeLevel;
import dev.figmark.product.Outcome;
import dev.figmark.product.Table;
import dev.figmark.recipe.Idioms;
import dev.figmark.scene.Stroke;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Serving throughput by concurrent clients, and the distributions of time to first token and between tokens. */
final class Serving extends RunRecipe {

    Serving() {
        super("serving", "throughput by concurrent clients, and latency distributions");
    }

    @Override
    double largestNumber(RunInput in) {
        return in.run().serveLevels().stream().map(ServeLevel::outputTokensPerS).filter(java.util.Objects::nonNull)
                .mapToDouble(Double::doubleValue).max().orElse(0);
    }

    @Override
    public Outcome make(RunInput in) {
        RunData run = in.run();
        Style style = in.style();
        Typesetter type = in.type();
        List<ServeLevel> levels = run.serveLevels();
        if (levels.isEmpty()) {
            return new Outcome.Skipped("serving", "no serving levels in the run's throughput table");
        }
        Map<Double, List<Request>> byLevel = new LinkedHashMap<>();
        for (Request r : run.requests()) {
            byLevel.computeIfAbsent(r.level(), k -> new ArrayList<>()).add(r);
        }
        boolean raw = !byLevel.isEmpty();
        Table table = new Table("series", "clients", "index", "value");
        java.util.Map<String, String> legendNames = new java.util.HashMap<>();
        List<String> names = levels.stream().map(Serving::clients).toList();
        List<Double> values = levels.stream().map(ServeLevel::outputTokensPerS).toList();
        List<PanelPlot> panels = new ArrayList<>();
        RunInput.NumberStyle numbers = new RunInput.NumberStyle(Math.max(in.numbers().largest(), largestNumber(in)));
        panels.add(Idioms.hbars("serving-throughput", names, values, numbers.values(), "Output tokens/s by concurrent clients", Palette.series(0), null,
                true, Idioms.letter(style, 0)));
        for (int i = 0; i < names.size(); i++) {
            table.add("output_tokens_per_s", names.get(i), "", values.get(i));
        }
        LegendGuide legend = null;
        String unshown = "";
        if (raw) {
            List<SeriesValues> ttft = new ArrayList<>();
            List<SeriesValues> gaps = new ArrayList<>();
            List<LegendGuide.Entry> entries = new ArrayList<>();
            List<Integer> styleIndex = new ArrayList<>();
            long zeroGaps = 0;
            long zeroFirst = 0;
            for (int k = 0; k < levels.size(); k++) {
                ServeLevel level = levels.get(k);
                String label = clients(level) + " client" + (level.concurrency() > 1 ? "s" : "");
                legendNames.put(clients(level), label);
                List<Request> requests = byLevel.getOrDefault(level.concurrency(), List.of());
                double[] t = requests.stream().mapToDouble(r -> r.ttftS() * 1000).toArray();
                double[] g = requests.stream().flatMapToDouble(r -> Arrays.stream(r.itlS()).map(v -> v * 1000)).toArray();
                Stroke stroke = Layers.seriesStroke(k, style.printSafe());
                zeroGaps += notPositive(g);
                zeroFirst += notPositive(t);
                if (t.length > 0) {
                    ttft.add(cdf(label, t));
                    styleIndex.add(k);
                    for (int i = 0; i < t.length; i++) {
                        table.add("ttft_ms", level.concurrencyCell(), (long) i, Table.round(t[i], 3));
                    }
                }
                if (g.length > 0) {
                    gaps.add(cdf(label, g));
                    for (int i = 0; i < g.length; i++) {
                        table.add("itl_ms", level.concurrencyCell(), (long) i, Table.round(g[i], 3));
                    }
                }
                if (t.length > 0) {
                    entries.add(new LegendGuide.Entry(label, LegendGuide.Line.of(stroke)));
                }
            }
            panels.add(cdfPanel(style, numbers, "serving-ttft", "Time to first token, share of requests", ttft, styleIndex, 1));
            panels.add(cdfPanel(style, numbers, "serving-itl", "Time between tokens, share of gaps", gaps, styleIndex, 2));
            unshown = (zeroFirst > 0 ? " " + zeroFirst + (zeroFirst == 1 ? " time" : " times") + " to first token of 0 ms" : "")
                    + (zeroFirst > 0 && zeroGaps > 0 ? " and" : "")
                    + (zeroGaps > 0 ? " " + zeroGaps + (zeroGaps == 1 ? " gap" : " gaps") + " of 0 ms between tokens (tokens that arrived together)" : "");
            if (levels.size() >= 2) {
                legend = new LegendGuide(entries, LegendGuide.Placement.FIGURE_RIGHT);
            }
        }
        int columns = Idioms.columns(style, panels.size(), 1);
        double rowHeight = raw ? (style.wide() ? 1.6 : 1.3) : 0.34 + 0.2 * levels.size();
        int gridRows = (int) Math.ceil(panels.size() / (double) columns);
        return new Outcome.Made(in.product("serving", Idioms.grid(panels, columns), gridRows * rowHeight, legend, "", table,
                caption(in, levels, raw, unshown) + ".",
                dev.figmark.product.Reading.of("line chart and cumulative distributions", "series", "clients", null, "value").named(legendNames)));
    }

    /** The caption: throughput at the first and last level, the distributions when the run has its requests, and what log axes leave out. */
    private static String caption(RunInput in, List<ServeLevel> levels, boolean raw, String unshown) {
        ServeLevel first = levels.get(0);
        ServeLevel last = levels.get(levels.size() - 1);
        String caption = "Serving " + in.run().label() + in.on() + ": output throughput by number of concurrent clients";
        if (levels.size() >= 2) {
            caption += " (" + PyFormat.fixed(first.outputTokensPerS(), 0, true) + " tokens/s at " + clients(first) + ", "
                    + PyFormat.fixed(last.outputTokensPerS(), 0, true) + " at " + clients(last) + ")";
        }
        if (raw) {
            caption += ", and the distributions of time to first token and time between tokens as a client saw them";
        }
        if (!unshown.isEmpty()) {
            caption += "; the log axes cannot show" + unshown + ", which count in the shares but are not drawn";
        }
        return caption;
    }

    /**
     * Sorted values against their share of all of them, from the first one above zero: a log axis has no place for
     * a zero (a gap between tokens that arrived together), so zeros are counted in every share but not drawn, and
     * the axis follows the values it can show. The caption says how many there were.
     */
    private static SeriesValues cdf(String label, double[] values) {
        double[] x = values.clone();
        Arrays.sort(x);
        int zeros = 0;
        while (zeros < x.length && !(x[zeros] > 0)) {
            zeros++;
        }
        double[] shown = Arrays.copyOfRange(x, zeros, x.length);
        double[] y = new double[shown.length];
        for (int i = 0; i < y.length; i++) {
            y[i] = (zeros + i + 1) / (double) x.length;
        }
        return new SeriesValues(label, shown, y);
    }

    /** How many of the values a log axis cannot show: zero or less. */
    private static long notPositive(double[] values) {
        return Arrays.stream(values).filter(v -> !(v > 0)).count();
    }

    private static PanelPlot cdfPanel(Style style, RunInput.NumberStyle numbers, String key, String title, List<SeriesValues> series,
                                                    List<Integer> styleIndex, int letter) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (SeriesValues s : series) {
            if (s.size() > 0) {
                lo = Math.min(lo, s.x(0));
                hi = Math.max(hi, s.x(s.size() - 1));
            }
        }
        if (Double.isInfinite(lo)) {
            lo = 1;
            hi = 10;
        }
        // matplotlib's autoscale: 5 % margins on each side, in log space.
        double a = Math.log10(lo);
        double b = Math.log10(hi);
        double margin = (b - a) * 0.05;
        if (margin == 0) {
            margin = 0.05;
        }
        // A span of hundreds of decades (a damaged report) must not underflow the axis to zero.
        double xmin = Math.max(Math.pow(10, a - margin), Double.MIN_NORMAL);
        double xmax = Math.min(Math.pow(10, b + margin), Double.MAX_VALUE);
        PanelPlot.Builder builder = dev.figmark.chart.PanelPlot.builder(key).title(title)
                .x(AxisGuide.builder(Scale.log10(xmin, xmax)).ticks(Ticks.log(xmin, xmax, 10, Ticks.seedLogSubs(xmin, xmax), 12), numbers.ticks())
                        .grid(true).label("ms").build())
                .y(AxisGuide.builder(Scale.linear(0, 1)).ticks(List.of(0.0, 0.5, 1.0), Formats::plain).grid(true).spine(false).tickLength(0).build())
                .letter(Idioms.letter(style, letter));
        for (int i = 0; i < series.size(); i++) {
            builder.layer(Layers.steps(series.get(i), Layers.seriesStroke(styleIndex.get(Math.min(i, styleIndex.size() - 1)), style.printSafe())));
        }
        return builder.build();
    }

    /** The concurrency as the seed prints it: an integer when it is one. */
    static String clients(ServeLevel level) {
        double c = level.concurrency();
        return c == Math.rint(c) ? Long.toString((long) c) : PyFormat.repr(c);
    }
}
