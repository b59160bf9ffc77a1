package dev.figmark.recipes.compare;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Formats;
import dev.figmark.data.RunData;
import dev.figmark.data.RunReport;
import dev.figmark.product.Outcome;
import dev.figmark.product.Product;
import dev.figmark.product.Table;
import dev.figmark.recipe.Idioms;
import dev.figmark.recipe.Recipe;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

/** Bars of one number per run, a panel per metric, with error bars where the runs give a spread. */
final class CompareBars implements Recipe<CompareInput> {


    /** A number each run may have, and its spread over repetitions (null: none). */
    record Metric(String title, Function<RunReport, Double> value, Function<RunReport, Double> error) {
    }

    private final String kind;
    private final String stem;
    private final String about;
    private final List<Metric> metrics;
    private final Function<String, String> caption;

    CompareBars(String kind, String about, List<Metric> metrics, Function<String, String> caption) {
        this.kind = kind;
        this.stem = "compare_" + kind;
        this.about = about;
        this.metrics = List.copyOf(metrics);
        this.caption = caption;
    }

    @Override
    public String kind() {
        return kind;
    }

    @Override
    public String about() {
        return about;
    }

    @Override
    public Outcome make(CompareInput in) {
        List<RunData> runs = in.runs();
        Style style = in.style();
        List<Metric> all = metrics;
        List<Metric> shown = all.stream().filter(m -> runs.stream().anyMatch(r -> m.value().apply(r.typed()) != null)).toList();
        if (shown.isEmpty()) {
            return new Outcome.Skipped(kind, "no run has these numbers");
        }
        List<String> labels = runs.stream().map(RunData::label).toList();
        int columns = Idioms.columns(style, shown.size(), 1);
        Table table = new Table("metric", "run", "value", "stddev");
        List<PanelPlot> panels = new ArrayList<>();
        for (int index = 0; index < shown.size(); index++) {
            Metric m = shown.get(index);
            List<Double> values = runs.stream().map(r -> m.value().apply(r.typed())).toList();
            List<Double> errors = m.error() == null ? null : runs.stream().map(r -> {
                Double e = m.error().apply(r.typed());
                return e == null ? 0.0 : e;
            }).toList();
            panels.add(Idioms.hbars(stem + "-" + index, labels, values, Formats::value, m.title(), Palette.series(0), errors,
                    index % columns == 0, Idioms.letter(style, index)));
            for (int i = 0; i < labels.size(); i++) {
                table.add(m.title(), labels.get(i), values.get(i), errors == null ? "" : errors.get(i));
            }
        }
        int gridRows = (int) Math.ceil(shown.size() / (double) columns);
        FigurePlot figure = new FigurePlot(style.widthPt(), in.height(gridRows * (0.34 + 0.2 * runs.size())), style.title(), null, "", Idioms.grid(panels, columns));
        return new Outcome.Made(new Product(stem, figure, table, caption.apply(in.names()), style.height() <= 0,
                dev.figmark.product.Reading.of("bar chart", "metric", null, "run", "value")));
    }
}
