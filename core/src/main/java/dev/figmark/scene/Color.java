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

    /** Parses {@code #rrggbb}, or {@code #rrggbbaa} with its opacity. */
    public static Color hex(String hex) {
        if (hex == null || hex.length() != 7 && hex.length() != 9 || hex.charAt(0) != '#') {
            throw new IllegalArgumentException("not a colour of the form #rrggbb: " + hex);
        }
        long value = 0;
        for (int i = 1; i < hex.length(); i++) {
            int digit = Character.digit(hex.charAt(i), 16);
            if (digit < 0 || hex.charAt(i) > 'f') {
                throw new IllegalArgumentException("not a colour of the form #rrggbb: " + hex);
            }
            value = value << 4 | digit;
        }
        return hex.length() == 7 ? new Color((int) value, 1.0) : new Color((int) (value >>> 8), (value & 0xff) / 255.0);
    }

    public Color withOpacity(double value) {
        return new Color(rgb, value);
    }

    /** The colour fainter, its opacity times {@code share}: a band's, an area's or a violin's light fill of a series' colour. */
    public Color faded(double share) {
        return withOpacity(opacity * share);
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

    /** {@code #rrggbb} in lower case; by hand, as writers call it for every mark. */
    public String toHex() {
        char[] out = new char[7];
        out[0] = '#';
        for (int i = 6, v = rgb; i > 0; i--, v >>>= 4) {
            out[i] = Character.forDigit(v & 0xf, 16);
        }
        return new String(out);
    }

    public boolean opaque() {
        return opacity >= 1.0;
    }
}
