package dev.figmark.model;

import java.math.BigDecimal;
import java.util.Locale;

/**
 * A width or height: a paper's single or double column (the venue's when one is chosen), or an amount in a unit as
 * LaTeX writes it, so that the output of {@code \the\columnwidth} pastes as it is. In JSON a number is inches and a
 * text names its unit ({@code "241.14749pt"}, {@code "8.5cm"}).
 *
 * <pre>{@code
 * Length acm = Length.parse("241.14749pt");
 * Length printed = Length.cm(8.5);
 * double inches = Length.SINGLE.inches();
 * }</pre>
 */
public sealed interface Length permits Length.Column, Length.Measure {

    /** TeX's points in an inch: {@code pt} is 1/72.27 in. */
    double TEX_POINTS_PER_INCH = 72.27;

    /** A paper's column: 3.5 in and 7.16 in, or the chosen venue's column and text width. */
    enum Column implements Length {
        /** One column. */
        SINGLE,
        /** Both columns: the text width. */
        DOUBLE;

        @Override
        public double inches() {
            return this == SINGLE ? 3.5 : 7.16;
        }
    }

    /** The units of a length, by the names LaTeX gives them. */
    enum Unit {
        /** Inches. */
        IN(1),
        /** TeX's point, 1/72.27 in. */
        PT(TEX_POINTS_PER_INCH),
        /** The PostScript ("big") point, 1/72 in. */
        BP(72),
        /** The pica, 12 TeX points. */
        PC(TEX_POINTS_PER_INCH / 12),
        /** Centimetres. */
        CM(2.54),
        /** Millimetres. */
        MM(25.4);

        private final double perInch;

        Unit(double perInch) {
            this.perInch = perInch;
        }

        /**
         * How many of this unit make an inch.
         *
         * @return the count
         */
        public double perInch() {
            return perInch;
        }
    }

    /**
     * An amount in a unit.
     *
     * @param amount how many, more than 0
     * @param unit   the unit
     */
    record Measure(double amount, Unit unit) implements Length {
        /**
         * Checks the amount.
         *
         * @param amount how many
         * @param unit   the unit
         */
        public Measure {
            FigureException.notNull(unit, "unit");
            if (!(amount > 0) || !Double.isFinite(amount)) {
                throw new FigureException("", "a length must be more than 0, not " + amount);
            }
        }

        @Override
        public double inches() {
            return amount / unit.perInch;
        }

        @Override
        public String toString() {
            String number = new BigDecimal(Double.toString(amount)).stripTrailingZeros().toPlainString();
            return number + unit.name().toLowerCase(Locale.ROOT);
        }
    }

    /** One column: 3.5 in, or the venue's column. */
    Length SINGLE = Column.SINGLE;
    /** Both columns: 7.16 in, or the venue's text width. */
    Length DOUBLE = Column.DOUBLE;

    /**
     * The length in inches, a column taken at its default width.
     *
     * @return inches
     */
    double inches();

    /**
     * A length in inches.
     *
     * @param inches more than 0
     * @return the length
     */
    static Length inches(double inches) {
        return new Measure(inches, Unit.IN);
    }

    /**
     * A length in PostScript points, 72 to the inch.
     *
     * @param points more than 0
     * @return the length
     */
    static Length points(double points) {
        return new Measure(points, Unit.BP);
    }

    /**
     * A length in centimetres.
     *
     * @param cm more than 0
     * @return the length
     */
    static Length cm(double cm) {
        return new Measure(cm, Unit.CM);
    }

    /**
     * A length as LaTeX writes it ({@code 241.14749pt}, {@code 3.33in}, {@code 8.5cm}, {@code 21pc}), a number of
     * inches, or {@code single} or {@code double}.
     *
     * @param text the length
     * @return the length
     * @throws FigureException when the text is none of these
     */
    static Length parse(String text) {
        String v = FigureException.notNull(text, "length").trim().toLowerCase(Locale.ROOT);
        if (v.equals("single")) {
            return SINGLE;
        }
        if (v.equals("double")) {
            return DOUBLE;
        }
        Unit unit = Unit.IN;
        for (Unit u : Unit.values()) {
            if (v.endsWith(u.name().toLowerCase(Locale.ROOT))) {
                unit = u;
                v = v.substring(0, v.length() - 2).trim();
                break;
            }
        }
        if (!v.matches("[0-9]+([.][0-9]+)?|[.][0-9]+")) {
            throw new FigureException("", "\"" + text + "\" is not a length: give single, double, inches, or a number with pt, bp, pc, in, cm or mm");
        }
        return new Measure(Double.parseDouble(v), unit);
    }
}
