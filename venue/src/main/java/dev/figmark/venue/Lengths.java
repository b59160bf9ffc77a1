package dev.figmark.venue;

import java.util.List;
import java.util.Locale;

/** Lengths as a user writes them on the command line or copies them from LaTeX: {@code single}, {@code 3.5}, {@code 241.14749pt}. */
public final class Lengths {

    /** PostScript points (bp) in an inch: PDF's and SVG's unit. */
    public static final double POINTS_PER_INCH = 72.0;
    /** TeX points (pt) in an inch: what {@code \the\columnwidth} prints. */
    public static final double TEX_POINTS_PER_INCH = 72.27;

    /** A unit of length, by the name LaTeX gives it, and how many of it make an inch. */
    private record Unit(String name, double perInch) {
    }

    private static final List<Unit> UNITS = List.of(new Unit("pt", TEX_POINTS_PER_INCH), new Unit("bp", POINTS_PER_INCH),
            new Unit("pc", TEX_POINTS_PER_INCH / 12), new Unit("in", 1), new Unit("cm", 2.54), new Unit("mm", 25.4));

    private Lengths() {
    }

    /**
     * A width in inches: {@code single} and {@code double} figmark's ({@link Rules#SINGLE_COLUMN_IN}, {@link
     * Rules#DOUBLE_COLUMN_IN}), else a length as {@link #length} reads it.
     *
     * @param value single, double, inches or a length with a unit
     * @return inches
     * @throws NumberFormatException when the value is none of these, saying so in words
     */
    public static double width(String value) {
        return width(value, Rules.SINGLE_COLUMN_IN, Rules.DOUBLE_COLUMN_IN);
    }

    /**
     * A width in inches, with {@code single} and {@code double} the widths given (a venue's).
     *
     * @param value      single, double, inches or a length with a unit
     * @param single     the width {@code single} stands for, in inches
     * @param twoColumns the width {@code double} stands for, in inches
     * @return inches
     * @throws NumberFormatException when the value is none of these, saying so in words
     */
    public static double width(String value, double single, double twoColumns) {
        return switch (value.trim().toLowerCase(Locale.ROOT)) {
            case "single" -> single;
            case "double" -> twoColumns;
            default -> {
                try {
                    yield length(value);
                } catch (NumberFormatException e) {
                    throw new NumberFormatException("a width is single, double, inches, or a number with pt, bp, pc, in, cm or mm, not '"
                            + value + "'");
                }
            }
        };
    }

    /**
     * A length in inches from a number of inches or a number with a unit as LaTeX reads it: {@code pt} (TeX's point,
     * 1/72.27 in, so {@code \the\columnwidth} pastes as it is), {@code bp} (the PostScript point, 1/72 in), {@code pc},
     * {@code in}, {@code cm} or {@code mm}.
     *
     * @param value a number, with or without a unit
     * @return inches
     * @throws NumberFormatException when the value is no number with a unit of these, saying so in words
     */
    public static double length(String value) {
        String v = value.trim().toLowerCase(Locale.ROOT);
        try {
            for (Unit unit : UNITS) {
                if (v.endsWith(unit.name())) {
                    return Double.parseDouble(v.substring(0, v.length() - unit.name().length()).trim()) / unit.perInch();
                }
            }
            return Double.parseDouble(v);
        } catch (NumberFormatException e) {
            throw new NumberFormatException("a length is inches, or a number with pt, bp, pc, in, cm or mm, not '" + value + "'");
        }
    }
}
