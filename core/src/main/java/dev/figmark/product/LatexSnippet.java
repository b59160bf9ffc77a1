package dev.figmark.product;

import dev.figmark.venue.Rules;
import dev.figmark.venue.Venue;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * A figure as a paper takes it: the {@code figure} environment (or {@code figure*} across both columns), the figure at
 * the template's {@code \columnwidth} or {@code \textwidth} when it was drawn at that width (else at its own size, never
 * scaled), the caption escaped for LaTeX, {@code \label{fig:STEM}}, and the text alternative as acmart's
 * {@code \Description}, defined as nothing for other classes. Where the files are is {@code \figmarkdir}, the output
 * folder's name unless the paper sets it first. {@code figures.tex} inputs every figure of a folder.
 */
public final class LatexSnippet {

    /** The index of a folder's figures. */
    public static final String INDEX = "figures.tex";
    /** Two widths within this share of each other are one width: figmark draws a venue's widths within 0.0013 pt. */
    static final double SAME_WIDTH = 0.005;
    /**
     * A figure taller than this share of the text goes on a page of floats ({@code [p]}): offered the top of a column
     * ({@code [tbp]}), LaTeX may set it under a title block or another float, where it runs past the page's foot.
     */
    static final double TALL = 0.55;
    /** Templates of two columns, where a figure wider than a column spans both ({@code figure*}). */
    private static final Set<String> TWO_COLUMNS = Set.of("acm", "ieee", "icml", "usenix");

    /** Greek letters by the math commands that set them: pdflatex's text fonts have none. */
    private static final java.util.Map<Integer, String> GREEK = java.util.Map.ofEntries(
            java.util.Map.entry((int) 'α', "alpha"), java.util.Map.entry((int) 'β', "beta"), java.util.Map.entry((int) 'γ', "gamma"),
            java.util.Map.entry((int) 'δ', "delta"), java.util.Map.entry((int) 'ε', "epsilon"), java.util.Map.entry((int) 'θ', "theta"),
            java.util.Map.entry((int) 'λ', "lambda"), java.util.Map.entry((int) 'π', "pi"), java.util.Map.entry((int) 'ρ', "rho"),
            java.util.Map.entry((int) 'σ', "sigma"), java.util.Map.entry((int) 'τ', "tau"), java.util.Map.entry((int) 'φ', "phi"),
            java.util.Map.entry((int) 'ω', "omega"), java.util.Map.entry((int) 'Δ', "Delta"), java.util.Map.entry((int) 'Σ', "Sigma"),
            java.util.Map.entry((int) 'Ω', "Omega"));

    private LatexSnippet() {
    }

    /**
     * Where figures go in a template: its column and text widths in inches, and whether it has two columns.
     *
     * @param singleIn   a column's width, as figmark draws single
     * @param doubleIn   the text's width, as figmark draws double
     * @param twoColumns whether the text has two columns
     * @param textHeightIn the text block's height in inches
     */
    public record Page(double singleIn, double doubleIn, boolean twoColumns, double textHeightIn) {
        /** figmark's single and double widths in a two-column paper of 9 in of text, without a venue. */
        public static final Page DEFAULT = new Page(Rules.SINGLE_COLUMN_IN, Rules.DOUBLE_COLUMN_IN, true, 9);

        /** The page of a venue, or the default for none. */
        public static Page of(Venue venue) {
            return venue == null ? DEFAULT : new Page(venue.singleIn(), venue.doubleIn(), TWO_COLUMNS.contains(venue.name()), venue.textHeightIn());
        }
    }

