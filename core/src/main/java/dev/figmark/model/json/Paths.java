package dev.figmark.model.json;

/** JSON paths as messages write them: {@code panels[0].series[2].y[4]}. */
final class Paths {

    private Paths() {
    }

    /** The path of a field of the object at {@code path}. */
    static String key(String path, String key) {
        return path.isEmpty() ? key : path + "." + key;
    }

    /** The path of a field named relative to a record ({@code y}, {@code limits[1]}, {@code [3]} or empty). */
    static String field(String path, String field) {
        if (field == null || field.isEmpty()) {
            return path;
        }
        return field.startsWith("[") ? path + field : key(path, field);
    }
}
