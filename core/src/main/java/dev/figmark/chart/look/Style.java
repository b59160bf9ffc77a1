package dev.figmark.chart.look;

import dev.figmark.scene.FontFace;
import dev.figmark.scene.FontFamily;
import dev.figmark.scene.Units;
import dev.figmark.venue.Rules;
import java.util.Locale;

/**
 * How a figure looks: its width and height in inches (height 0: the figure's own formula), base font size, font
 * family (its four faces), print-safe line styles and hatches, a figure title and panel letters, and the tallest a figure may be (the
 * page budget, in inches): only what changes the drawing.
 */
public record Style(double width, double height, double fontSize, FontFamily family, boolean printSafe, String title,
                    boolean letters, double maxHeight) {

    /** The seed's title padding, in points. */
    public static final double TITLE_PAD = 4.0;

    public Style {
        if (!(width >= 1.0 && width <= 40.0)) {
            throw new IllegalArgumentException("width must be between 1 and 40 inches, got " + width);
        }
        if (!(height == 0 || (height >= 0.5 && height <= 40.0))) {
            throw new IllegalArgumentException("height must be between 0.5 and 40 inches, got " + height);
        }
        if (!(fontSize >= 4 && fontSize <= 24)) {
            throw new IllegalArgumentException("font size must be between 4 and 24 points, got " + fontSize);
        }
        title = title == null ? "" : title;
        java.util.Objects.requireNonNull(family, "family");
        if (!(maxHeight >= 1 && maxHeight <= 40)) {
            throw new IllegalArgumentException("the largest height must be between 1 and 40 inches, got " + maxHeight);
        }
        if (height > maxHeight) {
            throw new IllegalArgumentException(String.format(Locale.ROOT, "a height of %.2f in is more than the page budget of %.2f in"
                    + " (--max-height)", height, maxHeight));
        }
    }

    /** The page budget in points. */
    public double maxHeightPt() {
        return Units.points(maxHeight);
    }

    public static Style defaults() {
        return builder().build();
    }

    public static Builder builder() {
        return new Builder();
    }

    public Builder toBuilder() {
        return new Builder().width(width).height(height).fontSize(fontSize).family(family).printSafe(printSafe).title(title)
                .letters(letters).maxHeight(maxHeight);
    }

    public double widthPt() {
        return Units.points(width);
    }

    /** Wide enough for panels side by side (the seed's 5 inch threshold). */
    public boolean wide() {
        return width >= 5.0;
    }

    public FontFace face() {
        return family.regular();
    }

    public FontFace boldFace() {
        return family.bold();
    }

    /** Whether the family has serifs. */
    public boolean serif() {
        return family.serif();
    }

    public double titleSize() {
        return fontSize;
    }

    public double labelSize() {
        return fontSize;
    }

    public double tickSize() {
        return fontSize - 0.5;
    }

    public double legendSize() {
        return fontSize - 0.5;
    }

    public double figureTitleSize() {
        return fontSize + 1.5;
    }

    /** The seed's text size, in points, that its sizes in inches (bands, a panel's decoration) were drawn at. */
    public static final double FONT_PT = 7.5;

    /** How much taller than the seed's a line of this style's text is: sizes planned in inches grow by it, never shrink. */
    public double textScale() {
        return Math.max(1.0, fontSize / FONT_PT);
    }

    /** Minimum clear space between two texts that must not touch, in points. */
    public static final double TEXT_GAP_PT = 1.0;


    /** The width a category's name may take beside its plot: this share of the figure, and never under the floor. */
    public static final double CATEGORY_WIDTH_SHARE = 0.4;
    public static final double MIN_CATEGORY_WIDTH_PT = 60;

    /**
     * The most lines a category's name wraps to: enough for a GEMM kernel's 80 letters at a single column's share
     * ({@link #categoryWidthPt}); what is left past them goes on the last line, which widens the column.
     */
    public static final int CATEGORY_LINES = 5;

    /** The width a category's name may take in a figure this wide, before it wraps (at most {@link #CATEGORY_LINES} lines). */
    public static double categoryWidthPt(double figureWidthPt) {
        return Math.max(MIN_CATEGORY_WIDTH_PT, figureWidthPt * CATEGORY_WIDTH_SHARE);
    }

    /** Text inside the plot (values in heat-map cells, bar annotations with detail). */
    public double smallSize() {
        return fontSize - 0.8;
    }

    /** Builds a style; every part has the seed's default. */
    public static final class Builder {
        private double width = Rules.DOUBLE_COLUMN_IN;
        private double height;
        private double fontSize = FONT_PT;
        private FontFamily family = FontFamily.SANS;
        private boolean printSafe;
        private String title = "";
        private boolean letters;
        private double maxHeight = Rules.MAX_HEIGHT_IN;

        public Builder width(double value) {
            width = value;
            return this;
        }

        public Builder height(double value) {
            height = value;
            return this;
        }

        public Builder fontSize(double value) {
            fontSize = value;
            return this;
        }

        /** One of the bundled families: Liberation Serif, or Liberation Sans. */
        public Builder serif(boolean value) {
            family = value ? FontFamily.SERIF : FontFamily.SANS;
            return this;
        }

        public Builder family(FontFamily value) {
            family = value;
            return this;
        }

        public Builder printSafe(boolean value) {
            printSafe = value;
            return this;
        }

        public Builder title(String value) {
            title = value;
            return this;
        }

        public Builder letters(boolean value) {
            letters = value;
            return this;
        }

        public Builder maxHeight(double value) {
            maxHeight = value;
            return this;
        }

        public Style build() {
            return new Style(width, height, fontSize, family, printSafe, title, letters, maxHeight);
        }
    }
}
