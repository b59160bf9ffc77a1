package dev.figmark.compile.out;

import dev.figmark.chart.scale.Formats;
import dev.figmark.compile.drawn.Categories;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Band;
import dev.figmark.model.BarLike;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Sentences of a caption taken from what is drawn, after every transform: what error bars and bands span, each
 * fitted curve's formula and R², and the largest of labelled bars (the best speed-up, the largest share) with its
 * label as drawn. They state the data's numbers, never credit figmark with a measurement.
 */
public final class DataFacts {

    private DataFacts() {
    }

    /** The sentences for every drawn panel's series, in order, each said once. */
    public static List<String> of(List<List<DrawnSeries>> panels) {
        Set<String> out = new LinkedHashSet<>();
        for (List<DrawnSeries> panel : panels) {
            for (DrawnSeries d : panel) {
                if (d.extras().interval() != null) {
                    out.add((d.spec() instanceof Band ? "Bands" : "Error bars") + " show " + d.extras().interval() + ".");
                }
                if (d.extras().fit() != null) {
                    String name = d.label().isEmpty() ? "The fitted curve" : d.label();
                    out.add(Character.toUpperCase(name.charAt(0)) + name.substring(1) + ": " + d.extras().fit() + ".");
                }
            }
            largest(panel).ifPresent(out::add);
        }
        return new ArrayList<>(out);
    }

    /** The largest labelled bar of a panel, as drawn: "The largest is SGLang at 8B: 2.8×." */
    private static java.util.Optional<String> largest(List<DrawnSeries> panel) {
        DrawnSeries best = null;
        int at = -1;
        for (DrawnSeries d : panel) {
            if (!(d.spec() instanceof BarLike) || d.extras().labels() == null) {
                continue;
            }
            for (int i = 0; i < d.y().length; i++) {
                if (best == null || d.y()[i] > best.y()[at]) {
                    best = d;
                    at = i;
                }
            }
        }
        if (best == null) {
            return java.util.Optional.empty();
        }
        String where = best.categories() != null ? Categories.written(best.categories().get(at)) : dev.figmark.chart.scale.Formats.plain(best.x()[at]);
        String who = best.label().isEmpty() ? where : best.label() + " at " + where;
        return java.util.Optional.of("The largest is " + who + ": " + best.extras().labels().get(at) + ".");
    }
}
