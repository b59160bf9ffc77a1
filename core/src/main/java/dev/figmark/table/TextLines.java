package dev.figmark.table;

import com.google.re2j.Matcher;
import com.google.re2j.Pattern;
import dev.figmark.data.HeapBudget;
import dev.figmark.data.InputException;
import dev.figmark.data.Quoted;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A text such as a benchmark's log, read as a table: each line a pattern finds a match in is a row, the pattern's
 * named groups its columns (typed as a CSV's are), the other lines counted in one warning. The pattern runs on RE2/J,
 * in time linear in the line whatever it is, so no pattern can hang a run; lines are read in blocks, none held longer
 * than a record may be.
 */
public final class TextLines {

    /** The bytes read at a time. */
    private static final int BLOCK = 1 << 20;

    private TextLines() {
    }

    /**
     * What is wrong with a pattern, in words, or null where nothing is: RE2/J cannot read it, or it names no group, so
     * that its matches would have no columns. The model's check of a description and the reader say the same.
     *
     * @param pattern the regular expression
     * @return the problem, or null
     */
    public static String problem(String pattern) {
        try {
            return Pattern.compile(pattern).namedGroups().isEmpty()
                    ? "names no group, so its matches would have no columns; name each, as (?P<ms>[0-9.]+)" : null;
        } catch (com.google.re2j.PatternSyntaxException e) {
            return "cannot be read: " + e.getDescription() + " at \"" + dev.figmark.data.Quoted.of(e.getPattern()) + "\"";
        }
    }

    /** A pattern's named groups, in the order they open: the columns its matches make. */
    public static List<String> groups(Pattern pattern) {
        return pattern.namedGroups().entrySet().stream().sorted(java.util.Map.Entry.comparingByValue()).map(java.util.Map.Entry::getKey).toList();
    }

    /** The pattern, compiled, with at least one named group; refused in words otherwise. */
    static Pattern compile(String pattern, String shown) {
        String problem = problem(pattern);
        if (problem != null) {
            throw new InputException(shown + ": the pattern " + problem);
        }
        return Pattern.compile(pattern);
    }

    /**
     * The rows of a text's lines that a pattern matches, and how many lines it did not match of how many.
     *
     * @param table     the rows
     * @param unmatched the lines the pattern did not match, left out
     * @param lines     the text's lines
     */
    public record Matched(Table table, int unmatched, int lines) {

        /** The one warning of the lines left out of {@code files} texts, or none where every line matched. */
        public java.util.Optional<String> warning(String where, int files) {
            return unmatched == 0 ? java.util.Optional.empty() : java.util.Optional.of("warning: " + where + ": " + table.rows()
                    + (table.rows() == 1 ? " row" : " rows") + " from the lines the pattern matches" + (files > 1 ? " in " + files + " files" : "")
                    + "; the other " + unmatched + " of " + lines + " lines are left out");
        }
    }

    /** The rows of the lines the pattern matches. */
    static Matched read(Bytes file, String shown, String pattern) {
        Lines lines = new Lines(compile(pattern, shown), shown);
        byte[] block = new byte[BLOCK];
        for (long at = 0; at < file.size(); ) {
            int n = file.read(at, block, 0, (int) Math.min(BLOCK, file.size() - at));
            if (n <= 0) {
                break;
            }
            at += n;
            int from = 0;
            for (int i = 0; i < n; i++) {
                if (block[i] == '\n') {
                    lines.append(block, from, i);
                    lines.end();
                    from = i + 1;
                }
            }
            lines.append(block, from, n);
        }
        if (lines.length > 0) {
            lines.end();
        }
        return lines.matched();
    }

    /** The lines read so far: the rows of those the pattern matched, and the line being read. */
    private static final class Lines {
        private final Pattern pattern;
        private final String shown;
        private final List<String> names;
        private final ColumnBuilder[] columns;
        private final long longest = HeapBudget.record();
        private int[] rowLines = new int[64];
        private int rows;
        private int line;
        private int other;
        private byte[] current = new byte[256];
        private int length;

        Lines(Pattern pattern, String shown) {
            this.pattern = pattern;
            this.shown = shown;
            names = groups(pattern);
            columns = new ColumnBuilder[names.size()];
            for (int c = 0; c < columns.length; c++) {
                columns[c] = new ColumnBuilder(names.get(c));
            }
        }

        void append(byte[] bytes, int from, int to) {
            if (length + (long) (to - from) > longest) {
                throw Budgets.tooLong(shown, line + 1, null);
            }
            if (length + to - from > current.length) {
                current = Arrays.copyOf(current, Math.max(length + to - from, current.length * 2));
            }
            System.arraycopy(bytes, from, current, length, to - from);
            length += to - from;
        }

        void end() {
            line++;
            int n = length > 0 && current[length - 1] == '\r' ? length - 1 : length;
            length = 0;
            Matcher m = pattern.matcher(new String(current, 0, n, StandardCharsets.UTF_8));
            if (!m.find()) {
                other++;
                return;
            }
            for (int c = 0; c < columns.length; c++) {
                String v = m.group(names.get(c));
                columns[c].add(v == null ? "" : v);
            }
            if (rows == rowLines.length) {
                rowLines = Arrays.copyOf(rowLines, rows * 2);
            }
            rowLines[rows++] = line;
        }

        Matched matched() {
            if (rows == 0) {
                throw new InputException(shown + ": the pattern matches none of its " + line + (line == 1 ? " line" : " lines"));
            }
            List<Column> out = new ArrayList<>();
            for (ColumnBuilder c : columns) {
                out.add(c.build());
            }
            return new Matched(new Table(shown + ":", out, Arrays.copyOf(rowLines, rows)), other, line);
        }
    }
}
