package dev.figmark.model;

import java.util.List;
import java.util.Map;

/**
 * A whole figure described: its options, its data sources and its panels, in the order they are read (the grid
 * fills rows left to right). What {@code figmark plot} reads from JSON and {@code dev.figmark.api.Plot} draws.
 *
 * <pre>{@code
 * Description d = Description.of(Figure.SINGLE,
 *         Panel.titled("Decode").series(Series.line("vLLM", new double[] {1, 2, 4}, new double[] {41, 79, 152})))
 *     .data("runs", Source.of("runs.csv"));
 * }</pre>
 *
 * @param schema the schema this description follows, for editors that complete and check it
 * @param figure the figure as a whole: its size, fonts, palette, title, grid, legend and caption
 * @param data   data sources by name: files, relative to the description, that series name under {@code data}
 * @param panels the plots of the figure, in reading order
 */
@OneFieldCopies
public record Description(@Key("$schema") String schema, Figure figure, Map<String, Source> data,
                          @Required @Range(min = 1) List<Panel> panels) implements DescriptionCopies {

    /** Copies the maps and lists. */
    public Description {
        data = Copies.map(data);
        panels = panels == null ? List.of() : List.copyOf(panels);
    }

    /**
     * A figure of panels, two columns wide unless its options say otherwise.
     *
     * @param figure the figure's options
     * @param panels the panels
     * @return the description
     */
    public static Description of(Figure figure, Panel... panels) {
        return new Description(null, figure, null, List.of(FigureException.noNulls("panels", panels)));
    }

    /**
     * The same description with one more data source.
     *
     * @param name   the name series give under {@code data}
     * @param source the source
     * @return a new description
     */
    public Description data(String name, Source source) {
        java.util.LinkedHashMap<String, Source> all = new java.util.LinkedHashMap<>(data == null ? Map.of() : data);
        all.put(name, source);
        return data(all);
    }

    /**
     * The same description with these panels, given in one call; refused on a description that has panels already,
     * as {@code panels(List)} would replace them and a second call once added to them.
     *
     * @param panels the panels
     * @return a new description
     */
    public Description panels(Panel... panels) {
        Copies.once(this.panels, "panels");
        return panels(List.of(FigureException.noNulls("panels", panels)));
    }

    /**
     * The same description with more panels after its own.
     *
     * @param more the panels
     * @return a new description
     */
    public Description addPanels(Panel... more) {
        return panels(Copies.plus(panels, FigureException.noNulls("panels", more)));
    }
}
