package dev.figmark.text;

import dev.figmark.scene.TextRun;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * matplotlib's math text, the subset papers' labels use, set by figmark's own typesetter: between two unescaped
 * dollars, letters are italic and digits and signs upright (as matplotlib sets them), {@code _} and {@code ^} make
 * sub- and superscripts of a braced group or one sign, Greek and the common symbols ({@code \mu}, {@code \times},
 * {@code \cdot}, {@code \pm}, {@code \leq}, {@code \infty} ...) become their characters, {@code \mathrm}, {@code \text}
 * and {@code \mathbf} are upright and {@code \mathit} italic, {@code \frac{a}{b}} is a/b on one line, and the spacing
 * commands are spaces. A command figmark does not know stays as written, so that it shows.
 */
public final class MathText {

    /** The symbols a command names. */
    private static final Map<String, String> SYMBOLS = Map.ofEntries(
            Map.entry("alpha", "α"), Map.entry("beta", "β"), Map.entry("gamma", "γ"), Map.entry("delta", "δ"), Map.entry("epsilon", "ϵ"),
            Map.entry("varepsilon", "ε"), Map.entry("zeta", "ζ"), Map.entry("eta", "η"), Map.entry("theta", "θ"), Map.entry("iota", "ι"),
            Map.entry("kappa", "κ"), Map.entry("lambda", "λ"), Map.entry("mu", "μ"), Map.entry("nu", "ν"), Map.entry("xi", "ξ"),
            Map.entry("pi", "π"), Map.entry("rho", "ρ"), Map.entry("sigma", "σ"), Map.entry("tau", "τ"), Map.entry("upsilon", "υ"),
            Map.entry("phi", "ϕ"), Map.entry("varphi", "φ"), Map.entry("chi", "χ"), Map.entry("psi", "ψ"), Map.entry("omega", "ω"),
            Map.entry("Gamma", "Γ"), Map.entry("Delta", "Δ"), Map.entry("Theta", "Θ"), Map.entry("Lambda", "Λ"), Map.entry("Xi", "Ξ"),
            Map.entry("Pi", "Π"), Map.entry("Sigma", "Σ"), Map.entry("Phi", "Φ"), Map.entry("Psi", "Ψ"), Map.entry("Omega", "Ω"),
            Map.entry("times", "×"), Map.entry("cdot", "·"), Map.entry("pm", "±"), Map.entry("mp", "∓"), Map.entry("div", "÷"),
            Map.entry("leq", "≤"), Map.entry("le", "≤"), Map.entry("geq", "≥"), Map.entry("ge", "≥"), Map.entry("neq", "≠"), Map.entry("ne", "≠"),
            Map.entry("approx", "≈"), Map.entry("sim", "∼"), Map.entry("propto", "∝"), Map.entry("infty", "∞"), Map.entry("partial", "∂"),
            Map.entry("nabla", "∇"), Map.entry("sum", "∑"), Map.entry("prod", "∏"), Map.entry("sqrt", "√"), Map.entry("rightarrow", "→"),
            Map.entry("to", "→"), Map.entry("leftarrow", "←"), Map.entry("Rightarrow", "⇒"), Map.entry("uparrow", "↑"), Map.entry("downarrow", "↓"),
            Map.entry("circ", "∘"), Map.entry("degree", "°"), Map.entry("prime", "′"), Map.entry("ldots", "…"), Map.entry("cdots", "⋯"),
            Map.entry("ell", "ℓ"), Map.entry("hbar", "ℏ"), Map.entry("AA", "Å"), Map.entry("in", "∈"), Map.entry("cap", "∩"), Map.entry("cup", "∪"),
            Map.entry("%", "%"), Map.entry("$", "$"), Map.entry("_", "_"), Map.entry("#", "#"), Map.entry("&", "&"), Map.entry("{", "{"),
            Map.entry("}", "}"), Map.entry(",", "\u2009"), Map.entry(":", "\u2005"), Map.entry(";", "\u2004"), Map.entry(" ", " "),
            Map.entry("quad", "\u2003"), Map.entry("qquad", "\u2003\u2003"), Map.entry("!", ""));
    /** The binary operators and relations, set with space about them: relations always, operators after an operand. */
    private static final String OPERATORS = "+−=<>±∓×·÷≤≥≠≈∼∝→←⇒∈";
    /** The relations among them, spaced wherever they stand, as matplotlib spaces them. */
    private static final String RELATIONS = "=<>≤≥≠≈∼∝→←⇒∈";
    /** The space about an operator: a thin space, as matplotlib sets its binary operators and relations. */
    private static final String OPERATOR_SPACE = "\u2009";
    /** The commands whose group is set upright, or italic. */
    private static final List<String> UPRIGHT = List.of("mathrm", "text", "mathbf", "mathsf", "operatorname");

