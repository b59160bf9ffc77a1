package dev.figmark.lint;

import java.util.Locale;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.pdfbox.pdmodel.font.PDType1Font;
import org.apache.pdfbox.pdmodel.font.Standard14Fonts;

/**
 * The standard PostScript face an SVG font family stands for, with its metrics from PDFBox's AFM files: how lint
 * measures SVG text without the SVG's own font.
 */
enum StandardFace {
    SANS(Standard14Fonts.FontName.HELVETICA),
    SANS_BOLD(Standard14Fonts.FontName.HELVETICA_BOLD),
    SERIF(Standard14Fonts.FontName.TIMES_ROMAN),
    SERIF_BOLD(Standard14Fonts.FontName.TIMES_BOLD),
    MONO(Standard14Fonts.FontName.COURIER),
    MONO_BOLD(Standard14Fonts.FontName.COURIER_BOLD);

    private final Standard14Fonts.FontName name;
    private final Map<Integer, Double> ems = new ConcurrentHashMap<>();
    private PDType1Font font;

    StandardFace(Standard14Fonts.FontName name) {
        this.name = name;
    }

    /** The face for a {@code font-family} list and {@code font-weight}, either of which may be absent (inherited). */
    static StandardFace of(String family, String weight, StandardFace parent) {
        boolean serif = parent == SERIF || parent == SERIF_BOLD;
        boolean mono = parent == MONO || parent == MONO_BOLD;
        boolean bold = parent == SANS_BOLD || parent == SERIF_BOLD || parent == MONO_BOLD;
        if (family != null) {
            String f = family.toLowerCase(Locale.ROOT);
            String first = f.split(",")[0];
            mono = f.contains("mono") || f.contains("courier") || first.contains("consol");
            serif = !mono && (first.contains("times") || first.contains("serif") && !first.contains("sans")
                    || first.contains("roman") || first.contains("libertin") || first.contains("georgia")
                    || first.contains("cmr") || first.contains("computer modern") || first.contains("latin modern")
                    || first.contains("termes") || first.contains("palatino") || first.contains("garamond"));
        }
        if (weight != null) {
            String w = weight.strip().toLowerCase(Locale.ROOT);
            bold = w.equals("bold") || w.equals("bolder") || w.matches("[6-9]00");
        }
        if (mono) {
            return bold ? MONO_BOLD : MONO;
        }
        if (serif) {
            return bold ? SERIF_BOLD : SERIF;
        }
        return bold ? SANS_BOLD : SANS;
    }

    /** The width of a text at a size, in the size's units. */
    double width(String text, double size) {
        double em = 0;
        for (int i = 0; i < text.length(); ) {
            int cp = text.codePointAt(i);
            em += ems.computeIfAbsent(cp, this::em);
            i += Character.charCount(cp);
        }
        return em * size;
    }

    private double em(int codePoint) {
        try {
            return font().getStringWidth(new String(Character.toChars(codePoint))) / 1000;
        } catch (java.io.IOException | IllegalArgumentException e) {
            return SvgLint.UNKNOWN_CHAR_EM;
        }
    }

    private synchronized PDType1Font font() {
        if (font == null) {
            font = new PDType1Font(name);
        }
        return font;
    }
}
