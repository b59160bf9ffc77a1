package dev.figmark.scene;

import java.nio.file.Path;
import java.util.List;
import java.util.Objects;

/**
 * One face of a font: a bundled Liberation face, or a font file the user chose (TrueType, or OpenType with CFF
 * outlines). The scene names a face; the text measurer and every writer read the same bytes through it, so all draw the
 * same glyphs. Faces are equal when they come from the same resource or file.
 */
public final class FontFace implements Comparable<FontFace> {

    private static final String SANS_CSS = "'Liberation Sans', Arial, Helvetica, sans-serif";
    private static final String SERIF_CSS = "'Liberation Serif', 'Times New Roman', Times, serif";

    public static final FontFace SANS = bundled(0, "LiberationSans-Regular.ttf", "Liberation Sans", SANS_CSS, false, false, false);
    public static final FontFace SANS_BOLD = bundled(1, "LiberationSans-Bold.ttf", "Liberation Sans", SANS_CSS, false, true, false);
    public static final FontFace SERIF = bundled(2, "LiberationSerif-Regular.ttf", "Liberation Serif", SERIF_CSS, true, false, false);
    public static final FontFace SERIF_BOLD = bundled(3, "LiberationSerif-Bold.ttf", "Liberation Serif", SERIF_CSS, true, true, false);
    public static final FontFace SANS_ITALIC = bundled(4, "LiberationSans-Italic.ttf", "Liberation Sans", SANS_CSS, false, false, true);
    public static final FontFace SANS_BOLD_ITALIC = bundled(5, "LiberationSans-BoldItalic.ttf", "Liberation Sans", SANS_CSS, false, true, true);
    public static final FontFace SERIF_ITALIC = bundled(6, "LiberationSerif-Italic.ttf", "Liberation Serif", SERIF_CSS, true, false, true);
    public static final FontFace SERIF_BOLD_ITALIC = bundled(7, "LiberationSerif-BoldItalic.ttf", "Liberation Serif", SERIF_CSS, true, true, true);

    /** The bundled faces, in the order files list them. */
    public static final List<FontFace> BUNDLED = List.of(SANS, SANS_BOLD, SERIF, SERIF_BOLD, SANS_ITALIC, SANS_BOLD_ITALIC, SERIF_ITALIC,
            SERIF_BOLD_ITALIC);

    private final int order;
    private final String resource;
    private final Path file;
    private final String family;
    private final String cssFamily;
    private final boolean serif;
    private final boolean bold;
    private final boolean italic;
    private final String key;

    private FontFace(int order, String resource, Path file, String family, String cssFamily, boolean serif, boolean bold, boolean italic) {
        this.order = order;
        this.resource = resource;
        this.file = file;
        this.family = Objects.requireNonNull(family, "family");
        this.cssFamily = Objects.requireNonNull(cssFamily, "cssFamily");
        this.serif = serif;
        this.bold = bold;
        this.italic = italic;
        this.key = resource != null ? resource : file.toString();
    }

    private static FontFace bundled(int order, String resource, String family, String css, boolean serif, boolean bold, boolean italic) {
        return new FontFace(order, "/dev/figmark/fonts/" + resource, null, family, css, serif, bold, italic);
    }

    /**
     * A face from a font file.
     *
     * @param file   a TrueType or OpenType file
     * @param family the family name the file gives, as SVG names it
     * @param serif  whether the face has serifs, for the generic family SVG falls back to
     * @param bold   whether it is a bold face
     * @param italic whether it is an italic face
     * @return the face
     */
    public static FontFace file(Path file, String family, boolean serif, boolean bold, boolean italic) {
        String generic = serif ? "serif" : "sans-serif";
        String css = "'" + family.replace("'", "") + "', " + generic;
        return new FontFace(Integer.MAX_VALUE, null, file.toAbsolutePath().normalize(), family, css, serif, bold, italic);
    }

    /** The bundled face of a family with the given weight. */
    public static FontFace of(boolean serif, boolean bold) {
        return serif ? (bold ? SERIF_BOLD : SERIF) : (bold ? SANS_BOLD : SANS);
    }

    /** Classpath resource of a bundled face's TrueType file, or null for a face from a file. */
    public String resource() {
        return resource;
    }

    /** The font file of a face the user chose, or null for a bundled one. */
    public Path file() {
        return file;
    }

    public String family() {
        return family;
    }

    /** CSS font-family: the family first, then its stand-ins and the generic family. */
    public String cssFamily() {
        return cssFamily;
    }

    public boolean bold() {
        return bold;
    }

    public boolean italic() {
        return italic;
    }

    public boolean serif() {
        return serif;
    }

    /** Where the bytes come from: the same string for the same face in every process. */
    public String key() {
        return key;
    }

    /** Bundled faces first in their fixed order, then faces from files by path: the order files list fonts in. */
    @Override
    public int compareTo(FontFace other) {
        int byOrder = Integer.compare(order, other.order);
        return byOrder != 0 ? byOrder : key().compareTo(other.key());
    }

    @Override
    public boolean equals(Object o) {
        return o == this || o instanceof FontFace f && key.equals(f.key);
    }

    @Override
    public int hashCode() {
        return key.hashCode();
    }

    /** The family and style, as messages name a face: {@code Liberation Sans Bold Italic}. */
    @Override
    public String toString() {
        return family + (bold ? " Bold" : "") + (italic ? " Italic" : "");
    }
}
