package dev.figmark.model;

/**
 * A description, or data it names, that cannot be drawn as asked. The message is one line: where (the file and JSON
 * path, or the panel and series by title and label), and what is wrong in words. Thrown by the records when one of
 * their own fields is wrong, and by {@code dev.figmark.api.Plot} for what needs the whole figure.
 */
public class FigureException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    /** The field, relative to the record that refused it ({@code y}, {@code limits[1]}), or empty. */
    private final String field;

    /**
     * A problem in one field of a record.
     *
     * @param field   the field's JSON name, with an index where it helps ({@code y[3]}); empty for the record itself
     * @param message what is wrong, in words
     */
    public FigureException(String field, String message) {
        super(field == null || field.isEmpty() ? message : field + ": " + message);
        this.field = field == null ? "" : field;
    }

    /**
     * A problem found while drawing, with its cause kept for {@code --verbose}.
     *
     * @param message the whole line
     * @param cause   what was thrown inside
     */
    public FigureException(String message, Throwable cause) {
        super(message, cause);
        this.field = "";
    }

    /**
     * A value a library user passed, refused when it is null as any wrong value is: naming its field, never a
     * NullPointerException from deep inside.
     *
     * @param value the value
     * @param field the field's JSON name (or the parameter's), for the message
     * @param <T>   its type
     * @return the value, not null
     */
    public static <T> T notNull(T value, String field) {
        if (value == null) {
            throw new FigureException(field, "is null; give a value");
        }
        return value;
    }

    /**
     * Values a library user passed, refused when the array or any of them is null, naming the place of the first.
     *
     * @param values the values
     * @param field  their field's JSON name, for the message ({@code panels}; {@code panels[2]} for one)
     * @param <T>    their type
     * @return the values
     */
    @SafeVarargs
    public static <T> T[] noNulls(String field, T... values) {
        notNull(values, field);
        for (int i = 0; i < values.length; i++) {
            if (values[i] == null) {
                throw new FigureException(field + "[" + i + "]", "is null; give a value");
            }
        }
        return values;
    }

    /**
     * The field the message is about, relative to the record that refused it.
     *
     * @return the field's JSON name, or empty
     */
    public String field() {
        return field;
    }

    /**
     * The message without the field in front of it.
     *
     * @return what is wrong
     */
    public String what() {
        String m = getMessage();
        return field.isEmpty() ? m : m.substring(field.length() + 2);
    }
}
