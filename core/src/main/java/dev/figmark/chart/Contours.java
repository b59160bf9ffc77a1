package dev.figmark.chart;

import dev.figmark.chart.frame.Frame;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.ColourBar;
import dev.figmark.chart.look.Palette;
import dev.figmark.scene.Box;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Stroke;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Contour lines of a heat map: where the values cross a level, found between cell centres by marching squares, as
 * matplotlib's {@code contour} finds them (its saddles parted by the mean of the four corners; a square with a cell
 * without a value is left out, as with {@code corner_mask=False}), the pieces joined into lines.
 *
 * @param values the cells, rows by columns (null for none), at integer positions as {@link HeatCells} draws them
 * @param levels the values the lines follow
 */
public record Contours(Double[][] values, List<Double> levels) implements Layer {

    public Contours {
        levels = List.copyOf(levels);
    }

    /** Room kept between a cell's value and a line broken around it, in points. */
    static final double GAP_PT = 1.0;

    @Override
    public void draw(Frame frame, Context context, Output out) {
        List<Box> texts = new ArrayList<>();
        for (Mark m : out.free()) {
            if (m instanceof dev.figmark.scene.Text t && t.bounds().overlaps(frame.plot(), 0)) {
                Box b = t.bounds();
                texts.add(dev.figmark.scene.Box.of(b.x() - GAP_PT, b.y() - GAP_PT, b.right() + GAP_PT, b.bottom() + GAP_PT));
            }
        }
        Stroke stroke = Stroke.solid(ColourBar.CONTOUR_WIDTH_PT, Palette.INK);
        for (double level : levels) {
            for (double[] line : lines(values, level)) {
                double[] at = new double[line.length];
                for (int i = 0; i < line.length; i += 2) {
                    at[i] = frame.px(line[i]);
                    at[i + 1] = frame.py(line[i + 1]);
                }
                for (double[] piece : around(at, texts)) {
                    out.clipped().add(new Polyline(piece, stroke));
                }
            }
        }
    }

    /** A line's pieces outside every box, in order; a piece shorter than a point is left out. */
    static List<double[]> around(double[] line, List<Box> boxes) {
        List<double[]> pieces = new ArrayList<>();
        List<Double> piece = new ArrayList<>();
        for (int i = 0; i + 3 < line.length; i += 2) {
            double x0 = line[i];
            double y0 = line[i + 1];
            double x1 = line[i + 2];
            double y1 = line[i + 3];
            // The parts of the segment inside boxes, as parameter intervals, merged.
            List<double[]> hidden = new ArrayList<>();
            for (Box b : boxes) {
                double[] in = b.clip(x0, y0, x1, y1);
                if (in != null && in[0] < in[1]) {
                    hidden.add(in);
                }
            }
            hidden.sort(java.util.Comparator.comparingDouble(h -> h[0]));
            double t = 0;
            for (double[] h : hidden) {
                if (h[0] > t) {
                    add(piece, x0, y0, x1, y1, t, h[0]);
                }
                if (h[1] > t) {
                    end(piece, pieces);
                    t = h[1];
                }
            }
            if (t < 1) {
                add(piece, x0, y0, x1, y1, t, 1);
            }
        }
        end(piece, pieces);
        return pieces;
    }

    private static void add(List<Double> piece, double x0, double y0, double x1, double y1, double from, double to) {
        double ax = x0 + from * (x1 - x0);
        double ay = y0 + from * (y1 - y0);
        int n = piece.size();
        if (n == 0 || Math.abs(piece.get(n - 2) - ax) > 1e-9 || Math.abs(piece.get(n - 1) - ay) > 1e-9) {
            piece.add(ax);
            piece.add(ay);
        }
        piece.add(x0 + to * (x1 - x0));
        piece.add(y0 + to * (y1 - y0));
    }

    private static void end(List<Double> piece, List<double[]> pieces) {
        double length = 0;
        for (int k = 0; k + 3 < piece.size(); k += 2) {
            length += Math.hypot(piece.get(k + 2) - piece.get(k), piece.get(k + 3) - piece.get(k + 1));
        }
        if (piece.size() >= 4 && length >= 1) {
            pieces.add(piece.stream().mapToDouble(Double::doubleValue).toArray());
        }
        piece.clear();
    }

