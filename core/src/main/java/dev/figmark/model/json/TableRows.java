package dev.figmark.model.json;

import dev.figmark.data.Json;
import dev.figmark.model.Table;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A {@link Table}'s rows in JSON: an array of objects, each a row of numbers, texts, booleans (as texts) and nulls. */
final class TableRows {

    private TableRows() {
    }

    static Table read(Json value, String path, ModelReader reader) {
        if (!value.isArray()) {
            throw reader.error(path, "expected " + Describe.of(Table.class) + ", found " + Describe.show(value));
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int i = 0; i < value.size(); i++) {
            Json row = value.get(i);
            String at = path + "[" + i + "]";
            if (!row.isObject()) {
                throw reader.error(at, "expected a row, an object of fields, found " + Describe.show(row));
            }
            Map<String, Object> cells = new LinkedHashMap<>();
            for (String key : row.keys()) {
                Json cell = row.get(key);
                if (cell.isObject() || cell.isArray()) {
                    throw reader.error(Paths.key(at, key), "expected a number, a text, true, false or null, found " + Describe.show(cell));
                }
                if (cell.isNumber() && cell.number() == null) {
                    throw reader.error(Paths.key(at, key), "expected a number no larger than 1e18, found " + Describe.show(cell));
                }
                cells.put(key, cell.isNull() ? null : cell.isNumber() ? cell.number() : cell.isString() ? cell.string() : String.valueOf(cell.bool()));
            }
            rows.add(cells);
        }
        return Table.ofRows(rows);
    }

    static List<Object> write(Table table) {
        List<Object> out = new ArrayList<>();
        for (int r = 0; r < table.rows(); r++) {
            Map<String, Object> row = new LinkedHashMap<>();
            for (String name : table.names()) {
                row.put(name, table.value(r, name));
            }
            out.add(row);
        }
        return out;
    }
}
