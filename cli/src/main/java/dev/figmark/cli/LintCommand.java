package dev.figmark.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import dev.figmark.files.Shown;
import dev.figmark.lint.Finding;
import dev.figmark.lint.Lint;
import dev.figmark.lint.Target;
import dev.figmark.scene.Units;
import dev.figmark.venue.Rules;
import dev.figmark.venue.Venue;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.stream.Stream;
import picocli.CommandLine.Model.CommandSpec;

/** {@code figmark lint FILE…}: the checks a venue makes before submission, on figures made by any tool. */
final class LintCommand implements Callable<Integer> {

    private CommandSpec spec;
    List<Path> files;
    String width;
    String venue;
    double minText = Rules.MIN_TEXT_PT;
    double minLine = Rules.MIN_LINE_PT;
    boolean json;

    /** This command's model for picocli: its arguments and options, each bound to its field above. */
    CommandSpec model() {
        spec = CommandModel.command("lint", this,
                "Check PDF and SVG figures of any tool before they go into a paper.",
                "It checks the width, fonts embedded and not Type 3, no text smaller than --min-text or line thinner than",
                "--min-line once scaled to the width, and no text off the page.",
                "A directory stands for the .pdf and .svg files in it and below.",
                "Exit status: 0 when every figure passes, 1 when any has a finding, 2 when a file cannot be read or on bad arguments.");
        spec.addPositional(CommandModel.positionals(Path.class, () -> files, v -> files = v).arity("1..*").paramLabel("FILE")
                .description("PDF or SVG figures, or directories of them.").build());
        spec.addOption(CommandModel.option("--width", String.class, () -> width, v -> width = v).paramLabel("single|double|LENGTH")
                .description("The width the figure is printed at: single (3.5 in), double (7.16 in), inches, or a length with a unit"
                        + " (241.14749pt in TeX points, 252bp, 8.5cm). Default: the size it is drawn at.").build());
        spec.addOption(CommandModel.option("--venue", String.class, () -> venue, v -> venue = v).paramLabel("NAME")
                .description("A paper template (figmark venues lists them): single and double are its column and text widths;"
                        + " without --width, each figure is held to whichever of the two it is drawn for.").build());
        spec.addOption(CommandModel.option("--min-text", double.class, () -> minText, v -> minText = v).paramLabel("POINTS")
                .description("Smallest text allowed at that width. Default: 6.").build());
        spec.addOption(CommandModel.option("--min-line", double.class, () -> minLine, v -> minLine = v).paramLabel("POINTS")
                .description("Thinnest stroked line allowed at that width. Default: 0.25.").build());
        spec.addOption(CommandModel.option("--json", boolean.class, () -> json, v -> json = v)
                .description("Print the findings as JSON: one object per file with its findings, or its error.").build());
        return spec;
    }

    /** One file's outcome: its findings, or why it could not be read. */
    private record Outcome(Path file, List<Finding> findings, String error) {
    }

