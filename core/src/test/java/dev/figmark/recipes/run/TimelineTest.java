package dev.figmark.recipes.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.figmark.chart.SeriesValues;
import dev.figmark.data.RunData;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The lifecycle's series, derived from the samples as the seed derives them. */
class TimelineTest {

    private static final Path EXAMPLES = Path.of("../examples");

    @Test
    void derivesTheTimelineFromTheSamples() {
        RunData run = RunData.open(EXAMPLES.resolve("llama8b-1gpu"), null, m -> { });
        List<Timeline.Lane> panels = Timeline.panels(run, Timeline.ALL_PANELS, false);
        assertEquals(List.of("gpu_memory", "power", "util", "clock", "host_memory", "cpu", "disk", "stall", "pcie"),
                panels.stream().map(Timeline.Lane::key).toList(), "no NVLink on one GPU");
        SeriesValues memory = panels.get(0).series().get(0);
        assertEquals(run.samples().ticks(), memory.size(), "a point per tick");
        assertEquals(500.0 / 1024, memory.y(0), 1e-12, "500 MiB in GiB");
        assertEquals(-1.5, Math.round(memory.x(0) * 10) / 10.0, 1e-9, "the baseline runs before time zero");
        SeriesValues power = panels.get(1).series().get(0);
        assertEquals(0.5, power.x(1) - power.x(0), 1e-9, "power on a 0.5 s grid");
        assertEquals(100.0, panels.get(2).top());
    }

    @Test
    void rateAndInterpolationBehaveAsNumpy() {
        SeriesValues r = Timeline.rate("", new double[] {0, 0.1, 0.3, 0.5, 0.9}, new double[] {0, 1, Double.NaN, 4, 6}, 0.25, 1.0);
        assertEquals(List.of(0.25, 0.7), toList(r.x()));
        assertEquals(List.of(8.0, 5.0), toList(r.y()));
        double[] at = Timeline.interp(new double[] {-1, 0, 0.5, 2, 9}, new double[] {0, 1, 2}, new double[] {10, 20, 40});
        assertEquals(List.of(10.0, 10.0, 15.0, 40.0, 40.0), toList(at));
    }

    private static List<Double> toList(double[] values) {
        return Arrays.stream(values).boxed().toList();
    }
}
