package dev.figmark.chart;

import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.scale.Scale;
import java.util.ArrayList;
import java.util.List;

/**
 * One plot with its decorations: title (lines separated by newlines), axes, data layers, legend and letter. The
 * layout decides where it goes; {@code key} names it in the scene and in error messages. {@code y2}, when not null, is
 * a second y axis on the right, drawn with its ticks and label there; layers drawn against it map their values with
 * its scale.
 */
public record PanelPlot(String key, String title, AxisGuide x, AxisGuide y, List<Layer> layers, LegendGuide legend, String letter, boolean frameless, AxisGuide y2,
                    Sharing sharing) {

    /**
     * Axes shared across a grid: the panel's full x and y, whose tick labels and axis label show only where the panel
     * is outer (the bottom of its column for x, the left of its row for y). Kept with the panel so that a layout that
     * regrids the panels labels the new outer ones ({@link #at}).
     *
     * @param x the full x axis, or null when x is not shared
     * @param y the full y axis, or null when y is not shared
     * @param labelOnly only the axis label is shared (written on the outer panels); each panel keeps its own range
     *        and tick labels
     */
    public record Sharing(AxisGuide x, AxisGuide y, boolean labelOnly) {

        /** Shared ranges: tick labels and the axis label on the outer panels only. */
        public Sharing(AxisGuide x, AxisGuide y) {
            this(x, y, false);
        }
    }

    /** The same panel sharing its axes' labels, or its axes, across the grid. */
    public PanelPlot sharing(Sharing value) {
        return new PanelPlot(key, title, x, y, layers, legend, letter, frameless, y2, value);
    }

    /** The panel where the grid puts it: a shared axis labelled only when the panel is outer on that side. */
    public PanelPlot at(boolean left, boolean bottom) {
        if (sharing == null) {
            return this;
        }
        AxisGuide nx = sharing.x() == null ? x : bottom ? sharing.x() : sharing.x().toBuilder().tickLabels(sharing.labelOnly()).label("").build();
        AxisGuide ny = sharing.y() == null ? y : left ? sharing.y() : sharing.y().toBuilder().tickLabels(sharing.labelOnly()).label("").build();
        return new PanelPlot(key, title, nx, ny, layers, legend, letter, frameless, y2, sharing);
    }

    public PanelPlot {
        title = title == null ? "" : title;
        letter = letter == null ? "" : letter;
        layers = List.copyOf(layers);
    }

    /** How messages name the panel: by its title (on one line), else by its key. */
    public String name() {
        return title.isEmpty() ? key : title.replace('\n', ' ');
    }

    /** An empty slot of a grid that is not completely filled: it keeps its place, and nothing of it is drawn. */
    /** Whether the panel is an empty place of the grid: it draws nothing, and a panel above it is the lowest of its column. */
    public boolean empty() {
        return frameless && layers.isEmpty() && title.isEmpty() && legend == null;
    }

    public static PanelPlot blank(String key) {
        return builder(key).x(AxisGuide.hidden(Scale.linear(0, 1))).y(AxisGuide.hidden(Scale.linear(0, 1))).frameless(true).build();
    }

    public static Builder builder(String key) {
        return new Builder(key);
    }

    /** Builds a panel; x and y are required. */
    public static final class Builder {
        private final String key;
        private String title = "";
        private AxisGuide x;
        private AxisGuide y;
        private final List<Layer> layers = new ArrayList<>();
        private LegendGuide legend;
        private String letter = "";
        private boolean frameless;
        private AxisGuide y2;
        private Sharing sharing;

        Builder(String key) {
            this.key = key;
        }

        public Builder title(String value) {
            title = value;
            return this;
        }

        public Builder x(AxisGuide value) {
            x = value;
            return this;
        }

        public Builder y(AxisGuide value) {
            y = value;
            return this;
        }

        /** A second y axis, on the right: its ticks and labels go there whatever the axis says. */
        public Builder y2(AxisGuide value) {
            y2 = value == null ? null : value.toBuilder().opposite(true).build();
            return this;
        }

        /** Axes shared across the grid: labelled by {@link PanelPlot#at} where the panel is outer. */
        public Builder sharing(Sharing value) {
            sharing = value;
            return this;
        }

        public Builder layer(Layer value) {
            layers.add(value);
            return this;
        }

        public Builder legend(LegendGuide value) {
            legend = value;
            return this;
        }

        public Builder letter(String value) {
            letter = value;
            return this;
        }

        /** No axes, ticks or title: a ribbon of bands and labels. */
        public Builder frameless(boolean value) {
            frameless = value;
            return this;
        }

        public PanelPlot build() {
            if (x == null || y == null) {
                throw new IllegalStateException("panel " + key + " needs both axes");
            }
            return new PanelPlot(key, title, x, y, layers, legend, letter, frameless, y2, sharing);
        }
    }
}
