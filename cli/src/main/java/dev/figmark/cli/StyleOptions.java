package dev.figmark.cli;

import dev.figmark.chart.look.Style;
import dev.figmark.chart.look.VenueFonts;
import dev.figmark.output.Outputs;
import dev.figmark.scene.FontFamily;
import dev.figmark.text.FontLibrary;
import dev.figmark.venue.Lengths;
import dev.figmark.venue.Rules;
import dev.figmark.venue.Venue;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/** The style options every figure command takes, in the seed's spirit. */
final class StyleOptions {

    String width = "double";
    String venue;
    String height;
    String maxHeight;
    final OutputOptions output = new OutputOptions();
    String font;
    List<java.nio.file.Path> fontDirs = new java.util.ArrayList<>();
    Double fontSize;
    boolean printSafe;
    String title = "";
    boolean letters;
    /** The command these options belong to, whose error stream font notes go to. */
    private CommandSpec command;

    /** Declares these options, and the output options, on the command {@code spec}, each bound to its field above. */
    void declare(CommandSpec spec) {
        command = spec;
        spec.addOption(CommandModel.option("--width", String.class, () -> width, v -> width = v).paramLabel("single|double|LENGTH")
                .description("Figure width: single (3.5 in, or the venue's column), double (7.16 in, or the venue's text width), inches,"
                        + " or a length as LaTeX writes it (241.14749pt in TeX points, 252bp, 8.5cm, 85mm). Default: double.").build());
        spec.addOption(CommandModel.option("--venue", String.class, () -> venue, v -> venue = v).paramLabel("NAME")
                .description("A paper template (figmark venues lists them): its column and text widths for single and double,"
                        + " its face (serif or sans) and figure text size, unless given.").build());
        spec.addOption(CommandModel.option("--height", String.class, () -> height, v -> height = v).paramLabel("LENGTH")
                .description("Figure height: inches, or a length as LaTeX writes it (pt, bp, pc, in, cm, mm). Default: from the figure's contents.").build());
        spec.addOption(CommandModel.option("--max-height", String.class, () -> maxHeight, v -> maxHeight = v).paramLabel("LENGTH")
                .description("The tallest a figure may be; a taller one is split into parts (NAME-1, NAME-2) or fails. Default: the text height"
                        + " (9 in, or the venue's) less 0.6 in for a caption of three lines: 8.4 in.").build());
        output.declare(spec);
        spec.addOption(CommandModel.option("--font", String.class, () -> font, v -> font = v).paramLabel("sans|serif|FAMILY|FILES")
                .description("Font family: sans (Liberation Sans, like Arial), serif (Liberation Serif, like Times), a family found in --font-dir"
                        + " or the system's fonts (\"Linux Libertine O\", \"TeX Gyre Termes\", \"Latin Modern Roman\"), or font files separated"
                        + " by commas (regular, bold, italic, bold italic; TrueType or OpenType). Default: sans, or the venue's face.").build());
        spec.addOption(CommandModel.list("--font-dir", java.nio.file.Path.class, () -> fontDirs, v -> fontDirs = v).paramLabel("DIR")
                .description("A directory to look for --font's family in, before the system's font directories.").build());
        spec.addOption(CommandModel.option("--font-size", Double.class, () -> fontSize, v -> fontSize = v).paramLabel("POINTS")
                .description("Base font size in points. Default: 7.5, or the venue's.").build());
        spec.addOption(CommandModel.option("--print-safe", boolean.class, () -> printSafe, v -> printSafe = v)
                .description("Line styles and hatches that survive greyscale print.").build());
        spec.addOption(CommandModel.option("--title", String.class, () -> title, v -> title = v).paramLabel("<title>")
                .description("A title above the figure.").build());
        spec.addOption(CommandModel.option("--letters", boolean.class, () -> letters, v -> letters = v)
                .description("Panel letters (a), (b), … for reference from the text.").build());
    }

    /** The outputs asked for. */
    Outputs outputs() {
        return output.outputs();
    }

    Style style() {
        Venue v = venue();
        double w = width(width, v);
        double h = 0;
        if (height != null) {
            try {
                h = Lengths.length(height);
            } catch (NumberFormatException e) {
                throw new UsageError("--height must be a length: inches, or a number with pt, bp, pc, in, cm or mm, not '" + height + "'");
            }
        }
        FontFamily family = family(v);
        try {
            double size = fontSize != null ? fontSize : v != null ? v.fontSize() : Style.defaults().fontSize();
            double most = v != null ? v.figureHeightIn() : Rules.MAX_HEIGHT_IN;
            if (maxHeight != null) {
                try {
                    most = Lengths.length(maxHeight);
                } catch (NumberFormatException e) {
                    throw new UsageError("--max-height must be a length: inches, or a number with pt, bp, pc, in, cm or mm, not '" + maxHeight + "'");
                }
            }
            return Style.builder().width(w).height(h).fontSize(size).family(family).printSafe(printSafe)
                    .title(title).letters(letters).maxHeight(most).build();
        } catch (IllegalArgumentException e) {
            throw new UsageError(e.getMessage());
        }
    }

    /**
     * The family of {@code --font}; without one, the venue's face when it is installed (else the bundled face of its
     * kind, and a note says so), else Liberation Sans.
     */
    private FontFamily family(Venue v) {
        java.util.function.Consumer<String> err = line -> command.commandLine().getErr().println(line);
        try {
            if (font != null) {
                return FontLibrary.family(font, fontDirs, err);
            }
            return v == null ? FontFamily.SANS : VenueFonts.family(v, fontDirs, err);
        } catch (java.io.IOException e) {
            throw new UsageError("--font " + font + ": " + e.getMessage());
        }
    }

    /** The venue named by {@code --venue}, or null. */
    Venue venue() {
        return venue(venue);
    }

    /** The venue of this name, or null for none; an unknown name is a usage error. */
    static Venue venue(String name) {
        try {
            return name == null ? null : Venue.named(name);
        } catch (IllegalArgumentException e) {
            throw new UsageError("--venue: " + e.getMessage());
        }
    }

    /** A {@code --width} value in inches, with single and double the venue's when there is one. */
    static double width(String value, Venue venue) {
        try {
            return venue != null ? venue.width(value) : Lengths.width(value);
        } catch (NumberFormatException e) {
            throw new UsageError("--width must be single, double, inches, or a number with pt, bp, pc, in, cm or mm, not '" + value + "'");
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
