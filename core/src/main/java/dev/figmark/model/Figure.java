package dev.figmark.model;

import java.util.List;

/**
 * The figure as a whole: its size, fonts, palette, title, grid, legend and caption. Lengths are {@link Length}s;
 * the font size is in points.
 *
 * <pre>{@code
 * Figure f = Figure.SINGLE.title("Decode throughput").font("serif").fontSize(8.0).printSafe(true)
 *     .columns(2).share(Figure.Share.Y).legend(Legend.at(Legend.Position.ABOVE).columns(3))
 *     .palette(Palette.named(Palette.Name.OKABE_ITO)).height(Length.cm(6));
 * }</pre>
 *
 * @param width      single or double column, a number of inches, or a length as LaTeX writes it (241.14749pt, 8.5cm)
 * @param height     as tall as the panels need (the default), or a length
 * @param title      a title above the panels, in bold; {@code \n} parts lines
 * @param font       sans (Liberation Sans), serif (Liberation Serif), a family name found in the system's fonts
 *                   ("Linux Libertine O", "TeX Gyre Termes"), or font files separated by commas, relative to the
 *                   description
 * @param fontSize   the base size of text in points (default 7.5); tick labels and notes are set a little smaller
 * @param palette    the series' colours in order: figmark's default (Paul Tol's high contrast and black: four colours
 *                   any reader tells apart, also in grey print; further series repeat them with dashes, markers or
 *                   hatches), okabe-ito, tableau10, grayscale (with print_safe), or a list; one warning names the
 *                   series that some readers cannot tell apart
 * @param printSafe  dashes and hatches besides colours, so that grey print still tells series apart
 * @param letters    (a), (b), … before panel titles
 * @param columns    panels per row (default: all in one row in a double-column figure, one per row in a single
 *                   column); kept as asked, or refused saying what does not fit
 * @param share      axes shared across the grid: one range from every panel's values, tick labels and the axis label
 *                   on the outer panels only; x, y or both, or y within each row ("rows") or x within each column
 *                   ("columns"), as matplotlib's sharey="row" and sharex="col"
 * @param legend     one legend for the whole figure, listing every label of every panel once: above (left, centred
 *                   or right), below, or right of the panels
 * @param output     the stem of the output files (default: the description's file name)
 * @param caption    the caption to write instead of the one figmark suggests
 * @param alt        the text alternative for readers who cannot see the figure, instead of the one figmark makes from the
 *                   data (its kind, axes, series and their numbers): in the SVG's desc, the PNG's Description, the tagged
 *                   PDF's Alt and the LaTeX snippet's Description
 * @param widthRatios the columns' widths relative to each other, one per column, as matplotlib's width_ratios; it
 *        sets the columns when columns is left out
 * @param heightRatios the rows' heights relative to each other, one per row of panels
 * @param outerLabels an axis label every panel gives alike written once, on the outer panels (y on the first of each
 *        row, x under each column), while each panel keeps its own range: matplotlib's label_outer for the label
 * @param sharedColorbar one colour scale for every heat map of the figure, from the smallest value of any to the
 *        largest, and one colour bar, beside the last: colours then compare across panels (their colormap, center,
 *        norm and limits must agree)
 * @param data the data source (under the description's "data") every panel and series takes its fields from, unless
 *        it names its own (when only one source is given, it is the default)
 */
@OneFieldCopies
public record Figure(Length width, Length height, String title, @Range(min = 1) String font, @Range(min = 4, max = 24) Double fontSize,
                     Palette palette, Boolean printSafe, Boolean letters, @Range(min = 1, max = 12) Integer columns, Share share,
                     Legend legend, String output, String caption, String alt, String data, List<Double> widthRatios,
                     List<Double> heightRatios, Boolean outerLabels, Boolean sharedColorbar) implements FigureCopies {

    /** Axes shared across a grid of panels. */
    public enum Share {
        /** Each panel its own axes. */
        NONE,
        /** One x range. */
        X,
        /** One y range. */
        Y,
        /** Both. */
        BOTH,
        /** One y range within each row of panels, each row its own (matplotlib's {@code sharey="row"}). */
        ROWS,
        /** One x range within each column of panels, each column its own (matplotlib's {@code sharex="col"}). */
        COLUMNS
    }

    /** Checks the fields that must agree. */
    public Figure {
        if (width != null && width instanceof Length.Measure m && !(m.inches() >= 1 && m.inches() <= 40)) {
            throw new FigureException("width", "a figure is 1 to 40 in wide, not " + m);
        }
        if (height instanceof Length.Column) {
            throw new FigureException("height", "single and double are widths; give a length, or leave height out for auto");
        }
        if (height != null && !(height.inches() >= 0.5 && height.inches() <= 40)) {
            throw new FigureException("height", "a figure is 0.5 to 40 in tall, not " + height);
        }
        widthRatios = Copies.list(widthRatios);
        heightRatios = Copies.list(heightRatios);
        for (String name : new String[] {"width_ratios", "height_ratios"}) {
            List<Double> ratios = name.startsWith("width") ? widthRatios : heightRatios;
            if (ratios != null && (ratios.isEmpty() || ratios.stream().anyMatch(r -> r == null || !(r > 0) || !(r <= 100)))) {
                throw new FigureException(name, "takes one ratio per " + (name.startsWith("width") ? "column" : "row") + ", each above 0 and at most 100");
            }
        }
        if (widthRatios != null && columns != null && widthRatios.size() != columns) {
            throw new FigureException("width_ratios", "has " + widthRatios.size() + " ratios for " + columns + " columns; give one per column");
        }
        if (Boolean.TRUE.equals(outerLabels) && share != null && share != Share.NONE) {
            throw new FigureException("outer_labels", "shared axes (\"share\") are labelled on the outer panels already; leave one of them out");
        }
        if (alt != null && alt.isBlank()) {
            throw new FigureException("alt", "is empty; leave it out for the text figmark makes from the data, or say what the figure shows");
        }
        if (output != null && !output.matches("[A-Za-z0-9._-]+")) {
            throw new FigureException("output", "\"" + output + "\" is not a file stem: use letters, digits, '.', '_' and '-'");
        }
        if (legend != null && !java.util.Set.of(Legend.Position.ABOVE_LEFT, Legend.Position.ABOVE, Legend.Position.ABOVE_RIGHT,
                Legend.Position.BELOW, Legend.Position.BELOW_LEFT, Legend.Position.RIGHT, Legend.Position.NONE).contains(legend.position())) {
            throw new FigureException("legend", "a figure's legend goes above (left, centred or right), below (left or right), right of the panels, or none");
        }
    }

    /** A figure one column wide, all else by default. */
    public static final Figure SINGLE = new Figure(Length.SINGLE, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);
    /** A figure two columns wide, all else by default. */
    public static final Figure DOUBLE = new Figure(Length.DOUBLE, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null, null);

    /**
     * A figure of a width, all else by default.
     *
     * @param width the width
     * @return the figure
     */
    public static Figure of(Length width) {
        return DOUBLE.width(width);
    }

    /**
     * The same figure with its columns' widths in these ratios (and as many columns).
     *
     * @param values one ratio per column
     * @return a new figure
     */
    public Figure widthRatios(double... values) {
        return widthRatios(java.util.Arrays.stream(FigureException.notNull(values, "width_ratios")).boxed().toList());
    }

    /**
     * The same figure with its rows' heights in these ratios.
     *
     * @param values one ratio per row
     * @return a new figure
     */
    public Figure heightRatios(double... values) {
        return heightRatios(java.util.Arrays.stream(FigureException.notNull(values, "height_ratios")).boxed().toList());
    }
}
