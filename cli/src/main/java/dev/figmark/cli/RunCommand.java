package dev.figmark.cli;

import dev.figmark.chart.Style;
import dev.figmark.data.RunData;
import dev.figmark.data.Timeline;
import dev.figmark.figures.Outcome;
import dev.figmark.figures.RunFigures;
import dev.figmark.render.Software;
import dev.figmark.text.Typesetter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/** {@code figmark run RUN_DIR}: the seven figures of one run, their CSVs, captions and the method paragraph. */
@Command(name = "run", mixinStandardHelpOptions = true, description = "Draw the figures of one run directory.")
final class RunCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "RUN_DIR", description = "A run directory holding run.json (and samples.jsonl.gz, requests.jsonl).")
    Path runDir;

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write the figures. Default: RUN_DIR/figures.")
    Path out;

    @Option(names = "--kinds", split = ",", paramLabel = "KIND", description = "Figures to draw: lifecycle, phases, memory, movement, serving, gpu-time, hotspots. Default: all.")
    List<String> kinds = new ArrayList<>(RunFigures.KINDS);

    @Option(names = "--panels", split = ",", paramLabel = "PANEL", description = "Lifecycle panels: gpu_memory, power, util, clock, host_memory, cpu, disk, stall, pcie, nvlink. Default: all but clock.")
    List<String> panels = new ArrayList<>(Timeline.DEFAULT_PANELS);

    @Option(names = "--per-gpu", description = "One lifecycle series per GPU instead of their sum or mean.")
    boolean perGpu;

    @Option(names = "--xlim", paramLabel = "A,B", description = "Lifecycle time range in seconds since process start.")
    String xlim;

    @Mixin
    StyleOptions styleOptions;

    @Override
    public Integer call() throws Exception {
        Style style = styleOptions.style();
        StyleOptions.requireKnown("--kinds", kinds, RunFigures.KINDS, "figure");
        StyleOptions.requireKnown("--panels", panels, Timeline.ALL_PANELS, "panel");
        double[] range = null;
        if (xlim != null) {
            String[] parts = xlim.split(",");
            try {
                range = new double[] {Double.parseDouble(parts[0].trim()), Double.parseDouble(parts[1].trim())};
            } catch (RuntimeException e) {
                throw new StyleOptions.UsageError("--xlim takes two numbers A,B, not '" + xlim + "'");
            }
            if (parts.length != 2 || !(range[1] > range[0]) || !Double.isFinite(range[0]) || !Double.isFinite(range[1])) {
                throw new StyleOptions.UsageError("--xlim takes two numbers A,B with A < B, not '" + xlim + "'");
            }
        }
        java.io.PrintWriter err = spec.commandLine().getErr();
        java.io.PrintWriter stdout = spec.commandLine().getOut();
        Typesetter type = new Typesetter(err::println);
        RunData run = RunData.open(runDir, null, err::println);
        FigureFiles files = new FigureFiles(out != null ? out : runDir.resolve("figures"), style, type, stdout);
        RunFigures figures = new RunFigures(run, style, type);
        RunFigures.TimelineOptions options = new RunFigures.TimelineOptions(panels, perGpu, range);
        List<java.util.function.Supplier<Outcome>> makers = new ArrayList<>();
        for (String kind : kinds) {
            makers.add(() -> figures.make(kind, options));
        }
        int failures = files.saveAll(makers, err, (drawn, e) -> err.println("error: " + drawn.stem() + ": " + e.getMessage()));
        files.finish(RunFigures.method(run, Software.NAME));
        err.flush();
        stdout.flush();
        return failures == 0 ? 0 : 1;
    }
}
