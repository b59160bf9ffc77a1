package dev.figmark.scene;

import java.util.Objects;

/**
 * The four faces of a family a figure is set in: regular for most text, bold for titles, italic for {@code *variables*},
 * bold italic for both.
 *
 * @param regular    the regular face
 * @param bold       the bold face
 * @param italic     the italic face
 * @param boldItalic the bold italic face
 */
public record FontFamily(FontFace regular, FontFace bold, FontFace italic, FontFace boldItalic) {

    /** Liberation Sans, metric-compatible with Arial and Helvetica. */
    public static final FontFamily SANS = new FontFamily(FontFace.SANS, FontFace.SANS_BOLD, FontFace.SANS_ITALIC, FontFace.SANS_BOLD_ITALIC);
    /** Liberation Serif, metric-compatible with Times. */
    public static final FontFamily SERIF = new FontFamily(FontFace.SERIF, FontFace.SERIF_BOLD, FontFace.SERIF_ITALIC, FontFace.SERIF_BOLD_ITALIC);

    /**
     * Checks the parts.
     *
     * @param regular    the regular face
     * @param bold       the bold face
     * @param italic     the italic face
     * @param boldItalic the bold italic face
     */
    public FontFamily {
        Objects.requireNonNull(regular, "regular");
        Objects.requireNonNull(bold, "bold");
        Objects.requireNonNull(italic, "italic");
        Objects.requireNonNull(boldItalic, "boldItalic");
    }

    /** The face for a weight and slant. */
    public FontFace face(boolean isBold, boolean isItalic) {
        return isBold ? (isItalic ? boldItalic : bold) : (isItalic ? italic : regular);
    }

    /** The same family's face in the other slant, or the given face when it is not of this family. */
    public FontFace slanted(FontFace face, boolean isItalic) {
        if (face.equals(regular) || face.equals(italic)) {
            return isItalic ? italic : regular;
        }
        if (face.equals(bold) || face.equals(boldItalic)) {
            return isItalic ? boldItalic : bold;
        }
        return face;
    }

    /** Families known to the process, by each of their faces: the bundled two and those registered from files. */
    private static final java.util.Map<FontFace, FontFamily> KNOWN = new java.util.concurrent.ConcurrentHashMap<>();

    static {
        register(SANS);
        register(SERIF);
    }

    /** Makes a family's faces known, so a text in one of them can turn italic. */
    public static void register(FontFamily family) {
        for (FontFace f : java.util.List.of(family.regular, family.bold, family.italic, family.boldItalic)) {
            KNOWN.putIfAbsent(f, family);
        }
    }

    /** The face of the same family in the given slant; the face itself when its family is not known. */
    public static FontFace slant(FontFace face, boolean isItalic) {
        FontFamily family = KNOWN.get(face);
        return family == null ? face : family.slanted(face, isItalic);
    }

    /** The bundled face a character a face lacks is drawn in: the same serif, weight and slant. */
    public static FontFace fallback(FontFace face) {
        return (face.serif() ? SERIF : SANS).face(face.bold(), face.italic());
    }

    /** Whether the family has serifs. */
    public boolean serif() {
        return regular.serif();
    }

    /** The family's name. */
    public String name() {
        return regular.family();
    }
}
