package dev.figmark.model.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.data.InputException;
import dev.figmark.data.Json;
import dev.figmark.model.Series;
import dev.figmark.model.Spelling;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A field that means nothing for its kind is refused, never ignored: every kind of series, with every field that
 * some other kind takes and it does not, is one line that names the JSON path, the field and the kinds it is for.
 */
class ForeignFieldsTest {

    /** The smallest series of each kind that draws. */
    static final Map<String, String> SMALLEST = Map.ofEntries(
            Map.entry("line", "\"x\": [1, 2], \"y\": [1, 2]"), Map.entry("step", "\"x\": [1, 2], \"y\": [1, 2]"),
            Map.entry("scatter", "\"x\": [1, 2], \"y\": [1, 2]"), Map.entry("area", "\"x\": [1, 2], \"y\": [1, 2]"),
            Map.entry("bar", "\"x\": [\"a\", \"b\"], \"y\": [1, 2]"), Map.entry("hbar", "\"x\": [\"a\", \"b\"], \"y\": [1, 2]"),
            Map.entry("errorbar", "\"x\": [1, 2], \"y\": [1, 2], \"y_err\": [0.1, 0.1]"),
            Map.entry("band", "\"x\": [1, 2], \"y\": [1, 2], \"y_err\": [0.1, 0.1]"),
            Map.entry("ecdf", "\"samples\": [1, 2, 3]"), Map.entry("kde", "\"samples\": [1, 2, 3]"),
            Map.entry("box", "\"samples\": [1, 2, 3]"),
            Map.entry("histogram", "\"samples\": [1, 2, 3]"), Map.entry("span", "\"x\": [1, 2]"),
            Map.entry("text", "\"text\": \"a\", \"x\": 1, \"y\": 1"), Map.entry("heatmap", "\"x\": [\"a\"], \"y\": [\"r\"], \"z\": [[1]]"),
            Map.entry("timeline", "\"y\": [\"a\"], \"start\": [0], \"end\": [1]"),
            Map.entry("violin", "\"samples\": [1, 2, 3]"), Map.entry("strip", "\"samples\": [1, 2, 3]"),
            Map.entry("bracket", "\"x\": [\"a\", \"b\"], \"text\": \"t\""));

    static Stream<Arguments> foreignFields() {
        Map<String, Class<?>> kinds = Names.kinds(Series.class);
        Map<String, Type> every = new LinkedHashMap<>();
        kinds.values().forEach(c -> {
            for (RecordComponent rc : c.getRecordComponents()) {
                every.putIfAbsent(Names.of(rc), rc.getGenericType());
            }
        });
        List<Arguments> out = new ArrayList<>();
        kinds.forEach((kind, record) -> every.forEach((field, type) -> {
            if (!Names.fields(record).contains(field)) {
                out.add(Arguments.of(kind, field, sample(type)));
            }
        }));
        return out.stream();
    }

    /** A value of a field's type that would be right where the field belongs. */
    static String sample(Type type) {
        if (type instanceof ParameterizedType p) {
            return p.getActualTypeArguments()[0] == String.class ? "[\"a\", \"b\"]" : "[5, 95]";
        }
        Class<?> c = (Class<?>) type;
        if (c.isEnum()) {
            Object[] constants = c.getEnumConstants();
            Enum<?> e = (Enum<?>) constants[constants.length - 1];
            return e == Series.ValueLabels.TOTAL ? "true" : "\"" + Spelling.of(e) + "\"";
        }
        return switch (c.getSimpleName()) {
            case "Double" -> "1.5";
            case "Integer" -> "2";
            case "Boolean" -> "true";
            case "String" -> "\"#123456\"";
            case "Bins" -> "4";
            case "Cells" -> "[[1]]";
            default -> "[1, 2]";
        };
    }

    private static String describe(String kind, String body) {
        return "{\"panels\": [{\"series\": [{\"kind\": \"" + kind + "\", " + body + "}]}]}";
    }

    private static void read(String json) {
        ModelReader.description(Json.parseStrict(json.getBytes(StandardCharsets.UTF_8), "d.json"), "d.json");
    }

