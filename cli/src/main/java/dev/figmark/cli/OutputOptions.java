package dev.figmark.cli;

import dev.figmark.format.Format;
import dev.figmark.output.Outputs;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/** Which files a figure command writes, for every command that writes figures: the formats and the PNG resolution. */
final class OutputOptions {

    /** The formats' names, for the help and completion. */
    private static final List<String> FORMATS = List.of(Format.values()).stream().map(Format::extension).toList();

    List<String> formats = new ArrayList<>(FORMATS);
    int dpi = Format.DEFAULT_DPI;
    String svgText = "text";
    boolean waitForOthers;

    /** Declares these options on the command {@code spec}, each bound to its field above. */
    void declare(CommandSpec spec) {
        spec.addOption(CommandModel.list("--formats", String.class, () -> formats, v -> formats = v).paramLabel("FORMAT").splitRegex(",")
                .completionCandidates(FORMATS).description("Formats to write: ${COMPLETION-CANDIDATES}. Default: all.").build());
        spec.addOption(CommandModel.option("--dpi", int.class, () -> dpi, v -> dpi = v).paramLabel("<dpi>")
                .description("PNG resolution in dots per inch. Default: " + Format.DEFAULT_DPI + ".").build());
        spec.addOption(CommandModel.option("--svg-text", String.class, () -> svgText, v -> svgText = v).paramLabel("text|paths")
                .description("SVG text as text (selectable; the viewer needs the font) or as the glyphs' outlines (looks the same everywhere). Default: text.").build());
        spec.addOption(CommandModel.option("--wait", boolean.class, () -> waitForOthers, v -> waitForOthers = v)
                .description("When another figmark is writing into the same output directory, wait for it instead of stopping at once.").build());
    }

    /** The outputs asked for, checked: known formats without repeats, a resolution in range. */
    Outputs outputs() {
        if (!svgText.equals("text") && !svgText.equals("paths")) {
            throw new StyleOptions.UsageError("--svg-text must be text or paths, not '" + svgText + "'");
        }
        try {
            return new Outputs(Format.of(formats), Format.checkDpi(dpi), svgText.equals("paths"));
        } catch (IllegalArgumentException e) {
            throw new StyleOptions.UsageError((e.getMessage().contains("format") ? "--formats: " : "--dpi: ") + e.getMessage());
        }
    }
}