    /**
     * The snippet of one figure.
     *
     * @param stem    the figure's file stem, its label
     * @param graphic the file LaTeX includes, in the same folder ({@code STEM.pdf})
     * @param widthIn the figure's width in inches
     * @param heightIn the figure's height in inches
     * @param page    the template's widths
     * @param caption the caption's plain text
     * @param alt     the text alternative's plain text
     * @param folder  the output folder's name, {@code \figmarkdir} unless the paper sets it
     * @return the snippet, in UTF-8 text with LF line ends
     */
    public static String figure(String stem, String graphic, double widthIn, double heightIn, Page page, String caption, String alt, String folder) {
        boolean text = same(widthIn, page.doubleIn());
        boolean column = same(widthIn, page.singleIn());
        boolean across = page.twoColumns() && (text || widthIn > page.singleIn() * (1 + SAME_WIDTH));
        String environment = across ? "figure*" : "figure";
        String size = text ? "[width=\\textwidth]" : column && page.twoColumns() ? "[width=\\columnwidth]" : "";
        StringBuilder out = new StringBuilder();
        out.append("% ").append(stem).append(": drawn by figmark ").append(String.format(Locale.ROOT, "%.4g", widthIn)).append(" in wide")
                .append(size.isEmpty() ? ", included at that size." : ", included at the template's " + (text ? "text" : "column") + " width.")
                .append(" \\input this file where the figure goes.\n");
        preamble(out, folder);
        double shown = size.isEmpty() ? heightIn : heightIn * (text ? page.doubleIn() : page.singleIn()) / widthIn;
        out.append("\\begin{").append(environment).append(shown > TALL * page.textHeightIn() ? "}[p]\n" : "}[tbp]\n");
        out.append("  \\centering\n");
        out.append("  \\includegraphics").append(size).append("{\\figmarkdir ").append(graphic).append("}\n");
        out.append("  \\caption{").append(escape(caption)).append("}\n");
        out.append("  \\label{fig:").append(stem).append("}\n");
        out.append("  \\Description{").append(escape(alt)).append("}\n");
        out.append("\\end{").append(environment).append("}\n");
        return out.toString();
    }

    /** {@code figures.tex}: every figure of the folder, in the order drawn. */
    public static String index(List<String> stems, String folder) {
        StringBuilder out = new StringBuilder("% The figures figmark drew in this folder; \\input{").append(folder).append('/').append(INDEX)
                .append("} from the paper's folder, after \\usepackage{graphicx}.\n");
        preamble(out, folder);
        for (String stem : stems) {
            out.append("\\input{\\figmarkdir ").append(stem).append(".tex}\n");
        }
        return out.toString();
    }

    /** Where the files are, and {@code \Description} for classes other than acmart: set only when not set before. */
    private static void preamble(StringBuilder out, String folder) {
        out.append("\\providecommand{\\figmarkdir}{").append(escapePath(folder)).append("/}\n");
        out.append("\\providecommand{\\Description}[2][]{}\n");
    }

    private static boolean same(double a, double b) {
        return Math.abs(a - b) <= SAME_WIDTH * b;
    }

    /** A folder name as LaTeX reads it in a file name: letters, digits and {@code ._-/} as they are. */
    private static String escapePath(String folder) {
        return folder.replaceAll("[^A-Za-z0-9._/-]", "_");
    }

    /**
     * Plain text as LaTeX sets it: its ten special characters escaped, and the symbols figures write (×, µ, ≤, ≥, ±,
     * −, °, …) as the commands that set them in any font, so that pdflatex takes every caption.
     */
    public static String escape(String text) {
        StringBuilder out = new StringBuilder(text.length() + 16);
        for (int i = 0; i < text.length(); ) {
            int c = text.codePointAt(i);
            i += Character.charCount(c);
            out.append(switch (c) {
                case '\\' -> "\\textbackslash{}";
                case '{' -> "\\{";
                case '}' -> "\\}";
                case '$' -> "\\$";
                case '&' -> "\\&";
                case '#' -> "\\#";
                case '%' -> "\\%";
                case '_' -> "\\_";
                case '^' -> "\\textasciicircum{}";
                case '~' -> "\\textasciitilde{}";
                case '<' -> "\\textless{}";
                case '>' -> "\\textgreater{}";
                case '\n', '\r', '\t' -> " ";
                case '×' -> "\\texttimes{}";
                case 'µ', 'μ' -> "\\textmu{}";
                case '≤' -> "\\ensuremath{\\leq}";
                case '≥' -> "\\ensuremath{\\geq}";
                case '±' -> "\\textpm{}";
                case '−' -> "\\textminus{}";
                case '°' -> "\\textdegree{}";
                case '…' -> "\\ldots{}";
                case '–' -> "--";
                case '—' -> "---";
                case '→' -> "\\textrightarrow{}";
                case '≈' -> "\\ensuremath{\\approx}";
                case '‘', '’' -> "'";
                case '“' -> "``";
                case '”' -> "''";
                case '²' -> "\\textsuperscript{2}";
                case '³' -> "\\textsuperscript{3}";
                case '·' -> "\\textperiodcentered{}";
                case '∞' -> "\\ensuremath{\\infty}";
                case '≠' -> "\\ensuremath{\\neq}";
                default -> GREEK.containsKey(c) ? "\\ensuremath{\\" + GREEK.get(c) + "}" : new String(Character.toChars(c));
            });
        }
        return out.toString();
    }
}
