package dev.figmark.chart.guide;

import dev.figmark.chart.look.Palette;
import dev.figmark.chart.scale.Scale;
import dev.figmark.chart.scale.Tick;
import dev.figmark.chart.scale.TickLocator;
import dev.figmark.scene.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.function.DoubleFunction;

/**
 * One axis of a panel: its scale (limits included), ticks with labels, an optional label, and what is shown. For a
 * categorical y axis the scale runs from the bottom row to the top one, so row 0 is at the top.
 */
public record AxisGuide(Scale scale, List<Tick> ticks, String label, boolean tickLabels, boolean tickMarks, boolean grid,
                   boolean spine, boolean opposite, double tickLength, boolean categorical, TickLocator locator,
                   Color color, List<Group> groups, double tickAngle, boolean markup) {

    /** The outer name of two-level categories, written under its categories from the first's tick to the last's. */
    public record Group(double from, double to, String name) {
    }

    public AxisGuide {
        ticks = List.copyOf(ticks);
        groups = List.copyOf(groups);
        label = label == null ? "" : label;
    }

    /** An axis that only maps values: nothing of it is drawn. */
    public static AxisGuide hidden(Scale scale) {
        return new AxisGuide(scale, List.of(), "", false, false, false, false, false, 0, false, null, null, List.of(), 0, false);
    }

    /** The colour of the axis's numbers and label: its own (its series', on a twin axis) or the text's grey. */
    public Color ink() {
        return color != null ? color : Palette.INK2;
    }

    /** The colour of the axis's line and ticks: its own, or the axes' grey. */
    public Color line() {
        return color != null ? color : Palette.AXIS;
    }

    public static Builder builder(Scale scale) {
        return new Builder(scale);
    }

    public Builder toBuilder() {
        Builder b = new Builder(scale);
        b.ticks = new ArrayList<>(ticks);
        b.label = label;
        b.tickLabels = tickLabels;
        b.tickMarks = tickMarks;
        b.grid = grid;
        b.spine = spine;
        b.opposite = opposite;
        b.tickLength = tickLength;
        b.categorical = categorical;
        b.locator = locator;
        b.color = color;
        b.groups = groups;
        b.tickAngle = tickAngle;
        b.markup = markup;
        return b;
    }

    /** Ticks whose position lies within the scale's limits, for an axis {@code length} points long. */
    public List<Tick> visibleTicks(double length, double fontSize) {
        List<Tick> out = new ArrayList<>();
        for (Tick t : locator == null ? ticks : locator.ticks(scale, length, fontSize)) {
            if (scale.contains(t.value(), 1e-9)) {
                out.add(t);
            }
        }
        return out;
    }

    /** Builds an axis; by default a visible spine, tick marks and labels, no grid. */
    public static final class Builder {
        private final Scale scale;
        private List<Tick> ticks = new ArrayList<>();
        private String label = "";
        private boolean tickLabels = true;
        private boolean tickMarks = true;
        private boolean grid;
        private boolean spine = true;
        private boolean opposite;
        private double tickLength = 2.0;
        private boolean categorical;
        private TickLocator locator;
        private Color color;
        private List<Group> groups = List.of();
        private double tickAngle;
        private boolean markup;

        Builder(Scale scale) {
            this.scale = scale;
        }

        public Builder ticks(List<Tick> value) {
            ticks = new ArrayList<>(value);
            return this;
        }

        /** Ticks at these positions, labelled by {@code format}. */
        public Builder ticks(List<Double> positions, DoubleFunction<String> format) {
            ticks = new ArrayList<>();
            for (double p : positions) {
                ticks.add(new Tick(p, format.apply(p)));
            }
            return this;
        }

        public Builder label(String value) {
            label = value;
            return this;
        }

        public Builder tickLabels(boolean value) {
            tickLabels = value;
            return this;
        }

        public Builder tickMarks(boolean value) {
            tickMarks = value;
            return this;
        }

        public Builder tickLength(double value) {
            tickLength = value;
            return this;
        }

        public Builder grid(boolean value) {
            grid = value;
            return this;
        }

        public Builder spine(boolean value) {
            spine = value;
            return this;
        }

        /** Ticks and labels on the opposite side: the top for x, the right for y. */
        public Builder opposite(boolean value) {
            opposite = value;
            return this;
        }

        /** Ticks chosen once the axis's length on the page is known; replaces fixed ticks. */
        public Builder locator(TickLocator value) {
            locator = value;
            return this;
        }

        /** Turns the tick labels of an x axis counter-clockwise by some degrees, ending at their ticks (0: level, as room allows). */
        public Builder tickAngle(double value) {
            tickAngle = value;
            return this;
        }

        /** Writes the outer names of two-level categories under their categories' names. */
        public Builder groups(List<Group> value) {
            groups = value;
            return this;
        }

        /** Draws the axis's line, ticks, numbers and label in a colour (null: the default greys). */
        public Builder color(Color value) {
            color = value;
            return this;
        }

        /** Labels name categories: they are wrapped, turned or made smaller to fit, and one left out is said. */
        public Builder categorical(boolean value) {
            categorical = value;
            return this;
        }

        /** Sets the names of categories and groups in their markup ({@code W_{INT4}}, {@code *n*}), as a legend sets them. */
        public Builder markup(boolean value) {
            markup = value;
            return this;
        }

        public AxisGuide build() {
            return new AxisGuide(scale, ticks, label, tickLabels, tickMarks, grid, spine, opposite, tickLength, categorical, locator, color, groups, tickAngle,
                    markup);
        }
    }
}
