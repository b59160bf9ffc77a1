package dev.figmark.cli;

import dev.figmark.data.InputException;
import dev.figmark.layout.LayoutException;
import dev.figmark.output.FigureWriter;
import dev.figmark.output.Outputs;
import dev.figmark.recipes.Kinds;
import dev.figmark.render.Software;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileSystemException;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine;

/**
 * The {@code figmark} command. Like every command here, its options are declared in code ({@link CommandModel} says
 * why). Bad input is one line on standard error and exit status 2; {@code --verbose} adds the trace.
 */
public final class Figmark implements Runnable {

    boolean verbose;

    private CommandSpec spec;

    /** This command's model for picocli: the root, whose {@code --verbose} every command takes. */
    CommandSpec model() {
        spec = CommandModel.command("figmark", this, "Paper-ready figures from performance measurements: PDF, SVG, PNG, CSV and captions.");
        spec.version(Software.NAME);
        spec.addOption(CommandModel.option("--verbose", boolean.class, () -> verbose, v -> verbose = v)
                .scopeType(CommandLine.ScopeType.INHERIT).description("Print stack traces of errors.").build());
        return spec;
    }

    @Override
    public void run() {
        spec.commandLine().usage(spec.commandLine().getOut());
    }

    public static void main(String[] args) {
        StartUp.prepare(args);
        if (WRITING.contains(command(args))) {
            // Java2D and PDFBox are set up on the writers' threads while picocli reads the command line.
            FigureWriter.prepare(Outputs.ALL, java.util.Set.of());
        }
        int status;
        try {
            status = execute(args);
        } catch (OutOfMemoryError e) {
            // Past the readers, which name their file: one line, not the JVM's trace, unless --verbose.
            if (java.util.Arrays.asList(args).contains("--verbose")) {
                e.printStackTrace();
            }
            System.err.println("error: ran out of memory (a heap of " + (Runtime.getRuntime().maxMemory() >> 20) + " MB); give figmark more,"
                    + " as JAVA_TOOL_OPTIONS=-Xmx" + Math.max(2 * (Runtime.getRuntime().maxMemory() >> 20), 1024) + "m, or draw less data");
            status = 1;
        }
        System.exit(status);
    }

    /** The commands that write figures. */
    private static final java.util.Set<String> WRITING = java.util.Set.of("run", "compare", "matrix", "plot");

    /** The command named on the line: its first word that is not an option; empty when there is none ({@code --version}). */
    static String command(String[] args) {
        for (String arg : args) {
            if (!arg.startsWith("-")) {
                return arg;
            }
        }
        return "";
    }

    /** Runs the command and returns its exit status, for the tests. */
    public static int execute(String... args) {
        return execute(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args);
    }

    /** Runs the command with its output and errors going to the given writers. */
    public static int execute(PrintWriter out, PrintWriter err, String... args) {
        Figmark root = new Figmark();
        OutputLock.command = "figmark " + String.join(" ", args);
        CommandLine line = new CommandLine(root.model());
        // Only the command being run is modelled (all seven are, for the root's help): a model is work at every start.
        String first = command(args);
        java.util.Map<String, java.util.function.Supplier<CommandSpec>> commands = new java.util.LinkedHashMap<>();
        commands.put("run", () -> new RunCommand().model());
        commands.put("compare", () -> new CompareCommand().model());
        commands.put("matrix", () -> new MatrixCommand().model());
        commands.put("plot", () -> new PlotCommand().model());
        commands.put("golden", () -> new GoldenCommand().model());
        commands.put("lint", () -> new LintCommand().model());
        commands.put("venues", () -> new VenuesCommand().model());
        if (!first.isEmpty() && !commands.containsKey(first) && java.nio.file.Files.exists(java.nio.file.Path.of(first))) {
            // A file or a directory given without a command: say which command draws it.
            boolean run = java.nio.file.Files.isDirectory(java.nio.file.Path.of(first));
            err.println("error: " + first + " is not a command; to draw it: figmark " + (run ? "run" : first.endsWith(".json") ? "plot" : "lint") + " " + first);
            err.flush();
            return 2;
        }
        if (commands.containsKey(first)) {
            line.addSubcommand(first, new CommandLine(commands.get(first).get()));
        } else {
            commands.forEach((name, command) -> line.addSubcommand(name, new CommandLine(command.get())));
        }
        // The kinds each command draws, and what each shows, come from the one registry of recipes.
        if (line.getSubcommands().containsKey("run")) {
            line.getSubcommands().get("run").getCommandSpec().usageMessage().footer("", "Figures:", Kinds.help(Kinds.RUN));
        }
        if (line.getSubcommands().containsKey("compare")) {
            line.getSubcommands().get("compare").getCommandSpec().usageMessage().footer("", "Comparisons:", Kinds.help(Kinds.COMPARE));
        }
        line.setOut(out);
        line.setErr(err);
        line.setExecutionExceptionHandler((e, cmd, parsed) -> {
            PrintWriter errors = cmd.getErr();
            if (root.verbose) {
                e.printStackTrace(errors);
            }
            if (e instanceof InputException || e instanceof StyleOptions.UsageError) {
                errors.println("error: " + e.getMessage());
                return 2;
            }
            if (e instanceof FileSystemException fs) {
                errors.println("error: " + fs.getFile() + ": " + describe(fs));
                return 2;
            }
            if (e instanceof IOException) {
                errors.println("error: " + e.getMessage());
                return 2;
            }
            if (e instanceof OutputLock.Busy) {
                // Another figmark writes into the directory: nothing was written, and status 1 as for a figure that failed.
                errors.println("error: " + e.getMessage());
                return 1;
            }
            if (e instanceof LayoutException layout) {
                // The figure cannot be laid out as asked: its own line; status 2 where the ask is at fault (a height too
                // small for its rows, a width too narrow, a note with no free place), 1 where figmark is (sizes that
                // did not settle, a finished figure that fails the layout check).
                errors.println("error: " + e.getMessage());
                return layout.kind() == LayoutException.Kind.UNSETTLED || layout.kind() == LayoutException.Kind.CHECK ? 1 : 2;
            }
            errors.println("error: " + e + (root.verbose ? "" : " (run with --verbose for the stack trace)"));
            return 1;
        });
        int status = line.execute(args);
        out.flush();
        err.flush();
        return status;
    }

    private static String describe(FileSystemException e) {
        String reason = e.getReason();
        if (e instanceof java.nio.file.AccessDeniedException) {
            return "permission denied";
        }
        if (e instanceof java.nio.file.NoSuchFileException) {
            return "no such file or directory";
        }
        return reason == null ? e.getClass().getSimpleName() : reason;
    }
}
