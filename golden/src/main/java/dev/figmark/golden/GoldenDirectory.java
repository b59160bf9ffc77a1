package dev.figmark.golden;

import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.TreeSet;
import java.util.stream.Stream;
import javax.imageio.ImageIO;

/**
 * Compares a directory of approved files with a directory of fresh ones, file by file, writes an HTML report in the
 * manner of pytest-mpl's summary, and approves the fresh files on request.
 */
public final class GoldenDirectory {

    private final Comparator comparator;

    public GoldenDirectory(Tolerance tolerance) {
        this.comparator = new Comparator(tolerance);
    }

    /** The outcome for one name found in either directory. */
    public record Entry(String name, Difference difference, boolean missingExpected, boolean missingActual) {
        public boolean matches() {
            return !missingExpected && !missingActual && difference.matches();
        }
    }

    public List<Entry> check(Path expected, Path actual) throws IOException {
        TreeSet<String> names = new TreeSet<>(names(expected));
        names.addAll(names(actual));
        List<Entry> out = new ArrayList<>();
        for (String name : names) {
            Path e = expected.resolve(name);
            Path a = actual.resolve(name);
            if (!Files.exists(e)) {
                out.add(new Entry(name, new Difference(name, List.of("new file: no approved copy yet"), null), true, false));
            } else if (!Files.exists(a)) {
                out.add(new Entry(name, new Difference(name, List.of("missing: the approved file was not drawn"), null), false, true));
            } else {
                out.add(new Entry(name, comparator.compare(e, a), false, false));
            }
        }
        return out;
    }

    /** Approves the actual directory: copies every file over its golden twin and removes golden files no longer drawn. */
    public List<String> update(Path expected, Path actual) throws IOException {
        Files.createDirectories(expected);
        List<String> changed = new ArrayList<>();
        for (Entry entry : check(expected, actual)) {
            if (entry.matches()) {
                continue;
            }
            if (entry.missingActual()) {
                Files.delete(expected.resolve(entry.name()));
                changed.add("removed " + entry.name());
            } else {
                Files.createDirectories(expected.resolve(entry.name()).getParent());
                Files.copy(actual.resolve(entry.name()), expected.resolve(entry.name()), StandardCopyOption.REPLACE_EXISTING);
                changed.add((entry.missingExpected() ? "added " : "updated ") + entry.name());
            }
        }
        return changed;
    }

    private static List<String> names(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            return List.of();
        }
        try (Stream<Path> files = Files.walk(dir)) {
            return files.filter(Files::isRegularFile).map(p -> dir.relativize(p).toString().replace('\\', '/'))
                    .filter(n -> !n.endsWith(".html") && !n.contains("/.") && !n.startsWith(".")).sorted().toList();
        }
    }

    /** A self-contained HTML page: expected, actual and diff side by side for each file, with the textual differences. */
    public String report(Path expected, Path actual, List<Entry> entries) {
        StringBuilder html = new StringBuilder(1 << 16);
        long failed = entries.stream().filter(e -> !e.matches()).count();
        html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\"><title>figmark golden report</title>\n<style>")
                .append("body{font-family:'Liberation Sans',Arial,sans-serif;margin:2em;color:#0b0b0b}h1{font-size:1.4em}")
                .append("table{border-collapse:collapse;width:100%}td,th{border:1px solid #e1e0d9;padding:6px;vertical-align:top;text-align:left}")
                .append("img{max-width:30vw;max-height:40vh;border:1px solid #c3c2b7}.ok{color:#0ca30c}.bad{color:#d03b3b}")
                .append("pre{white-space:pre-wrap;font-size:0.85em;margin:0}</style></head><body>\n");
        html.append("<h1>Golden files: ").append(failed == 0 ? "<span class=ok>all " + entries.size() + " match</span>"
                : "<span class=bad>" + failed + " of " + entries.size() + " differ</span>").append("</h1>\n");
        html.append("<p>Expected: <code>").append(escape(expected.toString())).append("</code><br>Actual: <code>").append(escape(actual.toString()))
                .append("</code></p>\n<table><tr><th>file</th><th>expected</th><th>actual</th><th>diff</th></tr>\n");
        for (Entry e : entries) {
            html.append("<tr><td><b>").append(escape(e.name())).append("</b><br>")
                    .append(e.matches() ? "<span class=ok>matches</span>" : "<span class=bad>differs</span>");
            if (!e.matches()) {
                html.append("<pre>");
                for (String line : e.difference().changes().subList(0, Math.min(40, e.difference().changes().size()))) {
                    html.append(escape(line)).append('\n');
                }
                html.append("</pre>");
            }
            html.append("</td><td>").append(preview(expected.resolve(e.name()))).append("</td><td>").append(preview(actual.resolve(e.name())))
                    .append("</td><td>").append(diffImage(e.difference().diffImage())).append("</td></tr>\n");
        }
        html.append("</table></body></html>\n");
        return html.toString();
    }

    private static String preview(Path file) {
        if (!Files.exists(file)) {
            return "(none)";
        }
        String ext = Comparator.extension(file.getFileName().toString());
        try {
            return switch (ext) {
                case "png" -> "<img src=\"data:image/png;base64," + Base64.getEncoder().encodeToString(Files.readAllBytes(file)) + "\">";
                case "svg" -> "<img src=\"data:image/svg+xml;base64," + Base64.getEncoder().encodeToString(Files.readAllBytes(file)) + "\">";
                case "pdf" -> "<a href=\"" + escape(file.toUri().toString()) + "\">PDF</a>";
                default -> "<pre>" + escape(head(Files.readString(file, StandardCharsets.UTF_8))) + "</pre>";
            };
        } catch (IOException e) {
            return "(unreadable: " + escape(e.getMessage()) + ")";
        }
    }

    private static String head(String text) {
        return text.length() <= 1500 ? text : text.substring(0, 1500) + "\n…";
    }

    private static String diffImage(BufferedImage image) {
        if (image == null) {
            return "";
        }
        try {
            ByteArrayOutputStream out = new ByteArrayOutputStream();
            ImageIO.write(image, "png", out);
            return "<img src=\"data:image/png;base64," + Base64.getEncoder().encodeToString(out.toByteArray()) + "\">";
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
