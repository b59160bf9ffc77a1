package dev.figmark.compile;

import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.CalendarTicks;
import dev.figmark.chart.scale.Formats;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Tick;
import dev.figmark.chart.scale.TickLocator;
import dev.figmark.chart.scale.Ticks;
import dev.figmark.compile.drawn.Categories;
import dev.figmark.compile.drawn.Dates;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.kind.KindCompilers;
import dev.figmark.model.Axis;
import dev.figmark.model.HBar;
import dev.figmark.model.Panel;
import dev.figmark.model.Timeline;
import dev.figmark.table.NaturalOrder;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.function.DoubleFunction;

/** The axes, dashes and marker shapes a description asks for, checked, with errors that name the JSON path. */
final class DescriptionAxes {

    private final FigureSpec description;

    DescriptionAxes(FigureSpec description) {
        this.description = description;
    }

    static List<String> categories(List<DrawnSeries> series) {
        LinkedHashMap<String, Integer> names = new LinkedHashMap<>();
        boolean any = false;
        for (DrawnSeries d : series) {
            if (d.categories() != null) {
                any = true;
                for (String c : d.categories()) {
                    names.putIfAbsent(c, names.size());
                }
            }
        }
        if (!any) {
            return null;
        }
        // Two-level categories stand together by group, the groups in the order they first appear.
        List<String> out = new ArrayList<>(names.keySet());
        java.util.Map<String, Integer> groups = new java.util.HashMap<>();
        out.stream().map(c -> Categories.parts(c)[0]).filter(java.util.Objects::nonNull).forEach(g -> groups.putIfAbsent(g, groups.size()));
        out.sort(java.util.Comparator.comparingInt(c -> Categories.parts(c)[0] == null ? -1 : groups.get(Categories.parts(c)[0])));
        return out;
    }

    /**
     * The panel's categories in the order its axis asks, or null over numbers: along x, or down y for horizontal bars,
     * timelines and series on categories down y; refuses panels that mix the two ways, and groups given to some bars only.
     */
    List<String> panelCategories(Panel panel, int p, String path, List<DrawnSeries> series, boolean horizontal, boolean timeline, SharedAxes shared) {
        boolean pointsAcross = describedAsDrawn(series, horizontal, timeline);
        if (!timeline && !pointsAcross && series.stream().anyMatch(d -> d.extras().across())) {
            DrawnSeries laid = series.stream().filter(d -> d.extras().across()).findFirst().orElseThrow();
            throw description.error(path, "horizontal bars name their categories in x and their values in y, and the " + KindCompilers.name(laid.spec())
                    + " on categories down y names them in y; draw it in a panel of its own");
        }
        if (pointsAcross && series.stream().anyMatch(d -> !d.across())) {
            DrawnSeries other = series.stream().filter(d -> !d.across()).findFirst().orElseThrow();
            throw description.error(path, "series on categories down y put their values along x, and the " + KindCompilers.name(other.spec())
                    + (other.label().isEmpty() ? "" : " '" + other.label() + "'") + " draws over numbers or categories along x; draw it in a panel of its own");
        }
        Axis categorySpec = pointsAcross ? panel.y() : panel.x();
        boolean shareCategories = horizontal ? shared.y() : shared.x();
        List<String> own = shareCategories && categories(series) != null ? shared.categories(horizontal, p) : categories(series);
        List<String> categories = ordered(own, categorySpec == null ? null : categorySpec.order() != null ? categorySpec.order()
                : categorySpec.type() == Axis.Type.CATEGORY ? Axis.Order.SORTED : null);
        if (categories != null && categories.stream().anyMatch(c -> Categories.parts(c)[0] != null)
                && categories.stream().anyMatch(c -> Categories.parts(c)[0] == null)) {
            throw description.error(path, "some series over the categories give a group and some do not; give every bar series of the panel a group, or none");
        }
        if ((categories != null || horizontal) && series.stream().anyMatch(DrawnSeries::binsAcross)) {
            throw description.error(path, "a horizontal histogram's bins run down y, and this panel's " + (horizontal ? "y" : "x")
                    + " shows categories; draw it in a panel of numbers");
        }
        return categories;
    }

