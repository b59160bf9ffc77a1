package dev.figmark.compile.drawn;

/** Two-level categories (a bar's group and its own name) held as one name, and written as readers see them. */
public final class Categories {

    /** Between a bar's group and its name in a two-level category: a character no name holds. */
    public static final char GROUP_MARK = '\u001f';

    private Categories() {
    }

    /** A two-level category: its group and its own name, as one name. */
    public static String grouped(String group, String name) {
        return group + GROUP_MARK + name;
    }

    /** The group of a two-level category (null for a plain one), and its own name. */
    public static String[] parts(String category) {
        int at = category.indexOf(GROUP_MARK);
        return at < 0 ? new String[] {null, category} : new String[] {category.substring(0, at), category.substring(at + 1)};
    }

    /** A category as written in the CSV and in messages: "8B / 1" for a two-level one. */
    public static String written(String category) {
        String[] p = parts(category);
        return p[0] == null ? category : p[0] + " / " + p[1];
    }
}
