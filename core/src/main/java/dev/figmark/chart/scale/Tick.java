package dev.figmark.chart.scale;

/** A tick position in data units and its label (empty for an unlabelled tick). */
public record Tick(double value, String label) {

    public Tick {
        if (!Double.isFinite(value)) {
            throw new IllegalArgumentException("tick position must be finite");
        }
        label = label == null ? "" : label;
    }
}
