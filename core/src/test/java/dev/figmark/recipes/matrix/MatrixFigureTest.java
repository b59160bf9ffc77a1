package dev.figmark.recipes.matrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.Style;
import dev.figmark.data.Matrix;
import dev.figmark.layout.LayoutCheck;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Outcome;
import dev.figmark.product.Product;
import dev.figmark.recipes.Kinds;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class MatrixFigureTest {

    @ParameterizedTest
    @ValueSource(doubles = {3.5, 7.16})
    void twentyFourCasesWithLongLabelsStayReadable(double width) {
        List<Matrix.Case> cases = new ArrayList<>();
        String[] verdicts = {"better", "same", "worse"};
        for (int i = 0; i < 24; i++) {
            Map<String, Matrix.Result> metrics = new LinkedHashMap<>();
            for (String key : List.of("prefill_tps", "decode_tps", "gpu_peak_mib", "load_s")) {
                double ratio = 1 + (i % 7 - 3) * 0.013;
                metrics.put(key, new Matrix.Result(100.0, 100 * ratio, ratio, verdicts[i % 3], 100.0, 100 * ratio, ratio));
            }
            cases.add(new Matrix.Case("case " + i + ": a very long model and configuration name, 60 chars", metrics));
        }
        Style style = Style.builder().width(width).build();
        Product drawn = ((Outcome.Made) Kinds.MATRIX.make(new MatrixInput(new Matrix("A", "B", "ABBA", cases, List.of()), style, "test"))).product();
        Scene scene = FigureLayout.scene(drawn, Typesetter.quiet(), style);
        assertEquals(List.of(), LayoutCheck.problems(scene));
        List<Text> labels = scene.texts().stream().filter(t -> t.content().startsWith("case ")).toList();
        assertEquals(width < 5 ? 48 : 24, labels.size(), "every case keeps a label in each row of panels");
        assertTrue(labels.stream().allMatch(t -> t.size() >= 4.5), "and a size that can be read");
        assertEquals(24 * 4, drawn.table().size());
    }
}
