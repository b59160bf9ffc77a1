package dev.figmark.chart;

import java.util.ArrayList;
import java.util.List;

/**
 * One plot with its decorations: title (lines separated by newlines), axes, data layers, legend and letter. The
 * layout decides where it goes; {@code key} names it in the scene and in error messages. {@code y2}, when not null, is
 * a second y axis on the right, drawn with its ticks and label there; layers drawn against it map their values with
 * its scale.
 */
public record Panel(String key, String title, Axis x, Axis y, List<Layer> layers, Legend legend, String letter, boolean frameless, Axis y2) {

    public Panel {
        title = title == null ? "" : title;
        letter = letter == null ? "" : letter;
        layers = List.copyOf(layers);
    }

    public static Builder builder(String key) {
        return new Builder(key);
    }

    /** Builds a panel; x and y are required. */
    public static final class Builder {
        private final String key;
        private String title = "";
        private Axis x;
        private Axis y;
        private final List<Layer> layers = new ArrayList<>();
        private Legend legend;
        private String letter = "";
        private boolean frameless;
        private Axis y2;

        Builder(String key) {
            this.key = key;
        }

        public Builder title(String value) {
            title = value;
            return this;
        }

        public Builder x(Axis value) {
            x = value;
            return this;
        }

        public Builder y(Axis value) {
            y = value;
            return this;
        }

        /** A second y axis, on the right: its ticks and labels go there whatever the axis says. */
        public Builder y2(Axis value) {
            y2 = value == null ? null : value.toBuilder().opposite(true).build();
            return this;
        }

        public Builder layer(Layer value) {
            layers.add(value);
            return this;
        }

        public Builder legend(Legend value) {
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

        public Panel build() {
            if (x == null || y == null) {
                throw new IllegalStateException("panel " + key + " needs both axes");
            }
            return new Panel(key, title, x, y, layers, legend, letter, frameless, y2);
        }
    }
}
