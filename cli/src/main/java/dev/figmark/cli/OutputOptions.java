package dev.figmark.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import picocli.CommandLine.Option;

/** Which files a figure command writes, for every command that writes figures: the formats and the PNG resolution. */
final class OutputOptions {

    @Option(names = "--formats", paramLabel = "pdf,png,svg", split = ",", description = "Formats to write. Default: pdf,png,svg.")
    List<String> formats = new ArrayList<>(List.of("pdf", "png", "svg"));

    @Option(names = "--dpi", description = "PNG resolution in dots per inch. Default: 300.")
    int dpi = 300;

    /** The formats asked for, checked, lower case and without repeats. */
    List<String> formats() {
        List<String> chosen = new ArrayList<>();
        for (String f : formats) {
            String format = f.trim().toLowerCase(Locale.ROOT);
            if (!List.of("pdf", "png", "svg").contains(format)) {
                throw new StyleOptions.UsageError("--formats takes pdf, png and svg, not '" + f + "'");
            }
            if (!chosen.contains(format)) {
                chosen.add(format);
            }
        }
        return chosen;
    }

    /** The resolution asked for, checked. */
    int dpi() {
        if (dpi < 10 || dpi > 2400) {
            throw new StyleOptions.UsageError("--dpi must be between 10 and 2400, not " + dpi);
        }
        return dpi;
    }
}
