package dev.figmark.table;

import dev.figmark.data.InputException;
import dev.figmark.data.Json;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Consumer;

/**
 * Reads tables: CSV with a header row (RFC 4180 quoting, a UTF-8 byte-order mark read as what it is), a JSON array
 * of objects (found at a dotted path when it is nested), or JSON lines, one object per line. A row with too few or
 * too many cells is refused naming file and line, unless the reader may skip such rows, when they are left out and
 * counted in one warning.
 */
public final class Tables {

    /** The largest data file read, in bytes: far past any table of trials a figure draws. */
    public static final long MAX_BYTES = 1L << 30;

    private Tables() {
    }

    /**
     * A table from a file, its format told by its extension ({@code .csv}, {@code .json}, {@code .jsonl} or
     * {@code .ndjson}).
     *
     * @param file     the file
     * @param shown    how messages name the file (as the user wrote it)
     * @param rowsPath in JSON, the dotted path of the array of rows; null for the document itself
     * @param skipBad  leave out rows with too few or too many cells (else refuse them)
     * @param warnings where the warning of rows left out goes
     * @return the table
     * @throws InputException naming the file, the line and what is wrong
     */
    public static Table read(Path file, String shown, String rowsPath, boolean skipBad, Consumer<String> warnings) {
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(file)) {
            throw new InputException(shown + ": no such file" + (Files.isDirectory(file) ? " (it is a directory)" : ""));
        }
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        byte[] bytes;
        try {
            long size = Files.size(file);
            if (size > MAX_BYTES) {
                throw new InputException(shown + ": " + size + " bytes is more than the " + MAX_BYTES + " a data file may have");
            }
            bytes = Files.readAllBytes(file);
        } catch (IOException e) {
            throw new InputException(shown + ": cannot be read: " + e.getMessage());
        }
        if (name.endsWith(".csv")) {
            return csv(bytes, shown, skipBad, warnings);
        }
        if (name.endsWith(".jsonl") || name.endsWith(".ndjson")) {
            return jsonLines(bytes, shown);
        }
        return json(Json.parseStrict(bytes, shown), rowsPath, shown);
    }

    /** A CSV file's table; {@code where} names it in messages. */
    static Table csv(byte[] bytes, String where, boolean skipBad, Consumer<String> warnings) {
        int start = bytes.length >= 3 && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb && (bytes[2] & 0xff) == 0xbf ? 3 : 0;
        String text = new String(bytes, start, bytes.length - start, StandardCharsets.UTF_8);
        CsvRecords records = new CsvRecords(text, where);
        List<String> header = records.next();
        if (header == null) {
            throw new InputException(where + ": is empty; a CSV needs a header row naming its columns");
        }
        Map<String, Integer> seen = new LinkedHashMap<>();
        for (int i = 0; i < header.size(); i++) {
            String h = header.get(i).strip();
            if (h.isEmpty()) {
                throw new InputException(where + ":1: column " + (i + 1) + " of the header has no name");
            }
            Integer before = seen.put(h, i);
            if (before != null) {
                throw new InputException(where + ":1: the column \"" + h + "\" is named twice, as columns " + (before + 1) + " and " + (i + 1));
            }
        }
        List<ColumnBuilder> columns = new ArrayList<>();
        for (String h : seen.keySet()) {
            columns.add(new ColumnBuilder(h));
        }
        int[] lines = new int[1024];
        int rows = 0;
        int skipped = 0;
        int firstSkipped = -1;
        for (List<String> record = records.next(); record != null; record = records.next()) {
            int line = records.line();
            if (record.size() == 1 && record.get(0).isEmpty()) {
                continue; // a blank line holds nothing
            }
            if (record.size() != columns.size()) {
                if (!skipBad) {
                    throw new InputException(where + ":" + line + ": has " + record.size() + (record.size() == 1 ? " cell" : " cells")
                            + " but the header names " + columns.size() + " (" + String.join(", ", seen.keySet()) + ")"
                            + "; give \"missing\": \"skip\" on the data source to leave such rows out");
                }
                skipped++;
                firstSkipped = firstSkipped < 0 ? line : firstSkipped;
                continue;
            }
            for (int c = 0; c < columns.size(); c++) {
                columns.get(c).add(record.get(c));
            }
            if (rows == lines.length) {
                lines = java.util.Arrays.copyOf(lines, rows * 2);
            }
            lines[rows++] = line;
        }
        if (skipped > 0) {
            warnings.accept("warning: " + where + ": " + skipped + (skipped == 1 ? " row" : " rows") + " with too few or too many cells left out"
                    + " (the first at line " + firstSkipped + ")");
        }
        return new Table(where + ":", columns.stream().map(ColumnBuilder::build).toList(), java.util.Arrays.copyOf(lines, rows));
    }

    /** The table of a JSON document: an array of objects, at {@code rowsPath} when given. */
    static Table json(Json root, String rowsPath, String where) {
        Json node = root;
        if (rowsPath != null && !rowsPath.isEmpty()) {
            for (String part : rowsPath.split("\\.")) {
                node = node.get(part);
            }
        }
        if (!node.isArray()) {
            throw new InputException(where + (rowsPath == null ? "" : " at \"" + rowsPath + "\"") + ": holds " + node.kind()
                    + ", not an array of rows" + (rowsPath == null ? "; name the array with \"rows\"" : ""));
        }
        List<Json> elements = node.elements();
        List<Map<String, Object>> rows = new ArrayList<>();
        for (int i = 0; i < elements.size(); i++) {
            if (!elements.get(i).isObject()) {
                throw new InputException(where + " row " + (i + 1) + ": is " + elements.get(i).kind() + ", not an object of fields");
            }
            rows.add(fields(elements.get(i)));
        }
        int[] lines = new int[rows.size()];
        for (int i = 0; i < lines.length; i++) {
            lines[i] = i + 1;
        }
        return ofMaps(where + " row ", rows, lines);
    }

    /** The table of JSON lines: one object per line, blank lines skipped. */
    static Table jsonLines(byte[] bytes, String where) {
        String text = new String(bytes, StandardCharsets.UTF_8);
        List<Map<String, Object>> rows = new ArrayList<>();
        List<Integer> lines = new ArrayList<>();
        int line = 0;
        for (String l : text.split("\n", -1)) {
            line++;
            if (l.isBlank()) {
                continue;
            }
            Json row = Json.parseStrict(l.getBytes(StandardCharsets.UTF_8), where + ":" + line);
            if (!row.isObject()) {
                throw new InputException(where + ":" + line + ": is " + row.kind() + ", not an object of fields");
            }
            rows.add(fields(row));
            lines.add(line);
        }
        return ofMaps(where + ":", rows, lines.stream().mapToInt(Integer::intValue).toArray());
    }

    private static Map<String, Object> fields(Json row) {
        Map<String, Object> out = new LinkedHashMap<>();
        for (String key : row.keys()) {
            Json v = row.get(key);
            out.put(key, v.isObject() || v.isArray() ? String.valueOf(v.raw()) : v.raw());
        }
        return out;
    }

    /**
     * A table of columns given as arrays: {@code double[]} (NaN where missing) as numbers, {@code String[]} (null
     * where missing) typed by all their values, as a file's texts are; each row's place is its index from 1.
     */
    public static Table ofColumns(String origin, List<String> names, List<Object> columns) {
        List<Column> out = new ArrayList<>();
        int rows = 0;
        for (int c = 0; c < names.size(); c++) {
            Object values = columns.get(c);
            if (values instanceof double[] d) {
                out.add(new Column.Numbers(names.get(c), d.clone()));
                rows = d.length;
            } else {
                String[] texts = (String[]) values;
                ColumnBuilder b = new ColumnBuilder(names.get(c));
                for (String t : texts) {
                    b.add(t == null ? "" : t);
                }
                out.add(b.build());
                rows = texts.length;
            }
        }
        int[] lines = new int[rows];
        for (int i = 0; i < rows; i++) {
            lines[i] = i + 1;
        }
        return new Table(origin, out, lines);
    }

    /** A table of rows given as maps by field name, its columns every name any row has, in the order they appear. */
    public static Table ofMaps(String origin, List<Map<String, Object>> rows, int[] lines) {
        List<String> names = new ArrayList<>();
        for (Map<String, Object> r : rows) {
            for (String k : r.keySet()) {
                if (!names.contains(k)) {
                    names.add(k);
                }
            }
        }
        List<List<Object>> values = new ArrayList<>();
        for (Map<String, Object> r : rows) {
            List<Object> row = new ArrayList<>();
            for (String n : names) {
                row.add(r.get(n));
            }
            values.add(row);
        }
        return Table.of(origin, names, values, lines);
    }
}
