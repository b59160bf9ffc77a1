package dev.figmark.compile;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Style;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.kind.Bubbles;
import dev.figmark.compile.kind.KindCompilers;
import dev.figmark.compile.kind.Stacks;
import dev.figmark.compile.look.FigureLooks;
import dev.figmark.compile.look.SeriesColours;
import dev.figmark.compile.out.DataFacts;
import dev.figmark.compile.out.DrawnTable;
import dev.figmark.compile.read.DataTables;
import dev.figmark.model.Description;
import dev.figmark.model.Heatmap;
import dev.figmark.model.Legend;
import dev.figmark.model.Panel;
import dev.figmark.model.Series;
import dev.figmark.product.Product;
import dev.figmark.recipe.Idioms;
import dev.figmark.scene.Color;
import dev.figmark.scene.Units;
import dev.figmark.venue.Rules;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;

/**
 * The figure compiler: a read description's panels compiled to the chart's figure (each panel by DescribedPanel or
 * Heatmaps), with the looks, shared axes, grid and legends they share, the table of exactly what is drawn and the
 * caption. FigureSpec reads the description and is the context every stage reports to.
 */
final class FigureCompiler {

    private final FigureSpec spec;
    private final Description model;
    private final DataTables tables;
    private final SeriesReader series;
    private final DescriptionAxes axes;
    private final Consumer<String> warnings;

    FigureCompiler(FigureSpec spec, DataTables tables, SeriesReader series, DescriptionAxes axes, Consumer<String> warnings) {
        this.spec = spec;
        this.model = spec.model();
        this.tables = tables;
        this.series = series;
        this.axes = axes;
        this.warnings = warnings;
    }

    /** Draws the description in a style: the figure, the table of exactly what it draws, and its caption. */
    Product build(Style style) {
        List<DataTables.Scope> scopes = tables.scopes(model.panels());
        List<Panel> panels = scopes.stream().map(DataTables.Scope::panel).toList();
        dev.figmark.model.Figure options = model.figure() == null ? dev.figmark.model.Figure.DOUBLE.width(null) : model.figure();
        List<Color> palette = SeriesColours.palette(options.palette());
        series.most(palette.size() * FigureLooks.ROUNDS);
        List<List<DrawnSeries>> read = read(scopes);
        PageLimits.check(read, scopes.stream().map(DataTables.Scope::path).toList(), spec);
        axes.largest(read);
        tables.methodFacts();
        FigureLooks looks = new FigureLooks(read, palette, style, s -> KindCompilers.of(s).points(), spec);
        DrawnTable table = DrawnTable.of(read, panels.stream().anyMatch(FigureCompiler::heatmap));
        boolean faceted = !scopes.isEmpty() && scopes.stream().allMatch(DataTables.Scope::faceted);
        int columns = PanelGrid.columns(options, style, panels.size(), faceted, spec);
        // Facets share their axes and their legend, as seaborn's FacetGrid does, unless the figure says otherwise.
        SharedAxes shared = new SharedAxes(options.share() == null && faceted ? dev.figmark.model.Figure.Share.BOTH : options.share(), read, columns);
        DescribedPanel painter = new DescribedPanel(spec, axes, style, looks, shared, table, Bubbles.largest(read));
        boolean figureLegend = options.legend() != null && options.legend().position() != Legend.Position.NONE
                || panels.stream().anyMatch(p -> p.legend() != null && p.legend().position() == Legend.Position.FIGURE);
        List<LegendGuide.Entry> gathered = new ArrayList<>();
        List<List<SeriesColours.Look>> alike = new ArrayList<>();
        List<PanelPlot> built = new ArrayList<>();
        SharedColourBar sharedBar = Boolean.TRUE.equals(options.sharedColorbar()) ? SharedColourBar.of(scopes, spec, this.series) : null;
        for (int p = 0; p < panels.size(); p++) {
            Panel panel = panels.get(p);
            String path = scopes.get(p).path();
            series.in(scopes.get(p));
            if (panel.series().isEmpty() && !Boolean.TRUE.equals(panel.blank())) {
                throw spec.error(path + ".series", "a panel draws at least one series; for an empty place in the grid give \"blank\": true");
            }
            if (Boolean.TRUE.equals(panel.blank())) {
                built.add(Idioms.blank("blank-" + (p + 1)));
                continue;
            }
            PanelPlot.Builder b = PanelPlot.builder("panel-" + (p + 1)).title(panel.title() == null ? "" : panel.title())
                    .letter(Idioms.letter(style, PanelGrid.lettered(panels, p)));
            if (heatmap(panel)) {
                Heatmaps.panel(b, panel, path, p, table, spec, this.series, sharedBar);
                built.add(b.build());
                continue;
            }
            DescribedPanel.Drawn drawn = painter.draw(b, panel, p, read.get(p));
            alike.add(drawn.looks());
            List<LegendGuide.Entry> entries = drawn.entries();
            if (figureLegend && panel.legend() == null || panel.legend() != null && panel.legend().position() == Legend.Position.FIGURE) {
                gathered.addAll(entries);
            } else {
                panelLegend(b, panel.legend(), entries, path);
            }
            built.add(b.build());
        }
        List<String> unused = tables.unused();
        if (!unused.isEmpty()) {
            throw spec.error("data." + unused.get(0), "no panel or series takes its rows from it (\"data\": \"" + unused.get(0) + "\"); use it or leave it out");
        }
        SeriesColours.alike(alike, spec.where()).ifPresent(warnings);
        LegendGuide legend = null;
        if (figureLegend && !gathered.isEmpty()) {
            Legend asked = options.legend();
            legend = new LegendGuide(LegendEntries.merged(gathered), LegendEntries.FIGURE_PLACEMENTS.get(asked == null ? Legend.Position.ABOVE_LEFT
                    : asked.position()), asked == null || asked.columns() == null ? 0 : asked.columns());
        }
        if (Boolean.TRUE.equals(options.outerLabels())) {
            built = PanelGrid.outer(built, spec);
        }
        int rows = (int) Math.ceil(built.size() / (double) columns);
        double titleLines = style.title().isEmpty() ? 0 : style.title().split("\n").length;
        double height = style.height() > 0 ? style.height() : rows * (style.wide() ? 2.1 : 1.8) + 0.2 * titleLines;
        FigurePlot figure = new FigurePlot(style.widthPt(), Units.points(height), style.title(), legend, "",
                FigurePlot.shared(PanelGrid.ratios(Idioms.grid(built, columns), options, spec)));
        // The columns asked for are kept at the width the description asks for; fitted to another width (--width,
        // --venue), the grid may change, and the layout says so.
        double own = options.width() == null ? Rules.DOUBLE_COLUMN_IN : options.width().inches();
        boolean gridAsked = (options.columns() != null || options.widthRatios() != null) && Math.abs(style.width() - own) < 0.01;
        return new Product(spec.stem(), figure, table.table(), caption(style, panels, facts(DataFacts.of(read))), style.height() <= 0, gridAsked,
                table.reading(panels, s -> KindCompilers.of(s).words()), options.alt());
    }

