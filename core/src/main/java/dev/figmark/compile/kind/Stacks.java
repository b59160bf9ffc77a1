package dev.figmark.compile.kind;

import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.read.Context;
import dev.figmark.model.Area;
import dev.figmark.model.BarLike;
import dev.figmark.model.Stackable;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What stacks in a panel: areas, each filled from zero or with {@code "stack": true} from the top of the stacked areas
 * before it; and bars with {@code "stack": true}, each on the stacked bars before it at the same category or x.
 */
public final class Stacks {

    private Stacks() {
    }

    /** The panel's series with each area's and stacked bar's base and top as its low and high; the others as they are. */
    public static List<DrawnSeries> stacked(List<DrawnSeries> series, String path, Context spec) {
        List<DrawnSeries> out = new ArrayList<>();
        double[] stackX = null;
        double[] top = null;
        java.util.Map<Object, Double> barTops = new java.util.HashMap<>();
        for (int s = 0; s < series.size(); s++) {
            DrawnSeries d = series.get(s);
            boolean stack = d.spec() instanceof Stackable st && Boolean.TRUE.equals(st.stack());
            if (stack && d.spec() instanceof BarLike) {
                double[] base = new double[d.y().length];
                double[] high = new double[d.y().length];
                for (int i = 0; i < base.length; i++) {
                    Object key = d.categories() != null ? d.categories().get(i) : (Object) d.x()[i];
                    base[i] = barTops.getOrDefault(key, 0.0);
                    high[i] = DrawnSeries.decimal(base[i] + d.y()[i]);
                    barTops.put(key, high[i]);
                }
                out.add(d.bounded(base, high));
                continue;
            }
            if (!(d.spec() instanceof Area)) {
                out.add(d);
                continue;
            }
            double[] base = new double[d.y().length];
            if (stack) {
                if (stackX == null) {
                    stackX = d.x();
                    top = new double[d.y().length];
                } else if (!Arrays.equals(stackX, d.x())) {
                    throw spec.error(path + ".series[" + s + "].x", "stacked areas need the same x as the first stacked area of the panel");
                }
                base = top.clone();
            }
            double[] high = new double[d.y().length];
            for (int i = 0; i < high.length; i++) {
                high[i] = DrawnSeries.decimal(base[i] + d.y()[i]);
            }
            if (stack) {
                top = high.clone();
            }
            out.add(d.bounded(base, high));
        }
        return out;
    }
}