    private MathText() {
    }

    /** Whether a text holds math: an even count, above zero, of unescaped dollars (one alone is a dollar). */
    static boolean has(String text) {
        return dollars(text).size() >= 2;
    }

    /**
     * Where the math a dollar opens ends: the place of its closing dollar, or -1 where the character at {@code at} opens
     * no math (so that a label template leaves math's braces alone).
     *
     * @param text the text
     * @param at   a place in it
     * @return the closing dollar's place, or -1
     */
    public static int mathEnd(String text, int at) {
        List<Integer> d = dollars(text);
        for (int k = 0; k < d.size(); k += 2) {
            if (d.get(k) == at) {
                return d.get(k + 1);
            }
        }
        return -1;
    }

    /** The places of the unescaped dollars that open and close math, an even count (a last unpaired one is a dollar). */
    private static List<Integer> dollars(String text) {
        List<Integer> out = new ArrayList<>();
        for (int i = 0; i < text.length(); i++) {
            if (text.charAt(i) == '\\') {
                i++;
            } else if (text.charAt(i) == '$') {
                out.add(i);
            }
        }
        if (out.size() % 2 == 1) {
            out.remove(out.size() - 1);
        }
        return out;
    }

    /** A line's words, split at spaces outside math: a stretch of math is never broken across lines. */
    static List<String> words(String line) {
        List<Integer> at = dollars(line);
        List<String> out = new ArrayList<>();
        StringBuilder word = new StringBuilder();
        int k = 0;
        for (int i = 0; i < line.length(); i++) {
            boolean inMath = k % 2 == 1;
            if (k < at.size() && at.get(k) == i) {
                k++;
            }
            if (line.charAt(i) == ' ' && !inMath) {
                out.add(word.toString());
                word.setLength(0);
            } else {
                word.append(line.charAt(i));
            }
        }
        out.add(word.toString());
        return out;
    }

    /** A text's pieces: outside math, figmark's own markup; inside, math text. */
    static List<Typesetter.Piece> parse(String text) {
        List<Integer> at = dollars(text);
        List<Typesetter.Piece> out = new ArrayList<>();
        int from = 0;
        for (int k = 0; k < at.size(); k += 2) {
            if (at.get(k) > from) {
                out.addAll(Scripts.parse(text.substring(from, at.get(k)).replace("\\$", "$")));
            }
            out.addAll(pieces(text.substring(at.get(k) + 1, at.get(k + 1))));
            from = at.get(k + 1) + 1;
        }
        if (from < text.length()) {
            out.addAll(Scripts.parse(text.substring(from).replace("\\$", "$")));
        }
        return out;
    }

    /**
     * A text as read aloud or written in a caption: its math as its characters, scripts inline (S_kv, 10^3).
     *
     * @param text the text
     * @return the plain text
     */
    public static String plain(String text) {
        if (!has(text)) {
            return text;
        }
        StringBuilder out = new StringBuilder();
        for (Typesetter.Piece p : parse(text)) {
            out.append(p.script() == TextRun.Script.SUB ? "_" : p.script() == TextRun.Script.SUPER ? "^" : "").append(p.text());
        }
        return out.toString();
    }

    /** The pieces of one stretch of math. */
    static List<Typesetter.Piece> pieces(String math) {
        Builder b = new Builder();
        b.group(math, TextRun.Script.NORMAL, null);
        return b.done();
    }

    /** Pieces built one character at a time, runs of one script and slant joined. */
    private static final class Builder {
        private final List<Typesetter.Piece> out = new ArrayList<>();
        private final StringBuilder run = new StringBuilder();
        private TextRun.Script script = TextRun.Script.NORMAL;
        private boolean italic;
        /** Whether what was set last is an operand, after which an operator is binary and spaced. */
        private boolean operand;

        /** A relation, spaced; an operator, spaced where it follows an operand (a − b), as it stands where it does not (−3). */
        void operator(String symbol, TextRun.Script s) {
            boolean spaced = operand || RELATIONS.contains(symbol);
            add(spaced ? OPERATOR_SPACE + symbol + OPERATOR_SPACE : symbol, s, false);
            operand = false;
        }

