package dev.figmark.figures;

import dev.figmark.chart.Figure;

/** One figure ready to lay out and write: its file stem, the chart, its data and its caption. */
public record Drawn(String stem, Figure figure, Table table, String caption, boolean autoHeight) {
}
