package dev.figmark.table;

import dev.figmark.data.HeapBudget;
import dev.figmark.data.InputException;
import dev.figmark.data.Json;
import dev.figmark.data.Quoted;
import java.math.BigInteger;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.snakeyaml.engine.v2.api.Load;
import org.snakeyaml.engine.v2.api.LoadSettings;
import org.snakeyaml.engine.v2.exceptions.DuplicateKeyException;
import org.snakeyaml.engine.v2.exceptions.MarkedYamlEngineException;
import org.snakeyaml.engine.v2.exceptions.YamlEngineException;
import org.snakeyaml.engine.v2.schema.CoreSchema;

/**
 * YAML result files, read as the JSON they could have been: the YAML 1.2 core schema (numbers, booleans, null and
 * texts; no type is built from a tag), a key given twice refused, aliases bounded so that a billion laughs cannot
 * expand. Every complaint names the file, line and column.
 */
final class YamlDocuments {

    /** The most aliases to collections a document may hold: results repeat few anchors; an expansion bomb holds many. */
    static final int MOST_ALIASES = 50;

    /** The longest complaint of the parser quoted as it is. */
    private static final int PROBLEM = 200;

    private YamlDocuments() {
    }

    /** The document as JSON values, for the readers of JSON documents. */
    static Json parse(byte[] bytes, String shown) {
        LoadSettings settings = LoadSettings.builder().setLabel(shown).setSchema(new CoreSchema()).setAllowDuplicateKeys(false)
                .setAllowRecursiveKeys(false).setMaxAliasesForCollections(MOST_ALIASES)
                .setCodePointLimit((int) Math.min(Integer.MAX_VALUE, HeapBudget.table() / HeapBudget.JSON_TREE_PER_BYTE)).build();
        Object document;
        try {
            document = new Load(settings).loadFromString(new String(bytes, StandardCharsets.UTF_8));
        } catch (MarkedYamlEngineException e) {
            String at = e.getProblemMark().map(m -> ":" + (m.getLine() + 1) + ":" + (m.getColumn() + 1)).orElse("");
            throw new InputException(shown + at + ": not valid YAML: " + words(e));
        } catch (YamlEngineException e) {
            throw new InputException(shown + ": not valid YAML: " + words(e));
        }
        return Json.of(plain(document, shown, ""));
    }

    /** The parser's complaint in words: a key given twice by name, the rest as the parser states its problem. */
    private static String words(YamlEngineException e) {
        if (e instanceof DuplicateKeyException d) {
            String problem = d.getProblem();
            int at = problem.indexOf("found duplicate key ");
            return "a key is given twice" + (at >= 0 ? " (" + Quoted.of(problem.substring(at + 20).strip()) + ")" : "") + "; give each key once";
        }
        if (e.getMessage() != null && e.getMessage().contains("Number of aliases")) {
            return "more than " + MOST_ALIASES + " aliases to collections, as a document that expands without end holds; write the values out";
        }
        String problem = e instanceof MarkedYamlEngineException m ? m.getProblem() : e.getMessage();
        if (problem != null && problem.contains("constructor for the tag")) {
            return "a tag (" + Quoted.of(problem.substring(problem.lastIndexOf(' ') + 1)) + ") asks for a type of its own; a result file holds numbers,"
                    + " texts, booleans, lists and maps";
        }
        if (problem != null && (problem.contains("expected <block end>") || problem.contains("mapping values are not allowed"))) {
            return "its indentation does not line up with the lines above it (a key or item indented more or less than its siblings)";
        }
        return Quoted.of(problem == null ? "cannot be read" : problem.strip(), PROBLEM);
    }

    /** Maps with text keys, lists, and numbers as the JSON reader keeps them (whole numbers as longs). */
    private static Object plain(Object value, String shown, String path) {
        if (value instanceof Map<?, ?> map) {
            Map<String, Object> out = new LinkedHashMap<>();
            for (Map.Entry<?, ?> e : map.entrySet()) {
                String key = String.valueOf(e.getKey());
                out.put(key, plain(e.getValue(), shown, path.isEmpty() ? key : path + "." + key));
            }
            return out;
        }
        if (value instanceof List<?> list) {
            List<Object> out = new ArrayList<>();
            for (int i = 0; i < list.size(); i++) {
                out.add(plain(list.get(i), shown, path + "[" + i + "]"));
            }
            return out;
        }
        if (value instanceof Integer || value instanceof Long) {
            return ((Number) value).longValue();
        }
        if (value instanceof BigInteger b) {
            return b.doubleValue();
        }
        if (value instanceof Number n) {
            double d = n.doubleValue();
            if (!Double.isFinite(d)) {
                throw new InputException(shown + ": " + (path.isEmpty() ? "the document" : path) + " is " + d + ", which no figure draws;"
                        + " write null for a missing value");
            }
            return d;
        }
        if (value == null || value instanceof String || value instanceof Boolean) {
            return value;
        }
        throw new InputException(shown + ": " + (path.isEmpty() ? "the document" : path) + " holds " + value.getClass().getSimpleName()
                + ", which is not a number, a text, a boolean, a list or a map");
    }
}