    /**
     * Whether a panel's categories run down y and its axes are described as drawn, x its values and y its categories,
     * as matplotlib's scatter of names in y: series on categories down y. Horizontal bars keep theirs in x, as a
     * vertical bar turned, and a timeline's rows are its y.
     */
    static boolean describedAsDrawn(List<DrawnSeries> series, boolean horizontal, boolean timeline) {
        return horizontal && !timeline && series.stream().noneMatch(d -> d.spec() instanceof HBar);
    }

    /**
     * The categories in the order an axis asks for: as given (the default), or {@code "sorted"} in natural order
     * (8B before 70B before 405B: runs of digits compare as numbers), or {@code "descending"}.
     */
    static List<String> ordered(List<String> categories, Axis.Order order) {
        if (categories == null || order == null || order == Axis.Order.GIVEN) {
            return categories;
        }
        List<String> out = new ArrayList<>(categories);
        out.sort(NaturalOrder::compare);
        if (order == Axis.Order.DESCENDING) {
            java.util.Collections.reverse(out);
        }
        return out;
    }

    static double[] positions(DrawnSeries d, List<String> categories) {
        double[] at = places(categories);
        var index = java.util.stream.IntStream.range(0, categories.size()).boxed().collect(java.util.stream.Collectors.toMap(categories::get, i -> i, (a, b) -> a));
        return d.categories().stream().mapToDouble(c -> at[index.getOrDefault(c, -1)]).toArray();
    }

    /** The gap between groups of two-level categories, in category widths, beside the 0.2 within each group. */
    static final double GROUP_GAP = 0.6;

    /** Where each category sits: 0, 1, 2 …, with a gap wherever the group of two-level categories changes. */
    static double[] places(List<String> categories) {
        double[] at = new double[categories.size()];
        double shift = 0;
        for (int i = 0; i < at.length; i++) {
            if (i > 0 && !java.util.Objects.equals(Categories.parts(categories.get(i))[0], Categories.parts(categories.get(i - 1))[0])) {
                shift += GROUP_GAP;
            }
            at[i] = i + shift;
        }
        return at;
    }

    /** Refuses on a heat map's axes the fields of axes of points and bars: a series' colour, an inversion, numbers as categories. */
    static void heatmapAxes(Panel panel, String path, FigureSpec spec) {
        for (String axis : java.util.List.of("x", "y")) {
            Axis given = axis.equals("x") ? panel.x() : panel.y();
            if (given != null && (Boolean.TRUE.equals(given.seriesColor()) || given.invert() != null || given.type() != null)) {
                String field = Boolean.TRUE.equals(given.seriesColor()) ? "series_color" : given.invert() != null ? "invert" : "type";
                throw spec.error(path + "." + axis + "." + field, field.equals("series_color") ? "draws a y axis in its series' colour; a heat map's axes name its cells"
                        : "is for an axis of points and bars; a heat map's rows and columns take \"order\" (\"descending\" turns them)");
            }
        }
    }

    /** Categories along x, or down y for horizontal bars, where the first reads at the top as in the seed's charts. */
    AxisGuide categoryAxis(List<String> categories, Axis spec, boolean horizontal) {
        List<Tick> ticks = new ArrayList<>();
        List<AxisGuide.Group> groups = new ArrayList<>();
        double[] at = places(categories);
        for (int i = 0; i < categories.size(); i++) {
            String[] p = Categories.parts(categories.get(i));
            ticks.add(new Tick(at[i], p[1]));
            if (p[0] == null) {
                continue;
            }
            if (i == 0 || !p[0].equals(Categories.parts(categories.get(i - 1))[0])) {
                groups.add(new AxisGuide.Group(at[i], at[i], p[0]));
            } else {
                AxisGuide.Group last = groups.remove(groups.size() - 1);
                groups.add(new AxisGuide.Group(last.from(), at[i], last.name()));
            }
        }
        double end = at.length == 0 ? 0 : at[at.length - 1];
        Scale scale = horizontal != (spec != null && Boolean.TRUE.equals(spec.invert())) ? Scale.linear(end + 0.6, -0.6) : Scale.linear(-0.6, end + 0.6);
        return AxisGuide.builder(scale).ticks(ticks).tickLength(0).categorical(true).markup(true).label(label(spec)).groups(groups).build();
    }

