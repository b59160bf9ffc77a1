package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.figmark.chart.look.Style;
import dev.figmark.model.Axis;
import dev.figmark.product.FigureLayout;
import dev.figmark.text.Typesetter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/** A description's category axes: in the order given, or sorted as people read numbers in names. */
class DescriptionAxesTest {

    @Test
    void categoriesInNaturalOrderOnRequest() {
        List<String> given = List.of("70B", "8B", "405B", "1.5B");
        assertEquals(given, DescriptionAxes.ordered(given, Axis.Order.GIVEN));
        assertEquals(List.of("1.5B", "8B", "70B", "405B"), DescriptionAxes.ordered(given, Axis.Order.SORTED));
        assertEquals(List.of("405B", "70B", "8B", "1.5B"), DescriptionAxes.ordered(given, Axis.Order.DESCENDING));
        FigureSpec spec = FigureSpec.parse("{\"panels\": [{\"x\": {\"order\": \"sorted\"}, \"series\": [{\"kind\": \"bar\", \"x\": [\"b\", \"a\"], \"y\": [1, 2]}]}]}",
                "test", Path.of("."));
        var scene = dev.figmark.product.FigureLayout.scene(spec.build(Style.defaults()), dev.figmark.text.Typesetter.quiet(), Style.defaults());
        List<String> texts = scene.texts().stream().map(dev.figmark.scene.Text::content).filter(t -> t.equals("a") || t.equals("b")).toList();
        assertEquals(List.of("a", "b"), texts, "a first on the axis");
    }
}
