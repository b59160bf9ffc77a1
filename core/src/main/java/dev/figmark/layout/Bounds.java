package dev.figmark.layout;

import dev.figmark.scene.Box;
import dev.figmark.scene.Group;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Span;
import dev.figmark.scene.Text;

/** The box a mark covers on the page, for measuring decorations and checking legends. */
final class Bounds implements Mark.Visitor<Box> {

    static final Bounds INSTANCE = new Bounds();

    static Box of(Mark mark) {
        return mark.accept(INSTANCE);
    }

    @Override
    public Box group(Group g) {
        Box out = null;
        for (Mark child : g.children()) {
            Box b = of(child);
            if (b != null) {
                b = b.translate(g.dx(), g.dy());
                out = out == null ? b : out.union(b);
            }
        }
        return out;
    }

    @Override
    public Box polyline(Polyline p) {
        double x0 = Double.POSITIVE_INFINITY;
        double y0 = Double.POSITIVE_INFINITY;
        double x1 = Double.NEGATIVE_INFINITY;
        double y1 = Double.NEGATIVE_INFINITY;
        for (int i = 0; i < p.size(); i++) {
            x0 = Math.min(x0, p.x(i));
            x1 = Math.max(x1, p.x(i));
            y0 = Math.min(y0, p.y(i));
            y1 = Math.max(y1, p.y(i));
        }
        double w = p.stroke().width() / 2;
        return Box.of(x0 - w, y0 - w, x1 + w, y1 + w);
    }

    @Override
    public Box rect(Rect r) {
        return r.box();
    }

    @Override
    public Box span(Span s) {
        return s.box();
    }

    @Override
    public Box text(Text t) {
        return t.bounds();
    }

    @Override
    public Box marker(Marker m) {
        return m.bounds();
    }
}
