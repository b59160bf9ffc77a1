package dev.figmark.chart.guide;

import dev.figmark.scene.Color;
import dev.figmark.scene.Hatch;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Stroke;
import java.util.List;

/**
 * Legend entries and where they go. Entries flow in reading order into as many rows as the width needs, so a legend
 * that does not fit wraps instead of running off the figure or over anything.
 */
public record LegendGuide(List<Entry> entries, Placement placement, int columns) {

    /** Where a panel's legend goes; a figure's legend always sits above all panels. */
    public enum Placement {
        /** Above the plot at its right edge, beside the title when there is room (the seed's lower right at 1.02). */
        ABOVE_RIGHT,
        /** Above the plot at its left edge (the seed's lower left at 1.02). */
        ABOVE_LEFT,
        /** Above the plot, centred on it. */
        ABOVE_CENTER,
        /** Under the plot at its left edge. */
        BELOW_LEFT,
        /** Right of the plot, outside it, from its top. */
        OUTSIDE_RIGHT,
        /** Under the plot at its right edge (the seed's upper right at -0.16). */
        BELOW_RIGHT,
        /** Figure legend, left-aligned. */
        FIGURE_LEFT,
        /** Figure legend, right-aligned. */
        FIGURE_RIGHT,
        /** Figure legend above all panels, centred. */
        FIGURE_CENTER,
        /** Figure legend under all panels, left-aligned. */
        FIGURE_BELOW_LEFT,
        /** Figure legend under all panels, right-aligned. */
        FIGURE_BELOW,
        /** Figure legend right of all panels, one entry per row unless columns say otherwise. */
        FIGURE_SIDE,
        /** Inside the plot, in the first corner that covers no data (upper right, upper left, lower right, lower left). */
        INSIDE_BEST,
        /** Inside the plot's upper right corner, when it covers no data. */
        INSIDE_UPPER_RIGHT,
        /** Inside the plot's upper left corner, when it covers no data. */
        INSIDE_UPPER_LEFT,
        /** Inside the plot's lower right corner, when it covers no data. */
        INSIDE_LOWER_RIGHT,
        /** Inside the plot's lower left corner, when it covers no data. */
        INSIDE_LOWER_LEFT;

        /** Whether the legend goes inside the plot. */
        public boolean inside() {
            return name().startsWith("INSIDE");
        }

        /** Whether this is a figure's legend rather than a panel's. */
        public boolean figure() {
            return name().startsWith("FIGURE");
        }
    }

    /**
     * A legend of entries at a placement.
     *
     * @param columns entries per row, in aligned columns; 0 to flow them into as many rows as the width needs
     */
    public LegendGuide {
        entries = List.copyOf(entries);
        if (columns < 0) {
            throw new IllegalArgumentException("a legend has 0 (flowing) or more columns");
        }
    }

    /** Entries flowing into as many rows as the width needs. */
    public LegendGuide(List<Entry> entries, Placement placement) {
        this(entries, placement, 0);
    }

    /** One entry: a label and what its swatch shows. */
    public record Entry(String label, Swatch swatch) {
    }

    /** What stands for a series in a legend: drawn as the series is, its dash, marker, fill and hatch. */
    public sealed interface Swatch permits Line, Patch, Symbol {
    }

    /** A line, optionally with a marker on it and a fill behind it (a band's). */
    public record Line(Stroke stroke, Marker.Shape marker, Color markerFace, Color markerEdge, Color fill) implements Swatch {
        public Line(Stroke stroke, Marker.Shape marker, Color markerFace, Color markerEdge) {
            this(stroke, marker, markerFace, markerEdge, null);
        }

        public static Line of(Stroke stroke) {
            return new Line(stroke, null, null, null, null);
        }
    }

    /** A filled box, optionally hatched. */
    public record Patch(Color fill, Hatch hatch) implements Swatch {
    }

    /** A marker alone. */
    public record Symbol(Marker.Shape shape, Color face, Color edge, double edgeWidth, double size) implements Swatch {
    }
}
