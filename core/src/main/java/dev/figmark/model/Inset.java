package dev.figmark.model;

import java.util.List;

/**
 * A small plot inside a panel that magnifies a range of it, as matplotlib's {@code inset_axes} with
 * {@code indicate_inset_zoom}: the range is outlined on the panel and joined to the inset, which draws the panel's
 * series again at the range and goes in the corner of the plot where it covers the least data.
 *
 * <pre>{@code
 * Inset zoom = Inset.of(0, 16).y(0, 40).at(Inset.Corner.UPPER_LEFT);
 * }</pre>
 *
 * @param x    the range of x magnified, [low, high]
 * @param y    the range of y, [low, high] (default: the values the series draw within x, with a margin)
 * @param at   where the inset goes: the corner that covers the least data (auto, the default), or a corner
 * @param size the inset's width and height as a share of the plot's (default 0.4)
 */
@OneFieldCopies
public record Inset(@Required List<Double> x, List<Double> y, Corner at, @Range(min = 0.2, max = 0.6) Double size) implements InsetCopies {

    /** Where an inset goes in its panel's plot. */
    public enum Corner {
        /** The corner that covers the least data, clear of the magnified range. */
        AUTO,
        /** The upper left corner. */
        @Key("upper left") UPPER_LEFT,
        /** The upper right corner. */
        @Key("upper right") UPPER_RIGHT,
        /** The lower left corner. */
        @Key("lower left") LOWER_LEFT,
        /** The lower right corner. */
        @Key("lower right") LOWER_RIGHT
    }

    /** Checks the ranges. */
    public Inset {
        x = Copies.list(x);
        y = Copies.list(y);
        for (String name : new String[] {"x", "y"}) {
            List<Double> range = name.equals("x") ? x : y;
            if (range != null && (range.size() != 2 || range.get(0) == null || range.get(1) == null || !(range.get(1) > range.get(0)))) {
                throw new FigureException(name, "takes [low, high] with low < high: the range the inset magnifies");
            }
        }
        if (x == null) {
            throw new FigureException("x", "an inset needs \"x\": [low, high], the range it magnifies");
        }
    }

    /**
     * An inset magnifying a range of x.
     *
     * @param low  the range's low end
     * @param high its high end
     * @return the inset
     */
    public static Inset of(double low, double high) {
        return new Inset(List.of(low, high), null, null, null);
    }

    /**
     * The same inset with a range of y.
     *
     * @param low  the range's low end
     * @param high its high end
     * @return a new inset
     */
    public Inset y(double low, double high) {
        return y(List.of(low, high));
    }

    /**
     * The same inset magnifying another range of x.
     *
     * @param low  the range's low end
     * @param high its high end
     * @return a new inset
     */
    public Inset x(double low, double high) {
        return x(List.of(low, high));
    }
}
