package dev.figmark.figures;

import dev.figmark.chart.Axis;
import dev.figmark.chart.Figure;
import dev.figmark.chart.Formats;
import dev.figmark.chart.Layers;
import dev.figmark.chart.Legend;
import dev.figmark.chart.Palette;
import dev.figmark.chart.PyFormat;
import dev.figmark.chart.Scale;
import dev.figmark.chart.Series;
import dev.figmark.chart.Style;
import dev.figmark.chart.Tick;
import dev.figmark.chart.TickLocator;
import dev.figmark.chart.Ticks;
import dev.figmark.data.Band;
import dev.figmark.data.Request;
import dev.figmark.data.RunData;
import dev.figmark.data.RunReport;
import dev.figmark.data.ServeLevel;
import dev.figmark.data.Timeline;
import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/** The seven figures of one run, as the seed's {@code make_run_figures} draws them. */
public final class RunFigures {

    public static final List<String> KINDS = List.of("lifecycle", "phases", "memory", "movement", "serving", "gpu-time", "hotspots");

    private final RunData run;
    private final Style style;
    private final Typesetter type;

    public RunFigures(RunData run, Style style, Typesetter type) {
        this.run = run;
        this.style = style;
        this.type = type;
    }

    /** Options of the lifecycle figure. */
    public record TimelineOptions(List<String> panels, boolean perGpu, double[] xlim) {
    }

    public Outcome make(String kind, TimelineOptions options) {
        return switch (kind) {
            case "lifecycle" -> lifecycle(options);
            case "phases" -> phases();
            case "memory" -> memory();
            case "movement" -> movement();
            case "serving" -> serving();
            case "gpu-time" -> gpuTime();
            case "hotspots" -> hotspots();
            default -> throw new IllegalArgumentException("unknown figure kind " + kind + "; kinds are " + String.join(", ", KINDS));
        };
    }

    private String on() {
        String hardware = run.hardware();
        return hardware.isEmpty() ? "" : " on " + hardware;
    }

    private double height(double seedInches) {
        return Recipes.inches(style.height() > 0 ? style.height() : seedInches);
    }

    private Drawn drawn(String stem, List<Figure.Row> rows, double seedHeight, Legend legend, String bottomLabel, Table table, String caption) {
        Figure figure = new Figure(style.widthPt(), height(seedHeight), style.title(), legend, bottomLabel, rows);
        return new Drawn(stem, figure, table, caption, style.height() <= 0);
    }

