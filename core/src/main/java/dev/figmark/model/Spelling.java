package dev.figmark.model;

import java.util.List;
import java.util.Locale;

/**
 * How a description spells the model's enum constants, and the closest of some names to a misspelled one: one
 * place for the model's checks, its JSON reader and writer, and the messages of whatever names a constant.
 */
public final class Spelling {

    private Spelling() {
    }

    /**
     * A constant as a description spells it: its {@link Key} ({@code "okabe-ito"}, {@code "above right"}), else its
     * name in lower case ({@code "log2"}).
     *
     * @param constant the constant
     * @return its spelling
     */
    public static String of(Enum<?> constant) {
        if (constant == null) {
            throw new FigureException("", "names no constant to spell");
        }
        try {
            Key key = constant.getDeclaringClass().getField(constant.name()).getAnnotation(Key.class);
            return key != null ? key.value() : constant.name().toLowerCase(Locale.ROOT);
        } catch (NoSuchFieldException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The constant of an enum that a name spells as a description writes it ({@code "triangle_up"}).
     *
     * @param <E>  the enum
     * @param kind its class
     * @param name the name as written
     * @return the constant, or null for a name that is none
     */
    public static <E extends Enum<E>> E constant(Class<E> kind, String name) {
        if (kind == null || name == null) {
            throw new FigureException("", "gives no " + (kind == null ? "enum" : "name") + " to look a constant up by");
        }
        for (E e : kind.getEnumConstants()) {
            if (of(e).equals(name)) {
                return e;
            }
        }
        return null;
    }

    /**
     * The closest of some names to a misspelled one, when it is close enough to be a typo.
     *
     * @param wrong the name as written
     * @param names the names there are
     * @return the closest, or null when none is close
     */
    public static String closest(String wrong, List<String> names) {
        if (wrong == null || names == null) {
            throw new FigureException("", "gives no " + (wrong == null ? "name" : "names") + " to compare");
        }
        String best = null;
        int bestDistance = Integer.MAX_VALUE;
        for (String n : names) {
            int d = distance(wrong.toLowerCase(Locale.ROOT), n.toLowerCase(Locale.ROOT));
            if (d < bestDistance) {
                bestDistance = d;
                best = n;
            }
        }
        return best != null && bestDistance <= Math.max(1, Math.min(3, best.length() / 3)) ? best : null;
    }

    /** Levenshtein's distance, with a swap of two neighbours counted once. */
    private static int distance(String a, String b) {
        int[][] d = new int[a.length() + 1][b.length() + 1];
        for (int i = 0; i <= a.length(); i++) {
            d[i][0] = i;
        }
        for (int j = 0; j <= b.length(); j++) {
            d[0][j] = j;
        }
        for (int i = 1; i <= a.length(); i++) {
            for (int j = 1; j <= b.length(); j++) {
                int cost = a.charAt(i - 1) == b.charAt(j - 1) ? 0 : 1;
                d[i][j] = Math.min(Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1), d[i - 1][j - 1] + cost);
                if (i > 1 && j > 1 && a.charAt(i - 1) == b.charAt(j - 2) && a.charAt(i - 2) == b.charAt(j - 1)) {
                    d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1);
                }
            }
        }
        return d[a.length()][b.length()];
    }
}
