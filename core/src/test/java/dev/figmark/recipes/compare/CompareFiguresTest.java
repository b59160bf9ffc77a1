package dev.figmark.recipes.compare;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Style;
import dev.figmark.data.RunData;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Outcome;
import dev.figmark.recipes.Kinds;
import dev.figmark.scene.Scene;
import dev.figmark.text.Typesetter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

class CompareFiguresTest {

    private static LegendGuide.Patch swatch(Outcome outcome, String phase) {
        PanelPlot panel = ((Outcome.Made) outcome).product().figure().panels().get(0);
        return (LegendGuide.Patch) panel.legend().entries().stream().filter(e -> e.label().equals(phase)).findFirst().orElseThrow().swatch();
    }

    @Test
    void aPhaseKeepsItsColourWhicheverRunsAreShown() {
        RunData gpu = RunData.open(Path.of("../examples/llama8b-1gpu"), "gpu", m -> { });
        RunData cpu = RunData.open(Path.of("../examples/cpu-only"), "cpu", m -> { });
        Style style = Style.defaults();
        Outcome both = Kinds.find(Kinds.COMPARE, "phases").make(new CompareInput(List.of(gpu, cpu), style));
        Outcome cpuOnly = Kinds.find(Kinds.COMPARE, "phases").make(new CompareInput(List.of(cpu), style));
        for (String phase : List.of("load", "prefill", "decode")) {
            assertEquals(swatch(both, phase), swatch(cpuOnly, phase), phase);
        }
    }

    @Test
    void everyRunKeepsItsNameAtOneColumn() {
        RunData vllm = RunData.open(Path.of("../examples/vllm-8b"), "vLLM", m -> { });
        RunData sglang = RunData.open(Path.of("../examples/sglang-8b"), "SGLang", m -> { });
        Style style = Style.builder().width(3.5).printSafe(true).build();
        Typesetter type = dev.figmark.text.Typesetter.quiet();
        Outcome phases = Kinds.find(Kinds.COMPARE, "phases").make(new CompareInput(List.of(vllm, sglang), style));
        Scene scene = dev.figmark.product.FigureLayout.scene(((Outcome.Made) phases).product(), type, style);
        List<String> texts = scene.texts().stream().map(dev.figmark.scene.Text::content).toList();
        assertEquals(true, texts.contains("vLLM") && texts.contains("SGLang"), "both runs named (SGLang's name was left out): " + texts);
    }
}