    /**
     * Refuses the fields of an axis that mean nothing for what it shows: a category axis has no scale, range, ticks,
     * number format or break; a numeric one no order of categories.
     */
    static void requireKind(Axis spec, boolean categorical, FigureSpec description, String path) {
        if (spec == null) {
            return;
        }
        if (!categorical && spec.type() != null) {
            throw description.error(path + ".type", "makes x's numbers categories, and no series of the panel places points or bars along x by"
                    + " its values (a histogram's, box's or heat map's x is its own); leave it out");
        }
        if (!categorical && spec.order() != null) {
            throw description.error(path + ".order", "orders categories, and this axis shows numbers; leave it out, or give the series text (\"8B\")");
        }
        if (categorical) {
            String field = spec.scale() != null ? "scale" : spec.limits() != null ? "limits" : spec.ticks() != null ? "ticks"
                    : spec.format() != null ? "format" : spec.gap() != null ? "break" : spec.dateFormat() != null ? "date_format" : null;
            if (field != null) {
                throw description.error(path + "." + field, "is for an axis of " + (field.equals("date_format") ? "dates" : "numbers")
                        + ", and this axis shows categories ("
                        + "their names come from the series' x); leave it out");
            }
        }
    }

    /** An axis's label, empty when it has none. */
    static String label(Axis spec) {
        return spec == null || spec.label() == null ? "" : spec.label();
    }

    /** The room at each end of an axis, as a share of its values' span: matplotlib's margins. */
    static final double MARGIN = 0.05;
    /** The further room an axis of sized points keeps at each end. */
    static final double BUBBLE_MARGIN = 0.07;

    AxisGuide valueAxis(Axis given, List<DrawnSeries> series, boolean isX, String path, boolean fromZero, boolean grid, Style style) {
        Axis spec = given == null ? dev.figmark.model.Axis.linear(null) : given;
        Axis.Scale kind = spec.scale() == null ? Axis.Scale.LINEAR : spec.scale();
        boolean log = spec.log();
        // Dates run along x: a series' x, or a timeline's starts and ends.
        boolean along = isX || !series.isEmpty() && series.stream().allMatch(d -> d.spec() instanceof Timeline);
        boolean dates = along && !series.isEmpty() && series.stream().allMatch(d -> d.extras().dates() != Dates.NONE);
        if (along && !dates && series.stream().anyMatch(d -> d.extras().dates() != Dates.NONE)) {
            throw description.error(path, "some series draw dates along this axis and others numbers; one axis shows one of the two");
        }
        dates(spec, dates, path);
        AxisRange range = AxisRange.of(spec, series, isX, log, fromZero, path, description);
        double lo = range.lo();
        double hi = range.hi();
        double min = range.min();
        double max = range.max();
        Scale.Gap gap = gap(spec, path, isX || log, min, max);
        boolean log2 = kind == Axis.Scale.LOG2;
        boolean invert = Boolean.TRUE.equals(spec.invert());
        double from = invert ? max : min;
        double to = invert ? min : max;
        Scale scale = switch (kind) {
            case LOG, LOG10 -> Scale.log10(from, to);
            case LOG2 -> Scale.log2(from, to);
            default -> gap != null ? Scale.broken(from, to, gap) : Scale.linear(from, to);
        };
        // One style of large numbers for the whole figure: once any compact axis reaches 10,000, every one writes K.
        // The axis's own end counts with the figure's largest value: its last tick may pass 10,000 where no value does
        // (9,650 drawn to 10,000), and then every tick of it is in K, not 10K beside 8,000.
        DoubleFunction<String> format = AxisFormat.of(spec, log2, Math.max(largest, Math.max(Math.abs(min), Math.abs(max))), lo, hi, path, description);
        AxisGuide.Builder b = AxisGuide.builder(scale).label(label(spec)).grid(grid);
        if (!isX) {
            b.tickLength(0).spine(true);
        }
        if (spec.ticks() != null) {
            List<Double> positions = spec.ticks();
            List<String> labels = spec.tickLabels();
            List<Tick> ticks = new ArrayList<>();
            for (int i = 0; i < positions.size(); i++) {
                double v = positions.get(i);
                ticks.add(new Tick(v, labels == null ? format.apply(v) : labels.get(i)));
            }
            b.ticks(labels == null ? Formats.oneNotation(ticks) : ticks);
        } else if (dates && spec.dateTicks() != null) {
            b.ticks(AxisFormat.dateTicks(spec, path, description));
        } else if (dates) {
            b.locator(dev.figmark.chart.scale.CalendarTicks.locator(spec.dateFormat()));
        } else if (log2) {
            b.ticks(Formats.oneNotation(ticksAt(Ticks.log(min, max, 2, new double[] {1}, 12), format)));
        } else if (log) {
            b.ticks(Formats.oneNotation(ticksAt(Ticks.log(min, max, 10, Ticks.seedLogSubs(min, max), 12), format)));
        } else {
            b.locator(isX ? TickLocator.auto(format).oneNotation() : TickLocator.broken(TickLocator.autoY(format).oneNotation()));
        }
        return b.build();
    }

