package dev.figmark.cli;

import dev.figmark.format.Format;
import dev.figmark.output.Outputs;
import java.util.ArrayList;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/** Which files a figure command writes, for every command that writes figures: the formats and the PNG resolution. */
@Command(addMethodSubcommands = false)
final class OutputOptions {

    @Option(names = "--formats", paramLabel = "FORMAT", split = ",", completionCandidates = FormatNames.class,
            description = "Formats to write: ${COMPLETION-CANDIDATES}. Default: all.")
    List<String> formats = new ArrayList<>(List.of(Format.values()).stream().map(Format::extension).toList());

    @Option(names = "--dpi", description = "PNG resolution in dots per inch. Default: " + Format.DEFAULT_DPI + ".")
    int dpi = Format.DEFAULT_DPI;

    @Option(names = "--svg-text", paramLabel = "text|paths", description = "SVG text as text (selectable; the viewer needs the font) or as the glyphs' outlines (looks the same everywhere). Default: text.")
    String svgText = "text";

    @Option(names = "--wait", description = "When another figmark is writing into the same output directory, wait for it instead of stopping at once.")
    boolean waitForOthers;

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

    /** The formats' names for picocli's help and completion. */
    static final class FormatNames implements Iterable<String> {
        @Override
        public java.util.Iterator<String> iterator() {
            return List.of(Format.values()).stream().map(Format::extension).iterator();
        }
    }
}
