package dev.figmark.recipes;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.chart.Layers;
import dev.figmark.chart.look.Style;
import dev.figmark.data.RunData;
import dev.figmark.layout.LayoutCheck;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Outcome;
import dev.figmark.product.Product;
import dev.figmark.recipe.Recipe;
import dev.figmark.recipes.run.RunInput;
import dev.figmark.recipes.run.Timeline;
import dev.figmark.recipes.run.TimelineOptions;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Stroke;
import dev.figmark.text.Typesetter;
import dev.figmark.venue.Venue;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The layout check and the page budget hold for every figure of every example run, at one and two columns and in between. */
class EveryFigureLayoutTest {

    @ParameterizedTest(name = "{0} at {1} in, print-safe {2}")
    @CsvSource({
        "llama8b-1gpu,3.5,false", "llama8b-1gpu,7.16,false", "llama8b-1gpu,3.5,true", "llama8b-1gpu,5.0,true",
        "llama70b-8gpu,3.5,true", "llama70b-8gpu,7.16,false", "llama70b-8gpu,10,false",
        "cpu-only,3.5,false", "cpu-only,7.16,true", "vllm-8b,3.5,false", "sglang-8b,7.16,true",
        "stress-16gpu,3.5,false", "stress-16gpu,7.16,true", "stress-16gpu,3.5,true"})
    void noTextOverlapsOrLeavesThePage(String fixture, double width, boolean printSafe) {
        check(fixture, Style.builder().width(width).printSafe(printSafe).letters(printSafe).build());
    }

    /** Every venue's columns, in its face and at its figure text size (8 pt in Liberation Serif overlapped at a corner once). */
    @ParameterizedTest(name = "{0} at {1} {2}")
    @CsvSource({"vllm-8b,acm,single", "vllm-8b,ieee,single", "llama70b-8gpu,ieee,double", "stress-16gpu,icml,single",
        "llama8b-1gpu,neurips,single", "sglang-8b,usenix,single", "llama70b-8gpu,lncs,double", "stress-16gpu,thesis,double"})
    void everyVenueColumnInItsFaceAndSize(String fixture, String venue, String width) {
        Venue v = dev.figmark.venue.Venue.named(venue);
        check(fixture, Style.builder().width(v.width(width)).serif(v.serif()).fontSize(v.fontSize()).maxHeight(v.textHeightIn()).build());
    }

    private static void check(String fixture, Style style) {
        double width = style.width();
        boolean printSafe = style.printSafe();
        Typesetter type = Typesetter.quiet();
        RunData run = RunData.open(Path.of("../examples", fixture), null, message -> { });
        RunInput input = new RunInput(run, style, type, new TimelineOptions(Timeline.ALL_PANELS, printSafe, null));
        List<String> drawn = new ArrayList<>();
        for (Recipe<RunInput> recipe : Kinds.RUN) {
            String kind = recipe.kind();
            Outcome outcome = recipe.make(input);
            for (Product made : outcome.products()) {
                Scene scene = FigureLayout.scene(made, type, style);
                assertEquals(List.of(), LayoutCheck.problems(scene), made.stem() + " at " + width + " in, " + style.fontSize() + " pt");
                assertEquals(width * 72, scene.width(), 1e-9, "exact width");
                assertTrue(scene.height() <= style.maxHeightPt() + 1e-9, made.stem() + " is " + scene.height() / 72 + " in tall, within the page");
                drawn.add(kind);
            }
        }
        assertTrue(drawn.size() >= 5, "drew " + drawn);
    }

    @org.junit.jupiter.api.Test
    void nineOrMoreSeriesStayDistinguishable() {
        java.util.Set<String> looks = new java.util.HashSet<>();
        for (int k = 0; k < 24; k++) {
            Stroke s = dev.figmark.chart.Layers.seriesStroke(k, false);
            looks.add(s.color() + " " + s.dash());
        }
        assertEquals(24, looks.size(), "colour and line style together tell 24 series apart");
        java.util.Set<String> printSafe = new java.util.HashSet<>();
        for (int k = 0; k < 24; k++) {
            Stroke s = dev.figmark.chart.Layers.seriesStroke(k, true);
            printSafe.add(s.color() + " " + s.dash());
        }
        assertEquals(24, printSafe.size());
        RunData run = RunData.open(Path.of("../examples/stress-16gpu"), null, message -> { });
        Outcome serving = Kinds.find(Kinds.RUN, "serving").make(new RunInput(run, Style.defaults(), Typesetter.quiet()));
        assertEquals(9, ((Outcome.Made) serving).product().figure().legend().entries().size(), "a legend entry per level, 1 to 256 clients");
    }
}
