package dev.figmark.model;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Colours as plotting scripts write them, each to the {@code #rrggbb} (or {@code #rrggbbaa}) a writer draws: hex in
 * three, four, six or eight digits, every name matplotlib takes (CSS's, the base letters, {@code tab:blue},
 * {@code xkcd:sky blue}, {@code C0} to {@code C9}, in any case) as matplotlib resolves it, and RGB(A) lists of
 * numbers from 0 to 1. The names come from {@code colour-names.tsv}, written from matplotlib's own tables.
 */
public final class Colours {

    /** How a colour may be written, in words, for messages. */
    public static final String WORDS = "write #rrggbb, a name (red, tab:blue, xkcd:sky blue), C0 to C9 or [r, g, b] from 0 to 1";

    private static final Map<String, String> NAMES = names();

    private Colours() {
    }

    private static Map<String, String> names() {
        Map<String, String> out = new HashMap<>();
        try (BufferedReader in = new BufferedReader(new InputStreamReader(Colours.class.getResourceAsStream("colour-names.tsv"),
                StandardCharsets.UTF_8))) {
            for (String line = in.readLine(); line != null; line = in.readLine()) {
                int tab = line.indexOf('\t');
                if (!line.startsWith("#") && tab > 0) {
                    out.put(line.substring(0, tab), line.substring(tab + 1));
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return Map.copyOf(out);
    }

    /**
     * A colour as written, as {@code #rrggbb}, or {@code #rrggbbaa} where it is not opaque; null where it is no colour.
     *
     * @param spelled the colour as the description writes it
     * @return the hex, in lower case
     */
    public static String hex(String spelled) {
        if (spelled == null) {
            return null;
        }
        String s = spelled.strip().toLowerCase(Locale.ROOT);
        if (s.startsWith("#") && s.substring(1).chars().allMatch(c -> Character.digit(c, 16) >= 0)) {
            String digits = s.substring(1);
            if (digits.length() == 3 || digits.length() == 4) {
                StringBuilder out = new StringBuilder("#");
                digits.chars().forEach(c -> out.append((char) c).append((char) c));
                digits = out.substring(1);
            }
            if (digits.length() == 6 || digits.length() == 8) {
                return "#" + (digits.endsWith("ff") && digits.length() == 8 ? digits.substring(0, 6) : digits);
            }
            return null;
        }
        return NAMES.get(s);
    }

    /**
     * A colour given as numbers from 0 to 1, red, green, blue and optionally opacity, as matplotlib's tuples, in hex.
     *
     * @param parts three or four numbers
     * @return the hex, or null where the numbers are no colour
     */
    public static String hex(List<Double> parts) {
        if (parts == null || parts.size() < 3 || parts.size() > 4) {
            return null;
        }
        StringBuilder out = new StringBuilder("#");
        for (Double p : parts) {
            if (p == null || !(p >= 0 && p <= 1)) {
                return null;
            }
            out.append(String.format(Locale.ROOT, "%02x", Math.round(p * 255)));
        }
        return hex(out.toString());
    }
}
