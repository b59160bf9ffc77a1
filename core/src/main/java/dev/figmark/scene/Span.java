package dev.figmark.scene;

import java.util.Objects;

/** A band across a panel between two x positions (a phase behind a timeline), from its top to its bottom. */
public record Span(double x0, double x1, double top, double bottom, Color fill) implements Mark {

    public Span {
        Objects.requireNonNull(fill, "fill");
        if (!Double.isFinite(x0) || !Double.isFinite(x1) || !Double.isFinite(top) || !Double.isFinite(bottom)) {
            throw new IllegalArgumentException("span must be finite");
        }
    }

    public Box box() {
        return Box.of(x0, top, x1, bottom);
    }

    @Override
    public <R> R accept(Visitor<R> visitor) {
        return visitor.span(this);
    }
}
