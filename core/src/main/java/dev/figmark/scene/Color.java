package dev.figmark.scene;

/** An sRGB colour with opacity; written as {@code #rrggbb} so every writer spells it the same way. */
public record Color(int rgb, double opacity) {

    public static final Color WHITE = new Color(0xffffff, 1.0);
    public static final Color BLACK = new Color(0x000000, 1.0);

    public Color {
        if (rgb < 0 || rgb > 0xffffff) {
            throw new IllegalArgumentException("rgb out of range: " + rgb);
        }
        if (!(opacity >= 0.0 && opacity <= 1.0)) {
            throw new IllegalArgumentException("opacity out of range: " + opacity);
        }
    }

    /** Parses {@code #rrggbb}. */
    public static Color hex(String hex) {
        if (hex == null || !hex.matches("#[0-9a-fA-F]{6}")) {
            throw new IllegalArgumentException("not a colour of the form #rrggbb: " + hex);
        }
        return new Color(Integer.parseInt(hex.substring(1), 16), 1.0);
    }

    public Color withOpacity(double value) {
        return new Color(rgb, value);
    }

    public int red() {
        return (rgb >> 16) & 0xff;
    }

    public int green() {
        return (rgb >> 8) & 0xff;
    }

    public int blue() {
        return rgb & 0xff;
    }

    public String toHex() {
        return String.format(java.util.Locale.ROOT, "#%06x", rgb);
    }

    public boolean opaque() {
        return opacity >= 1.0;
    }
}
