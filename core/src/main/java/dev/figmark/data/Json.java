package dev.figmark.data;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParseException;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.json.JsonReadFeature;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * A small JSON tree built with Jackson's streaming parser: objects keep their key order, numbers are doubles (or longs
 * when integral and large), and typed look-ups return null for a missing field or one of another type, so a reader
 * can skip what it cannot use instead of failing.
 */
public final class Json {

    /**
     * NaN and Infinity are read (then refused as values, with a count). Decimals are parsed by the JDK, not by Jackson's
     * fast parser: its set-up (method handles over java.lang.foreign's layouts) cost a short run more CPU than it saved
     * on a run's requests, and samples, the long files, have their own reader (ByteTicks) (bench/README.md, the
     * thirteenth session).
     */
    static final JsonFactory FACTORY = JsonFactory.builder()
            .enable(JsonReadFeature.ALLOW_NON_NUMERIC_NUMBERS)
            .build();

    /**
     * Descriptions are read strictly: a key given twice, NaN, a text over {@link #MAX_TEXT} characters or nesting past
     * {@link #MAX_DEPTH} is refused in one line, within the memory the limit implies.
     */
    static final JsonFactory STRICT = JsonFactory.builder()
            .enable(com.fasterxml.jackson.core.StreamReadFeature.STRICT_DUPLICATE_DETECTION)
            .streamReadConstraints(com.fasterxml.jackson.core.StreamReadConstraints.builder()
                    .maxStringLength(Json.MAX_TEXT).maxNestingDepth(Json.MAX_DEPTH).maxNumberLength(Json.MAX_NUMBER).build())
            .build();
    /** The longest text a description may hold, in characters: far more than a page. */
    public static final int MAX_TEXT = 100_000;
    /** The longest number, in characters: the 17 digits a double holds, with room to spare for zeros and an exponent. */
    public static final int MAX_NUMBER = 1000;
    /** How deep a description may nest arrays and objects. */
    public static final int MAX_DEPTH = 64;

    private final Object value;

    private Json(Object value) {
        this.value = value;
    }

    public static final Json NULL = new Json(null);

    public static Json of(Object value) {
        return value == null ? NULL : new Json(value);
    }

    /** Reads a whole file; any syntax error is an {@link InputException} with line and column. */
    public static Json read(Path file) {
        try (InputStream in = Files.newInputStream(file)) {
            return parse(FACTORY.createParser(in), file.toString());
        } catch (NoSuchFileException e) {
            throw new InputException(file + ": no such file");
        } catch (IOException e) {
            if (Files.isDirectory(file)) {
                throw new InputException(file + ": is a directory, not a JSON file");
            }
            throw new InputException(file + ": cannot be read: " + e.getMessage());
        }
    }

    /**
     * Parses one line or document held in memory; {@code where} names it in errors. Through its UTF-8 bytes, as files
     * are read: one parser implementation to load and compile instead of two.
     */
    public static Json parse(String text, String where) {
        try {
            return parse(FACTORY.createParser(text.getBytes(java.nio.charset.StandardCharsets.UTF_8)), where);
        } catch (IOException e) {
            throw new InputException(where + ": " + e.getMessage());
        }
    }

    /**
     * Parses a description strictly (see {@link #STRICT}); {@code where} names it in errors, which say what is wrong in
     * words with line and column, never in the parser's own terms.
     */
    public static Json parseStrict(byte[] bytes, String where) {
        try {
            return parse(STRICT.createParser(bytes), where);
        } catch (IOException e) {
            throw new InputException(where + ": " + e.getMessage());
        }
    }

