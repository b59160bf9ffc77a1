package dev.figmark.cli;

import java.nio.file.Path;
import java.util.List;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;

/** How many inputs are drawn and shown: naming of their folders, progress, and the live preview. */
@Command(addMethodSubcommands = false)
final class BatchOptions {

    @Option(names = "--name-by", paramLabel = "dir|path",
            description = "With several inputs: name each one's folder by its directory or file name (dir, the default) or by its relative path.")
    String nameBy = "dir";

    @Option(names = "--quiet", description = "Print only the summary, no progress bar.")
    boolean quiet;

    @Option(names = "--watch", description = "Draw again whenever the input or a file it reads changes; Ctrl-C stops.")
    boolean watch;

    @Option(names = "--preview", description = "Also serve a page on 127.0.0.1 that shows the figure and reloads when it changes (implies --watch).")
    boolean preview;

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
