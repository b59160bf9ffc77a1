package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** docs/gallery.md shows every description of examples/plots/, as each draws today, beside shorter matplotlib scripts. */
class GalleryTest {

    private static final Path DOCS = Path.of("../docs");

    @TempDir
    Path dir;

    static List<Path> gallery() throws Exception {
        return PlotCommandTest.gallery();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("gallery")
    void thePictureIsWhatTheDescriptionDrawsAndThePageShowsIt(Path spec) throws Exception {
        String name = spec.getFileName().toString().replace(".json", "");
        assertEquals(0, BadInputTest.run("plot", spec.toString(), "--out", dir.toString(), "--formats", "png", "--dpi", "150").status());
        Path shown = DOCS.resolve("gallery").resolve(name + ".png");
        assertTrue(Files.exists(shown), shown + " is missing: run docs/gallery/make.sh");
        assertArrayEquals(Files.readAllBytes(dir.resolve(name + ".png")), Files.readAllBytes(shown), shown + " is out of date: run docs/gallery/make.sh");
        String page = Files.readString(DOCS.resolve("gallery.md"));
        assertTrue(page.contains("(gallery/" + name + ".png)") && page.contains("(../examples/plots/" + name + ".json)"), "gallery.md shows " + name);
    }

    @Test
    void eachDescriptionIsShorterThanTheMatplotlibScriptThatDrawsTheSameFigure() throws Exception {
        List<String> compared = List.of("grouped-bars", "speedup-heatmap", "throughput-power", "trials-facets", "trials-by", "trials-band",
                "phases-shares", "speedups", "nightly-rolling", "pareto", "scaling-fit", "bubbles", "timeline", "violins", "throughput-latency", "ideal-scaling", "brackets",
                "kernel-contours", "nested-bars", "grid-ratios", "shared-colorbar",
                "inset-zoom", "kernel-times", "roofline", "serving-sweep", "ttft-percentiles", "tokens-per-second", "bench-log", "steps-wide",
                "sweep-yaml", "math-and-colours", "batch-categories", "labels-that-stay", "direct-labels", "line-labels", "shared-rows", "release-ticks", "log-heatmap", "styles-by-value", "notes-at-categories", "legend-left-out",
                "forest", "dumbbell", "margin-histogram", "boxes-across", "styles-by-field", "latency-density");
        for (String name : compared) {
            long description = lines(Path.of("../examples/plots", name + ".json"));
            long script = lines(DOCS.resolve("gallery/matplotlib").resolve(name.replace('-', '_') + ".py"));
            assertTrue(description * 2 < script, name + ": " + description + " lines of description against " + script + " of matplotlib");
            assertTrue(Files.readString(DOCS.resolve("gallery.md")).contains("[" + description + " lines](../examples/plots/" + name + ".json)"),
                    "gallery.md gives the description's length as it is");
            assertTrue(Files.readString(DOCS.resolve("gallery.md")).contains("[" + script + " lines](gallery/matplotlib/" + name.replace('-', '_') + ".py)"),
                    "gallery.md gives the script's length as it is");
        }
    }

    private static long lines(Path file) throws Exception {
        return Files.readAllLines(file).stream().filter(l -> !l.isBlank()).count();
    }
}
