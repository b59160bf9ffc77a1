package dev.figmark.data;

/**
 * A value of the user's data as a message quotes it: itself when it is short and printable, else said in words, so
 * that a message is one readable line whatever a file holds (a 30 MB cell was quoted whole; a control character can
 * rewrite a terminal).
 */
public final class Quoted {

    /** The longest value quoted as itself. */
    public static final int LONGEST = 80;

    private Quoted() {
    }

    /** The value as a message quotes it. */
    public static String of(String value) {
        return of(value, LONGEST);
    }

    /** The value as a message quotes it, itself up to {@code longest} characters. */
    public static String of(String value, int longest) {
        if (value.length() > longest) {
            return "a text of " + value.length() + " characters";
        }
        StringBuilder out = new StringBuilder(value.length());
        for (int i = 0; i < value.length(); i++) {
            char c = value.charAt(i);
            if (Character.isISOControl(c) || Character.getType(c) == Character.FORMAT) {
                out.append(String.format(java.util.Locale.ROOT, "\\u%04x", (int) c));
            } else {
                out.append(c);
            }
        }
        return out.toString();
    }
}
