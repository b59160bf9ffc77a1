package dev.figmark.api;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * One panel of a figure: a title, two axes, its series and reference lines. The legend is made from the series'
 * labels. Built with {@link #builder(String)}.
 */
public final class Panel {

    /** Which axis draws grid lines. */
    public enum Grid {
        /** Lines across at the y ticks (the default). */
        Y,
        /** Lines up at the x ticks. */
        X,
        /** Both. */
        BOTH,
        /** None. */
        NONE
    }

    private final Map<String, Object> json;

    private Panel(Map<String, Object> json) {
        this.json = json;
    }

    /**
     * Starts a panel.
     *
     * @param title the panel's title; empty for none
     * @return a builder
     */
    public static Builder builder(String title) {
        return new Builder(title);
    }

    /** The panel as the JSON description says it. */
    Map<String, Object> json() {
        return json;
    }

    /** Builds a panel; only the series are required. */
    public static final class Builder {

        private final Map<String, Object> json = new LinkedHashMap<>();
        private final List<Object> series = new ArrayList<>();
        private final List<Object> lines = new ArrayList<>();

        private Builder(String title) {
            json.put("title", title == null ? "" : title);
        }

        /**
         * The x axis; linear and unlabelled when not given.
         *
         * @param axis the axis
         * @return this builder
         */
        public Builder x(Axis axis) {
            json.put("x", axis.json());
            return this;
        }

        /**
         * The y axis; linear and unlabelled when not given.
         *
         * @param axis the axis
         * @return this builder
         */
        public Builder y(Axis axis) {
            json.put("y", axis.json());
            return this;
        }

        /**
         * A second y axis, on the right, for series {@link Series#onRightAxis() on it}: power beside throughput.
         *
         * @param axis the axis
         * @return this builder
         */
        public Builder y2(Axis axis) {
            json.put("y2", axis.json());
            return this;
        }

        /**
         * Adds a series.
         *
         * @param s the series
         * @return this builder
         */
        public Builder series(Series s) {
            series.add(s.json());
            return this;
        }

        /**
         * Adds a line through the points: a shorthand for {@code series(Series.line(label, x, y))}.
         *
         * @param label the legend's name for it
         * @param x     the x values
         * @param y     the y values
         * @return this builder
         */
        public Builder line(String label, double[] x, double[] y) {
            return series(Series.line(label, x, y));
        }

        /**
         * Adds a dashed vertical line at {@code x}, with an annotation beside it.
         *
         * @param x          where
         * @param annotation the text beside it; empty for none
         * @return this builder
         */
        public Builder markX(double x, String annotation) {
            return mark("x", x, annotation);
        }

        /**
         * Adds a dashed horizontal line at {@code y}, with an annotation above it.
         *
         * @param y          where
         * @param annotation the text above it; empty for none
         * @return this builder
         */
        public Builder markY(double y, String annotation) {
            return mark("y", y, annotation);
        }

        private Builder mark(String axis, double at, String annotation) {
            Map<String, Object> line = new LinkedHashMap<>();
            line.put(axis, at);
            if (annotation != null && !annotation.isEmpty()) {
                line.put("annotation", annotation);
            }
            lines.add(line);
            return this;
        }

        /**
         * Which grid lines to draw.
         *
         * @param grid the grid
         * @return this builder
         */
        public Builder grid(Grid grid) {
            json.put("grid", grid.name().toLowerCase(java.util.Locale.ROOT));
            return this;
        }

        /**
         * The panel.
         *
         * @return the panel
         * @throws IllegalStateException when it has no series
         */
        public Panel build() {
            if (series.isEmpty()) {
                throw new IllegalStateException("a panel needs at least one series");
            }
            Map<String, Object> out = new LinkedHashMap<>(json);
            if (!lines.isEmpty()) {
                out.put("lines", List.copyOf(lines));
            }
            out.put("series", List.copyOf(series));
            return new Panel(out);
        }
    }
}
