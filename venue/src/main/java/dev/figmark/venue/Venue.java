package dev.figmark.venue;

import java.util.List;
import java.util.Locale;
import java.util.Objects;
import java.util.stream.Collectors;

/**
 * A paper template's measures, taken from the template's own class or style file, so {@code --venue acm --width
 * single} is exactly the column the figure goes into.
 *
 * @param name       how it is named on the command line
 * @param template   the class and options, as a user would recognise them
 * @param singleIn   the column width, or for a one-column template a figure of 0.48 {@code \textwidth} (two side by side)
 * @param doubleIn   the text width
 * @param textHeightIn the height of the text block: the tallest a figure and its caption can be
 * @param serif      whether the body face is a serif
 * @param bodyFace   the body face the template sets, named for the user
 * @param fontSize   the figure text size in points: the template's {@code \footnotesize}, the size of its captions
 * @param source     where the measures come from
 * @param fontFamily the installed family figmark draws the body face in: the face itself, or its free twin
 * @param fontPackage where that family comes from, for the note when it is not installed
 */
public record Venue(String name, String template, double singleIn, double doubleIn, double textHeightIn, boolean serif,
                    String bodyFace, double fontSize, String source, String fontFamily, String fontPackage) {

    private static final String LIBERTINE = "Linux Libertine O";
    private static final String LIBERTINE_PACKAGE = "Debian's fonts-linuxlibertine";
    /** TeX Gyre Termes: the free Times that TeX distributions set Times-based templates in. */
    private static final String TERMES = "TeX Gyre Termes";
    private static final String TERMES_PACKAGE = "Debian's fonts-texgyre";
    private static final String LATIN_MODERN = "Latin Modern Roman";
    private static final String LATIN_MODERN_PACKAGE = "Debian's fonts-lmodern";

    /** A subfigure in a one-column template: two side by side with a gap between. */
    static final double HALF_TEXT_WIDTH = 0.48;

    /** The templates figmark knows. */
    public static final List<Venue> ALL = List.of(
            new Venue("acm", "ACM acmart, sigconf", tex(241.14749), tex(506.295), 9, true,
                    "Linux Libertine", 8, "acmart.cls sigconf geometry: 8.5 x 11 in, inner and outer 54pt, columnsep 2pc;"
                            + " top 57pt and bottom 73pt with the running head leave about 9in", LIBERTINE, LIBERTINE_PACKAGE),
            new Venue("ieee", "IEEEtran, conference", tex(252), tex(516), 9.25, true, "Times", 8,
                    "IEEEtran.cls: textwidth 43pc, columnsep 1pc, conference textheight 9.25in", TERMES, TERMES_PACKAGE),
            new Venue("neurips", "NeurIPS (neurips_2025.sty)", HALF_TEXT_WIDTH * 5.5, 5.5, 9, true, "Times", 8,
                    "neurips_2025.sty: textwidth 5.5in, textheight 9in, one column", TERMES, TERMES_PACKAGE),
            new Venue("iclr", "ICLR (iclr2025_conference.sty)", HALF_TEXT_WIDTH * 5.5, 5.5, 9, true, "Times", 8,
                    "iclr2025_conference.sty: textwidth 5.5in, textheight 9in, one column", TERMES, TERMES_PACKAGE),
            new Venue("icml", "ICML (icml2025.sty)", (6.75 - 0.25) / 2, 6.75, 9, true, "Times", 8,
                    "icml2025.sty: textwidth 6.75in, columnsep 0.25in, textheight 9in", TERMES, TERMES_PACKAGE),
            new Venue("usenix", "USENIX (usenix-2020-09.sty)", (7 - 0.33) / 2, 7, 9, true, "Times", 8,
                    "usenix-2020-09.sty: textwidth 7in, columnsep 0.33in, textheight 9in", TERMES, TERMES_PACKAGE),
            new Venue("lncs", "Springer LNCS (llncs.cls)", HALF_TEXT_WIDTH * 12.2 / 2.54, 12.2 / 2.54, 19.3 / 2.54, true,
                    "Computer Modern", 8, "llncs.cls: textwidth 12.2cm, textheight 19.3cm, one column", LATIN_MODERN, LATIN_MODERN_PACKAGE),
            new Venue("thesis", "A4 thesis, 25 mm margins", HALF_TEXT_WIDTH * 160 / 25.4, 160 / 25.4, 247 / 25.4, true,
                    "Latin Modern", 9, "A4 (210 x 297 mm) with 25 mm margins, 11pt body: figmark's default for a thesis", LATIN_MODERN, LATIN_MODERN_PACKAGE));

    /**
     * Checks the parts.
     *
     * @param name         the command-line name
     * @param template     the template as users know it
     * @param singleIn     single width in inches
     * @param doubleIn     double width in inches
     * @param textHeightIn text block height in inches
     * @param serif        whether the body face is a serif
     * @param bodyFace     the body face's name
     * @param fontSize     figure text size in points
     * @param source       where the measures come from
     * @param fontFamily   the installed family to draw the body face in
     * @param fontPackage  where that family comes from
     */
    public Venue {
        Objects.requireNonNull(name, "name");
        Objects.requireNonNull(template, "template");
        Objects.requireNonNull(bodyFace, "bodyFace");
        Objects.requireNonNull(source, "source");
        Objects.requireNonNull(fontFamily, "fontFamily");
        Objects.requireNonNull(fontPackage, "fontPackage");
        if (!(singleIn > 0 && singleIn <= doubleIn && textHeightIn > 0 && fontSize > 0)) {
            throw new IllegalArgumentException("venue " + name + ": widths, height and size must be positive, single at most double");
        }
    }

    /**
     * The venue of this name, in any case.
     *
     * @param name a name from {@link #ALL}
     * @return the venue
     * @throws IllegalArgumentException naming the venues there are, when none has this name
     */
    public static Venue named(String name) {
        String key = name.strip().toLowerCase(Locale.ROOT);
        return ALL.stream().filter(v -> v.name.equals(key)).findFirst().orElseThrow(() -> new IllegalArgumentException(
                "unknown venue '" + name + "'; venues are " + ALL.stream().map(Venue::name).collect(Collectors.joining(", "))));
    }

    /**
     * The tallest a figure may be in this venue's text block and still leave room for a caption of three lines under
     * it ({@link Rules#CAPTION_ROOM_IN}): the default of {@code --max-height}.
     *
     * @return inches
     */
    public double figureHeightIn() {
        return textHeightIn - Rules.CAPTION_ROOM_IN;
    }

    /**
     * A width as {@link Lengths#width(String)} reads it, with {@code single} and {@code double} this venue's.
     *
     * @param value single, double, inches or a length with a unit
     * @return the width in inches
     */
    public double width(String value) {
        return Lengths.width(value, singleIn, doubleIn);
    }

    private static double tex(double points) {
        return points / Lengths.TEX_POINTS_PER_INCH;
    }
}
