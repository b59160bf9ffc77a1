package dev.figmark.recipes.description;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** Areas of a panel: each filled from zero, or with {@code "stack": true} from the top of the stacked ones before it. */
final class Areas {

    /** How strongly a band is filled: light, so the lines over it stay clear. */
    static final double BAND_OPACITY = 0.25;
    /** How strongly an area is filled: stacked areas touch, and must stay apart in grey print. */
    static final double AREA_OPACITY = 0.55;

    private Areas() {
    }

    static double opacity(String kind) {
        return kind.equals("band") ? BAND_OPACITY : AREA_OPACITY;
    }

    /** The panel's series with each area's base and top as its low and high; the others as they are. */
    static List<SeriesReader.Data> stacked(List<SeriesReader.Data> series, String path, FigureSpec spec) {
        List<SeriesReader.Data> out = new ArrayList<>();
        double[] stackX = null;
        double[] top = null;
        for (int s = 0; s < series.size(); s++) {
            SeriesReader.Data d = series.get(s);
            if (!d.kind().equals("area")) {
                out.add(d);
                continue;
            }
            double[] base = new double[d.y().length];
            if (Boolean.TRUE.equals(d.spec().get("stack").bool())) {
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
                high[i] = SeriesReader.decimal(base[i] + d.y()[i]);
            }
            if (Boolean.TRUE.equals(d.spec().get("stack").bool())) {
                top = high.clone();
            }
            out.add(new SeriesReader.Data(d.kind(), d.label(), d.x(), d.y(), d.categories(), d.spec(), base, high));
        }
        return out;
    }
}
