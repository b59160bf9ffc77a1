package dev.figmark.recipes.description;

import dev.figmark.data.InputException;
import dev.figmark.data.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** Rows of named values from a JSON file (an array of objects, found by a dotted path) or a CSV file with a header. */
record Rows(List<Map<String, Object>> rows, Set<String> fields) {

    static Rows load(Path file, String rowsPath, String where) {
        if (!Files.isRegularFile(file)) {
            throw new InputException(where + ".file: no such file " + file);
        }
        String name = file.getFileName().toString().toLowerCase(java.util.Locale.ROOT);
        return name.endsWith(".csv") ? csv(file, where) : json(file, rowsPath, where);
    }

    private static Rows json(Path file, String rowsPath, String where) {
        Json node = Json.read(file);
        if (rowsPath != null && !rowsPath.isEmpty()) {
            for (String part : rowsPath.split("\\.")) {
                node = node.get(part);
            }
        }
        if (!node.isArray()) {
            throw new InputException(where + ".rows: " + file + (rowsPath == null ? "" : " at \"" + rowsPath + "\"") + " holds " + node.kind()
                    + ", not an array of rows" + (rowsPath == null ? "; name the array with \"rows\"" : ""));
        }
        List<Map<String, Object>> rows = new ArrayList<>();
        Set<String> fields = new LinkedHashSet<>();
        for (Json row : node.elements()) {
            Map<String, Object> values = new LinkedHashMap<>();
            for (String key : row.keys()) {
                values.put(key, row.get(key).raw());
                fields.add(key);
            }
            rows.add(values);
        }
        return new Rows(rows, fields);
    }

    private static Rows csv(Path file, String where) {
        List<List<String>> cells;
        try {
            cells = dev.figmark.data.Csv.parse(Files.readString(file, StandardCharsets.UTF_8));
        } catch (IOException e) {
            throw new InputException(where + ".file: " + file + " cannot be read: " + e.getMessage());
        }
        if (cells.isEmpty()) {
            throw new InputException(where + ".file: " + file + " is empty; a CSV needs a header row");
        }
        List<String> header = cells.get(0);
        List<Map<String, Object>> rows = new ArrayList<>();
        for (List<String> line : cells.subList(1, cells.size())) {
            Map<String, Object> values = new LinkedHashMap<>();
            for (int i = 0; i < header.size(); i++) {
                String cell = i < line.size() ? line.get(i) : "";
                values.put(header.get(i), number(cell));
            }
            rows.add(values);
        }
        return new Rows(rows, new LinkedHashSet<>(header));
    }

    private static Object number(String cell) {
        if (cell.isEmpty()) {
            return null;
        }
        try {
            return Double.parseDouble(cell);
        } catch (NumberFormatException e) {
            return cell;
        }
    }
}