    /** Every panel's series read, one list per panel, in the order the panels and their series are given. */
    private List<List<DrawnSeries>> read(List<DataTables.Scope> scopes) {
        List<List<DrawnSeries>> read = new ArrayList<>();
        for (DataTables.Scope scope : scopes) {
            this.series.in(scope);
            List<DrawnSeries> series = new ArrayList<>();
            List<Series> given = scope.panel().series();
            for (int s = 0; s < given.size(); s++) {
                if (KindCompilers.of(given.get(s)).reads()) {
                    series.addAll(this.series.data(given.get(s), scope.path() + ".series[" + s + "]", SeriesReader.Scales.of(scope.panel(), given.get(s))));
                }
            }
            read.add(Stacks.stacked(series, scope.path(), spec));
        }
        return read;
    }

    /** A panel's own legend where {@code asked} places it (above at the right for two entries or more, unasked); refused with none to list. */
    private void panelLegend(PanelPlot.Builder b, Legend asked, List<LegendGuide.Entry> entries, String path) {
        Legend.Position at = asked == null ? null : asked.position();
        if (at != null && at != Legend.Position.FIGURE && at != Legend.Position.NONE && entries.isEmpty()) {
            throw spec.error(path + ".legend", "no series of the panel has a label, so the legend would be empty; give the series labels or leave it out");
        }
        if (at != null && at != Legend.Position.NONE && at != Legend.Position.END) {
            b.legend(new LegendGuide(entries, LegendEntries.PLACEMENTS.get(at), asked.columns() == null ? 0 : asked.columns()));
        } else if (asked == null && entries.size() >= 2) {
            b.legend(new LegendGuide(entries, LegendGuide.Placement.ABOVE_RIGHT));
        }
    }

    private List<String> facts(List<String> fromData) {
        List<String> all = new ArrayList<>(fromData);
        all.addAll(spec.drawnFacts());
        return all;
    }

    /** Whether a panel draws a heat map. */
    private static boolean heatmap(Panel panel) {
        return panel.series().stream().anyMatch(s -> s instanceof Heatmap);
    }

    private String caption(Style style, List<Panel> panels, List<String> facts) {
        String given = model.figure() == null ? null : model.figure().caption();
        if (given != null) {
            return given;
        }
        List<String> parts = new ArrayList<>();
        for (int p = 0; p < panels.size(); p++) {
            String title = (panels.get(p).title() == null ? "" : panels.get(p).title()).replace('\n', ' ').strip();
            if (!title.isEmpty()) {
                parts.add((style.letters() ? Idioms.letter(style, PanelGrid.lettered(panels, p)) + " " : "") + title);
            }
        }
        String head = style.title().replace('\n', ' ').strip();
        String text = head.isEmpty() ? "" : head + (head.endsWith(".") ? "" : ".");
        if (!parts.isEmpty()) {
            text += (text.isEmpty() ? "" : " ") + String.join("; ", parts) + ".";
        }
        for (String fact : facts) {
            text += (text.isEmpty() ? "" : " ") + fact;
        }
        return text.isEmpty() ? spec.stem() + "." : text;
    }
}