        void add(String text, TextRun.Script s, boolean slanted) {
            if (text.isEmpty()) {
                return;
            }
            if (run.length() > 0 && (s != script || slanted != italic)) {
                flush();
            }
            script = s;
            italic = slanted;
            run.append(text);
        }

        void flush() {
            if (run.length() > 0) {
                out.add(new Typesetter.Piece(run.toString(), script, italic));
                run.setLength(0);
            }
        }

        List<Typesetter.Piece> done() {
            flush();
            return out.isEmpty() ? List.of(new Typesetter.Piece("", TextRun.Script.NORMAL, false)) : out;
        }

        /** Sets a group in a script position; {@code slant} forces upright (false) or italic (true), or null for math's own. */
        void group(String m, TextRun.Script s, Boolean slant) {
            boolean outer = operand;
            operand = false;
            int i = 0;
            while (i < m.length()) {
                char c = m.charAt(i);
                if (c == '_' || c == '^') {
                    int[] end = new int[1];
                    String arg = argument(m, i + 1, end);
                    group(arg, c == '_' ? TextRun.Script.SUB : TextRun.Script.SUPER, slant);
                    i = end[0];
                } else if (c == '\\') {
                    i = command(m, i, s, slant);
                } else if (c == '{' || c == '}' || Character.isWhitespace(c)) {
                    i++; // braces group, and math sets no space it is not asked for (\, \; \quad), as TeX
                } else if (OPERATORS.indexOf(c) >= 0 || c == '-') {
                    operator(c == '-' ? "−" : String.valueOf(c), s);
                    i++;
                } else {
                    boolean letter = Character.isLetter(c);
                    add(String.valueOf(c), s, slant != null ? slant : letter);
                    operand = c != '(' && c != '[';
                    i++;
                }
            }
            operand = s == TextRun.Script.NORMAL ? operand || outer : outer;
        }

        /** A command at {@code i}; where the text goes on after it. */
        private int command(String m, int i, TextRun.Script s, Boolean slant) {
            int j = i + 1;
            if (j < m.length() && !Character.isLetter(m.charAt(j))) {
                String symbol = SYMBOLS.get(String.valueOf(m.charAt(j)));
                add(symbol != null ? symbol : String.valueOf(m.charAt(j)), s, false);
                return j + 1;
            }
            while (j < m.length() && Character.isLetter(m.charAt(j))) {
                j++;
            }
            String name = m.substring(i + 1, j);
            int[] end = new int[1];
            if (UPRIGHT.contains(name) || name.equals("mathit")) {
                String arg = argument(m, j, end);
                group(arg, s, !UPRIGHT.contains(name));
                return end[0];
            }
            if (name.equals("frac") || name.equals("dfrac") || name.equals("tfrac")) {
                String top = argument(m, j, end);
                int after = end[0];
                String bottom = argument(m, after, end);
                group(top, s, slant);
                add("/", s, false);
                group(bottom, s, slant);
                return end[0];
            }
            String symbol = SYMBOLS.get(name);
            if (symbol != null && symbol.length() == 1 && OPERATORS.indexOf(symbol.charAt(0)) >= 0) {
                operator(symbol, s);
                return j;
            }
            if (symbol != null) {
                operand = !symbol.isBlank();
                boolean greekLower = symbol.length() == 1 && Character.isLowerCase(symbol.charAt(0)) && Character.isLetter(symbol.charAt(0));
                add(symbol, s, slant != null ? slant : greekLower);
                return j;
            }
            add("\\" + name, s, false);
            return j;
        }

        /** The argument at {@code i}: a braced group, a command or one character; its end in {@code end[0]}. */
        private static String argument(String m, int i, int[] end) {
            while (i < m.length() && m.charAt(i) == ' ') {
                i++;
            }
            if (i >= m.length()) {
                end[0] = i;
                return "";
            }
            if (m.charAt(i) == '{') {
                int depth = 0;
                for (int j = i; j < m.length(); j++) {
                    depth += m.charAt(j) == '{' ? 1 : m.charAt(j) == '}' ? -1 : 0;
                    if (depth == 0) {
                        end[0] = j + 1;
                        return m.substring(i + 1, j);
                    }
                }
                end[0] = m.length();
                return m.substring(i + 1);
            }
            if (m.charAt(i) == '\\') {
                int j = i + 1;
                while (j < m.length() && Character.isLetter(m.charAt(j))) {
                    j++;
                }
                end[0] = Math.max(j, i + 2);
                return m.substring(i, end[0]);
            }
            end[0] = i + 1;
            return m.substring(i, i + 1);
        }
    }
}