    @ParameterizedTest(name = "{0} refuses {1}")
    @MethodSource("foreignFields")
    void everyKindRefusesEveryFieldItDoesNotTake(String kind, String field, String value) {
        read(describe(kind, SMALLEST.get(kind)));
        InputException e = assertThrows(InputException.class, () -> read(describe(kind, SMALLEST.get(kind) + ", \"" + field + "\": " + value)));
        String article = "aeiou".indexOf(kind.charAt(0)) >= 0 ? "an " : "a ";
        assertTrue(e.getMessage().startsWith("d.json: panels[0].series[0]." + field + ": " + article + kind + " takes no " + field + "; "
                + field + " is for "), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [1], \"colour\": \"#000000\"}]}]}|panels[0].series[0].colour: unknown field; did you mean \"color\"? (a line takes label, data, where, x, y, x_scale, y_scale, color, marker, line_style, sort, axis, missing, by, transform, alpha, marker_size, labels, labels_at, labels_required, markers, dashes, legend)",
        "{\"figure\": {\"titel\": \"a\"}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [1]}]}]}|figure.titel: unknown field; did you mean \"title\"?",
        "{\"panels\": [{\"x\": {\"lable\": \"a\"}, \"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [1]}]}]}|panels[0].x.lable: unknown field; did you mean \"label\"?",
        "{\"panels\": [{\"lines\": [{\"y\": 1, \"anotation\": \"a\"}], \"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [1]}]}]}|panels[0].lines[0].anotation: unknown field; did you mean \"annotation\"?",
        "{\"panels\": [{\"series\": [{\"kind\": \"lines\", \"x\": [1], \"y\": [1]}]}]}|panels[0].series[0].kind: \"lines\" is not one of line, step, scatter",
        "{\"panels\": [{\"legend\": \"top\", \"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [1]}]}]}|panels[0].legend: \"top\" is not one of above right"})
    void aTypoNamesTheClosestField(String json, String expected) {
        InputException e = assertThrows(InputException.class, () -> read(json));
        assertTrue(e.getMessage().startsWith("d.json: " + expected), e.getMessage());
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', value = {
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, \"a\"], \"y\": [1, 2]}]}]}|panels[0].series[0].x[0]: is 1 but panels[0].series[0].x[1] is text",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1, true], \"y\": [1, 2]}]}]}|panels[0].series[0].x[1]: expected a number or null, found true",
        "{\"panels\": [{\"series\": [{\"kind\": \"ecdf\", \"samples\": {\"a\": 1}}]}]}|panels[0].series[0].samples: expected a field name or an array of numbers or texts, found an object",
        "{\"panels\": [{\"series\": [{\"kind\": \"histogram\", \"samples\": [1, 2], \"bins\": [0, 1, \"x\"]}]}]}|panels[0].series[0].bins[2]: expected a number or null, found \"x\"",
        "{\"panels\": [{\"y\": {\"limits\": [0, \"a\"]}, \"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [1]}]}]}|panels[0].y.limits[1]: expected a number or null, found \"a\"",
        "{\"figure\": {\"columns\": 2.5}, \"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [1]}]}]}|figure.columns: expected a whole number, found 2.5",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [1], \"x\": [2]}]}]}|1:65: not valid JSON: the field \"x\" is given twice",
        "{\"panels\": [{\"series\": [{\"kind\": \"line\", \"x\": [1], \"y\": [NaN]}]}]}|1:61: not valid JSON: NaN and Infinity are not JSON numbers; write null for a missing value"})
    void errorsNameTheElementAndWhatWasExpectedInWords(String json, String expected) {
        InputException e = assertThrows(InputException.class, () -> read(json));
        assertTrue(e.getMessage().startsWith("d.json: " + expected) || e.getMessage().startsWith("d.json:" + expected), e.getMessage());
        assertTrue(!e.getMessage().contains("Source") && !e.getMessage().contains("StreamReadConstraints"), e.getMessage());
    }

    @org.junit.jupiter.api.Test
    void aTextLongerThanAPageIsRefusedAtOnce() {
        String title = "x".repeat(ModelCheck.MAX_TEXT + 1);
        InputException e = assertThrows(InputException.class, () -> read("{\"panels\": [{\"title\": \"" + title + "\", \"series\": []}]}"));
        assertEquals("d.json: panels[0].title: a text of 2001 characters; a page holds far less (at most 2000 here)", e.getMessage());
        String huge = "y".repeat(Json.MAX_TEXT + 1);
        InputException parser = assertThrows(InputException.class, () -> read("{\"panels\": [{\"title\": \"" + huge + "\", \"series\": []}]}"));
        assertTrue(parser.getMessage().contains("a text longer than 100000 characters"), parser.getMessage());
    }
}
