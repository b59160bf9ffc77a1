package dev.figmark.table;

import dev.figmark.data.InputException;
import dev.figmark.data.Json;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Consumer;

/**
 * The rows of a JSON document as benchmarks write them: an array of objects, with the run's arguments from outside
 * the rows put onto each ({@code with}), a list inside each row turned into one row per element ({@code explode}), or
 * a table kept by columns ({@code {"vllm": [..], "dist++": [..]}}). A value that is itself an object or an array is
 * kept as its JSON text.
 */
final class JsonRows {

    private JsonRows() {
    }

    /** The fields {@code with} takes from outside the rows, by name, in order. */
    static Map<String, Object> with(Json root, Shape shape, String where) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String path : shape.with()) {
            Json node = Tables.at(root, path);
            if (!node.isPresent()) {
                throw new InputException(where + ": \"with\" names \"" + path + "\", which the document does not hold"
                        + (path.contains(".") ? "" : "; give the dotted path from the top, as args.qps"));
            }
            if (node.isArray()) {
                throw new InputException(where + ": \"with\" names \"" + path + "\", which holds an array; name one value in it, or give it to"
                        + " \"explode\" as the rows' own list");
            }
            if (node.isObject()) {
                for (String key : node.keys()) {
                    put(out, key, node.get(key), path, where);
                }
            } else {
                put(out, path.substring(path.lastIndexOf('.') + 1), node, path, where);
            }
        }
        return out;
    }

    private static void put(Map<String, Object> out, String name, Json value, String path, String where) {
        if (out.put(name, value.isObject() || value.isArray() ? String.valueOf(value.raw()) : value.raw()) != null) {
            throw new InputException(where + ": \"with\" gives the field \"" + name + "\" twice (again from \"" + path + "\"); name one of them");
        }
    }

    /** An array of rows, each with the fields from outside, a list in each exploded where the shape asks. */
    static Table rows(Json node, Shape shape, String where, Map<String, Object> outside, Consumer<String> warnings) {
        List<Json> elements = node.elements();
        long count = 0;
        int fields = 1;
        for (Json element : elements) {
            Json list = shape.explode() == null || !element.isObject() ? null : element.get(shape.explode());
            count += list != null && list.isArray() ? list.size() : 1;
            fields = Math.max(fields, element.isObject() ? element.keys().size() + outside.size() + (list != null ? 1 : 0) : 1);
        }
        Budgets.objects(where, count, fields);
        List<Map<String, Object>> rows = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        int empty = 0;
        for (int i = 0; i < elements.size(); i++) {
            Json element = elements.get(i);
            if (!element.isObject()) {
                throw new InputException(where + " row " + (i + 1) + ": is " + element.kind() + ", not an object of fields");
            }
            Map<String, Object> row = new LinkedHashMap<>();
            for (String key : element.keys()) {
                if (!key.equals(shape.explode())) {
                    row.put(key, raw(element.get(key)));
                }
            }
            for (Map.Entry<String, Object> e : outside.entrySet()) {
                if (row.containsKey(e.getKey())) {
                    throw new InputException(where + " row " + (i + 1) + ": has a field \"" + e.getKey() + "\", which \"with\" gives too;"
                            + " name the one outside the rows by another path");
                }
                row.put(e.getKey(), e.getValue());
            }
            if (shape.explode() == null) {
                rows.add(row);
                lines.add(i + 1);
                continue;
            }
            Json list = element.get(shape.explode());
            if (!list.isArray()) {
                throw new InputException(where + " row " + (i + 1) + ": \"" + shape.explode() + "\" " + (list.isPresent() ? "holds " + list.kind()
                        : "is not there") + "; \"explode\" takes a field that holds a list in every row");
            }
            if (list.size() == 0) {
                empty++;
            }
            for (int k = 0; k < list.size(); k++) {
                Map<String, Object> one = new LinkedHashMap<>(row);
                Json value = list.get(k);
                if (value.isObject()) {
                    for (String key : value.keys()) {
                        one.put(key, raw(value.get(key)));
                    }
                } else {
                    one.put(shape.explode(), raw(value));
                }
                one.put(shape.explode() + "_index", (long) k);
                rows.add(one);
                lines.add(i + 1);
            }
        }
        if (empty > 0) {
            warnings.accept("warning: " + where + ": " + empty + (empty == 1 ? " row" : " rows") + " with an empty \"" + shape.explode()
                    + "\" list left out, as exploding them gives no row");
        }
        return Tables.ofMaps(where + " row ", rows, lines.stream().mapToInt(Integer::intValue).toArray());
    }

    /**
     * A document that is one run's object (vLLM's benchmark writes one per file) as an array of that one row, its
     * nested objects' fields named by their dotted path ({@code args.qps}), as pandas' {@code json_normalize} names
     * them. An object holding an array of rows is refused, naming it: its rows are more likely what was meant.
     */
    static Json oneRow(Json node, Shape shape, String rowsPath, String where) {
        for (String key : node.keys()) {
            Json value = node.get(key);
            if (!key.equals(shape.explode()) && value.isArray() && value.size() > 0 && value.elements().stream().allMatch(Json::isObject)) {
                String path = rowsPath == null ? key : rowsPath + "." + key;
                throw new InputException(where + (rowsPath == null ? "" : " at \"" + rowsPath + "\"") + ": holds an object whose \"" + key
                        + "\" is an array of rows; give \"rows\": \"" + path + "\" (and \"with\" for the fields beside it), or \"explode\": \"" + key
                        + "\" for a row per element with the fields beside it");
            }
        }
        Map<String, Object> row = new LinkedHashMap<>();
        flatten(node, "", row);
        return Json.of(List.of(row));
    }

    private static void flatten(Json node, String prefix, Map<String, Object> out) {
        for (String key : node.keys()) {
            Json value = node.get(key);
            if (value.isObject() && !value.keys().isEmpty()) {
                flatten(value, prefix + key + ".", out);
            } else {
                out.put(prefix + key, value.raw());
            }
        }
    }

    /** A table kept by columns: each key a column, each of its arrays' elements a row. */
    static Table byColumns(Json node, String rowsPath, String where, Map<String, Object> outside) {
        List<String> names = node.keys();
        for (String name : outside.keySet()) {
            if (names.contains(name)) {
                throw new InputException(where + ": has a column \"" + name + "\", which \"with\" gives too; name the one outside the rows by another path");
            }
        }
        int rows = node.get(names.get(0)).size();
        for (String name : names) {
            if (node.get(name).size() != rows) {
                throw new InputException(where + (rowsPath == null ? "" : " at \"" + rowsPath + "\"") + ": holds columns of different lengths (\""
                        + names.get(0) + "\" " + rows + ", \"" + name + "\" " + node.get(name).size() + "); a table by columns needs one length");
            }
        }
        List<Map<String, Object>> out = new ArrayList<>();
        int[] lines = new int[rows];
        for (int i = 0; i < rows; i++) {
            Map<String, Object> row = new LinkedHashMap<>();
            for (String name : names) {
                row.put(name, raw(node.get(name).get(i)));
            }
            row.putAll(outside);
            out.add(row);
            lines[i] = i + 1;
        }
        return Tables.ofMaps(where + " row ", out, lines);
    }

    private static Object raw(Json value) {
        return value.isObject() || value.isArray() ? String.valueOf(value.raw()) : value.raw();
    }
}