    /** Reads a description file strictly, as {@link #parseStrict} does. */
    public static Json readStrict(Path file) {
        byte[] bytes;
        try {
            if (Files.isDirectory(file)) {
                throw new InputException(file + ": is a directory, not a JSON file");
            }
            if (Files.exists(file) && !Files.isRegularFile(file)) {
                // A FIFO would be waited on for ever, a device read without end: refused before it is opened.
                throw new InputException(file + ": is not a regular file (a pipe, a device or a socket); give a JSON file");
            }
            if (Files.size(file) > 64L << 20) {
                throw new InputException(file + ": " + Files.size(file) + " bytes is too large for a description (64 MB at most); put data in a data file");
            }
            bytes = Files.readAllBytes(file);
        } catch (NoSuchFileException e) {
            throw new InputException(file + ": no such file");
        } catch (IOException e) {
            throw new InputException(file + ": cannot be read: " + e.getMessage());
        }
        return parseStrict(bytes, file.toString());
    }

    private static Json parse(JsonParser parser, String where) {
        try (parser) {
            JsonToken first = parser.nextToken();
            if (first == null) {
                throw new InputException(where + ":1:1: empty; expected a JSON document");
            }
            Object value = readValue(parser);
            if (parser.nextToken() != null) {
                JsonLocation at = parser.currentLocation();
                throw new InputException(where + ":" + at.getLineNr() + ":" + at.getColumnNr() + ": unexpected content after the JSON document");
            }
            return of(value);
        } catch (JsonParseException e) {
            JsonLocation at = e.getLocation();
            String message = e.getOriginalMessage();
            int cut = message.indexOf('\n');
            throw new InputException(where + ":" + (at == null ? "?" : at.getLineNr() + ":" + at.getColumnNr()) + ": not valid JSON: "
                    + ParserWords.of(cut < 0 ? message : message.substring(0, cut)));
        } catch (com.fasterxml.jackson.core.exc.StreamConstraintsException e) {
            JsonLocation at = parser.currentLocation();
            throw new InputException(where + ":" + at.getLineNr() + ":" + at.getColumnNr() + ": " + ParserWords.of(e.getOriginalMessage()));
        } catch (IOException e) {
            throw new InputException(where + ": cannot be read: " + e.getMessage());
        }
    }

    /**
     * The number at the parser, refused where a double cannot hold it (1e400 was read as infinity, then said to have no
     * value); the words NaN and Infinity stay themselves where the lenient reader of run files takes them.
     */
    private static double finite(JsonParser p) throws IOException {
        double v = p.getDoubleValue();
        if (!Double.isFinite(v) && !p.getText().matches("[+-]?Infinity|NaN")) {
            throw new JsonParseException(p, "the number " + Quoted.of(p.getText()) + " is past the largest a double holds (1.8e308); write it smaller,"
                    + " or null for none");
        }
        return v;
    }

    private static Object readValue(JsonParser p) throws IOException {
        JsonToken token = p.currentToken();
        switch (token) {
            case START_OBJECT: {
                Map<String, Object> map = new LinkedHashMap<>();
                while (p.nextToken() == JsonToken.FIELD_NAME) {
                    String key = p.currentName();
                    p.nextToken();
                    map.put(key, readValue(p));
                }
                return Collections.unmodifiableMap(map);
            }
            case START_ARRAY: {
                List<Object> list = new ArrayList<>();
                while (p.nextToken() != JsonToken.END_ARRAY) {
                    list.add(readValue(p));
                }
                return Collections.unmodifiableList(list);
            }
            case VALUE_STRING:
                return p.getText();
            case VALUE_NUMBER_INT:
                return p.getNumberType() == JsonParser.NumberType.BIG_INTEGER ? finite(p) : (Object) p.getLongValue();
            case VALUE_NUMBER_FLOAT:
                return finite(p);
            case VALUE_TRUE:
                return Boolean.TRUE;
            case VALUE_FALSE:
                return Boolean.FALSE;
            case VALUE_NULL:
                return null;
            default:
                throw new JsonParseException(p, "unexpected " + token);
        }
    }

    public boolean isNull() {
        return value == null;
    }

    /** Whether there is a value: the field is given, and not as null. */
    public boolean isPresent() {
        return value != null;
    }

