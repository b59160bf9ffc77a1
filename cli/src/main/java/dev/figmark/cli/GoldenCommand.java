package dev.figmark.cli;

import dev.figmark.golden.GoldenDirectory;
import dev.figmark.golden.Tolerance;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code figmark golden check|update EXPECTED_DIR ACTUAL_DIR}: golden-file regression testing of any figures. */
@Command(name = "golden", mixinStandardHelpOptions = true,
        description = {"Compare freshly drawn files with approved ones, or approve them.",
            "Exit status: 0 when all match, 1 when any differ, 2 on bad arguments."})
final class GoldenCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "check|update")
    String action;

    @Parameters(index = "1", paramLabel = "EXPECTED_DIR", description = "The approved files.")
    Path expected;

    @Parameters(index = "2", paramLabel = "ACTUAL_DIR", description = "The files drawn now.")
    Path actual;

    @Option(names = "--report", paramLabel = "FILE", description = "Where to write the HTML report. Default: ACTUAL_DIR/golden-report.html.")
    Path report;

    @Option(names = "--max-channel-delta", description = "PNG: a pixel counts as equal when no channel differs by more than this (0-255). Default: 0.")
    int maxChannelDelta;

    @Option(names = "--max-differing-share", description = "PNG: share of pixels (0-1) that may differ. Default: 0.")
    double maxDifferingShare;

    @Option(names = "--max-rms", description = "PNG: largest root-mean-square channel difference. Default: 0.")
    double maxRms;

    @Option(names = "--ignore-pdf-metadata", description = "PDF: ignore creation dates, /ID and producer (for other tools' PDFs).")
    boolean ignorePdfMetadata;

    @Override
    public Integer call() throws Exception {
        PrintWriter out = spec.commandLine().getOut();
        if (!action.equals("check") && !action.equals("update")) {
            throw new StyleOptions.UsageError("golden takes check or update, not '" + action + "'");
        }
        if (!Files.isDirectory(actual)) {
            throw new StyleOptions.UsageError(actual + ": no such directory of drawn files");
        }
        if (action.equals("check") && !Files.isDirectory(expected)) {
            throw new StyleOptions.UsageError(expected + ": no such directory of approved files");
        }
        Tolerance tolerance;
        try {
            tolerance = new Tolerance(maxChannelDelta, maxDifferingShare, maxRms, ignorePdfMetadata);
        } catch (IllegalArgumentException e) {
            throw new StyleOptions.UsageError("tolerances: --max-channel-delta 0-255, --max-differing-share 0-1, --max-rms 0 or more");
        }
        GoldenDirectory golden = new GoldenDirectory(tolerance);
        if (action.equals("update")) {
            List<String> changed = golden.update(expected, actual);
            changed.forEach(out::println);
            out.println(changed.isEmpty() ? "golden files already up to date" : changed.size() + " golden file(s) changed");
            out.flush();
            return 0;
        }
        List<GoldenDirectory.Entry> entries = golden.check(expected, actual);
        long failed = 0;
        for (GoldenDirectory.Entry e : entries) {
            if (!e.matches()) {
                failed++;
                out.println(e.difference().describe(10));
            }
        }
        Path html = report != null ? report : actual.resolve("golden-report.html");
        AtomicFiles.write(html, o -> o.write(golden.report(expected, actual, entries).getBytes(StandardCharsets.UTF_8)));
        out.println(failed == 0 ? "all " + entries.size() + " files match" : failed + " of " + entries.size() + " files differ");
        out.println("report: " + html);
        out.flush();
        return failed == 0 ? 0 : 1;
    }
}
