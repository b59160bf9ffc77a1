package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.compile.kind.KindCompilers;
import dev.figmark.compile.kind.SeriesCompiler;
import dev.figmark.model.Series;
import dev.figmark.model.SeriesVisitor;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;

/**
 * Every kind of series has its compiler: the model's visitor has one method per record the sealed {@link Series}
 * permits, so {@link KindCompilers} (a visitor) cannot compile without a compiler for each, and no kind is found by its name.
 */
class KindCompilersTest {

    /** The records the sealed hierarchy permits, however deep. */
    private static List<Class<?>> kinds(Class<?> type) {
        List<Class<?>> out = new ArrayList<>();
        if (type.isRecord()) {
            out.add(type);
        } else {
            for (Class<?> sub : type.getPermittedSubclasses()) {
                out.addAll(kinds(sub));
            }
        }
        return out;
    }

    @Test
    void theVisitorHasOneMethodForEveryKindAndNoOther() throws Exception {
        Set<String> permitted = new TreeSet<>();
        for (Class<?> kind : kinds(Series.class)) {
            permitted.add(kind.getSimpleName());
            KindCompilers.class.getMethod("visit", kind); // throws where the registry lacks the kind
        }
        Set<String> visited = new TreeSet<>();
        for (var m : SeriesVisitor.class.getDeclaredMethods()) {
            visited.add(m.getParameterTypes()[0].getSimpleName());
        }
        assertEquals(permitted, visited);
        assertEquals(19, permitted.size(), "the kinds of series: " + permitted);
    }

    @Test
    void eachKindFindsItsOwnCompilerBoundToItsRecord() {
        Series lineRecord = Series.line("a", new double[] {1}, new double[] {2});
        SeriesCompiler<?> line = KindCompilers.of(lineRecord);
        SeriesCompiler<?> bars = KindCompilers.of(Series.bars("a", List.of("x"), new double[] {2}));
        SeriesCompiler<?> hbars = KindCompilers.of(Series.hbars("a", List.of("x"), new double[] {2}));
        SeriesCompiler<?> scatter = KindCompilers.of(Series.scatter("a", new double[] {1}, new double[] {2}));
        SeriesCompiler<?> box = KindCompilers.of(Series.box("a", new double[] {1, 2, 3}));
        assertSame(lineRecord, line.series());
        assertTrue(bars.kind().fromZero() && hbars.kind().fromZero() && !line.kind().fromZero());
        assertTrue(scatter.points() && !line.points());
        assertFalse(box.inLegend());
        assertTrue(line.reads() && bars.reads() && box.reads());
        assertFalse(KindCompilers.of(Series.note("knee", 1, 2)).reads());
        assertFalse(KindCompilers.of(Series.spanX(1, 2, "warm-up")).reads());
        assertEquals("hbar", KindCompilers.name(Series.hbars("a", List.of("x"), new double[] {2})));
    }

    @Test
    void eachKindIsToldInItsOwnWordsAndAnnotationsInNone() {
        assertEquals("line chart", KindCompilers.of(Series.line("a", new double[] {1}, new double[] {2})).words());
        assertEquals("step chart", KindCompilers.of(Series.step("a", new double[] {1}, new double[] {2})).words());
        assertEquals("horizontal bar chart", KindCompilers.of(Series.hbars("a", List.of("x"), new double[] {2})).words());
        assertEquals("cumulative distribution", KindCompilers.of(Series.ecdf("a", new double[] {1, 2})).words());
        assertEquals("density plot", KindCompilers.of(dev.figmark.model.Kde.of("a", new double[] {1, 2})).words());
        assertEquals("heat map", KindCompilers.of(Series.heatmap("h", List.of("a"), List.of("b"), new double[][] {{1}})).words());
        assertNull(KindCompilers.of(Series.note("knee", 1, 2)).words());
        assertNull(KindCompilers.of(Series.spanY(1, 2, "target")).words());
    }
}