    public boolean isObject() {
        return value instanceof Map;
    }

    public boolean isArray() {
        return value instanceof List;
    }

    public boolean isNumber() {
        return value instanceof Number;
    }

    public boolean isString() {
        return value instanceof String;
    }

    /** A field of an object; {@link #NULL} when missing or when this is not an object. */
    public Json get(String key) {
        if (value instanceof Map<?, ?> map) {
            return of(map.get(key));
        }
        return NULL;
    }

    /** Nested fields, as {@code get("a").get("b")}. */
    public Json path(String... keys) {
        Json node = this;
        for (String key : keys) {
            node = node.get(key);
        }
        return node;
    }

    public Json get(int index) {
        if (value instanceof List<?> list && index >= 0 && index < list.size()) {
            return of(list.get(index));
        }
        return NULL;
    }

    public int size() {
        if (value instanceof List<?> list) {
            return list.size();
        }
        if (value instanceof Map<?, ?> map) {
            return map.size();
        }
        return 0;
    }

    /** Elements of an array; empty when this is not one. */
    public List<Json> elements() {
        List<Json> out = new ArrayList<>();
        if (value instanceof List<?> list) {
            for (Object o : list) {
                out.add(of(o));
            }
        }
        return out;
    }

    /** Keys of an object in their order in the file; empty when this is not one. */
    public List<String> keys() {
        List<String> out = new ArrayList<>();
        if (value instanceof Map<?, ?> map) {
            for (Object k : map.keySet()) {
                out.add((String) k);
            }
        }
        return out;
    }

    /** Beyond this, a number is no measurement: 1e308 in a report would only overflow scales and labels. */
    public static final double LARGEST = 1e18;

    /** Whether {@code d} can be a measurement: finite and no larger than {@link #LARGEST}. The readers' one rule. */
    static boolean isMeasurement(double d) {
        return Double.isFinite(d) && Math.abs(d) <= LARGEST;
    }

    /** A finite number no larger than {@link #LARGEST}, or null (missing, null, another type, NaN, infinite or absurd). */
    public Double number() {
        if (value instanceof Number n) {
            double d = n.doubleValue();
            return isMeasurement(d) ? d : null;
        }
        return null;
    }

    public double number(double fallback) {
        Double d = number();
        return d == null ? fallback : d;
    }

    /** An integral number, or null. */
    public Long integer() {
        if (value instanceof Long l) {
            return l;
        }
        if (value instanceof Integer || value instanceof Short || value instanceof Byte) {
            return ((Number) value).longValue(); // trees built in Java (Json.of) hold ints
        }
        if (value instanceof Double d && Double.isFinite(d) && d == Math.rint(d) && Math.abs(d) < 9.0e15) {
            return d.longValue();
        }
        return null;
    }

    public String string() {
        return value instanceof String s ? s : null;
    }

    public String string(String fallback) {
        return value instanceof String s ? s : fallback;
    }

    public Boolean bool() {
        return value instanceof Boolean b ? b : null;
    }

    /** Python's truthiness, for the seed's {@code if x:} tests. */
    public boolean truthy() {
        if (value == null) {
            return false;
        }
        if (value instanceof Boolean b) {
            return b;
        }
        if (value instanceof Number n) {
            return n.doubleValue() != 0;
        }
        if (value instanceof String s) {
            return !s.isEmpty();
        }
        return size() > 0;
    }

    /** What kind of value this is, for error messages. */
    public String kind() {
        if (value == null) {
            return "null";
        }
        if (value instanceof Map) {
            return "an object";
        }
        if (value instanceof List) {
            return "an array";
        }
        if (value instanceof String) {
            return "a string";
        }
        if (value instanceof Boolean) {
            return "a boolean";
        }
        return "a number";
    }

    /** The raw value: Map, List, String, Long, Double, Boolean or null. */
    public Object raw() {
        return value;
    }
}
