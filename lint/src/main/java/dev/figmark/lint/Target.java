package dev.figmark.lint;

import dev.figmark.venue.Lengths;
import dev.figmark.venue.Rules;
import dev.figmark.venue.Venue;

/**
 * What a figure is checked against: the width it will be printed at and the smallest text and line that stay readable
 * there.
 *
 * @param widthPt   the printed width in PostScript points (bp, 1/72 in); 0 checks the figure at the size it is drawn
 * @param minTextPt the smallest text allowed at that width, in points
 * @param minLinePt the thinnest line allowed at that width, in points
 */
public record Target(double widthPt, double minTextPt, double minLinePt) {

    /** A page within this much of the target width is taken as that width. */
    static final double WIDTH_SLACK_PT = 0.5;
    /**
     * Nor is a page scaled by less than this share a finding: 7.5 pt text set 0.4 % smaller is 7.47 pt, a change no
     * reader sees (figmark's 3.5 in column is 252 bp, IEEE's \columnwidth 252 TeX points, 251.06 bp).
     */
    static final double WIDTH_SLACK_SHARE = 0.005;
    /** Text may reach this far past the page edge, for rounding in other tools' output. */
    static final double EDGE_SLACK_PT = 0.5;

    /**
     * Whether a page this wide, in PostScript points (bp), is the target's width: within half a point, or scaled by
     * less than half a percent to it.
     *
     * @param pagePt the page's width in PostScript points
     * @return true when no reader would see the scaling
     */
    public boolean sameWidth(double pagePt) {
        return Math.abs(pagePt - widthPt) <= Math.max(WIDTH_SLACK_PT, WIDTH_SLACK_SHARE * widthPt);
    }

    /**
     * Checks the parts.
     *
     * @param widthPt   the printed width in points, or 0
     * @param minTextPt the smallest text allowed, in points
     * @param minLinePt the thinnest line allowed, in points
     */
    public Target {
        if (!(widthPt >= 0 && minTextPt > 0 && minLinePt >= 0) || Double.isInfinite(widthPt)) {
            throw new IllegalArgumentException("a target needs a width of 0 or more and positive minimums");
        }
    }

    /**
     * A target at a width with print's minimums ({@link Rules#MIN_TEXT_PT}, {@link Rules#MIN_LINE_PT}).
     *
     * @param widthPt the printed width in points, or 0 for the drawn size
     * @return the target
     */
    public static Target width(double widthPt) {
        return new Target(widthPt, Rules.MIN_TEXT_PT, Rules.MIN_LINE_PT);
    }

    /**
     * A target at a venue's width with print's minimums, as {@code figmark lint --venue} holds a figure.
     *
     * @param venue the venue, as {@link Venue#named} finds it
     * @param width {@code single} or {@code double} (the venue's column or text width), or a length as {@link
     *              Lengths#width(String, double, double)} reads it
     * @return the target
     * @throws NumberFormatException naming the width, when it is none of these
     */
    public static Target of(Venue venue, String width) {
        return width(venue.width(width) * Lengths.POINTS_PER_INCH);
    }

    /** The factor a page of this width is scaled by to reach the target. */
    double scale(double pageWidthPt) {
        return widthPt > 0 && pageWidthPt > 0 ? widthPt / pageWidthPt : 1;
    }
}
