package dev.figmark.compile.drawn;

import java.util.List;

/**
 * What some series draw besides their points, each as long as the points (or null): a label at each, a size and
 * a colour value for each point of a scatter, a box's statistics, a fitted curve's formula, the words of an
 * interval for the caption, whether x holds dates, the value of the by field the series draws, whether its
 * points sit on categories down y, and its value of the field its styles go by ({@code {"by": FIELD}}).
 *
 * @param labels   a label at each point, or null
 * @param sizes    a scatter's size value at each point, or null
 * @param shades   a scatter's colour value at each point, or null
 * @param box      a box's statistics, or null
 * @param fit      a fitted curve's formula and R², or null
 * @param interval what its error bars or band span, in words for the caption, or null
 * @param dates    whether x holds dates
 * @param group    its value of the {@code by} field, or null
 * @param across   whether its points sit on categories down y
 * @param style    its value of the field its styles go by, or null
 */
public record Extras(List<String> labels, double[] sizes, double[] shades, BoxStats box, String fit, String interval, Dates dates,
                     String group, boolean across, String style) {

    /** Nothing besides the points. */
    public static final Extras NONE = new Extras(null, null, null, null, null, null, Dates.NONE, null, false, null);

    /** Extras with no field to style by. */
    public Extras(List<String> labels, double[] sizes, double[] shades, BoxStats box, String fit, String interval, Dates dates, String group,
                  boolean across) {
        this(labels, sizes, shades, box, fit, interval, dates, group, across, null);
    }

    /** The same, with a box's statistics. */
    public Extras box(BoxStats stats) {
        return new Extras(labels, sizes, shades, stats, fit, interval, dates, group, across, style);
    }

    /** The value of the {@code by} field the series draws, which keys its look across the figure. */
    public Extras group(String value) {
        return new Extras(labels, sizes, shades, box, fit, interval, dates, value, across, style);
    }

    /** The same, for points on categories down y. */
    public Extras downY() {
        return new Extras(labels, sizes, shades, box, fit, interval, dates, group, true, style);
    }

    /** The value of the field its markers, dashes or hatches go by ({@code {"by": FIELD}}), which keys them across the figure. */
    public Extras style(String value) {
        return new Extras(labels, sizes, shades, box, fit, interval, dates, group, across, value);
    }
}
