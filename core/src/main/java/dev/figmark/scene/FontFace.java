package dev.figmark.scene;

/** The four bundled faces. The scene names a face; the writers find its bytes here, so all draw the same glyphs. */
public enum FontFace {
    SANS("LiberationSans-Regular.ttf", "Liberation Sans", "'Liberation Sans', Arial, Helvetica, sans-serif", false),
    SANS_BOLD("LiberationSans-Bold.ttf", "Liberation Sans", "'Liberation Sans', Arial, Helvetica, sans-serif", true),
    SERIF("LiberationSerif-Regular.ttf", "Liberation Serif", "'Liberation Serif', 'Times New Roman', Times, serif", false),
    SERIF_BOLD("LiberationSerif-Bold.ttf", "Liberation Serif", "'Liberation Serif', 'Times New Roman', Times, serif", true);

    private final String resource;
    private final String family;
    private final String cssFamily;
    private final boolean bold;

    FontFace(String resource, String family, String cssFamily, boolean bold) {
        this.resource = resource;
        this.family = family;
        this.cssFamily = cssFamily;
        this.bold = bold;
    }

    /** The face of a family with the given weight. */
    public static FontFace of(boolean serif, boolean bold) {
        if (serif) {
            return bold ? SERIF_BOLD : SERIF;
        }
        return bold ? SANS_BOLD : SANS;
    }

    /** Classpath resource of the TrueType file, relative to {@code /dev/figmark/fonts/}. */
    public String resource() {
        return "/dev/figmark/fonts/" + resource;
    }

    public String family() {
        return family;
    }

    /** CSS font-family: the bundled family first, then its metric-compatible stand-ins. */
    public String cssFamily() {
        return cssFamily;
    }

    public boolean bold() {
        return bold;
    }

    public boolean serif() {
        return this == SERIF || this == SERIF_BOLD;
    }
}