    /** Refuses what a time axis cannot take, and a date format on an axis of numbers. */
    private void dates(Axis spec, boolean dates, String path) {
        if (!dates && spec.dateFormat() != null) {
            throw description.error(path + ".date_format", "is for an axis of dates, and this axis shows numbers; leave it out, or use format");
        }
        if (!dates && spec.dateTicks() != null) {
            throw description.error(path + ".date_ticks", "is for an axis of dates, and this axis shows numbers; give ticks instead");
        }
        if (dates) {
            String field = spec.log() ? "scale" : spec.limits() != null ? "limits" : spec.ticks() != null ? "ticks" : spec.format() != null ? "format"
                    : spec.gap() != null ? "break" : null;
            if (field != null) {
                throw description.error(path + "." + field, "is for an axis of numbers, and this axis shows dates; "
                        + (field.equals("format") ? "write them with date_format" : field.equals("limits") ? "filter the rows to the dates to show"
                        : field.equals("ticks") ? "give date_ticks, dates as the data writes them (\"2026-03-01\")" : "leave it out"));
            }
            String wrong = spec.dateFormat() == null ? null : dev.figmark.chart.scale.CalendarTicks.check(spec.dateFormat());
            if (wrong != null) {
                throw description.error(path + ".date_format", wrong);
            }
        }
    }

    private static List<Tick> ticksAt(List<Double> positions, DoubleFunction<String> format) {
        List<Tick> out = new ArrayList<>();
        for (double p : positions) {
            out.add(new Tick(p, format.apply(p)));
        }
        return out;
    }

    /** The largest number any compact axis of the figure shows, which decides its one style of large numbers. */
    private double largest;

    /** Tells the axes the largest value of the figure's series, before any axis is made. */
    void largest(List<List<DrawnSeries>> panels) {
        double most = 0;
        for (List<DrawnSeries> panel : panels) {
            for (DrawnSeries d : panel) {
                for (double[] values : new double[][] {d.categories() == null ? d.x() : new double[0], d.y(), d.low() == null ? new double[0] : d.low(),
                    d.high() == null ? new double[0] : d.high()}) {
                    for (double v : values) {
                        if (Double.isFinite(v)) {
                            most = Math.max(most, Math.abs(v));
                        }
                    }
                }
            }
        }
        largest = most;
    }

    /** The values a broken y axis leaves out: within the axis's range, on a linear y axis only. */
    private Scale.Gap gap(Axis spec, String path, boolean refused, double min, double max) {
        if (spec.gap() == null) {
            return null;
        }
        double from = spec.gap().get(0);
        double to = spec.gap().get(1);
        if (refused) {
            throw description.error(path + ".break", "a break is for a linear y axis");
        }
        if (!(min < from && from < to && to < max)) {
            throw description.error(path + ".break", "needs low < high within the axis's range, from " + Formats.plain(min) + " to " + Formats.plain(max));
        }
        return new Scale.Gap(from, to);
    }
}
