package dev.figmark.chart;

import dev.figmark.chart.frame.Frame;
import dev.figmark.chart.frame.Layer;
import dev.figmark.scene.Area;
import dev.figmark.scene.Box;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import java.util.ArrayList;

/**
 * A layer drawn up y laid across instead: a box, violin or strip written once for categories along x is drawn with
 * its category down y and its values along x, by drawing it in a plot turned a quarter and turning its marks back.
 */
public final class Turned {

    private Turned() {
    }

    /** Where a layer drawn upright goes: to {@code add} as it is, or laid across first. */
    public static java.util.function.Consumer<Layer> upright(boolean across, java.util.function.Consumer<Layer> add) {
        return across ? layer -> add.accept(of(layer)) : add;
    }

    /** The layer across: its x scale the frame's y (the categories), its y scale the frame's x (the values). */
    public static Layer of(Layer upright) {
        return (frame, context, out) -> {
            Box plot = frame.plot();
            Frame turned = new Frame(new Box(0, 0, plot.height(), plot.width()), frame.y(), frame.x());
            Layer.Output drawn = new Layer.Output(new ArrayList<>(), new ArrayList<>(), new ArrayList<>(), new java.util.HashMap<>());
            upright.draw(turned, context, drawn);
            if (!drawn.free().isEmpty() || !drawn.notes().isEmpty() || !drawn.labelled().isEmpty()) {
                throw new IllegalStateException("a layer laid across draws data marks only");
            }
            for (Mark m : drawn.clipped()) {
                out.data(drawn.names().get(m), back(m, plot));
            }
            out.leftOut().addAll(drawn.leftOut());
        };
    }

    /**
     * A mark of the turned plot on the page: its point (a, b), a along the categories and b down from the values'
     * top, lands at (right - b, bottom - a).
     */
    static Mark back(Mark m, Box plot) {
        if (m instanceof Polyline p) {
            return new Polyline(points(p.points(), plot), p.stroke());
        }
        if (m instanceof Area a) {
            return new Area(points(a.points(), plot), a.fill());
        }
        if (m instanceof Rect r) {
            Box b = r.box();
            return new Rect(Box.of(plot.right() - b.y(), plot.bottom() - b.x(), plot.right() - b.bottom(), plot.bottom() - b.right()), r.fill(), r.stroke());
        }
        if (m instanceof Marker k) {
            return new Marker(plot.right() - k.y(), plot.bottom() - k.x(), k.shape(), k.size(), k.face(), k.edge(), k.edgeWidth());
        }
        throw new IllegalStateException("no mark of kind " + m.getClass().getSimpleName() + " is laid across");
    }

    private static double[] points(double[] xy, Box plot) {
        double[] out = new double[xy.length];
        for (int i = 0; i + 1 < xy.length; i += 2) {
            out[i] = plot.right() - xy[i + 1];
            out[i + 1] = plot.bottom() - xy[i];
        }
        return out;
    }
}