    private Outcome lifecycle(TimelineOptions options) {
        List<Timeline.Panel> panels = Timeline.panels(run, options.panels(), options.perGpu());
        if (panels.isEmpty()) {
            return new Outcome.Skipped("lifecycle", run.lastTick() == null ? "no samples (samples.jsonl.gz is missing or holds no tick)"
                    : "none of the requested panels has data");
        }
        List<Band> bands = run.bands();
        double perPanel = style.width() > 5 ? 0.8 : 0.68;
        double xMax = bands.isEmpty() ? run.seconds(run.lastTick()) : bands.stream().mapToDouble(Band::end).max().orElse(0);
        double x0 = options.xlim() != null ? options.xlim()[0] : 0.0;
        double x1 = options.xlim() != null ? options.xlim()[1] : xMax;
        if (!(x1 > x0)) {
            x1 = x0 + 1;
        }
        Scale xScale = Scale.linear(x0, x1);
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
        List<Figure.Row> rows = new ArrayList<>();
        dev.figmark.chart.Panel ribbon = dev.figmark.chart.Panel.builder("phases")
                .x(Axis.hidden(xScale)).y(Axis.hidden(Scale.linear(0, 1))).frameless(true)
                .layer(Layers.bands(even, Palette.BAND))
                .layer(Layers.bandLabels(spans, names, x0, x1))
                .build();
        rows.add(Figure.Row.fixed(type.lineHeight(style.face(), style.tickSize()) + 1, ribbon));
        Table table = new Table("panel", "series", "time_s", "value");
        for (int index = 0; index < panels.size(); index++) {
            Timeline.Panel p = panels.get(index);
            boolean last = index == panels.size() - 1;
            dev.figmark.chart.Panel.Builder b = dev.figmark.chart.Panel.builder(p.key()).title(p.title())
                    .layer(Layers.bands(even, Palette.BAND));
            List<Legend.Entry> entries = new ArrayList<>();
            double peak = Double.NEGATIVE_INFINITY;
            for (int k = 0; k < p.series().size(); k++) {
                Series series = p.series().get(k);
                table.addSeries(p.key(), series.label(), series, 3);
                Stroke stroke = Layers.seriesStroke(k, style.printSafe());
                b.layer(Layers.line(series, stroke));
                if (!series.label().isEmpty()) {
                    entries.add(new Legend.Entry(series.label(), Legend.Line.of(stroke)));
                }
                if (series.size() > 0) {
                    peak = Math.max(peak, series.maxY(0));
                }
            }
            if (Double.isInfinite(peak)) {
                peak = 1.0;
            }
            double top = p.top() != null ? p.top() : Math.max(peak * 1.12, 1e-6);
            b.y(Axis.builder(Scale.linear(0, top)).ticks(Ticks.maxN(0, top, 3, 2), Formats::compact).grid(true).spine(false).tickLength(0).build());
            b.x(Axis.builder(xScale).locator(TickLocator.auto(Formats::plain)).tickLabels(last)
                    .label(last ? "Time since process start (s)" : "").build());
            if (entries.size() >= 2) {
                b.legend(new Legend(entries, Legend.Placement.ABOVE_RIGHT));
            }
            b.letter(Recipes.letter(style, index));
            rows.add(new Figure.Row(1.0, 0, List.of(new Figure.Cell(b.build(), 1.0))));
        }
        List<String> panelNames = panels.stream().map(p -> Timeline.PANEL_NAMES.get(p.key())).toList();
        List<String> phaseText = new ArrayList<>();
        for (String group : run.workingGroups()) {
            if (!group.equals("idle") && !group.equals("startup")) {
                phaseText.add(group + " " + PyFormat.fixed(run.group(group).wall(), 1, false) + " s");
            }
        }
        String caption = "Lifecycle of " + run.label() + on() + ": " + String.join(", ", panelNames) + ", from process start. Bands mark phases ("
                + String.join(", ", phaseText) + ").";
        return new Outcome.Made(drawn("lifecycle", rows, 0.4 + perPanel * panels.size(), null, "", table, caption));
    }

    /** A number a group summary may have, and how to read it (the value as the report wrote it, for the CSV). */
    private record Metric(String title, Function<RunReport.GroupSummary, Object> getter) {
        Double value(RunReport.GroupSummary g) {
            Object v = getter.apply(g);
            return v == null ? null : ((Number) v).doubleValue();
        }
    }

    private Outcome phases() {
        List<String> groups = run.workingGroups();
        if (groups.isEmpty()) {
            return new Outcome.Skipped("phases", "no phase group with a wall time of 5 ms or more");
        }
        List<Metric> metrics = new ArrayList<>(List.of(
                new Metric("Wall time (s)", RunReport.GroupSummary::wallS),
                new Metric("GPU utilization (%)", RunReport.GroupSummary::gpuUtilAvg),
                new Metric("Host CPU (cores)", RunReport.GroupSummary::hostBusyCores),
                new Metric("GPU energy (kJ)", g -> divide(g.gpuEnergyJ(), 1000))));
        metrics.removeIf(m -> groups.stream().allMatch(g -> m.value(run.group(g)) == null));
        int columns = Recipes.columns(style, metrics.size(), 2);
        List<dev.figmark.chart.Panel> panels = new ArrayList<>();
        Table table = new Table("metric", "phase", "value");
        for (int index = 0; index < metrics.size(); index++) {
            Metric m = metrics.get(index);
            List<Double> values = groups.stream().map(g -> m.value(run.group(g))).toList();
            panels.add(Recipes.hbars("phases-" + index, groups, values, Formats::value, m.title(), Palette.series(0), null,
                    index % columns == 0, Recipes.letter(style, index)));
            for (String g : groups) {
                table.add(m.title(), g, m.getter().apply(run.group(g)));
            }
        }
        int gridRows = (int) Math.ceil(metrics.size() / (double) columns);
        return new Outcome.Made(drawn("phases", Recipes.grid(panels, columns), gridRows * (0.32 + 0.17 * groups.size()), null, "", table,
                "Per-phase summary of " + run.label() + on() + ": wall time, GPU utilization, host CPU and GPU energy."));
    }

