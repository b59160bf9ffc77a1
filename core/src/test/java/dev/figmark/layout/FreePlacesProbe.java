package dev.figmark.layout;

import dev.figmark.scene.Box;

/** What tests of other packages may ask of the layout's geometry. */
public final class FreePlacesProbe {

    private FreePlacesProbe() {
    }

    /** Whether a segment passes through a box. */
    public static boolean crosses(double x0, double y0, double x1, double y1, Box b) {
        return FreePlaces.crosses(x0, y0, x1, y1, b);
    }
}
