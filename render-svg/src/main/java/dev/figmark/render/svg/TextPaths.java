package dev.figmark.render.svg;

import dev.figmark.render.Numbers;
import dev.figmark.scene.Text;
import dev.figmark.scene.TextRun;
import dev.figmark.text.FontMetrics;
import dev.figmark.text.GlyphOutlines;
import java.awt.geom.AffineTransform;
import java.awt.geom.PathIterator;

/**
 * A text as the outlines of its glyphs, for {@code --svg-text paths}: the picture stays the same in a viewer without
 * the font, at the cost of text that cannot be selected or searched (its words stay in an {@code aria-label}).
 */
final class TextPaths {

    private TextPaths() {
    }

    /** The path data of every glyph of the text, placed where the layout put it. */
    static String data(Text t) {
        StringBuilder d = new StringBuilder();
        double[] c = new double[6];
        for (Text.Placed p : t.placed()) {
            TextRun run = p.run();
            GlyphOutlines outlines = GlyphOutlines.of(run.face());
            double scale = p.size() / FontMetrics.of(run.face()).unitsPerEm();
            double pen = p.dx();
            for (int k = 0; k < run.length(); k++) {
                AffineTransform at = new AffineTransform();
                if (t.vertical()) {
                    at.translate(t.x() + p.dy(), t.y() - pen);
                    at.rotate(-Math.PI / 2);
                } else if (t.turned()) {
                    double a = Math.toRadians(t.rotation());
                    at.translate(t.x() + pen * Math.cos(a) + p.dy() * Math.sin(a), t.y() - pen * Math.sin(a) + p.dy() * Math.cos(a));
                    at.rotate(-a);
                } else {
                    at.translate(t.x() + pen, t.y() + p.dy());
                }
                at.scale(scale, -scale);
                for (PathIterator it = outlines.outline(run.glyph(k)).getPathIterator(at); !it.isDone(); it.next()) {
                    int kind = it.currentSegment(c);
                    switch (kind) {
                        case PathIterator.SEG_MOVETO -> point(d.append('M'), c, 0);
                        case PathIterator.SEG_LINETO -> point(d.append('L'), c, 0);
                        case PathIterator.SEG_QUADTO -> point(point(d.append('Q'), c, 0).append(' '), c, 2);
                        case PathIterator.SEG_CUBICTO -> point(point(point(d.append('C'), c, 0).append(' '), c, 2).append(' '), c, 4);
                        default -> d.append('Z');
                    }
                }
                pen += run.advanceEm(k) * p.size();
            }
        }
        return d.toString();
    }

    private static StringBuilder point(StringBuilder d, double[] c, int at) {
        return d.append(Numbers.coord(c[at])).append(' ').append(Numbers.coord(c[at + 1]));
    }
}