    private static Double divide(Double value, double by) {
        return value == null ? null : value / by;
    }

    private Outcome memory() {
        List<String> groups = new ArrayList<>(run.workingGroups());
        groups.remove("idle");
        if (groups.isEmpty()) {
            return new Outcome.Skipped("memory", "no phase group with a wall time of 5 ms or more");
        }
        RunReport.Memory memory = run.typed().memory();
        List<Metric> columns = new ArrayList<>(List.of(
                new Metric("GPU memory, peak (GiB)", g -> divide(g.gpuMemPeakMib(), 1024)),
                new Metric("Host anonymous, peak (GiB)", g -> divide(g.hostAnonPeakMib(), 1024)),
                new Metric("Host file-backed, peak (GiB)", g -> divide(g.hostFilePeakMib(), 1024))));
        columns.removeIf(m -> groups.stream().allMatch(g -> m.value(run.group(g)) == null));
        List<RunReport.BreakdownRow> breakdown = memory.breakdown().stream().filter(RunReport.BreakdownRow::self).toList();
        List<RunReport.DevicePeak> devices = memory.devices();
        boolean extra = !breakdown.isEmpty() || devices.size() > 1;
        boolean wide = style.wide();
        int topRows = wide ? 1 : columns.size();
        double topHeight = (0.28 + 0.17 * groups.size()) * topRows;
        int deviceRows = Math.max(breakdown.size(), devices.size());
        boolean both = !breakdown.isEmpty() && devices.size() > 1;
        double bottomHeight = extra ? (0.34 + 0.17 * deviceRows) * (both && !wide ? 2 : 1) : 0.0;
        Table table = new Table("panel", "row", "part", "gib");
        List<dev.figmark.chart.Panel> top = new ArrayList<>();
        int letter = 0;
        for (int index = 0; index < columns.size(); index++) {
            Metric m = columns.get(index);
            List<Double> values = groups.stream().map(g -> m.value(run.group(g))).toList();
            top.add(Recipes.hbars("memory-" + index, groups, values, Formats::value, m.title(), Palette.series(0), null,
                    index == 0 || !wide, Recipes.letter(style, letter++)));
            for (int i = 0; i < groups.size(); i++) {
                table.add(m.title(), groups.get(i), "", values.get(i));
            }
        }
        List<Figure.Row> rows = new ArrayList<>();
        double perTop = wide ? topHeight : topHeight / Math.max(1, topRows);
        if (wide) {
            rows.add(new Figure.Row(perTop, 0, top.stream().map(p -> new Figure.Cell(p, 1.0)).toList()));
        } else {
            for (dev.figmark.chart.Panel p : top) {
                rows.add(new Figure.Row(perTop, 0, List.of(new Figure.Cell(p, 1.0))));
            }
        }
        List<dev.figmark.chart.Panel> bottom = new ArrayList<>();
        if (devices.size() > 1) {
            List<String> labels = devices.stream().map(d -> "GPU " + Table.cell(d.index())).toList();
            List<Double> values = devices.stream().map(d -> (d.peakMib() == null ? 0.0 : d.peakMib()) / 1024).toList();
            bottom.add(Recipes.hbars("memory-per-gpu", labels, values, Formats::value, "Peak per GPU, above idle (GiB)", Palette.series(0), null,
                    true, Recipes.letter(style, letter++)));
            for (int i = 0; i < labels.size(); i++) {
                table.add("Peak per GPU, above idle (GiB)", labels.get(i), "", values.get(i));
            }
        }
        if (!breakdown.isEmpty()) {
            List<String> labels = breakdown.stream().map(r -> r.name().startsWith("Meta") ? r.name() + " (per GPU)" : r.name()).toList();
            dev.figmark.chart.Panel.Builder b = dev.figmark.chart.Panel.builder("memory-engine").title("Engine's own table (GiB)");
            List<Double> left = new ArrayList<>(java.util.Collections.nCopies(labels.size(), 0.0));
            List<Legend.Entry> entries = new ArrayList<>();
            String[] parts = {"model", "context", "compute"};
            List<Function<RunReport.BreakdownRow, Double>> fields = List.of(RunReport.BreakdownRow::model, RunReport.BreakdownRow::context,
                    RunReport.BreakdownRow::compute);
            for (int k = 0; k < parts.length; k++) {
                String part = parts[k];
                Function<RunReport.BreakdownRow, Double> field = fields.get(k);
                List<Double> values = breakdown.stream().map(r -> (field.apply(r) == null ? 0.0 : field.apply(r)) / 1024).toList();
                Hatch.Pattern hatch = style.printSafe() ? Palette.hatch(k) : null;
                b.layer(Layers.stackedPart(List.copyOf(left), values, Palette.series(k), hatch));
                entries.add(new Legend.Entry(part, new Legend.Patch(Palette.series(k), hatch == null ? null : Hatch.of(hatch, Color.WHITE))));
                for (int i = 0; i < labels.size(); i++) {
                    table.add("Engine's own table (GiB)", labels.get(i), part, values.get(i));
                    left.set(i, left.get(i) + values.get(i));
                }
            }
            double most = left.stream().mapToDouble(Double::doubleValue).filter(Double::isFinite).max().orElse(0);
            double xmax = (most == 0 ? 1.0 : most) * 1.05;
            b.x(Axis.builder(Scale.linear(0, xmax)).ticks(Ticks.maxN(0, xmax, 4, 2), Formats::plain).grid(true).spine(false).build());
            b.y(Recipes.categories(labels, true, null));
            b.legend(new Legend(entries, Legend.Placement.BELOW_RIGHT));
            b.letter(Recipes.letter(style, letter));
            bottom.add(b.build());
        }
        if (!bottom.isEmpty()) {
            double perBottom = 0.34 + 0.17 * deviceRows;
            if (wide) {
                rows.add(new Figure.Row(perBottom, 0, bottom.stream().map(p -> new Figure.Cell(p, 1.0)).toList()));
            } else {
                for (dev.figmark.chart.Panel p : bottom) {
                    rows.add(new Figure.Row(perBottom, 0, List.of(new Figure.Cell(p, 1.0))));
                }
            }
        }
        Double peak = memory.gpuPeakTotalMib();
        String caption = "Memory of " + run.label() + on() + " by phase";
        if (peak != null && peak != 0) {
            caption += ". GPU memory peaks at " + PyFormat.fixed(peak / 1024, 1, false) + " GiB above idle over the GPUs in use";
        }
        return new Outcome.Made(drawn("memory", rows, topHeight + bottomHeight + 0.2, null, "", table, caption + "."));
    }

