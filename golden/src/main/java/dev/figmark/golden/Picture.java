package dev.figmark.golden;

import java.awt.image.BufferedImage;
import java.io.IOException;

/**
 * A picture read one row at a time, so that two pictures can be compared without holding either whole: a PNG file as
 * it is decoded, or a page or drawing already rendered.
 */
interface Picture {

    /** Width in pixels. */
    int width();

    /** Height in pixels. */
    int height();

    /** Fills {@code argb} with the next row, top to bottom. */
    void nextRow(int[] argb) throws IOException;

    /**
     * Whether matplotlib reads this picture as RGBA (a PNG of colour type 6), so that its alpha counts in the RMS when
     * it is not opaque; any other picture is read as RGB, its alpha dropped.
     */
    default boolean rgbaFile() {
        return false;
    }

    /** A rendered image, row by row. */
    static Picture of(BufferedImage image) {
        return new Picture() {
            private int y;

            @Override
            public int width() {
                return image.getWidth();
            }

            @Override
            public int height() {
                return image.getHeight();
            }

            @Override
            public void nextRow(int[] argb) {
                image.getRGB(0, y++, image.getWidth(), 1, argb, 0, image.getWidth());
            }
        };
    }
}
