package dev.figmark.compile.kind;

import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.read.Context;
import dev.figmark.model.Distribution;
import dev.figmark.model.Points;
import dev.figmark.model.Timeline;

/**
 * One part of a series to read (all of it, or the rows of one value of its {@code by} field), as its panel's reader
 * hands it to the kind's compiler: the readers of points, samples and spans that the kinds share, and the part's
 * finishing touches.
 */
public interface SeriesPart {

    /** The series' path in the description, such as {@code panels[0].series[1]}, for messages. */
    String path();

    /** The description being read: its messages and warnings. */
    Context spec();

    /** The part's name: its label, or the series' path where it has none (a box's, violin's or strip's category). */
    String name();

    /** The points of x and y, with their bounds, labels and sizes, read from the part's rows or given inline. */
    DrawnSeries points(Points series);

    /**
     * The raw samples, scaled, those missing or not positive on a log axis refused or counted.
     *
     * @param series the distribution
     * @param onY    whether they lie along y (whose scale then counts) rather than x
     * @return the samples kept
     */
    double[] samples(Distribution series, boolean onY);

    /** Whether the axis values lie along is logarithmic: y's (or y2's, for a series drawn against it) or x's. */
    boolean logAxis(boolean onY);

    /** A timeline's bars from start to end, each at its lane. */
    DrawnSeries timeline(Timeline series);

    /** The drawn series named as the part, with the part's value and style: what every kind of points becomes. */
    DrawnSeries labelled(DrawnSeries drawn);

    /**
     * The drawn series as a category of its own (a box, violin or strip at its name), with the part's value, its name
     * down y when it lies across.
     */
    DrawnSeries category(DrawnSeries drawn, boolean across);
}