    private record Flow(String label, Function<RunReport.GroupSummary, Double> getter) {
    }

    private Outcome movement() {
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
        double top = 0;
        for (List<Double> row : values) {
            for (Double v : row) {
                if (v != null && v >= 1.0) {
                    top = Math.max(top, Math.log10(Math.max(v, 1.0)));
                }
            }
        }
        if (top == 0) {
            top = 1.0;
        }
        List<List<Color>> fills = new ArrayList<>();
        List<List<String>> texts = new ArrayList<>();
        List<List<Color>> inks = new ArrayList<>();
        Table table = new Table("flow", "phase", "mib");
        for (int i = 0; i < labels.size(); i++) {
            List<Color> fillRow = new ArrayList<>();
            List<String> textRow = new ArrayList<>();
            List<Color> inkRow = new ArrayList<>();
            for (int j = 0; j < groups.size(); j++) {
                Double v = values.get(i).get(j);
                table.add(labels.get(i), groups.get(j), v);
                boolean shown = v != null && v >= 1.0;
                double fraction = shown ? Math.log10(Math.max(v, 1.0)) / top : 0.0;
                fillRow.add(shown ? Palette.sequential(fraction) : null);
                textRow.add(Formats.size(v));
                inkRow.add(fraction > 0.55 ? Color.WHITE : shown ? Palette.INK : Palette.MUTED);
            }
            fills.add(fillRow);
            texts.add(textRow);
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
        dev.figmark.chart.Panel panel = dev.figmark.chart.Panel.builder("movement")
                .x(Axis.builder(Scale.linear(-0.5, groups.size() - 0.5)).ticks(xTicks).opposite(true).tickLength(0).spine(false).categorical(true).build())
                .y(Axis.builder(Scale.linear(labels.size() - 0.5, -0.5)).ticks(yTicks).tickLength(0).spine(false).categorical(true).build())
                .layer(Layers.heatCells(fills, texts, inks))
                .letter(Recipes.letter(style, 0))
                .build();
        return new Outcome.Made(drawn("movement", List.of(Figure.Row.of(1.0, panel)), 0.34 + 0.2 * labels.size(), null, "", table,
                "Data moved between tiers per phase for " + run.label() + on() + ". Color is on a log scale. Disk and swap counters include other "
                        + "processes on the machine; PCIe traffic is sampled about once a second and so is an estimate."));
    }

    private Outcome serving() {
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
        List<String> names = levels.stream().map(ServeLevel::clients).toList();
        List<Double> values = levels.stream().map(ServeLevel::outputTokensPerS).toList();
        List<dev.figmark.chart.Panel> panels = new ArrayList<>();
        panels.add(Recipes.hbars("serving-throughput", names, values, Formats::value, "Output tokens/s by concurrent clients", Palette.series(0), null,
                true, Recipes.letter(style, 0)));
        for (int i = 0; i < names.size(); i++) {
            table.add("output_tokens_per_s", names.get(i), "", values.get(i));
        }
        Legend legend = null;
        if (raw) {
            List<Series> ttft = new ArrayList<>();
            List<Series> gaps = new ArrayList<>();
            List<Legend.Entry> entries = new ArrayList<>();
            List<Integer> styleIndex = new ArrayList<>();
            for (int k = 0; k < levels.size(); k++) {
                ServeLevel level = levels.get(k);
                String label = level.clients() + " client" + (level.concurrency() > 1 ? "s" : "");
                List<Request> requests = byLevel.getOrDefault(level.concurrency(), List.of());
                double[] t = requests.stream().mapToDouble(r -> r.ttftS() * 1000).toArray();
                double[] g = requests.stream().flatMapToDouble(r -> Arrays.stream(r.itlS()).map(v -> v * 1000)).toArray();
                Stroke stroke = Layers.seriesStroke(k, style.printSafe());
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
                    entries.add(new Legend.Entry(label, Legend.Line.of(stroke)));
                }
            }
            panels.add(cdfPanel("serving-ttft", "Time to first token, share of requests", ttft, styleIndex, 1));
            panels.add(cdfPanel("serving-itl", "Time between tokens, share of gaps", gaps, styleIndex, 2));
            if (levels.size() >= 2) {
                legend = new Legend(entries, Legend.Placement.FIGURE_RIGHT);
            }
        }
        int columns = Recipes.columns(style, panels.size(), 1);
        double rowHeight = raw ? (style.wide() ? 1.6 : 1.3) : 0.34 + 0.2 * levels.size();
        int gridRows = (int) Math.ceil(panels.size() / (double) columns);
        ServeLevel first = levels.get(0);
        ServeLevel last = levels.get(levels.size() - 1);
        String caption = "Serving " + run.label() + on() + ": output throughput by number of concurrent clients";
        if (levels.size() >= 2) {
            caption += " (" + PyFormat.fixed(first.outputTokensPerS(), 0, true) + " tokens/s at " + first.clients() + ", "
                    + PyFormat.fixed(last.outputTokensPerS(), 0, true) + " at " + last.clients() + ")";
        }
        if (raw) {
            caption += ", and the distributions of time to first token and time between tokens as a client saw them";
        }
        return new Outcome.Made(drawn("serving", Recipes.grid(panels, columns), gridRows * rowHeight, legend, "", table, caption + "."));
    }

