package dev.figmark.cli;

import dev.figmark.files.Shown;
import dev.figmark.golden.GoldenDirectory;
import dev.figmark.golden.GoldenReport;
import dev.figmark.golden.Tolerance;
import dev.figmark.output.AtomicFiles;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code figmark golden check|update EXPECTED_DIR ACTUAL_DIR}: golden-file regression testing of any tool's figures. */
final class GoldenCommand implements Callable<Integer> {

    private CommandSpec spec;
    String action;
    Path expected;
    Path actual;
    Path report;
    Path junitXml;
    List<String> only = new ArrayList<>();
    Integer maxChannelDelta;
    Double maxDifferingShare;
    Double maxRms;
    boolean strictPdf;
    int maxSeconds = GoldenDirectory.DEFAULT_SECONDS;
    boolean ignorePdfMetadata;

    /** This command's model for picocli: its arguments and options, each bound to its field above. */
    CommandSpec model() {
        spec = CommandModel.command("golden", this,
                "Compare freshly drawn files with approved ones, or approve them.",
                "Figures of any tool: SVG by what it draws, PDF by text, drawing and rendered pages, PNG by pixels, CSV by cells,",
                "text by lines, anything else by bytes.",
                "Exit status: 0 when all match, 1 when any differ, 2 on bad arguments.");
        spec.addPositional(CommandModel.positional(String.class, () -> action, v -> action = v).index("0").paramLabel("check|update").build());
        spec.addPositional(CommandModel.positional(Path.class, () -> expected, v -> expected = v).index("1").paramLabel("EXPECTED_DIR")
                .description("The approved files.").build());
        spec.addPositional(CommandModel.positional(Path.class, () -> actual, v -> actual = v).index("2").paramLabel("ACTUAL_DIR")
                .description("The files drawn now.").build());
        spec.addOption(CommandModel.option("--report", Path.class, () -> report, v -> report = v).paramLabel("FILE")
                .description("Where to write the HTML report. Default: ACTUAL_DIR-golden-report/report.html beside ACTUAL_DIR.").build());
        spec.addOption(CommandModel.option("--junit-xml", Path.class, () -> junitXml, v -> junitXml = v).paramLabel("FILE")
                .description("Also write a JUnit XML report, one test case per file, for CI servers.").build());
        spec.addOption(CommandModel.list("--only", String.class, () -> only, v -> only = v).arity("1..*").paramLabel("NAME")
                .description("update: approve only these files (names relative to the directories).").build());
        spec.addOption(CommandModel.option("--max-channel-delta", Integer.class, () -> maxChannelDelta, v -> maxChannelDelta = v).paramLabel("N")
                .description("Pictures: a pixel counts as differing when a channel differs by more than N (0-255). Alone: every pixel within N.").build());
        spec.addOption(CommandModel.option("--max-differing-share", Double.class, () -> maxDifferingShare, v -> maxDifferingShare = v).paramLabel("F")
                .description("Pictures: share of pixels (0-1) that may differ.").build());
        spec.addOption(CommandModel.option("--max-rms", Double.class, () -> maxRms, v -> maxRms = v).paramLabel("F")
                .description("Pictures: largest RMS channel difference (0-255), as pytest-mpl's tolerance.").build());
        spec.addOption(CommandModel.option("--strict-pdf", boolean.class, () -> strictPdf, v -> strictPdf = v)
                .description("PDF: count creation dates, /ID and producer as differences (by default they are a note).").build());
        spec.addOption(CommandModel.option("--max-seconds", int.class, () -> maxSeconds, v -> maxSeconds = v).paramLabel("N")
                .description("check: the longest one file's comparison may take, in seconds;"
                        + " past it the file is reported as too large to compare. Default: 120.").build());
        spec.addOption(CommandModel.option("--ignore-pdf-metadata", boolean.class, () -> ignorePdfMetadata, v -> ignorePdfMetadata = v).hidden(true)
                .description("Kept for old scripts: PDF metadata is a note by default now.").build());
        return spec;
    }

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (!action.equals("check") && !action.equals("update")) {
            throw new StyleOptions.UsageError("golden takes check or update, not '" + action + "'");
        }
        directory(actual, "ACTUAL_DIR", "drawn files", true);
        directory(expected, "EXPECTED_DIR", "approved files", action.equals("check"));
        if (!only.isEmpty() && action.equals("check")) {
            throw new StyleOptions.UsageError("--only goes with golden update");
        }
        if (maxSeconds < 1) {
            throw new StyleOptions.UsageError("--max-seconds is at least 1, not " + maxSeconds);
        }
        if (maxSeconds != GoldenDirectory.DEFAULT_SECONDS && action.equals("update")) {
            throw new StyleOptions.UsageError("--max-seconds goes with golden check");
        }
        GoldenDirectory golden = new GoldenDirectory(tolerance(), maxSeconds);
        if (action.equals("update")) {
            List<String> changed;
            try {
                changed = golden.update(expected, actual, only);
            } catch (IllegalArgumentException e) {
                throw new StyleOptions.UsageError(e.getMessage());
            }
            changed.forEach(line -> out.println(dev.figmark.files.Shown.name(line)));
            out.println(changed.isEmpty() ? "golden files already up to date" : "wrote " + changed.size() + " golden file(s)");
            out.flush();
            return 0;
        }
        Path html = reportPath();
        GoldenDirectory.Check check = golden.check(expected, actual);
        if (check.entries().isEmpty()) {
            throw new StyleOptions.UsageError("nothing to compare: neither " + expected + " nor " + actual + " holds a file"
                    + (check.skipped().isEmpty() ? "" : " (" + check.skipped().size() + " skipped)"));
        }
        for (GoldenDirectory.Entry e : check.failures()) {
            out.println(e.difference().describe(10));
        }
        for (GoldenDirectory.Skipped s : check.skipped()) {
            out.println("skipped " + dev.figmark.files.Shown.name(s.name()) + ": " + s.why());
        }
        Files.createDirectories(html.toAbsolutePath().getParent());
        AtomicFiles.write(html, o -> o.write(GoldenReport.html(check, tolerance()).getBytes(StandardCharsets.UTF_8)));
        if (junitXml != null) {
            Files.createDirectories(junitXml.toAbsolutePath().getParent());
            AtomicFiles.write(junitXml, o -> o.write(GoldenReport.junitXml(check).getBytes(StandardCharsets.UTF_8)));
        }
        int failed = check.failures().size();
        int n = check.entries().size();
        out.println(failed == 0 ? (n == 1 ? "the 1 file matches" : "all " + n + " files match")
                : failed + " of " + n + (n == 1 ? " file differs" : failed == 1 ? " files differs" : " files differ"));
        out.println("report: " + html);
        out.flush();
        return failed == 0 ? 0 : 1;
    }

    private void directory(Path dir, String label, String what, boolean mustExist) {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new StyleOptions.UsageError(label + " " + dir + " is a file; golden compares two directories of " + "files (EXPECTED_DIR ACTUAL_DIR)");
        }
        if (mustExist && !Files.isDirectory(dir)) {
            throw new StyleOptions.UsageError(label + " " + dir + ": no such directory of " + what);
        }
    }

    private Tolerance tolerance() {
        try {
            Tolerance t = Tolerance.EXACT;
            if (maxChannelDelta != null) {
                t = t.withMaxChannelDelta(maxChannelDelta);
            }
            if (maxDifferingShare != null) {
                t = t.withMaxDifferingShare(maxDifferingShare);
            }
            if (maxRms != null) {
                t = t.withMaxRms(maxRms);
            }
            return strictPdf ? t.withStrictPdf() : t;
        } catch (IllegalArgumentException e) {
            throw new StyleOptions.UsageError("tolerances: " + e.getMessage());
        }
    }

    /** The report's path: as given, or a new directory beside ACTUAL_DIR; never inside either compared directory. */
    private Path reportPath() {
        Path a = actual.toAbsolutePath().normalize();
        Path e = expected.toAbsolutePath().normalize();
        if (report != null) {
            Path r = report.toAbsolutePath().normalize();
            if (r.startsWith(a) || r.startsWith(e)) {
                throw new StyleOptions.UsageError("--report " + report + " lies inside a compared directory; it would be compared next time");
            }
            return report;
        }
        Path beside = a.resolveSibling(a.getFileName() + "-golden-report");
        while (beside.startsWith(e) || beside.startsWith(a)) {
            Path up = beside.getParent().getParent();
            if (up == null) {
                throw new StyleOptions.UsageError("cannot place the report outside both directories; give --report FILE");
            }
            beside = up.resolve(beside.getFileName());
        }
        return beside.resolve("report.html");
    }
}
