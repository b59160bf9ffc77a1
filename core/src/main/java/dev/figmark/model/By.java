package dev.figmark.model;

import java.util.List;

/**
 * One series per value of a field, each with its own label, colour and legend entry; a value keeps its look in every
 * panel of the figure. In JSON the field alone ({@code "by": "engine"}) or, with an order, an object ({@code
 * {"field": "engine", "order": ["HF", "vLLM"]}}).
 *
 * @param field the field whose values make the series
 * @param order the values in the order their series are drawn and listed (default: as they first appear); a value
 *              the data lacks is refused, and values left out are drawn after these
 */
@OneFieldCopies
public record By(@Required String field, List<String> order) implements ByCopies {

    /** Checks the fields that must agree with each other. */
    public By {
        order = Copies.list(order);
        if (field == null || field.isEmpty()) {
            throw new FigureException("field", "name the field whose values make the series");
        }
        SeriesChecks.distinct(order, "order");
    }

    /**
     * A series per value of a field, in the order the values first appear.
     *
     * @param field the field
     * @return the grouping
     */
    public static By of(String field) {
        return new By(field, null);
    }
}