    /** Sorted values, floored at a microsecond (a log axis has no place for zero gaps), against their share. */
    private static Series cdf(String label, double[] values) {
        double[] x = values.clone();
        for (int i = 0; i < x.length; i++) {
            x[i] = Math.max(x[i], 1e-3);
        }
        Arrays.sort(x);
        double[] y = new double[x.length];
        for (int i = 0; i < y.length; i++) {
            y[i] = (i + 1) / (double) y.length;
        }
        return new Series(label, x, y);
    }

    private dev.figmark.chart.Panel cdfPanel(String key, String title, List<Series> series, List<Integer> styleIndex, int letter) {
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (Series s : series) {
            lo = Math.min(lo, s.x(0));
            hi = Math.max(hi, s.x(s.size() - 1));
        }
        if (series.isEmpty()) {
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
        double xmin = Math.pow(10, a - margin);
        double xmax = Math.pow(10, b + margin);
        dev.figmark.chart.Panel.Builder builder = dev.figmark.chart.Panel.builder(key).title(title)
                .x(Axis.builder(Scale.log10(xmin, xmax)).ticks(Ticks.log(xmin, xmax, 10, Ticks.seedLogSubs(xmin, xmax), 12), Formats::compact)
                        .grid(true).label("ms").build())
                .y(Axis.builder(Scale.linear(0, 1)).ticks(List.of(0.0, 0.5, 1.0), Formats::plain).grid(true).spine(false).tickLength(0).build())
                .letter(Recipes.letter(style, letter));
        for (int i = 0; i < series.size(); i++) {
            builder.layer(Layers.steps(series.get(i), Layers.seriesStroke(styleIndex.get(Math.min(i, styleIndex.size() - 1)), style.printSafe())));
        }
        return builder.build();
    }

    private Outcome gpuTime() {
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
        double seedHeight = 0;
        for (String g : chosen) {
            seedHeight += 0.42 + 0.17 * Math.max(groups.get(g).devices().size(), 6);
        }
        seedHeight *= wide ? 1 : 2;
        Table table = new Table("phase", "row", "part", "percent");
        String[] partNames = {"kernels", "collectives", "copies", "idle"};
        List<Function<RunReport.NsysDevice, Double>> keys = List.of(RunReport.NsysDevice::kernelMs, RunReport.NsysDevice::commMs,
                RunReport.NsysDevice::copyMs, RunReport.NsysDevice::idleMs);
        Color[] colors = {Palette.series(0), Palette.series(1), Palette.series(2), Palette.NEUTRAL_FILL};
        List<Figure.Row> rows = new ArrayList<>();
        Legend legend = null;
        for (int r = 0; r < chosen.size(); r++) {
            String group = chosen.get(r);
            RunReport.NsysGroup entry = groups.get(group);
            List<RunReport.NsysDevice> devices = entry.devices();
            List<String> labels = devices.stream().map(d -> "GPU " + Table.cell(d.device())).toList();
            dev.figmark.chart.Panel.Builder b = dev.figmark.chart.Panel.builder("gpu-time-" + group).title(group + ": share of each GPU's time (%)");
            List<Double> left = new ArrayList<>(java.util.Collections.nCopies(devices.size(), 0.0));
            List<Legend.Entry> entries = new ArrayList<>();
            for (int k = 0; k < partNames.length; k++) {
                Function<RunReport.NsysDevice, Double> key = keys.get(k);
                List<Double> shares = devices.stream().map(d -> {
                    double span = d.spanMs() == null ? 0.0 : d.spanMs();
                    double part = key.apply(d) == null ? 0.0 : key.apply(d);
                    return span != 0 ? 100 * part / span : 0.0;
                }).toList();
                Hatch.Pattern hatch = style.printSafe() ? Palette.hatch(k) : null;
                b.layer(Layers.stackedPart(List.copyOf(left), shares, colors[k], hatch));
                entries.add(new Legend.Entry(partNames[k], new Legend.Patch(colors[k], hatch == null ? null : Hatch.of(hatch, Color.WHITE))));
                for (int i = 0; i < labels.size(); i++) {
                    table.add(group, labels.get(i), partNames[k], Table.round(shares.get(i), 2));
                    left.set(i, left.get(i) + shares.get(i));
                }
            }
            b.x(Axis.builder(Scale.linear(0, 100)).ticks(List.of(0.0, 25.0, 50.0, 75.0, 100.0), Formats::plain).grid(true).spine(false).build());
            b.y(Recipes.categories(labels, true, null));
            b.letter(Recipes.letter(style, 2 * r));
            if (r == 0) {
                legend = new Legend(entries, Legend.Placement.FIGURE_LEFT);
            }
            List<RunReport.Kernel> top = entry.topKernels().subList(0, Math.min(8, entry.topKernels().size()));
            List<String> kernelLabels = FunctionNames.distinct(top.stream().map(k -> shorten(k.name(), 30)).toList());
            List<Double> kernelShares = top.stream().map(k -> 100 * (k.share() == null ? 0.0 : k.share())).toList();
            dev.figmark.chart.Panel kernels = Recipes.hbars("gpu-time-" + group + "-kernels", kernelLabels, kernelShares, v -> PyFormat.fixed(v, 0, false) + "%",
                    group + ": top kernels, share of kernel time", Palette.series(0), null, true, Recipes.letter(style, 2 * r + 1));
            for (RunReport.Kernel k : top) {
                table.add(group, k.name(), "kernel share", Table.round(100 * (k.share() == null ? 0.0 : k.share()), 2));
            }
            double ratio = 0.42 + 0.17 * Math.max(devices.size(), 6);
            if (wide) {
                rows.add(new Figure.Row(ratio, 0, List.of(new Figure.Cell(b.build(), 1.0), new Figure.Cell(kernels, 0.9))));
            } else {
                rows.add(new Figure.Row(ratio, 0, List.of(new Figure.Cell(b.build(), 1.0))));
                rows.add(new Figure.Row(ratio, 0, List.of(new Figure.Cell(kernels, 1.0))));
            }
        }
        return new Outcome.Made(drawn("gpu_time", rows, seedHeight, legend, "", table,
                "How GPU time divides during " + String.join(", ", chosen) + " for " + run.label() + on() + ", from a trace. Tracing slows the host, "
                        + "so idle reads higher than in an untraced run; use this figure for where time goes, not for speed."));
    }

    /**
     * At most {@code limit} characters. Longer names keep their start and their end around an ellipsis: kernels and
     * functions that share a long prefix stay apart, unlike the seed's cut at the end. The CSV keeps the whole name.
     */
    static String shorten(String name, int limit) {
        int length = name.codePointCount(0, name.length());
        if (length <= limit) {
            return name;
        }
        int head = (limit - 1) / 2;
        int tail = limit - 1 - head;
        return name.substring(0, name.offsetByCodePoints(0, head)) + "…" + name.substring(name.offsetByCodePoints(0, length - tail));
    }

    private Outcome hotspots() {
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
            List<RunReport.Hotspot> top = profile.get(g).self().stream().filter(x -> x.share() != null && x.share() >= 0.01).limit(7).toList();
            tops.put(g, top);
            most = Math.max(most, top.size());
        }
        Table table = new Table("phase", "function", "percent_of_samples", "threads", "cpu_s", "percent_of_wall_on_busiest_thread");
        List<dev.figmark.chart.Panel> panels = new ArrayList<>();
        for (int index = 0; index < chosen.size(); index++) {
            String group = chosen.get(index);
            List<RunReport.Hotspot> top = tops.get(group);
            List<String> labels = FunctionNames.distinct(top.stream().map(x -> FunctionNames.readable(x.name())).toList());
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
            panels.add(dev.figmark.chart.Panel.builder("hotspots-" + group)
                    .title(group + ": " + PyFormat.integer(samples, true) + " samples")
                    .x(Axis.hidden(Scale.linear(0, (peak == 0 ? 1 : peak) * 2.0)))
                    .y(Recipes.categories(labels, true, most))
                    .layer(Layers.hbars(values, Palette.series(0), null, v -> "", peak))
                    .layer(Layers.labels(positions, texts, style.smallSize(), Palette.INK, Text.Anchor.START))
                    .letter(Recipes.letter(style, index))
                    .build());
            for (RunReport.Hotspot x : top) {
                table.add(group, x.name(), Table.round(100 * x.share(), 2), x.threads() == null ? (Object) 1L : x.threads(), x.cpuS(), x.pctOfWall());
            }
        }
        int columns = Recipes.columns(style, panels.size(), 1);
        int gridRows = (int) Math.ceil(panels.size() / (double) columns);
        return new Outcome.Made(drawn("hotspots", Recipes.grid(panels, columns), gridRows * (style.wide() ? 1.75 : 1.35), null, "", table,
                "Host CPU time by function for " + run.label() + on() + ", from per-thread CPU-time sampling, with the number of threads (thr) that ran "
                        + "each function. Sampling slows the run, so use this for where time goes, not for speed."));
    }

