package dev.figmark.model.json;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The model's Javadoc, read from its sources: each record's summary and its {@code @param} texts, which the schema
 * gives as descriptions. One text serves the Java reader and the JSON editor alike.
 */
public final class Javadocs {

    private static final Pattern DOC = Pattern.compile("/\\*\\*((?:(?!\\*/).)*)\\*/\\s*(?:@[A-Za-z]+(?:\\([^)]*\\))?\\s*)*"
            + "(?:public\\s+)?(?:static\\s+)?(?:sealed\\s+)?(?:final\\s+)?(record|interface|enum|class)\\s+(\\w+)", Pattern.DOTALL);
    private static final Pattern PARAM = Pattern.compile("@param\\s+(\\w+)\\s+(.*?)(?=@param|@return|@throws|$)", Pattern.DOTALL);

    private final Map<String, String> summaries = new HashMap<>();
    private final Map<String, String> params = new HashMap<>();

    private Javadocs() {
    }

    /**
     * The Javadoc of every type in a directory of sources.
     *
     * @param sources the model's source directory
     * @return the docs
     */
    public static Javadocs read(Path sources) {
        Javadocs out = new Javadocs();
        try (var files = Files.list(sources)) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java")).sorted().toList()) {
                Matcher m = DOC.matcher(Files.readString(f));
                while (m.find()) {
                    String body = m.group(1).replaceAll("(?m)^\\s*\\*", " ");
                    String name = m.group(3);
                    int tag = body.indexOf("@param");
                    int other = body.indexOf("@return");
                    int end = tag >= 0 ? tag : other >= 0 ? other : body.length();
                    out.summaries.putIfAbsent(name, plain(body.substring(0, end)));
                    Matcher p = PARAM.matcher(body);
                    while (p.find()) {
                        out.params.putIfAbsent(name + "." + p.group(1), plain(p.group(2)));
                    }
                }
            }
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out;
    }

    /** Javadoc as plain text: examples of code left out, tags' contents kept, spaces collapsed, a final full stop dropped. */
    static String plain(String text) {
        String t = text.replaceAll("(?s)<pre>.*?</pre>", " ").replaceAll("\\{@(?:code|link|literal)\\s+([^}]*)}", "$1").replaceAll("<[^>]+>", "").replaceAll("\\s+", " ").strip();
        return t.endsWith(".") && !t.endsWith("..") ? t.substring(0, t.length() - 1) : t;
    }

    String summary(Class<?> type) {
        String s = summaries.get(type.getSimpleName());
        if (s == null) {
            throw new IllegalStateException(type.getSimpleName() + " has no Javadoc");
        }
        return s;
    }

    String component(Class<?> record, String name) {
        String s = params.get(record.getSimpleName() + "." + name);
        if (s == null || s.isEmpty() || s.equals("see the record")) {
            throw new IllegalStateException(record.getSimpleName() + "." + name + " has no @param in the record's Javadoc");
        }
        return s;
    }
}
