package dev.figmark.model;

import java.util.List;

/**
 * The series' colours in order: a palette by name, or a list of colours.
 *
 * <pre>{@code
 * Palette mine = Palette.of("#1b9e77", "#d95f02", "#7570b3");
 * Palette known = Palette.named(Palette.Name.TABLEAU10);
 * }</pre>
 */
public sealed interface Palette permits Palette.Named, Palette.Colours {

    /** The palettes figmark knows by name. */
    enum Name {
        /** figmark's own: Paul Tol's high contrast and black, safe for colour-vision deficiencies and grey print. */
        DEFAULT,
        /** Okabe and Ito's eight colours. */
        @Key("okabe-ito") OKABE_ITO,
        /** Tableau's ten. */
        TABLEAU10,
        /** Greys, with print_safe's dashes and hatches. */
        GRAYSCALE
    }

    /**
     * A palette by name.
     *
     * @param name the palette
     */
    record Named(Name name) implements Palette {
        /**
         * Checks the name.
         *
         * @param name the palette
         */
        public Named {
            FigureException.notNull(name, "palette");
        }
    }

    /**
     * Colours given in order, each {@code #rrggbb}.
     *
     * @param colours the colours
     */
    record Colours(List<@Hex String> colours) implements Palette {
        /**
         * Copies the colours.
         *
         * @param colours the colours
         */
        public Colours {
            colours = List.copyOf(java.util.Arrays.asList(FigureException.noNulls("palette", FigureException.notNull(colours, "palette").toArray(String[]::new))));
            if (colours.isEmpty()) {
                throw new FigureException("", "a palette needs at least one colour");
            }
        }
    }

    /**
     * A palette by name.
     *
     * @param name the palette
     * @return the palette
     */
    static Palette named(Name name) {
        return new Named(name);
    }

    /**
     * Colours in order.
     *
     * @param colours each {@code #rrggbb}
     * @return the palette
     */
    static Palette of(String... colours) {
        return new Colours(List.of(FigureException.noNulls("palette", colours)));
    }
}
