package dev.figmark.cli;

import dev.figmark.chart.Style;
import dev.figmark.output.Outputs;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** The style options every figure command takes, in the seed's spirit. */
final class StyleOptions {

    @Option(names = "--width", paramLabel = "single|double|LENGTH", description = "Figure width: single (3.5 in), double (7.16 in), inches, or a length with a unit (241.14pt, 8.5cm, 85mm). Default: double.")
    String width = "double";

    @Option(names = "--height", paramLabel = "LENGTH", description = "Figure height: inches, or with a unit (pt, in, cm, mm). Default: from the figure's contents.")
    String height;

    @Mixin
    OutputOptions output;

    @Option(names = "--font", paramLabel = "sans|serif", description = "Font family: sans (Liberation Sans, like Arial) or serif (Liberation Serif, like Times).")
    String font = "sans";

    @Option(names = "--font-size", paramLabel = "POINTS", description = "Base font size in points. Default: 7.5.")
    double fontSize = 7.5;

    @Option(names = "--print-safe", description = "Line styles and hatches that survive greyscale print.")
    boolean printSafe;

    @Option(names = "--title", description = "A title above the figure.")
    String title = "";

    @Option(names = "--letters", description = "Panel letters (a), (b), … for reference from the text.")
    boolean letters;

    /** The outputs asked for. */
    Outputs outputs() {
        return output.outputs();
    }

    Style style() {
        double w;
        try {
            w = Style.parseWidth(width);
        } catch (NumberFormatException e) {
            throw new UsageError("--width must be single, double, inches, or a number with pt, in, cm or mm, not '" + width + "'");
        }
        double h = 0;
        if (height != null) {
            try {
                h = Style.parseLength(height);
            } catch (NumberFormatException e) {
                throw new UsageError("--height must be a length: inches, or a number with pt, in, cm or mm, not '" + height + "'");
            }
        }
        String family = font.toLowerCase(Locale.ROOT);
        if (!family.equals("sans") && !family.equals("serif") && !family.equals("sans-serif")) {
            throw new UsageError("--font must be sans or serif, not '" + font + "'");
        }
        try {
            return Style.builder().width(w).height(h).fontSize(fontSize).serif(family.equals("serif")).printSafe(printSafe)
                    .title(title).letters(letters).build();
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
    }

    /** Every value given to {@code option} must be one of {@code known}, each called a {@code what}. */
    static void requireKnown(String option, List<String> given, List<String> known, String what) {
        for (String value : given) {
            if (!known.contains(value)) {
                throw new UsageError(option + ": unknown " + what + " '" + value + "'; " + what + "s are " + String.join(", ", known));
            }
        }
    }

    /** A bad option value: one line, exit status 2. */
    static final class UsageError extends RuntimeException {
        private static final long serialVersionUID = 1L;

        UsageError(String message) {
            super(message);
        }
    }
}
