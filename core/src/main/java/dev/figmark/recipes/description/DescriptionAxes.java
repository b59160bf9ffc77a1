package dev.figmark.recipes.description;

import dev.figmark.chart.Axis;
import dev.figmark.chart.Formats;
import dev.figmark.chart.Layers;
import dev.figmark.chart.Palette;
import dev.figmark.chart.Scale;
import dev.figmark.chart.Style;
import dev.figmark.chart.Tick;
import dev.figmark.chart.TickLocator;
import dev.figmark.chart.Ticks;
import dev.figmark.data.Json;
import dev.figmark.scene.Marker;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleFunction;

/** The axes, dashes and marker shapes a description asks for, checked, with errors that name the JSON path. */
final class DescriptionAxes {

    private final FigureSpec description;

    DescriptionAxes(FigureSpec description) {
        this.description = description;
    }

    static List<String> categories(List<SeriesReader.Data> series) {
        LinkedHashMap<String, Integer> names = new LinkedHashMap<>();
        boolean any = false;
        for (SeriesReader.Data d : series) {
            if (d.categories() != null) {
                any = true;
                for (String c : d.categories()) {
                    names.putIfAbsent(c, names.size());
                }
            }
        }
        return any ? new ArrayList<>(names.keySet()) : null;
    }

    /**
     * The categories in the order an axis asks for: as given (the default), or {@code "sorted"} in natural order
     * (8B before 70B before 405B: runs of digits compare as numbers), or {@code "descending"}.
     */
    static List<String> ordered(List<String> categories, String order) {
        if (categories == null || order == null || order.equals("given")) {
            return categories;
        }
        List<String> out = new ArrayList<>(categories);
        out.sort(DescriptionAxes::natural);
        if (order.equals("descending")) {
            java.util.Collections.reverse(out);
        }
        return out;
    }

    /** Text compared with its runs of digits as numbers. */
    static int natural(String a, String b) {
        int i = 0;
        int j = 0;
        while (i < a.length() && j < b.length()) {
            char ca = a.charAt(i);
            char cb = b.charAt(j);
            if (Character.isDigit(ca) && Character.isDigit(cb)) {
                int ei = i;
                int ej = j;
                while (ei < a.length() && Character.isDigit(a.charAt(ei))) {
                    ei++;
                }
                while (ej < b.length() && Character.isDigit(b.charAt(ej))) {
                    ej++;
                }
                int byValue = new java.math.BigInteger(a.substring(i, ei)).compareTo(new java.math.BigInteger(b.substring(j, ej)));
                if (byValue != 0) {
                    return byValue;
                }
                i = ei;
                j = ej;
            } else {
                if (ca != cb) {
                    return Character.compare(ca, cb);
                }
                i++;
                j++;
            }
        }
        return Integer.compare(a.length() - i, b.length() - j);
    }

    static double[] positions(SeriesReader.Data d, List<String> categories) {
        return d.categories().stream().mapToDouble(categories::indexOf).toArray();
    }

    /** Categories along x, or down y for horizontal bars, where the first reads at the top as in the seed's charts. */
    Axis categoryAxis(List<String> categories, Json spec, boolean horizontal) {
        List<Tick> ticks = new ArrayList<>();
        for (int i = 0; i < categories.size(); i++) {
            ticks.add(new Tick(i, categories.get(i)));
        }
        Scale scale = horizontal ? Scale.linear(categories.size() - 0.4, -0.6) : Scale.linear(-0.6, categories.size() - 0.4);
        return Axis.builder(scale).ticks(ticks).tickLength(0).categorical(true).label(spec.get("label").string("")).build();
    }

