package dev.figmark.cli;

import dev.figmark.chart.Style;
import dev.figmark.spec.FigureSpec;
import dev.figmark.text.Typesetter;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code figmark plot SPEC.json}: any figure from a small JSON description. */
@Command(name = "plot", mixinStandardHelpOptions = true, description = {"Draw a figure described in JSON.",
    "The description's schema ships with figmark: dev/figmark/spec/figure.schema.json in the core jar, and docs/figure.schema.json."})
final class PlotCommand implements Callable<Integer> {

    @Spec
    CommandSpec spec;

    @Parameters(index = "0", paramLabel = "SPEC.json")
    Path file;

    @Option(names = "--out", paramLabel = "DIR", description = "Where to write the figure. Default: the description's directory.")
    Path out;

    @Mixin
    OutputOptions output;

    @Override
    public Integer call() throws Exception {
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter stdout = spec.commandLine().getOut();
        List<String> chosen = output.formats();
        int dpi = output.dpi();
        FigureSpec figure = FigureSpec.read(file);
        Style style = figure.style(chosen, dpi);
        Path dir = out != null ? out : file.toAbsolutePath().getParent();
        FigureFiles files = new FigureFiles(dir, style, new Typesetter(err::println), stdout);
        files.save(figure.build(style));
        files.finish("");
        err.flush();
        stdout.flush();
        return 0;
    }
}
