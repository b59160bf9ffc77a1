package dev.figmark.recipes.matrix;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.look.Style;
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
        Outcome outcome = Kinds.MATRIX.make(new MatrixInput(new Matrix("A", "B", "ABBA", cases, List.of()), style, "test"));
        // At one column the long names wrap to two lines and two rows of panels are too tall for a page: the matrix is
        // split between its cases, each part within the page.
        assertEquals(width < 5, outcome instanceof Outcome.Split, "split only where it must be");
        int labels = 0;
        int rows = 0;
        for (Product drawn : outcome.products()) {
            Scene scene = FigureLayout.scene(drawn, Typesetter.quiet(), style);
            assertEquals(List.of(), LayoutCheck.problems(scene));
            assertTrue(scene.height() <= style.maxHeightPt() + 1e-9, drawn.stem() + " within the page");
            List<Text> texts = scene.texts().stream().filter(t -> t.content().startsWith("case ")).toList();
            labels += texts.stream().map(Text::content).filter(c -> c.matches("case \\d+:.*")).count();
            assertTrue(texts.stream().allMatch(t -> t.size() >= 4.5), "and a size that can be read");
            rows += drawn.table().size();
        }
        assertEquals(width < 5 ? 48 : 24, labels, "every case keeps its name, whole, in each row of panels");
        assertEquals(24 * 4, rows, "every result is in one part's CSV");
    }
}