    Axis valueAxis(Json spec, List<SeriesReader.Data> series, boolean isX, String path, boolean fromZero, boolean grid, Style style) {
        String kind = spec.get("scale").string("linear");
        boolean log = !kind.equals("linear");
        double lo = Double.POSITIVE_INFINITY;
        double hi = Double.NEGATIVE_INFINITY;
        for (SeriesReader.Data d : series) {
            boolean horizontal = d.kind().equals("hbar");
            double[] values = (isX && !horizontal) ? d.x() : d.y();
            // Error bars, bands and areas reach from their low to their high values: the axis shows all of them.
            List<double[]> all = isX || d.low() == null ? List.of(values) : List.of(values, d.low(), d.high());
            for (double[] vs : all) {
                for (double v : vs) {
                    if (!log || v > 0) {
                        lo = Math.min(lo, v);
                        hi = Math.max(hi, v);
                    }
                }
            }
        }
        if (Double.isInfinite(lo)) {
            throw description.error(path, "a log scale needs positive values, and this axis has none");
        }
        double min;
        double max;
        if (spec.get("limits").isArray()) {
            min = spec.get("limits").get(0).number(0.0);
            max = spec.get("limits").get(1).number(1.0);
            if (!(max > min) || (log && min <= 0)) {
                throw description.error(path + ".limits", log ? "a log scale needs 0 < low < high" : "needs low < high");
            }
        } else if (log) {
            double a = Math.log(lo);
            double b = Math.log(hi);
            double m = (b - a) * 0.05 == 0 ? 0.1 : (b - a) * 0.05;
            min = Math.exp(a - m);
            max = Math.exp(b + m);
        } else {
            if (fromZero) {
                lo = Math.min(lo, 0);
                hi = Math.max(hi, 0);
            }
            double m = (hi - lo) * 0.05 == 0 ? Math.max(1e-9, Math.abs(hi) * 0.05 + (hi == 0 ? 1 : 0)) : (hi - lo) * 0.05;
            min = fromZero && lo == 0 ? 0 : lo - m;
            max = hi + m;
        }
        if (!Double.isFinite(min) || !Double.isFinite(max) || !(max > min) || (log && !(min > 0)) || (!log && !(max - min > 1e-300))
                || (log && !(Math.log(max) - Math.log(min) > 1e-12))) {
            throw description.error(path, "the values span no range that can be drawn (from " + min + " to " + max + ")");
        }
        Scale.Gap gap = gap(spec, path, isX || log, min, max);
        Scale scale = switch (kind) {
            case "log", "log10" -> Scale.log10(min, max);
            case "log2" -> Scale.log2(min, max);
            default -> gap != null ? Scale.broken(min, max, gap) : Scale.linear(min, max);
        };
        DoubleFunction<String> format = Formats.named(spec.get("format").string(kind.equals("log2") ? "plain" : "compact"));
        Axis.Builder b = Axis.builder(scale).label(spec.get("label").string("")).grid(grid);
        if (!isX) {
            b.tickLength(0).spine(true);
        }
        if (spec.get("ticks").isArray()) {
            List<Json> positions = spec.get("ticks").elements();
            List<Json> labels = spec.get("tick_labels").elements();
            if (!labels.isEmpty() && labels.size() != positions.size()) {
                throw description.error(path + ".tick_labels", "has " + labels.size() + " labels for " + positions.size() + " ticks");
            }
            List<Tick> ticks = new ArrayList<>();
            for (int i = 0; i < positions.size(); i++) {
                double v = positions.get(i).number(0.0);
                ticks.add(new Tick(v, labels.isEmpty() ? format.apply(v) : labels.get(i).string("")));
            }
            b.ticks(ticks);
        } else if (spec.get("tick_labels").isArray()) {
            throw description.error(path + ".tick_labels", "needs \"ticks\" to say where the labels go");
        } else if (kind.equals("log2")) {
            b.ticks(Ticks.log(min, max, 2, new double[] {1}, 12), format);
        } else if (log) {
            b.ticks(Ticks.log(min, max, 10, Ticks.seedLogSubs(min, max), 12), format);
        } else {
            b.locator(isX ? TickLocator.auto(format) : TickLocator.broken(TickLocator.autoY(format)));
        }
        return b.build();
    }

    /** The values a broken y axis leaves out: within the axis's range, on a linear y axis only. */
    private Scale.Gap gap(Json spec, String path, boolean refused, double min, double max) {
        if (!spec.get("break").isArray()) {
            return null;
        }
        double from = spec.get("break").get(0).number(0.0);
        double to = spec.get("break").get(1).number(0.0);
        if (refused) {
            throw description.error(path + ".break", "a break is for a linear y axis");
        }
        if (!(min < from && from < to && to < max)) {
            throw description.error(path + ".break", "needs low < high within the axis's range, from " + Formats.plain(min) + " to " + Formats.plain(max));
        }
        return new Scale.Gap(from, to);
    }

    static List<Double> dash(String style, int index, Style figure) {
        if (style == null) {
            return Palette.dash(index, figure.printSafe(), Layers.LINE_WIDTH);
        }
        int which = switch (style.toLowerCase(Locale.ROOT)) {
            case "dashed" -> 1;
            case "dotted" -> 2;
            case "dashdot" -> 3;
            default -> 0;
        };
        return Palette.dash(which, true, Layers.LINE_WIDTH);
    }

    static Marker.Shape shape(String name) {
        return switch (name) {
            case "circle" -> Marker.Shape.CIRCLE;
            case "square" -> Marker.Shape.SQUARE;
            case "triangle_up" -> Marker.Shape.TRIANGLE_UP;
            case "triangle_down" -> Marker.Shape.TRIANGLE_DOWN;
            case "diamond" -> Marker.Shape.DIAMOND;
            default -> null;
        };
    }

    /** A bar series' hatch: the one named, or in a print-safe figure the one of its slot, so grey print tells bars apart. */
    static dev.figmark.scene.Hatch.Pattern hatch(String name, int slot, Style style) {
        if (name != null) {
            return switch (name) {
                case "forward" -> dev.figmark.scene.Hatch.Pattern.FORWARD;
                case "backward" -> dev.figmark.scene.Hatch.Pattern.BACKWARD;
                case "cross" -> dev.figmark.scene.Hatch.Pattern.CROSS;
                default -> null;
            };
        }
        return style.printSafe() && slot > 0 ? dev.figmark.chart.Palette.hatch(slot) : null;
    }
}
