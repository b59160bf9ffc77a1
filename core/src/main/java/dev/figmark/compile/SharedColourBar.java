package dev.figmark.compile;

import dev.figmark.compile.read.DataTables;
import dev.figmark.model.Heatmap;
import dev.figmark.model.Series;
import java.util.List;
import java.util.Objects;

/**
 * One colour scale for every heat map of a figure ({@code "shared_colorbar": true}), from the smallest value any of
 * them draws to the largest, and the one panel that draws the bar: the last. Colours then mean the same in every panel,
 * as matplotlib's {@code fig.colorbar(image, ax=axes)} over images of one norm.
 *
 * @param low      the value at the bar's low end
 * @param high     the value at its high end
 * @param barPanel the index of the panel whose heat map draws the bar
 * @param read     each heat map's cells as read for the scale, by JSON path, so that drawing does not read them again
 */
record SharedColourBar(double low, double high, int barPanel, java.util.Map<String, Heatmaps.Matrix> read) {

    /** The scale of the figure's heat maps, each read in its panel's scope; refused unless two or more agree. */
    static SharedColourBar of(List<DataTables.Scope> scopes, FigureSpec spec, SeriesReader reader) {
        double low = Double.POSITIVE_INFINITY;
        double high = Double.NEGATIVE_INFINITY;
        java.util.Map<String, Heatmaps.Matrix> read = new java.util.HashMap<>();
        Heatmap first = null;
        int count = 0;
        int last = -1;
        for (int p = 0; p < scopes.size(); p++) {
            List<Series> series = scopes.get(p).panel().series();
            for (int m = 0; m < series.size(); m++) {
                if (!(series.get(m) instanceof Heatmap h)) {
                    continue;
                }
                String path = scopes.get(p).path() + ".series[" + m + "]";
                if (first == null) {
                    first = h;
                } else {
                    String differs = !Objects.equals(first.colormap(), h.colormap()) ? "colormap" : !Objects.equals(first.center(), h.center()) ? "center"
                            : !Objects.equals(first.norm(), h.norm()) ? "norm" : !Objects.equals(first.limits(), h.limits()) ? "limits" : null;
                    if (differs != null) {
                        throw spec.error(path + "." + differs, "differs from the first heat map's, and the figure shares one colour bar"
                                + " (\"shared_colorbar\"); give every heat map the same " + differs);
                    }
                }
                reader.in(scopes.get(p));
                Heatmaps.Matrix cells = PageLimits.cells(Heatmaps.read(h, path, spec, reader), path, spec);
                read.put(path, cells);
                for (Double[] row : cells.values()) {
                    for (Double v : row) {
                        if (v != null) {
                            low = Math.min(low, v);
                            high = Math.max(high, v);
                        }
                    }
                }
                count++;
                last = p;
            }
        }
        if (count < 2) {
            throw spec.error("figure.shared_colorbar", "the figure has " + (count == 0 ? "no heat map" : "one heat map")
                    + "; a shared colour bar serves two or more");
        }
        if (first.limits() != null) {
            return new SharedColourBar(first.limits().get(0), first.limits().get(1), last, read);
        }
        return new SharedColourBar(low, high, last, read);
    }
}
