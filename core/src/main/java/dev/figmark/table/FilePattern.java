package dev.figmark.table;

import dev.figmark.data.InputException;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

/**
 * The files a pattern names, one per run as benchmarks write them: {@code results/*}{@code /qps_{qps}/run_{trial}.json}.
 * {@code *} matches within one folder's name, {@code ?} one character, {@code **} any folders, and {@code {name}} a
 * part of the name that becomes a field of every row of the file (the same name twice must match the same text).
 * The matches come in natural order (qps_4 before qps_16), the same on every machine; folders are walked without
 * following links, and no more than {@link #MOST_FILES} are taken.
 */
public final class FilePattern {

    /** The most files a pattern takes: a figure of more runs than this is drawn from a table made of them first. */
    public static final int MOST_FILES = 10_000;
    /** How deep {@code **} looks below the pattern's first folder. */
    static final int DEEPEST = 32;

    private static final Pattern FIELD = Pattern.compile("\\{([^{}]*)}");
    private static final Pattern NAME = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*");

    private final String pattern;
    private final String base;
    private final Pattern regex;
    private final List<String> names;
    private final int depth;

    /**
     * A file that matched.
     *
     * @param file     the file
     * @param relative its path as the pattern spells it, from the pattern's first folder on ({@code results/qps_4/run_2.json})
     * @param fields   the parts its name gave, by name, in the pattern's order
     */
    public record Match(Path file, String relative, Map<String, String> fields) {
    }

    private FilePattern(String pattern, String base, Pattern regex, List<String> names, int depth) {
        this.pattern = pattern;
        this.base = base;
        this.regex = regex;
        this.names = names;
        this.depth = depth;
    }

    /**
     * A pattern, checked.
     *
     * @param pattern such as {@code results/*}{@code /qps_{qps}/run_{trial}.json}
     * @return the pattern
     * @throws InputException naming what is wrong with it, in words
     */
    public static FilePattern of(String pattern) {
        String[] segments = pattern.split("/", -1);
        int first = 0;
        StringBuilder base = new StringBuilder();
        while (first < segments.length - 1 && !wild(segments[first])) {
            base.append(segments[first]).append('/');
            first++;
        }
        if (!wild(segments[segments.length - 1]) && first == segments.length - 1) {
            throw new InputException("\"" + pattern + "\" has no *, ? or {name}, so it names one file; give it as \"file\"");
        }
        StringBuilder regex = new StringBuilder();
        List<String> names = new ArrayList<>();
        boolean any = false;
        for (int i = first; i < segments.length; i++) {
            String segment = segments[i];
            boolean last = i == segments.length - 1;
            if (segment.isEmpty()) {
                throw new InputException("\"" + pattern + "\" has an empty folder name (two slashes, or a slash at its end)");
            }
            if (segment.equals("**")) {
                if (last) {
                    throw new InputException("\"" + pattern + "\" ends in **; end it in the files' names (**/*.json)");
                }
                regex.append("(?:[^/]+/)*");
                any = true;
                continue;
            }
            regex.append(segment(segment, names, pattern)).append(last ? "" : "/");
        }
        int depth = any ? DEEPEST : segments.length - first;
        return new FilePattern(pattern, base.toString(), Pattern.compile(regex.toString()), List.copyOf(names), depth);
    }

    private static boolean wild(String segment) {
        return segment.contains("*") || segment.contains("?") || segment.contains("{") || segment.contains("}");
    }

    /** One folder's or file's name as a regular expression: its fields as named groups, the rest as written. */
    private static String segment(String segment, List<String> names, String pattern) {
        StringBuilder out = new StringBuilder();
        Matcher m = FIELD.matcher(segment);
        int at = 0;
        while (m.find()) {
            out.append(literal(segment.substring(at, m.start()), pattern));
            String name = m.group(1);
            if (!NAME.matcher(name).matches()) {
                throw new InputException("\"" + pattern + "\": {" + name + "} is not a field's name; a part is named by letters, digits and _,"
                        + " as {qps} or {run_id}");
            }
            int known = names.indexOf(name);
            if (known >= 0) {
                out.append("\\k<f").append(known).append('>');
            } else {
                names.add(name);
                out.append("(?<f").append(names.size() - 1).append(">[^/]+?)");
            }
            at = m.end();
        }
        return out.append(literal(segment.substring(at), pattern)).toString();
    }

    /** Text between fields: {@code *} and {@code ?} as wildcards, everything else as itself. */
    private static String literal(String text, String pattern) {
        if (text.contains("{") || text.contains("}")) {
            throw new InputException("\"" + pattern + "\" has a { or } that does not enclose a field's name");
        }
        StringBuilder out = new StringBuilder();
        StringBuilder plain = new StringBuilder();
        for (char c : text.toCharArray()) {
            if (c == '*' || c == '?') {
                out.append(plain.isEmpty() ? "" : Pattern.quote(plain.toString()));
                plain.setLength(0);
                out.append(c == '*' ? "[^/]*" : "[^/]");
            } else {
                plain.append(c);
            }
        }
        return out.append(plain.isEmpty() ? "" : Pattern.quote(plain.toString())).toString();
    }

    /** The folders before the first wildcard, as written ({@code results/}), empty where it starts with one. */
    public String base() {
        return base;
    }

    /** The fields the pattern names, in order. */
    public List<String> names() {
        return names;
    }

    /**
     * The files under {@code folder} (the pattern's {@link #base()}, resolved) that match, in natural order.
     *
     * @param folder the folder the pattern starts in
     * @return the matches; empty where none
     * @throws InputException where the folder does not exist or more than {@link #MOST_FILES} files match
     */
    public List<Match> matches(Path folder) {
        if (!Files.isDirectory(folder)) {
            throw new InputException("\"" + pattern + "\": no folder " + (base.isEmpty() ? folder.toString() : base));
        }
        List<Match> out = new ArrayList<>();
        try (Stream<Path> walk = Files.walk(folder, depth)) {
            walk.forEach(file -> {
                String relative = folder.relativize(file).toString().replace(java.io.File.separatorChar, '/');
                Matcher m = regex.matcher(relative);
                if (!relative.isEmpty() && m.matches() && !Files.isDirectory(file)) {
                    if (out.size() == MOST_FILES) {
                        throw new InputException("\"" + pattern + "\" matches more than " + MOST_FILES + " files; name fewer (a narrower pattern),"
                                + " or make one table of them first");
                    }
                    Map<String, String> fields = new LinkedHashMap<>();
                    for (int i = 0; i < names.size(); i++) {
                        fields.put(names.get(i), m.group("f" + i));
                    }
                    out.add(new Match(file, base + relative, fields));
                }
            });
        } catch (IOException | UncheckedIOException e) {
            throw new InputException("\"" + pattern + "\": a folder cannot be read: " + (e instanceof UncheckedIOException u ? u.getCause() : e).getMessage());
        }
        out.sort(Comparator.comparing(Match::relative, NaturalOrder::compare));
        return out;
    }
}
