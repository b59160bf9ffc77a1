package dev.figmark.bench;

import dev.figmark.chart.look.Style;
import dev.figmark.data.RunData;
import dev.figmark.data.Samples;
import dev.figmark.format.Format;
import dev.figmark.output.Writers;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Outcome;
import dev.figmark.product.Product;
import dev.figmark.recipes.Kinds;
import dev.figmark.recipes.run.RunInput;
import dev.figmark.scene.Scene;
import dev.figmark.text.Typesetter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * The warm, in-process costs of the lifecycle figure of the 8-GPU example: reading its samples, laying it out, and
 * writing it as SVG, PDF, PNG at 300 dpi and CSV. Run from the repository's root (see bench/README.md).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 3, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class FigureBenchmarks {

    @Param("examples/llama70b-8gpu")
    public String run;

    private RunData data;
    private Product lifecycle;
    private Scene scene;
    private final Style style = Style.defaults();
    private final Typesetter type = Typesetter.quiet();

    @Setup
    public void setUp() {
        data = RunData.open(Path.of(run), null, message -> { });
        Outcome outcome = Kinds.find(Kinds.RUN, "lifecycle").make(new RunInput(data, style, type));
        lifecycle = ((Outcome.Made) outcome).product();
        scene = FigureLayout.scene(lifecycle, type, style);
    }

    @Benchmark
    public Samples readSamples() {
        return data.samples(false);
    }

    @Benchmark
    public Product makeLifecycle() {
        return ((Outcome.Made) Kinds.find(Kinds.RUN, "lifecycle").make(new RunInput(data, style, type))).product();
    }

    @Benchmark
    public Scene layOut() {
        return FigureLayout.scene(lifecycle, type, style);
    }

    @Benchmark
    public int writeSvg() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 18);
        Writers.of(Format.SVG, Format.DEFAULT_DPI).write(scene, out);
        return out.size();
    }

    @Benchmark
    public int writePdf() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 18);
        Writers.of(Format.PDF, Format.DEFAULT_DPI).write(scene, out);
        return out.size();
    }

    @Benchmark
    public int writeCsv() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 20);
        lifecycle.table().write(out);
        return out.size();
    }

    @Benchmark
    public int writePng300() throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 20);
        Writers.of(Format.PNG, 300).write(scene, out);
        return out.size();
    }
}
