package dev.figmark.table;

import dev.figmark.data.InputException;
import dev.figmark.data.Json;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.channels.FileChannel;
import java.nio.charset.Charset;
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
import java.util.function.Predicate;

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
        return read(file, shown, rowsPath, skipBad, warnings, name -> true);
    }

    /**
     * A table from a file, as {@link #read(Path, String, String, boolean, Consumer)} reads it, where a CSV file's
     * columns that {@code columns} does not name are not typed: they are there by name, with no value in any row.
     *
     * @param file     the file
     * @param shown    how messages name the file (as the user wrote it)
     * @param rowsPath in JSON, the dotted path of the array of rows; null for the document itself
     * @param skipBad  leave out rows with too few or too many cells (else refuse them)
     * @param warnings where the warning of rows left out goes
     * @param columns  the columns whose values are read
     * @return the table
     * @throws InputException naming the file, the line and what is wrong
     */
    public static Table read(Path file, String shown, String rowsPath, boolean skipBad, Consumer<String> warnings, Predicate<String> columns) {
        return read(file, shown, Shape.at(rowsPath), skipBad, warnings, columns);
    }

    /**
     * A table from a file, as {@link #read(Path, String, String, boolean, Consumer, Predicate)} reads it, a JSON
     * document's rows found and shaped as {@code shape} says; a shape beyond where the rows are is refused for CSV
     * and JSON lines.
     *
     * @param file     the file
     * @param shown    how messages name the file (as the user wrote it)
     * @param shape    in JSON, where the rows are and what else goes onto them
     * @param skipBad  leave out rows with too few or too many cells (else refuse them)
     * @param warnings where the warning of rows left out goes
     * @param columns  the columns whose values are read
     * @return the table
     * @throws InputException naming the file, the line and what is wrong
     */
    public static Table read(Path file, String shown, Shape shape, boolean skipBad, Consumer<String> warnings, Predicate<String> columns) {
        try {
            return readWhole(file, shown, shape, skipBad, warnings, columns);
        } catch (OutOfMemoryError e) {
            // What was read so far is garbage once this unwinds: the heap is free again to say so in words.
            long heap = Runtime.getRuntime().maxMemory() >> 20;
            throw new InputException(shown + ": holds more than a heap of " + heap + " MB can read (" + fileSize(file) + " MB of data);"
                    + " give figmark more, as JAVA_TOOL_OPTIONS=-Xmx" + Math.max(2 * heap, 1024) + "m, or less data");
        }
    }

    private static long fileSize(Path file) {
        try {
            return Files.size(file) >> 20;
        } catch (IOException e) {
            return 0;
        }
    }

    private static Table readWhole(Path file, String shown, Shape shape, boolean skipBad, Consumer<String> warnings, Predicate<String> columns) {
        requireRegular(file, shown);
        String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
        if (shape.pattern() != null) {
            return textLines(file, shown, shape, warnings);
        }
        boolean lines = name.endsWith(".jsonl") || name.endsWith(".ndjson");
        if (name.endsWith(".csv") && shape.shaped() || lines && !shape.with().isEmpty()) {
            throw new InputException(shown + ": \"with\"" + (lines ? "" : " and \"explode\"") + " take" + (lines ? "s" : "") + " fields of a JSON document,"
                    + " and this is " + (lines ? "JSON lines" : "CSV") + ", whose rows are its lines");
        }
        if (lines && shape.explode() != null) {
            return explodedLines(file, shown, shape, warnings);
        }
        if (name.endsWith(".csv") || lines) {
            try (FileChannel channel = FileChannel.open(file)) {
                Bytes bytes = Encodings.text(channel, file, shown, size(channel.size(), shown, true));
                return lines ? JsonLinesReader.read(bytes, shown) : CsvReader.read(bytes, shown, skipBad, warnings, columns);
            } catch (IOException | UncheckedIOException e) {
                throw new InputException(shown + ": cannot be read: " + (e instanceof UncheckedIOException u ? u.getCause() : e).getMessage());
            }
        }
        byte[] bytes = document(file, shown);
        if (name.endsWith(".yaml") || name.endsWith(".yml")) {
            return json(YamlDocuments.parse(bytes, shown), shape, shown, warnings);
        }
        notJsonAtAll(bytes, name, shown);
        return json(Json.parseStrict(bytes, shown), shape, shown, warnings);
    }

    /** Refuses a file that is not a regular one before it is opened: a pipe would be waited on for ever, a device read without end. */
    private static void requireRegular(Path file, String shown) {
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS) && !Files.isRegularFile(file)) {
            boolean special = Files.exists(file) && !Files.isDirectory(file);
            throw new InputException(shown + (special ? ": is not a regular file (a pipe, a device or a socket); give a data file"
                    : ": no such file" + (Files.isDirectory(file) ? " (it is a directory)" : "")));
        }
    }

    /** A document read whole as UTF-8, within the budget a parsed document has: its byte-order mark says its encoding. */
    private static byte[] document(Path file, String shown) {
        try {
            Budgets.document(shown, size(Files.size(file), shown, false));
            byte[] bytes = Files.readAllBytes(file);
            Charset wide = Encodings.wide(Bytes.of(bytes));
            if (wide != null) {
                return Encodings.utf8(bytes, wide);
            }
            Encodings.requireUtf8(Bytes.of(bytes), shown);
            return bytes;
        } catch (IOException e) {
            throw new InputException(shown + ": cannot be read: " + e.getMessage());
        }
    }

    /** JSON lines whose rows each hold a list, one row per element (SGLang's bench_serving writes a run a line, its requests' TTFTs in it). */
    private static Table explodedLines(Path file, String shown, Shape shape, Consumer<String> warnings) {
        List<Json> rows = new ArrayList<>();
        String[] lines = new String(document(file, shown), java.nio.charset.StandardCharsets.UTF_8).split("\n", -1);
        for (int i = 0; i < lines.length; i++) {
            if (!lines[i].isBlank()) {
                rows.add(Json.parseStrict(lines[i].getBytes(java.nio.charset.StandardCharsets.UTF_8), shown + ":" + (i + 1)));
            }
        }
        return JsonRows.rows(Json.of(rows.stream().map(Json::raw).toList()), shape, shown, Map.of(), warnings);
    }

    /** A text read as the lines its pattern matches, the lines it does not match said in one warning. */
    private static Table textLines(Path file, String shown, Shape shape, Consumer<String> warnings) {
        if (shape.shaped() || shape.rows() != null) {
            throw new InputException(shown + ": \"pattern\" reads the file as lines of text; \"rows\", \"with\" and \"explode\" are for JSON and YAML");
        }
        TextLines.Matched m = readLines(file, shown, shape.pattern());
        m.warning(shown, 1).ifPresent(warnings);
        return m.table();
    }

    /**
     * The rows of a text's lines that a pattern matches, with the count of those it does not, for a caller that says
     * them once for many files.
     *
     * @param file    the file
     * @param shown   how messages name it
     * @param pattern the regular expression (RE2 syntax) whose named groups are the columns
     * @return the rows and the counts
     * @throws InputException naming the file and what is wrong
     */
    public static TextLines.Matched readLines(Path file, String shown, String pattern) {
        requireRegular(file, shown);
        try (FileChannel channel = FileChannel.open(file)) {
            Bytes bytes = Encodings.text(channel, file, shown, size(channel.size(), shown, false));
            return TextLines.read(bytes, shown, pattern);
        } catch (IOException | UncheckedIOException e) {
            throw new InputException(shown + ": cannot be read: " + (e instanceof UncheckedIOException u ? u.getCause() : e).getMessage());
        }
    }

    /**
     * Refuses a file that does not begin as JSON does ({@code [} or {@code &#123;}) and is not named as a table figmark
     * reads, in figmark's words and without a word of its content: the JSON parser quoted the first word of a text
     * file, a secret as readily as a heading.
     */
    private static void notJsonAtAll(byte[] bytes, String name, String shown) {
        int at = bytes.length >= 3 && (bytes[0] & 0xff) == 0xef && (bytes[1] & 0xff) == 0xbb && (bytes[2] & 0xff) == 0xbf ? 3 : 0;
        while (at < bytes.length && (bytes[at] == ' ' || bytes[at] == '\t' || bytes[at] == '\r' || bytes[at] == '\n')) {
            at++;
        }
        if (at < bytes.length && (bytes[at] == '[' || bytes[at] == '{')) {
            return;
        }
        int dot = name.lastIndexOf('.');
        String kind = dot < 0 ? "a file without an extension" : "a ." + name.substring(dot + 1) + " file";
        throw new InputException(shown + ": is " + kind + " that is not JSON; figmark reads CSV (.csv), JSON lines (.jsonl, .ndjson), JSON"
                + " and YAML (.yaml, .yml), and the lines of any text by a \"pattern\""
                + (name.endsWith(".tsv") ? "; save the table as CSV" : ""));
    }

    /**
     * The size of a file read whole, refused past {@link #MAX_BYTES} (as {@link TooLarge} for CSV and JSON lines, which
     * an aggregate can read in parts).
     */
    private static long size(long size, String shown, boolean csv) {
        if (size > MAX_BYTES) {
            String words = shown + ": " + size + " bytes is more than the " + MAX_BYTES + " a data file read whole may have";
            throw csv ? new TooLarge(words) : new InputException(words);
        }
        return size;
    }

    /**
     * Reads a CSV or JSON lines file in parts, each a table of its rows given to {@code batches} in the file's order, so
     * that a file larger than the heap goes through an aggregate in the memory of a few parts. Rows with too few or too
     * many cells are refused or skipped as {@link #read} does; a column that turns from numbers to texts after its first
     * parts is refused naming its line; a JSON lines field first seen in a later part is absent from the parts before.
     *
     * @param file     the file
     * @param shown    how messages name the file (as the user wrote it)
     * @param skipBad  leave out rows with too few or too many cells (else refuse them)
     * @param warnings where the warning of rows left out goes
     * @param columns  the columns whose values are read
     * @param batches  where each part goes
     * @throws InputException naming the file, the line and what is wrong
     */
    public static void stream(Path file, String shown, boolean skipBad, Consumer<String> warnings, Predicate<String> columns, Consumer<Table> batches) {
        requireRegular(file, shown);
        try (FileChannel channel = FileChannel.open(file)) {
            if (Encodings.wide(Bytes.of(channel, channel.size())) != null) {
                throw new InputException(shown + ": is UTF-16 or UTF-32 and too large to hold whole; save it as UTF-8, which is read in parts");
            }
            Bytes bytes = Encodings.text(channel, file, shown, channel.size());
            String name = file.getFileName().toString().toLowerCase(Locale.ROOT);
            if (name.endsWith(".jsonl") || name.endsWith(".ndjson")) {
                JsonLinesReader.stream(bytes, shown, Chunks.size(bytes), batches);
            } else {
                CsvReader.stream(bytes, shown, skipBad, warnings, Chunks.size(bytes), columns, batches);
            }
        } catch (IOException | UncheckedIOException e) {
            throw new InputException(shown + ": cannot be read: " + (e instanceof UncheckedIOException u ? u.getCause() : e).getMessage());
        }
    }

    /** A CSV file's table; {@code where} names it in messages. */
    static Table csv(byte[] bytes, String where, boolean skipBad, Consumer<String> warnings) {
        return CsvReader.read(Bytes.of(bytes), where, skipBad, warnings);
    }

    /** The table of a JSON document: an array of objects, at {@code rowsPath} when given. */
    static Table json(Json root, String rowsPath, String where) {
        return json(root, Shape.at(rowsPath), where, w -> { });
    }

    /** The rows of a JSON document, found and shaped as {@code shape} says. */
    static Table json(Json root, Shape shape, String where, Consumer<String> warnings) {
        String rowsPath = shape.rows();
        Json node = at(root, rowsPath);
        if (node.isObject() && !node.keys().isEmpty() && node.keys().stream().allMatch(k -> node.get(k).isArray())) {
            return JsonRows.byColumns(node, rowsPath, where, JsonRows.with(root, shape, where));
        }
        if (node.isObject()) {
            return JsonRows.rows(JsonRows.oneRow(node, shape, rowsPath, where), shape, where, JsonRows.with(root, shape, where), warnings);
        }
        if (!node.isArray()) {
            throw new InputException(where + (rowsPath == null ? "" : " at \"" + rowsPath + "\"") + ": holds " + node.kind()
                    + ", not an array of rows, an object of columns (arrays of one length) nor one row's object");
        }
        return JsonRows.rows(node, shape, where, JsonRows.with(root, shape, where), warnings);
    }

    /** The node at a dotted path, or the document itself where there is none. */
    static Json at(Json root, String dotted) {
        Json node = root;
        if (dotted != null && !dotted.isEmpty()) {
            for (String part : dotted.split("\\.")) {
                node = node.get(part);
            }
        }
        return node;
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
