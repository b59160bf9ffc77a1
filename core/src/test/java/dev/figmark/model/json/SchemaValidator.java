package dev.figmark.model.json;

import dev.figmark.data.Json;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;

/**
 * Validates a JSON value against the shipped figure schema, as an editor would: the part of JSON Schema the generated
 * schema uses (type, enum, const, properties, required, additionalProperties, items, minItems, maxItems, minimum,
 * exclusiveMinimum, maximum, minLength, maxLength, pattern, oneOf and local $ref). A test's second opinion on the
 * schema, written apart from the generator.
 */
public final class SchemaValidator {

    private final Json root;

    private SchemaValidator(Json root) {
        this.root = root;
    }

    /** The figure description's schema, from the classpath. */
    public static SchemaValidator figure() {
        try (InputStream in = SchemaValidator.class.getResourceAsStream("/dev/figmark/spec/figure.schema.json")) {
            if (in == null) {
                throw new IOException("figure.schema.json is missing from the classpath");
            }
            return new SchemaValidator(Json.parse(new String(in.readAllBytes(), StandardCharsets.UTF_8), "figure.schema.json"));
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    public List<String> validate(Json value) {
        List<String> errors = new ArrayList<>();
        check(root, value, "", errors);
        return errors;
    }

    private Json resolve(Json schema) {
        String ref = schema.get("$ref").string();
        if (ref == null) {
            return schema;
        }
        Json node = root;
        for (String part : ref.substring(2).split("/")) {
            node = node.get(part);
        }
        return node;
    }

    private void check(Json schemaNode, Json value, String path, List<String> errors) {
        Json schema = resolve(schemaNode);
        String where = path.isEmpty() ? "(top)" : path;
        if (schema.get("oneOf").isArray()) {
            List<Json> options = schema.get("oneOf").elements();
            int matching = 0;
            for (Json option : options) {
                List<String> trial = new ArrayList<>();
                check(option, value, path, trial);
                if (trial.isEmpty()) {
                    matching++;
                }
            }
            if (matching != 1) {
                errors.add(where + ": expected " + describe(options) + ", found " + show(value));
            }
            return;
        }
        Json type = schema.get("type");
        if (!type.isNull() && !typeMatches(type, value)) {
            errors.add(where + ": expected " + typeName(type) + ", found " + show(value));
            return;
        }
        if (schema.keys().contains("const") && !java.util.Objects.equals(schema.get("const").raw(), value.raw())) {
            errors.add(where + ": " + show(value) + " is not " + show(schema.get("const")));
        }
        if (schema.get("enum").isArray()) {
            boolean found = false;
            for (Json option : schema.get("enum").elements()) {
                found |= java.util.Objects.equals(option.raw(), value.raw());
            }
            if (!found) {
                List<String> names = schema.get("enum").elements().stream().map(o -> String.valueOf(o.raw())).toList();
                errors.add(where + ": " + show(value) + " is not one of " + String.join(", ", names));
            }
        }
        if (value.isNumber()) {
            double v = value.number(Double.NaN);
            if (schema.get("minimum").isNumber() && v < schema.get("minimum").number(0.0)) {
                errors.add(where + ": " + show(value) + " is below the minimum " + schema.get("minimum").raw());
            }
            if (schema.get("exclusiveMinimum").isNumber() && v <= schema.get("exclusiveMinimum").number(0.0)) {
                errors.add(where + ": " + show(value) + " is not above " + schema.get("exclusiveMinimum").raw());
            }
            if (schema.get("maximum").isNumber() && v > schema.get("maximum").number(0.0)) {
                errors.add(where + ": " + show(value) + " is above the maximum " + schema.get("maximum").raw());
            }
        }
        if (value.isString()) {
            if (schema.get("minLength").isNumber() && value.string().length() < schema.get("minLength").number(0.0)) {
                errors.add(where + ": must not be empty");
            }
            if (schema.get("maxLength").isNumber() && value.string().length() > schema.get("maxLength").number(0.0)) {
                errors.add(where + ": too long");
            }
            if (schema.get("pattern").isString() && !Pattern.compile(schema.get("pattern").string()).matcher(value.string()).find()) {
                errors.add(where + ": " + show(value) + " does not match " + schema.get("pattern").string());
            }
        }
        if (value.isArray()) {
            if (schema.get("minItems").isNumber() && value.size() < schema.get("minItems").number(0.0)) {
                errors.add(where + ": needs at least " + schema.get("minItems").raw() + " items, has " + value.size());
            }
            if (schema.get("maxItems").isNumber() && value.size() > schema.get("maxItems").number(0.0)) {
                errors.add(where + ": takes at most " + schema.get("maxItems").raw() + " items, has " + value.size());
            }
            if (!schema.get("items").isNull()) {
                for (int i = 0; i < value.size(); i++) {
                    check(schema.get("items"), value.get(i), path + "[" + i + "]", errors);
                }
            }
        }
        if (value.isObject()) {
            for (Json required : schema.get("required").elements()) {
                if (value.get(required.string()).isNull() && !value.keys().contains(required.string())) {
                    errors.add(where + ": the field \"" + required.string() + "\" is required");
                }
            }
            Json properties = schema.get("properties");
            Json additional = schema.get("additionalProperties");
            for (String key : value.keys()) {
                String child = path.isEmpty() ? key : path + "." + key;
                if (properties.keys().contains(key)) {
                    check(properties.get(key), value.get(key), child, errors);
                } else if (Boolean.FALSE.equals(additional.bool())) {
                    errors.add(child + ": unknown field; " + (path.isEmpty() ? "the top level" : path) + " takes " + String.join(", ", properties.keys()));
                } else if (additional.isObject()) {
                    check(additional, value.get(key), child, errors);
                }
            }
        }
    }

    private boolean typeMatches(Json type, Json value) {
        if (type.isArray()) {
            return type.elements().stream().anyMatch(t -> typeMatches(t, value));
        }
        return switch (type.string("")) {
            case "object" -> value.isObject();
            case "array" -> value.isArray();
            case "string" -> value.isString();
            case "number" -> value.isNumber() && value.number() != null;
            case "integer" -> value.integer() != null;
            case "boolean" -> value.bool() != null;
            case "null" -> value.isNull();
            default -> true;
        };
    }

    private String typeName(Json type) {
        if (type.isArray()) {
            return String.join(" or ", type.elements().stream().map(t -> article(t.string(""))).toList());
        }
        return article(type.string(""));
    }

    private String describe(List<Json> options) {
        List<String> out = new ArrayList<>();
        for (Json o : options) {
            Json r = resolve(o);
            String text = typeName(r.get("type"));
            if (r.get("title").isString()) {
                text = r.get("title").string("");
            } else if (r.get("enum").isArray()) {
                text = "one of " + String.join(", ", r.get("enum").elements().stream().map(e -> "\"" + e.raw() + "\"").toList());
            }
            out.add(text);
        }
        return String.join(" or ", out);
    }

    private static String article(String type) {
        return switch (type) {
            case "object" -> "an object";
            case "array" -> "an array";
            case "integer" -> "an integer";
            default -> "a " + type;
        };
    }

    static String show(Json value) {
        if (value.isString()) {
            return "\"" + value.string() + "\"";
        }
        if (value.isObject() || value.isArray()) {
            return value.kind();
        }
        return String.valueOf(value.raw());
    }
}
