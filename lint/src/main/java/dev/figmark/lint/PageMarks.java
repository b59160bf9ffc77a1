package dev.figmark.lint;

import java.awt.geom.Rectangle2D;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/** What one page draws, as far as the checks need it: its text runs and its stroked lines, then the findings. */
final class PageMarks {

    /** Text runs named in one finding before the rest are counted. */
    static final int NAMED = 3;

    private record Run(String text, double sizePt, Rectangle2D box) {
    }

    private final int page;
    private final double widthPt;
    private final double heightPt;
    private final Target target;
    private final double scale;
    private final List<Run> runs = new ArrayList<>();
    private int lines;
    private int shapes;
    private int hairlines;
    private double thinnest = Double.POSITIVE_INFINITY;

    /**
     * A page of the given size in points as drawn, checked against the target; {@code page} is 0 for a file of one page
     * and {@code scale} is the factor from drawn to printed.
     */
    PageMarks(int page, double widthPt, double heightPt, Target target, double scale) {
        this.page = page;
        this.widthPt = widthPt;
        this.heightPt = heightPt;
        this.target = target;
        this.scale = scale;
    }

    /** A text run: its text, its size and its box on the page (y down, points, as drawn). */
    void text(String text, double sizePt, Rectangle2D box) {
        if (!text.isBlank()) {
            runs.add(new Run(text.strip(), sizePt, box));
        }
    }

    /** A stroked line of this width on the page, in points as drawn (0 is a printer's thinnest line). */
    void line(double widthPt) {
        lines++;
        if (widthPt * scale < target.minLinePt() - 1e-9) {
            hairlines++;
            thinnest = Math.min(thinnest, widthPt);
        }
    }

    /** A filled shape on the page: with no text at all, shapes are likely letters drawn as outlines. */
    void shape() {
        shapes++;
    }

    /** The findings on this page at the target's width. */
    List<Finding> findings() {
        List<Finding> out = new ArrayList<>();
        // Sizes are judged as they are reported, to a tenth of a point: 6 pt scaled by 251.059/251.06 is 6.0 pt, not below 6.
        List<Run> small = runs.stream().filter(r -> printed(r.sizePt * scale) < target.minTextPt() - 1e-9)
                .sorted((a, b) -> Double.compare(a.sizePt, b.sizePt)).toList();
        if (!small.isEmpty()) {
            double least = printed(small.get(0).sizePt * scale);
            out.add(new Finding(page, Check.TEXT_SIZE, String.format(Locale.ROOT,
                    "%d of %d text runs are smaller than %s pt at the target width, the smallest %.1f pt: %s",
                    small.size(), runs.size(), number(target.minTextPt()), least, named(small))));
        }
        if (hairlines > 0) {
            out.add(new Finding(page, Check.HAIRLINE, String.format(Locale.ROOT,
                    "%d of %d stroked lines are thinner than %s pt at the target width, the thinnest %s", hairlines, lines,
                    number(target.minLinePt()), thinnest * scale == 0 ? "0 pt (the device's thinnest line)"
                            : String.format(Locale.ROOT, "%.2f pt", thinnest * scale))));
        }
        if (runs.isEmpty() && shapes > 0) {
            out.add(new Finding(page, Check.TEXT_OUTLINES, shapes + " filled shapes and no text: letters drawn as outlines are not checked for"
                    + " size here and cannot be searched or selected; for text, matplotlib: rcParams['svg.fonttype'] = 'none',"
                    + " figmark: --svg-text text"));
        }
        for (Run run : runs) {
            String past = past(run.box);
            if (!past.isEmpty()) {
                out.add(new Finding(page, Check.TEXT_OFF_PAGE, "text '" + shorten(run.text) + "' reaches " + past));
            }
        }
        return out;
    }

    /** A text size as findings report it: to a tenth of a point. */
    static double printed(double sizePt) {
        return Math.round(sizePt * 10) / 10.0;
    }

    private String past(Rectangle2D box) {
        List<String> sides = new ArrayList<>();
        double slack = Target.EDGE_SLACK_PT;
        side(sides, -box.getMinX(), "left", slack);
        side(sides, box.getMaxX() - widthPt, "right", slack);
        side(sides, -box.getMinY(), "top", slack);
        side(sides, box.getMaxY() - heightPt, "bottom", slack);
        return String.join(" and ", sides);
    }

    private static void side(List<String> sides, double by, String edge, double slack) {
        if (by > slack) {
            sides.add(String.format(Locale.ROOT, "%.1f pt past the %s edge", by, edge));
        }
    }

    private static String named(List<Run> small) {
        List<String> names = new ArrayList<>();
        for (Run r : small.subList(0, Math.min(NAMED, small.size()))) {
            names.add("'" + shorten(r.text) + "'");
        }
        return String.join(", ", names) + (small.size() > NAMED ? " and " + (small.size() - NAMED) + " more" : "");
    }

    private static String shorten(String text) {
        String one = text.replaceAll("\\s+", " ");
        return one.length() <= 40 ? one : one.substring(0, 39) + "…";
    }

    static String number(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.format(Locale.ROOT, "%.2f", v).replaceAll("0+$", "");
    }
}
