package dev.figmark.compile.read;

import dev.figmark.data.InputException;
import dev.figmark.model.Series;
import dev.figmark.model.Source;
import dev.figmark.table.FilePattern;
import dev.figmark.table.Stacked;
import dev.figmark.table.Table;
import dev.figmark.table.Tables;
import dev.figmark.table.TextLines;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

/**
 * A source of many files, one per run: every file its pattern matches read as a file source is (each within the
 * description's project), stacked into one table with the parts of each file's name and its path as fields. A file
 * that cannot be read is refused naming it, or with {@code "missing": "skip"} left out and counted in one warning.
 */
public final class ManyFiles {

    /** The field that holds each row's file, as the pattern spells it. */
    static final String PATH = "path";

    private ManyFiles() {
    }

    /** The stacked table of the source's files; {@code path} is the source's JSON path. */
    public static Table read(Source s, String path, Context context, Predicate<String> columns) {
        FilePattern pattern;
        try {
            pattern = FilePattern.of(s.files());
        } catch (InputException e) {
            throw context.error(path + ".files", e.getMessage());
        }
        Path folder = context.allowed(pattern.base().isEmpty() ? "." : pattern.base(), path + ".files");
        List<FilePattern.Match> matches = pattern.matches(folder);
        if (matches.isEmpty()) {
            throw context.error(path + ".files", "no file matches \"" + s.files() + "\"");
        }
        boolean skip = s.missing() == Series.Missing.SKIP;
        List<Stacked.Part> parts = new ArrayList<>();
        List<String> left = new ArrayList<>();
        Predicate<String> read = name -> columns.test(name) || pattern.names().contains(name);
        int[] unmatched = new int[2];
        for (FilePattern.Match m : matches) {
            Path file = context.allowed(m.relative(), path + ".files");
            String shown = context.shown(m.relative());
            Table t;
            try {
                if (s.pattern() != null) {
                    // The lines no pattern matches are said once for all the files, not once for each.
                    TextLines.Matched lines = Tables.readLines(file, shown, s.pattern());
                    unmatched[0] += lines.unmatched();
                    unmatched[1] += lines.lines();
                    t = lines.table();
                } else {
                    t = Tables.read(file, shown, DataTables.shape(s), skip, context::warn, read);
                }
            } catch (InputException e) {
                if (!skip) {
                    throw e;
                }
                left.add(e.getMessage());
                continue;
            }
            Map<String, String> fields = new LinkedHashMap<>(m.fields());
            fields.put(PATH, m.relative());
            parts.add(new Stacked.Part(t, shown, fields));
        }
        if (!left.isEmpty()) {
            context.warn("warning: " + context.where() + ": " + path + ": " + left.size() + " of " + matches.size() + " files left out, as they cannot be"
                    + " read (the first: " + left.get(0) + ")");
        }
        if (parts.isEmpty()) {
            throw context.error(path + ".files", "none of the " + matches.size() + " files that match \"" + s.files() + "\" can be read");
        }
        boolean ownPath = parts.stream().anyMatch(p -> p.table().column(PATH) != null);
        if (ownPath) {
            context.warn("warning: " + context.where() + ": " + path + ": the files have a field \"" + PATH + "\" of their own, so each row's file is not"
                    + " given as one");
            parts.replaceAll(p -> {
                Map<String, String> f = new LinkedHashMap<>(p.fields());
                f.remove(PATH);
                return new Stacked.Part(p.table(), p.shown(), f);
            });
        }
        Table stacked = Stacked.of(context.shown(s.files()), parts);
        new TextLines.Matched(stacked, unmatched[0], unmatched[1]).warning(context.where() + ": " + path, parts.size()).ifPresent(context::warn);
        return stacked;
    }

    /**
     * What a live preview watches of a pattern: the folder it starts in and the files it matches now; nothing where
     * the pattern cannot be read, which the drawing says.
     */
    public static List<Path> watched(Source s, Path base) {
        List<Path> out = new ArrayList<>();
        try {
            FilePattern pattern = FilePattern.of(s.files());
            Path folder = base.resolve(pattern.base().isEmpty() ? "." : pattern.base());
            out.add(folder);
            pattern.matches(folder).forEach(m -> out.add(m.file()));
        } catch (InputException e) {
            return out; // the drawing refuses the pattern in words
        }
        return out;
    }
}
