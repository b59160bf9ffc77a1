package dev.figmark.cli;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Model.CommandSpec;

/** How many inputs are drawn and shown: naming of their folders, progress, and the live preview. */
final class BatchOptions {

    String nameBy = "dir";
    boolean quiet;
    boolean watch;
    boolean preview;

    /** Declares these options on the command {@code spec}, each bound to its field above. */
    void declare(CommandSpec spec) {
        spec.addOption(CommandModel.option("--name-by", String.class, () -> nameBy, v -> nameBy = v).paramLabel("dir|path")
                .description("With several inputs: name each one's folder by its directory or file name (dir, the default) or by its relative path.").build());
        spec.addOption(CommandModel.option("--quiet", boolean.class, () -> quiet, v -> quiet = v)
                .description("Print only the summary, no progress bar.").build());
        spec.addOption(CommandModel.option("--watch", boolean.class, () -> watch, v -> watch = v)
                .description("Draw again whenever the input or a file it reads changes; Ctrl-C stops.").build());
        spec.addOption(CommandModel.option("--preview", boolean.class, () -> preview, v -> preview = v)
                .description("Also serve a page on 127.0.0.1 that shows the figure and reloads when it changes (implies --watch).").build());
    }

    boolean byPath() {
        if (!nameBy.equals("dir") && !nameBy.equals("path")) {
            throw new StyleOptions.UsageError("--name-by takes dir or path, not '" + nameBy + "'");
        }
        return nameBy.equals("path");
    }

    boolean live() {
        return watch || preview;
    }

    void requireOne(List<Path> inputs, String label) {
        if (inputs.size() != 1) {
            throw new StyleOptions.UsageError("--watch and --preview take one " + label + ", not " + inputs.size());
        }
    }

    /** Whether {@code --verbose} was given to figmark. */
    boolean verbose(CommandSpec spec) {
        CommandSpec root = spec.root();
        return root.userObject() instanceof Figmark f && f.verbose;
    }
}