    /** The lines at a level, each as x, y pairs in cell positions (column, row), in a fixed order. */
    public static List<double[]> lines(Double[][] values, double level) {
        int rows = values.length;
        int columns = rows == 0 ? 0 : values[0].length;
        // Each piece joins two crossing points, each named by the edge it lies on.
        List<long[]> pieces = new ArrayList<>();
        Map<Long, double[]> points = new HashMap<>();
        for (int r = 0; r + 1 < rows; r++) {
            for (int c = 0; c + 1 < columns; c++) {
                Double[] z = {values[r][c], values[r][c + 1], values[r + 1][c + 1], values[r + 1][c]};
                if (z[0] == null || z[1] == null || z[2] == null || z[3] == null) {
                    continue;
                }
                int[][] corners = {{c, r}, {c + 1, r}, {c + 1, r + 1}, {c, r + 1}};
                boolean[] above = new boolean[4];
                int count = 0;
                for (int k = 0; k < 4; k++) {
                    above[k] = z[k] > level;
                    count += above[k] ? 1 : 0;
                }
                if (count == 0 || count == 4) {
                    continue;
                }
                long[] edge = new long[4];
                for (int k = 0; k < 4; k++) {
                    int j = (k + 1) % 4;
                    edge[k] = edgeId(corners[k], corners[j], columns);
                    if (above[k] != above[j]) {
                        double t = (level - z[k]) / (z[j] - z[k]);
                        points.put(edge[k], new double[] {corners[k][0] + t * (corners[j][0] - corners[k][0]),
                            corners[k][1] + t * (corners[j][1] - corners[k][1])});
                    }
                }
                boolean saddle = count == 2 && above[0] == above[2];
                if (!saddle) {
                    List<Long> crossing = new ArrayList<>();
                    for (int k = 0; k < 4; k++) {
                        if (above[k] != above[(k + 1) % 4]) {
                            crossing.add(edge[k]);
                        }
                    }
                    pieces.add(new long[] {crossing.get(0), crossing.get(1)});
                } else {
                    // The corners on the centre's side are joined through it; the lines cut off the other two.
                    boolean centre = (z[0] + z[1] + z[2] + z[3]) / 4 > level;
                    for (int k = 0; k < 4; k++) {
                        if (above[k] != centre) {
                            pieces.add(new long[] {edge[(k + 3) % 4], edge[k]});
                        }
                    }
                }
            }
        }
        return joined(pieces, points);
    }

    /** An edge between two neighbouring corners: horizontal ones even, vertical ones odd. */
    private static long edgeId(int[] a, int[] b, int columns) {
        int c = Math.min(a[0], b[0]);
        int r = Math.min(a[1], b[1]);
        return ((long) r * columns + c) * 2 + (a[1] == b[1] ? 0 : 1);
    }

    /** Pieces joined end to end into lines: open lines from their ends first, then the closed ones. */
    private static List<double[]> joined(List<long[]> pieces, Map<Long, double[]> points) {
        Map<Long, List<Integer>> at = new HashMap<>();
        for (int i = 0; i < pieces.size(); i++) {
            for (long end : pieces.get(i)) {
                at.computeIfAbsent(end, k -> new ArrayList<>()).add(i);
            }
        }
        boolean[] used = new boolean[pieces.size()];
        List<double[]> lines = new ArrayList<>();
        for (int pass = 0; pass < 2; pass++) {
            for (int i = 0; i < pieces.size(); i++) {
                long[] first = pieces.get(i);
                boolean open = at.get(first[0]).size() == 1 || at.get(first[1]).size() == 1;
                if (used[i] || pass == 0 && !open) {
                    continue;
                }
                long end = pass == 0 && at.get(first[1]).size() == 1 ? first[1] : first[0];
                List<Long> chain = new ArrayList<>(List.of(end));
                int piece = i;
                while (piece >= 0) {
                    used[piece] = true;
                    long[] p = pieces.get(piece);
                    end = p[0] == end ? p[1] : p[0];
                    chain.add(end);
                    piece = -1;
                    for (int next : at.get(end)) {
                        if (!used[next]) {
                            piece = next;
                        }
                    }
                }
                double[] line = new double[chain.size() * 2];
                for (int k = 0; k < chain.size(); k++) {
                    double[] point = points.get(chain.get(k));
                    line[2 * k] = point[0];
                    line[2 * k + 1] = point[1];
                }
                lines.add(line);
            }
        }
        return lines;
    }
}
