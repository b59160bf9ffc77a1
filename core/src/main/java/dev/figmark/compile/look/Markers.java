package dev.figmark.compile.look;

import dev.figmark.model.Series;
import dev.figmark.scene.Marker;

/**
 * Marker sizes of equal visual area: a diamond, a square or a triangle as heavy on the page as a circle of the
 * nominal size, so that no series looks bolder for its shape (matplotlib's "d" is narrower than its "o").
 */
public final class Markers {

    /** The nominal size of points (scatter, error bars), in points. */
    public static final double POINT = 4.5;
    /** The nominal size of markers on a line, in points. */
    public static final double ON_LINE = 4.0;

    private Markers() {
    }

    /** The size to give a shape so that its area is that of a circle {@code nominal} across. */
    public static double size(Marker.Shape shape, double nominal) {
        return nominal * Marker.areaScale(shape);
    }

    /** The scene's shape of a description's marker; null for none. */
    static Marker.Shape shape(Series.Marker marker) {
        return switch (marker) {
            case CIRCLE -> Marker.Shape.CIRCLE;
            case SQUARE -> Marker.Shape.SQUARE;
            case TRIANGLE_UP -> Marker.Shape.TRIANGLE_UP;
            case TRIANGLE_DOWN -> Marker.Shape.TRIANGLE_DOWN;
            case DIAMOND -> Marker.Shape.DIAMOND;
            case TRIANGLE_LEFT -> Marker.Shape.TRIANGLE_LEFT;
            case TRIANGLE_RIGHT -> Marker.Shape.TRIANGLE_RIGHT;
            case PENTAGON -> Marker.Shape.PENTAGON;
            case HEXAGON -> Marker.Shape.HEXAGON;
            case STAR -> Marker.Shape.STAR;
            case X -> Marker.Shape.X;
            case PLUS -> Marker.Shape.PLUS;
            case POINT -> Marker.Shape.POINT;
            default -> null;
        };
    }
}