    /** The "How it was measured" paragraph, from the run's own report. */
    public static String method(RunData run, String software) {
        RunReport report = run.typed();
        List<String> parts = new ArrayList<>(List.of("Measured with " + software));
        if (report.hzTarget() != null && report.hzTarget() != 0) {
            parts.add("sampling GPU gauges and process memory at " + PyFormat.fixed(report.hzTarget(), 0, false) + " Hz and cumulative counters about twice a second");
        }
        String hardware = run.hardware();
        if (!hardware.isEmpty()) {
            parts.add("on " + hardware);
        }
        if (report.gpuDriver() != null) {
            parts.add("driver " + report.gpuDriver());
        }
        StringBuilder text = new StringBuilder(String.join(", ", parts)).append('.');
        if (report.perturbed()) {
            text.append(" This run was traced or sampled for detail; its speed is not representative.");
        }
        if (report.pageCacheFraction() != null) {
            text.append(' ').append(PyFormat.fixed(report.pageCacheFraction() * 100, 0, false)).append("% of the model was in the page cache at the start.");
        }
        String commit = report.identity().gitCommit();
        if (commit != null && !commit.isEmpty()) {
            text.append(" Engine commit ").append(commit, 0, Math.min(10, commit.length())).append('.');
        }
        String image = report.identity().containerImage();
        if (image != null && !image.isEmpty()) {
            text.append(" Container image ").append(image).append('.');
        }
        return text.toString();
    }
}
