package dev.figmark.recipes.compare;

import dev.figmark.recipe.Recipe;
import java.util.List;

/** The figures that set runs side by side, in the seed's order. */
public final class CompareRecipes {

    private static final double MIB_PER_GIB = 1024;

    /** Every comparison, in the order they are drawn and listed. */
    public static final List<Recipe<CompareInput>> ALL = List.of(
            new CompareBars("speed", "prefill and decode tokens/s per run, with their spread", List.of(
                    new CompareBars.Metric("Prefill (tokens/s)", r -> r.prefill().tokensPerS(), r -> r.prefill().stddev()),
                    new CompareBars.Metric("Decode (tokens/s)", r -> r.decode().tokensPerS(), r -> r.decode().stddev())),
                    names -> "Speed of " + names + ". Error bars show the standard deviation over repetitions."),
            new CompareBars("memory", "GPU and host memory peaks per run", List.of(
                    new CompareBars.Metric("GPU memory, peak above idle (GiB)", r -> gib(r.memory().gpuPeakTotalMib()), null),
                    new CompareBars.Metric("Host anonymous, peak (GiB)", r -> gib(r.memory().hostAnonPeakMib()), null),
                    new CompareBars.Metric("Host file-backed, peak (GiB)", r -> gib(r.memory().hostFilePeakMib()), null)),
                    names -> "Peak memory of " + names + "."),
            new CompareBars("energy", "GPU energy per token per run", List.of(
                    new CompareBars.Metric("Prefill, GPU energy (J/token)", r -> r.energy().prefill(), null),
                    new CompareBars.Metric("Decode, GPU energy (J/token)", r -> r.energy().decode(), null),
                    new CompareBars.Metric("Serving, GPU energy (J/token)", r -> r.energy().serve(), null)),
                    names -> "GPU energy per token of " + names + ", from the GPUs' energy counters."),
            new ComparePhases(),
            new CompareServing());

    private CompareRecipes() {
    }

    private static Double gib(Double mib) {
        return mib == null ? null : mib / MIB_PER_GIB;
    }
}
