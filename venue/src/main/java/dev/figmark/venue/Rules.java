package dev.figmark.venue;

/**
 * What print allows whatever the venue: the smallest text and thinnest line that stay readable once a figure is
 * scaled to its width, the widths figmark draws at when no venue is named, and the room a caption takes under a figure.
 */
public final class Rules {

    /** The smallest text most venues accept in a figure, after scaling, in points: figmark sets none smaller to fit. */
    public static final double MIN_TEXT_PT = 6;
    /** Lines thinner than this, in points, vanish in print or in a printer's hairline rule. */
    public static final double MIN_LINE_PT = 0.25;
    /** A column's width when no venue is named, in inches: IEEE's and most two-column templates' 3.5 in. */
    public static final double SINGLE_COLUMN_IN = 3.5;
    /** A page's text width when no venue is named, in inches: IEEE's 7.16 in. */
    public static final double DOUBLE_COLUMN_IN = 7.16;
    /**
     * Room kept under a figure for its caption, in inches: three lines of a 9 or 10 pt caption with the space above
     * them, as the venues' classes set it.
     */
    public static final double CAPTION_ROOM_IN = 0.6;
    /** The tallest figure a page holds with its caption, in inches: the 9 in text block of a letter or A4 page, less a caption. */
    public static final double MAX_HEIGHT_IN = 9.0 - CAPTION_ROOM_IN;

    private Rules() {
    }
}
