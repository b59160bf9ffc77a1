package dev.figmark.scene;

import java.util.Objects;

/** The hatch lines over a box, clipped to it: the print-safe pattern of a bar, painted between its fill and outline. */
public record Hatching(Box box, Hatch hatch) implements Mark {

    /** Checks both parts are given. */
    public Hatching {
        Objects.requireNonNull(box, "box");
        Objects.requireNonNull(hatch, "hatch");
    }

    /** The segments x0, y0, x1, y1, … to draw, each clipped to the box by the writer's clip. */
    public double[] segments() {
        return hatch.segments(box);
    }

    /** The lines' stroke: solid, the hatch's colour and width. */
    public Stroke stroke() {
        return Stroke.solid(hatch.lineWidth(), hatch.color());
    }

    @Override
    public Box bounds() {
        return box;
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.hatching(this);
    }
}
