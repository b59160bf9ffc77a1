package dev.figmark.layout;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.guide.LegendPainter;
import dev.figmark.chart.guide.TitlePainter;
import dev.figmark.chart.look.Style;
import dev.figmark.chart.scale.Tick;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Units;
import dev.figmark.text.Typesetter;
import dev.figmark.venue.Rules;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Places a figure's panels on a page of exact width, in the manner of matplotlib's constrained layout: each panel is
 * drawn at the origin and its decorations measured; each side of each row and column gets the room its decorations
 * need (decoration) plus {@link #PAD} (padding, kept apart); rows with the same columns line up; the plots share what
 * is left by their ratios; and this repeats until the sizes settle (two passes, as a rule). A plot that would be
 * smaller than {@link #MIN_PLOT} is an error that says how much room is missing.
 */
public final class ConstrainedLayout {

    /** Padding around every panel's decorations, in points (the seed's 0.02 in). */
    public static final double PAD = 1.44;
    /** Padding at the page's edge, in points (the seed's 0.03 in). */
    public static final double EDGE = 2.16;
    /** Space between columns and between rows, beyond the padding. */
    public static final double COLUMN_GAP = 5.0;
    public static final double ROW_GAP = 2.0;
    /** The smallest plot, in points, that still shows data. */
    public static final double MIN_PLOT = 6.0;
    private static final int MAX_PASSES = 24;
    private static final int FREE_PASSES = 3;

    private final Typesetter type;
    private final Style style;
    /** The widest a category's name may be on the page before it wraps, in points. */
    private double categoryWidth = 60;

    /** Whether the result lists the layout's decisions (for {@code --verbose}). */
    private final boolean explain;

    public ConstrainedLayout(Typesetter type, Style style) {
        this(type, style, true);
    }

    public ConstrainedLayout(Typesetter type, Style style, boolean explain) {
        this.type = type;
        this.style = style;
        this.explain = explain;
    }

    /**
     * The finished scene, the plot box of every panel by key, what the panels' layers left out (each a line for a
     * warning) and what the layout decided (margins, notes' places), for the figure as laid out.
     */
    public record Result(Scene scene, Map<String, Box> plots, List<String> leftOut, List<String> decisions) {
    }

    public Result layout(FigurePlot figure) {
        double width = figure.widthPt();
        double height = figure.heightPt();
        categoryWidth = Style.categoryWidthPt(width);
        PanelPainter painter = new PanelPainter(type, style, categoryWidth);
        List<Mark> top = new ArrayList<>();
        double topBand = figureTop(figure, width, top);
        List<Mark> bottom = new ArrayList<>();
        double bottomBand = figureBottom(figure, width, height, bottom);
        double side = figureSide(figure, width, topBand, bottom);

        List<FigurePlot.Row> rows = figure.rows();
        int n = rows.size();
        double[][] widths = new double[n][];
        double[] heights = new double[n];
        for (int i = 0; i < n; i++) {
            int k = rows.get(i).cells().size();
            widths[i] = new double[k];
            for (int j = 0; j < k; j++) {
                widths[i][j] = Math.max(MIN_PLOT, width / k * 0.7);
            }
            heights[i] = rows.get(i).fixedHeight() > 0 ? rows.get(i).fixedHeight() : Math.max(MIN_PLOT, height / n * 0.6);
        }
        PanelPainter.Painted[][] drawn = new PanelPainter.Painted[n][];
        Solution fitted = null;
        for (int pass = 0; pass < MAX_PASSES && fitted == null; pass++) {
            for (int i = 0; i < n; i++) {
                List<FigurePlot.Cell> cells = rows.get(i).cells();
                drawn[i] = new PanelPainter.Painted[cells.size()];
                for (int j = 0; j < cells.size(); j++) {
                    drawn[i][j] = painter.draw(cells.get(j).panel(), widths[i][j], heights[i]);
                }
            }
            Solution solution = solve(figure, drawn, width - side, height, topBand, bottomBand);
            // The drawings fit when every slot is at least as large as the plot they were drawn for.
            boolean fits = true;
            boolean settled = true;
            for (int i = 0; i < n; i++) {
                fits &= solution.heights[i] >= heights[i] - 0.01;
                settled &= Math.abs(solution.heights[i] - heights[i]) < 0.01;
                for (int j = 0; j < widths[i].length; j++) {
                    fits &= solution.widths[i][j] >= widths[i][j] - 0.01;
                    settled &= Math.abs(solution.widths[i][j] - widths[i][j]) < 0.01;
                }
            }
            if (settled || (fits && pass >= FREE_PASSES)) {
                fitted = solution;
                break;
            }
            // The first passes follow the solution; later ones only shrink, so decorations that change with size settle.
            double slack = pass < FREE_PASSES ? 0 : 0.25 * (pass - FREE_PASSES + 1);
            for (int i = 0; i < n; i++) {
                double h = pass < FREE_PASSES ? solution.heights[i] : Math.min(heights[i], solution.heights[i]) - slack;
                heights[i] = rows.get(i).fixedHeight() > 0 ? solution.heights[i] : Math.max(MIN_PLOT, h);
                for (int j = 0; j < widths[i].length; j++) {
                    double w = pass < FREE_PASSES ? solution.widths[i][j] : Math.min(widths[i][j], solution.widths[i][j]) - slack;
                    widths[i][j] = Math.max(MIN_PLOT, w);
                }
            }
        }
        if (fitted == null) {
            throw new LayoutException(LayoutException.Kind.UNSETTLED, "the layout did not settle in " + MAX_PASSES + " passes; give the figure more room");
        }
        requireRoomForCategories(rows, heights);
        return result(figure, drawn, fitted, widths, heights, top, bottom);
    }

    /** The scene of the painted panels at their solved places between the figure's bands, and what the panels said. */
    private Result result(FigurePlot figure, PanelPainter.Painted[][] drawn, Solution last, double[][] widths, double[] heights, List<Mark> top,
            List<Mark> bottom) {
        List<FigurePlot.Row> rows = figure.rows();
        int n = rows.size();
        List<Mark> marks = new ArrayList<>(top);
        Map<String, Box> plots = new HashMap<>();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < drawn[i].length; j++) {
                Box plot = new Box(last.x[i][j], last.y[i], widths[i][j], heights[i]);
                Group g = drawn[i][j].group();
                marks.add(new Group(g.name(), plot.x(), plot.y(), null, g.children()));
                plots.put(g.name(), plot);
            }
        }
        marks.addAll(bottom);
        List<String> leftOut = new ArrayList<>();
        List<String> decisions = new ArrayList<>();
        for (int i = 0; i < n; i++) {
            for (int j = 0; j < drawn[i].length; j++) {
                PanelPainter.Painted d = drawn[i][j];
                d.leftOut().stream().filter(l -> !leftOut.contains(l)).forEach(leftOut::add);
                decisions.addAll(d.decisions());
                if (explain && !rows.get(i).cells().get(j).panel().frameless()) {
                    decisions.add(String.format(java.util.Locale.ROOT, "panel '%s': plot %.1f x %.1f pt at (%.1f, %.1f), margins %.1f left, %.1f right,"
                            + " %.1f above, %.1f below", d.group().name(), widths[i][j], heights[i], last.x[i][j], last.y[i], d.left(), d.right(), d.top(), d.bottom()));
                }
            }
        }
        return new Result(new Scene(figure.widthPt(), figure.heightPt(), Color.WHITE, Group.of("figure", marks)), plots, leftOut, decisions);
    }

    /**
     * The lines the longest of these category names wraps to, at the smallest text a venue accepts, in a name column
     * {@code columnPt} wide: what the check of every categorical axis counts, and what recipes plan their rows by.
     */
    public static int nameLines(List<String> names, Style style, Typesetter type, double columnPt) {
        double size = Math.min(style.tickSize(), Rules.MIN_TEXT_PT);
        int lines = 1;
        for (String name : names) {
            lines = Math.max(lines, type.wrap(name, style.face(), size, columnPt, Style.CATEGORY_LINES).size());
        }
        return lines;
    }

    /** The distance, in points, two neighbouring names of these many lines need between their centres. */
    public static double pairPt(int linesA, int linesB, Style style, Typesetter type) {
        return (linesA + linesB) / 2.0 * type.lineHeight(style.face(), Math.min(style.tickSize(), Rules.MIN_TEXT_PT)) + Style.TEXT_GAP_PT;
    }

    /** The height, in points, one category needs for a name of that many lines: its lines and the gap to the next. */
    public static double nameBandPt(int lines, Style style, Typesetter type) {
        return lines * type.lineHeight(style.face(), Math.min(style.tickSize(), Rules.MIN_TEXT_PT)) + Style.TEXT_GAP_PT;
    }

    /**
     * Every category of a categorical y axis keeps its name: a plot too short for its names at the smallest text a
     * venue accepts is an error that says how tall it must be (the height a figure chooses for itself then grows).
     */
    private void requireRoomForCategories(List<FigurePlot.Row> rows, double[] heights) {
        for (int i = 0; i < rows.size(); i++) {
            for (FigurePlot.Cell cell : rows.get(i).cells()) {
                AxisGuide y = cell.panel().y();
                if (!y.categorical() || !y.tickLabels() || cell.panel().frameless()) {
                    continue;
                }
                List<Tick> named = y.visibleTicks(heights[i], style.tickSize()).stream().filter(t -> !t.label().isEmpty()).toList();
                // A name wraps to as many lines as the widest a category may be takes; each pair of neighbours needs
                // half of each one's lines between their ticks, however far apart the ticks are placed.
                int[] each = new int[named.size()];
                int lines = 1;
                for (int k = 0; k < named.size(); k++) {
                    each[k] = nameLines(List.of(named.get(k).label()), style, type, categoryWidth);
                    lines = Math.max(lines, each[k]);
                }
                double perUnit = 0;
                for (int k = 1; k < named.size(); k++) {
                    perUnit = Math.max(perUnit, pairPt(each[k - 1], each[k], style, type) / Math.abs(named.get(k).value() - named.get(k - 1).value()));
                }
                double needed = named.size() < 2 ? 0 : perUnit * Math.abs(y.scale().max() - y.scale().min());
                if (heights[i] < needed - 0.01) {
                    throw new LayoutException(LayoutException.Kind.SHORT, String.format(java.util.Locale.ROOT,
                            "panel '%s': its %d categories need %.1f pt of height to keep every name%s, the plot has %.1f; make the figure taller",
                            cell.panel().name(), named.size(), needed, lines > 1 ? " (in up to " + lines + " lines each)" : "", heights[i]));
                }
            }
        }
    }

    /** Plot sizes and positions for the measured decorations. */
    private record Solution(double[][] widths, double[] heights, double[][] x, double[] y) {
    }

    private Solution solve(FigurePlot figure, PanelPainter.Painted[][] drawn, double width, double height, double topBand, double bottomBand) {
        List<FigurePlot.Row> rows = figure.rows();
        int n = rows.size();
        // Columns line up across rows that have the same width ratios.
        Map<String, double[][]> columns = new HashMap<>();
        for (int i = 0; i < n; i++) {
            int k = rows.get(i).cells().size();
            double[][] margins = columns.computeIfAbsent(shape(rows.get(i)), s -> new double[2][k]);
            for (int j = 0; j < drawn[i].length; j++) {
                margins[0][j] = Math.max(margins[0][j], drawn[i][j].left());
                margins[1][j] = Math.max(margins[1][j], drawn[i][j].right());
            }
        }
        double[][] widths = new double[n][];
        double[][] xs = new double[n][];
        for (int i = 0; i < n; i++) {
            FigurePlot.Row row = rows.get(i);
            double[][] margins = columns.get(shape(row));
            int k = row.cells().size();
            double used = 2 * EDGE + (k - 1) * COLUMN_GAP;
            double ratios = 0;
            for (int j = 0; j < k; j++) {
                used += margins[0][j] + margins[1][j] + 2 * PAD;
                ratios += row.cells().get(j).widthRatio();
            }
            double free = width - used;
            widths[i] = new double[k];
            xs[i] = new double[k];
            double x = EDGE;
            for (int j = 0; j < k; j++) {
                widths[i][j] = free * row.cells().get(j).widthRatio() / ratios;
                if (widths[i][j] < MIN_PLOT) {
                    throw new LayoutException(LayoutException.Kind.NARROW, String.format(java.util.Locale.ROOT,
                            "panel '%s' would be %.1f pt wide: its decorations need %.1f of the figure's %.1f in; make the figure wider",
                            row.cells().get(j).panel().name(), widths[i][j], Units.inches(used), Units.inches(width)));
                }
                x += PAD + margins[0][j];
                xs[i][j] = x;
                x += widths[i][j] + margins[1][j] + PAD + COLUMN_GAP;
            }
        }
        double[] tops = new double[n];
        double[] bottoms = new double[n];
        double used = 2 * EDGE + topBand + bottomBand + (n - 1) * ROW_GAP;
        double ratios = 0;
        for (int i = 0; i < n; i++) {
            for (PanelPainter.Painted d : drawn[i]) {
                tops[i] = Math.max(tops[i], d.top());
                bottoms[i] = Math.max(bottoms[i], d.bottom());
            }
            used += tops[i] + bottoms[i] + 2 * PAD;
            if (rows.get(i).fixedHeight() > 0) {
                used += rows.get(i).fixedHeight();
            } else {
                ratios += rows.get(i).heightRatio();
            }
        }
        double free = height - used;
        double[] heights = new double[n];
        double[] ys = new double[n];
        double y = EDGE + topBand;
        for (int i = 0; i < n; i++) {
            FigurePlot.Row row = rows.get(i);
            heights[i] = row.fixedHeight() > 0 ? row.fixedHeight() : free * row.heightRatio() / ratios;
            if (heights[i] < MIN_PLOT) {
                double needed = Units.inches(used + ratios * MIN_PLOT / Math.max(1e-9, minRatio(rows)));
                throw new LayoutException(LayoutException.Kind.SHORT, String.format(java.util.Locale.ROOT,
                        "panel '%s' would be %.1f pt high: the figure's %.2f in leave too little room for %d rows; give a height of at least %.2f in",
                        row.cells().get(0).panel().name(), heights[i], Units.inches(height), n, needed));
            }
            y += PAD + tops[i];
            ys[i] = y;
            y += heights[i] + bottoms[i] + PAD + ROW_GAP;
        }
        return new Solution(widths, heights, xs, ys);
    }

    private static double minRatio(List<FigurePlot.Row> rows) {
        double min = Double.POSITIVE_INFINITY;
        for (FigurePlot.Row r : rows) {
            if (r.fixedHeight() <= 0) {
                min = Math.min(min, r.heightRatio());
            }
        }
        return Double.isInfinite(min) ? 1 : min;
    }

    private static String shape(FigurePlot.Row row) {
        StringBuilder key = new StringBuilder();
        for (FigurePlot.Cell c : row.cells()) {
            key.append(c.widthRatio()).append('/');
        }
        return key.toString();
    }

    /** The figure title and legend above all panels; returns the band's height. */
    private double figureTop(FigurePlot figure, double width, List<Mark> out) {
        double y = EDGE;
        FontFace face = style.face();
        if (!figure.title().isEmpty()) {
            TitlePainter titles = new TitlePainter(type, style);
            y = titles.figureTitle(titles.lines(figure.title(), style.figureTitleSize(), width - 2 * EDGE), EDGE, y, out) + PAD;
        }
        LegendGuide legend = figure.legend();
        if (legend != null && !legend.entries().isEmpty() && above(legend)) {
            LegendPainter legends = new LegendPainter(type, face, style.legendSize());
            double available = width - 2 * EDGE;
            LegendPainter.Rows rows = legends.rows(legend, available);
            boolean right = legend.placement() == LegendGuide.Placement.FIGURE_RIGHT;
            double x = right ? width - EDGE : legend.placement() == LegendGuide.Placement.FIGURE_CENTER ? (width - legends.width(rows)) / 2 : EDGE;
            out.add(legends.paint("figure", rows, x, y, right));
            y += legends.height(rows) + 2 * PAD;
        }
        return y - EDGE;
    }

    private static boolean above(LegendGuide legend) {
        return legend.placement() == LegendGuide.Placement.FIGURE_LEFT || legend.placement() == LegendGuide.Placement.FIGURE_RIGHT
                || legend.placement() == LegendGuide.Placement.FIGURE_CENTER;
    }

    /** The label under all panels, wrapped to the width, and a figure legend below them; returns the band's height. */
    private double figureBottom(FigurePlot figure, double width, double height, List<Mark> out) {
        double band = 0;
        LegendGuide legend = figure.legend();
        if (legend != null && !legend.entries().isEmpty()
                && (legend.placement() == LegendGuide.Placement.FIGURE_BELOW || legend.placement() == LegendGuide.Placement.FIGURE_BELOW_LEFT)) {
            LegendPainter legends = new LegendPainter(type, style.face(), style.legendSize());
            LegendPainter.Rows rows = legends.rows(legend, width - 2 * EDGE);
            double h = legends.height(rows);
            boolean right = legend.placement() == LegendGuide.Placement.FIGURE_BELOW;
            out.add(legends.paint("figure", rows, right ? width - EDGE : EDGE, height - EDGE - h, right));
            band += h + 2 * PAD;
        }
        if (!figure.bottomLabel().isEmpty()) {
            TitlePainter titles = new TitlePainter(type, style);
            String[] lines = titles.lines(figure.bottomLabel(), style.labelSize(), width - 2 * EDGE);
            band += titles.bottomLabel(lines, width / 2, height - EDGE - band, out) + PAD;
        }
        return band;
    }

    /** A figure legend right of all panels: drawn into {@code out}, its width (with padding) returned; 0 for none. */
    private double figureSide(FigurePlot figure, double width, double topBand, List<Mark> out) {
        LegendGuide legend = figure.legend();
        if (legend == null || legend.entries().isEmpty() || legend.placement() != LegendGuide.Placement.FIGURE_SIDE) {
            return 0;
        }
        LegendPainter legends = new LegendPainter(type, style.face(), style.legendSize());
        LegendGuide column = legend.columns() > 0 ? legend : new LegendGuide(legend.entries(), legend.placement(), 1);
        LegendPainter.Rows rows = legends.rows(column, width * 0.35);
        double w = legends.width(rows);
        out.add(legends.paint("figure", rows, width - EDGE - w, EDGE + topBand + PAD, false));
        return w + COLUMN_GAP;
    }
}
