package dev.figmark.recipes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.Style;
import dev.figmark.data.Matrix;
import dev.figmark.data.RunData;
import dev.figmark.layout.LayoutCheck;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Outcome;
import dev.figmark.product.Product;
import dev.figmark.recipe.Recipe;
import dev.figmark.recipes.compare.CompareInput;
import dev.figmark.recipes.description.FigureSpec;
import dev.figmark.recipes.matrix.MatrixInput;
import dev.figmark.recipes.run.RunInput;
import dev.figmark.scene.Scene;
import dev.figmark.text.Typesetter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Every example through every recipe (runs, the comparison, the matrix and the descriptions, drawn at the width asked)
 * at 3.5, 5, 7.16 and 10 in: exactly that wide, within the page budget, and no text over text, data or the page's edge.
 */
class EveryExampleAtEveryWidthTest {

    static final List<String> RUNS = List.of("llama8b-1gpu", "llama70b-8gpu", "vllm-8b", "sglang-8b", "cpu-only", "stress-16gpu");

    @ParameterizedTest(name = "{0} in")
    @ValueSource(doubles = {3.5, 5, 7.16, 10})
    void everyFigureFitsAndNoTextCoversAnother(double width) throws java.io.IOException {
        Style style = Style.builder().width(width).build();
        Typesetter type = Typesetter.quiet();
        List<String> checked = new ArrayList<>();
        for (String name : RUNS) {
            RunData run = RunData.open(Path.of("../examples", name), null, m -> { });
            for (Recipe<RunInput> recipe : Kinds.RUN) {
                check(recipe.make(new RunInput(run, style, type)), style, type, name, checked);
            }
        }
        List<RunData> pair = List.of(RunData.open(Path.of("../examples/vllm-8b"), "vLLM", m -> { }),
                RunData.open(Path.of("../examples/sglang-8b"), "SGLang", m -> { }));
        for (Recipe<CompareInput> recipe : Kinds.COMPARE) {
            check(recipe.make(new CompareInput(pair, style)), style, type, "compare", checked);
        }
        Path matrix = Path.of("../examples/matrix.json");
        check(Kinds.MATRIX.make(new MatrixInput(Matrix.read(matrix, m -> { }), style, matrix.toString())), style, type, "matrix", checked);
        List<Path> descriptions = new java.util.ArrayList<>();
        try (java.util.stream.Stream<Path> gallery = java.nio.file.Files.list(Path.of("../examples/plots"))) {
            gallery.filter(f -> f.toString().endsWith(".json")).sorted().forEach(descriptions::add);
        }
        descriptions.add(Path.of("../examples/sweep/gqa_decode_long_ctx_composite.json"));
        for (Path description : descriptions) {
            FigureSpec spec = FigureSpec.read(description);
            Style asked = spec.style().toBuilder().width(width).build();
            check(new Outcome.Made(spec.build(asked)), asked, type, description.toString(), checked);
        }
        assertTrue(checked.size() > 40, "checked " + checked.size() + " figures");
    }

    private static void check(Outcome outcome, Style style, Typesetter type, String source, List<String> checked) {
        for (Product made : outcome.products()) {
            Scene scene = FigureLayout.scene(made, type, style);
            String what = source + " " + made.stem() + " at " + style.width() + " in";
            assertEquals(List.of(), LayoutCheck.problems(scene), what);
            assertEquals(style.widthPt(), scene.width(), 1e-9, what + ": exact width");
            assertTrue(scene.height() <= style.maxHeightPt() + 1e-9, what + ": " + scene.height() / 72 + " in tall, within the page");
            checked.add(what);
        }
    }
}