    @Override
    public Integer call() throws IOException {
        List<Target> targets = targets();
        List<Path> figures = expand();
        List<Outcome> outcomes = new ArrayList<>();
        for (Path file : figures) {
            try {
                outcomes.add(new Outcome(file, fewest(file, targets), null));
            } catch (IOException | RuntimeException e) {
                if (verbose()) {
                    e.printStackTrace(spec.commandLine().getErr());
                }
                String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
                outcomes.add(new Outcome(file, List.of(), message.replaceAll("\\s+", " ").strip()));
            }
        }
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(json(outcomes));
        } else {
            text(outcomes, out, spec.commandLine().getErr());
        }
        out.flush();
        spec.commandLine().getErr().flush();
        boolean unreadable = outcomes.stream().anyMatch(o -> o.error != null);
        boolean findings = outcomes.stream().anyMatch(o -> o.findings.stream().anyMatch(f -> !f.check().advisory()));
        return unreadable ? 2 : findings ? 1 : 0;
    }

    private boolean verbose() {
        Object root = spec.root().userObject();
        return root instanceof Figmark f && f.verbose;
    }

    /**
     * The widths to check at: --width's (the venue's single or double with --venue); a venue's single and double when
     * --venue comes alone, each figure held to the one it is drawn for; else the size each is drawn at.
     */
    private List<Target> targets() {
        Venue v = StyleOptions.venue(venue);
        List<Double> widths = width != null ? List.of(Units.points(StyleOptions.width(width, v)))
                : v != null ? List.of(Units.points(v.width("single")), Units.points(v.width("double"))) : List.of(0.0);
        try {
            List<Target> out = new ArrayList<>();
            for (double w : widths) {
                out.add(new Target(w, minText, minLine));
            }
            return out;
        } catch (IllegalArgumentException e) {
            throw new StyleOptions.UsageError("--width, --min-text and --min-line must be positive (--min-line may be 0)");
        }
    }

    /** The findings at the target the figure fits best: the one with the fewest findings that are not advice. */
    private static List<Finding> fewest(Path file, List<Target> targets) throws IOException {
        List<Finding> best = null;
        for (Target target : targets) {
            List<Finding> found = Lint.check(file, target);
            if (best == null || serious(found) < serious(best)) {
                best = found;
            }
        }
        return best;
    }

    private static long serious(List<Finding> findings) {
        return findings.stream().filter(f -> !f.check().advisory()).count();
    }

    /** The files named, with each directory replaced by the figures in it, in name order. */
    private List<Path> expand() throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path given : files) {
            if (!Files.isDirectory(given)) {
                out.add(given);
                continue;
            }
            try (Stream<Path> walk = Files.walk(given)) {
                List<Path> found = walk.filter(Files::isRegularFile).filter(LintCommand::isFigure).sorted().toList();
                if (found.isEmpty()) {
                    throw new StyleOptions.UsageError(given + ": no .pdf or .svg file in this directory");
                }
                out.addAll(found);
            }
        }
        return out;
    }

    private static boolean isFigure(Path p) {
        String name = p.getFileName().toString().toLowerCase(Locale.ROOT);
        return name.endsWith(".pdf") || name.endsWith(".svg");
    }

    private static void text(List<Outcome> outcomes, PrintWriter out, PrintWriter err) {
        int withFindings = 0;
        int count = 0;
        for (Outcome o : outcomes) {
            if (o.error != null) {
                err.println("error: " + dev.figmark.files.Shown.name(o.file + ": " + o.error));
                continue;
            }
            long failing = o.findings.stream().filter(f -> !f.check().advisory()).count();
            for (Finding f : o.findings) {
                out.println(dev.figmark.files.Shown.name(o.file + ": " + (f.check().advisory() ? "note: " : "") + f.line()));
            }
            count += failing;
            withFindings += failing == 0 ? 0 : 1;
        }
        int read = (int) outcomes.stream().filter(o -> o.error == null).count();
        int unreadable = outcomes.size() - read;
        String summary = count == 0 ? (read == 1 ? "1 figure passes" : "all " + read + " figures pass")
                : count + (count == 1 ? " finding" : " findings") + " in " + withFindings + " of " + read + (read == 1 ? " figure" : " figures");
        out.println(summary + (unreadable > 0 ? "; " + unreadable + " could not be read" : ""));
    }

    private static String json(List<Outcome> outcomes) throws IOException {
        StringWriter text = new StringWriter();
        try (JsonGenerator g = new JsonFactory().createGenerator(text)) {
            g.useDefaultPrettyPrinter();
            g.writeStartArray();
            for (Outcome o : outcomes) {
                g.writeStartObject();
                g.writeStringField("file", o.file.toString());
                if (o.error != null) {
                    g.writeStringField("error", o.error);
                } else {
                    g.writeArrayFieldStart("findings");
                    for (Finding f : o.findings) {
                        g.writeStartObject();
                        g.writeNumberField("page", f.page());
                        g.writeStringField("check", f.check().id());
                        g.writeStringField("message", f.message());
                        g.writeBooleanField("fails", !f.check().advisory());
                        g.writeEndObject();
                    }
                    g.writeEndArray();
                }
                g.writeEndObject();
            }
            g.writeEndArray();
        }
        return text.toString();
    }
}
