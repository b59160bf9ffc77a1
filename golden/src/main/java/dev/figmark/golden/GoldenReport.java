package dev.figmark.golden;

import dev.figmark.files.SvgTree;

import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import org.apache.pdfbox.pdmodel.PDDocument;

/**
 * The outcome of a check as one self-contained HTML page (every picture inline: PNGs, SVGs, PDF pages rendered, a diff
 * image for each picture that differs; laid out to fit a 1280 px window) and as JUnit XML for CI servers.
 */
public final class GoldenReport {

    /** Pages are shown in the report at this resolution. */
    static final float SHOWN_DPI = 100f;
    /** Pictures larger than this are not shown inline: 40 megapixels. */
    static final long MAX_SHOWN_PIXELS = 40_000_000L;
    /** Lines of a text file shown in the report. */
    static final int TEXT_SHOWN = 1500;
    /** Pictures narrower than this are shown magnified to it. */
    static final int SMALL_PX = 256;
    /** Changes listed per file in the report. */
    static final int CHANGES_SHOWN = 60;

    private static final String STYLE = """
            *{box-sizing:border-box}
            body{font-family:'Liberation Sans',Arial,sans-serif;margin:0 auto;padding:16px 24px;max-width:1600px;color:#0b0b0b;overflow-wrap:anywhere}
            h1{font-size:1.4em;margin:0 0 .4em}h2{font-size:1.1em;margin:0 0 .4em}
            .ok{color:#0a7d0a}.bad{color:#c0302c}.note{color:#555}
            section{border:1px solid #d6d5cc;border-radius:4px;padding:12px;margin:12px 0}
            .pictures{display:grid;grid-template-columns:repeat(3,minmax(0,1fr));gap:12px;margin-top:8px}
            figure{margin:0;min-width:0}figcaption{font-size:.85em;color:#555;margin-bottom:4px}
            img{display:block;max-width:100%;height:auto;border:1px solid #c3c2b7;background:#fff}
            img.small{width:256px;image-rendering:pixelated}
            pre{white-space:pre-wrap;overflow-wrap:anywhere;font-size:.85em;margin:0;max-height:24em;overflow-y:auto}
            table{border-collapse:collapse;width:100%;table-layout:fixed}td,th{border:1px solid #e1e0d9;padding:4px 6px;text-align:left;vertical-align:top}
            code{overflow-wrap:anywhere}
            """;

    private GoldenReport() {
    }

    /**
     * The HTML page for a check made with {@code tolerance}.
     *
     * @param check what a check found
     * @param tolerance how far pictures may differ
     * @return a self-contained HTML page
     */
    public static String html(GoldenDirectory.Check check, Tolerance tolerance) {
        StringBuilder html = new StringBuilder(1 << 16);
        List<GoldenDirectory.Entry> failures = check.failures();
        int total = check.entries().size();
        html.append("<!DOCTYPE html>\n<html lang=\"en\"><head><meta charset=\"utf-8\">")
                .append("<meta name=\"viewport\" content=\"width=device-width,initial-scale=1\"><title>figmark golden report</title>\n<style>")
                .append(STYLE).append("</style></head><body>\n");
        html.append("<h1>Golden files: ").append(failures.isEmpty() ? "<span class=ok>all " + total + " match</span>"
                : "<span class=bad>" + failures.size() + " of " + total + " differ</span>").append("</h1>\n");
        html.append("<p>Approved: <code>").append(escape(check.expected().toAbsolutePath().normalize().toString()))
                .append("</code><br>Drawn: <code>").append(escape(check.actual().toAbsolutePath().normalize().toString()))
                .append("</code><br>Tolerance: ").append(escape(tolerance.describe()))
                .append(tolerance.strictPdf() ? "; PDF metadata counts" : "; PDF metadata is a note").append("</p>\n");
        // Pictures are read, rendered and encoded for each section on every core; the order stays the check's.
        failures.parallelStream().map(e -> {
            StringBuilder part = new StringBuilder();
            section(part, check, e);
            return part;
        }).toList().forEach(html::append);
        List<GoldenDirectory.Entry> matching = check.entries().stream().filter(GoldenDirectory.Entry::matches).toList();
        if (!matching.isEmpty()) {
            html.append("<h2>Matching files (").append(matching.size()).append(")</h2>\n<table><tr><th style=\"width:35%\">file</th><th>notes</th></tr>\n");
            for (GoldenDirectory.Entry e : matching) {
                html.append("<tr><td>").append(escape(e.name())).append("</td><td class=note>")
                        .append(escape(String.join("; ", e.difference().notes()))).append("</td></tr>\n");
            }
            html.append("</table>\n");
        }
        if (!check.skipped().isEmpty()) {
            html.append("<h2>Skipped (").append(check.skipped().size()).append(")</h2>\n<table><tr><th style=\"width:35%\">file</th><th>why</th></tr>\n");
            for (GoldenDirectory.Skipped s : check.skipped()) {
                html.append("<tr><td>").append(escape(s.name())).append("</td><td>").append(escape(s.why())).append("</td></tr>\n");
            }
            html.append("</table>\n");
        }
        return html.append("</body></html>\n").toString();
    }

    private static void section(StringBuilder html, GoldenDirectory.Check check, GoldenDirectory.Entry e) {
        Difference d = e.difference();
        html.append("<section><h2>").append(escape(e.name())).append(" <span class=bad>differs</span></h2>\n<pre>");
        d.changes().stream().limit(CHANGES_SHOWN).forEach(c -> html.append(escape(c)).append('\n'));
        if (d.changes().size() > CHANGES_SHOWN) {
            html.append("… and ").append(d.changes().size() - CHANGES_SHOWN).append(" more\n");
        }
        d.notes().forEach(n -> html.append("<span class=note>note: ").append(escape(n)).append("</span>\n"));
        html.append("</pre>\n");
        FileKind kind = FileKind.of(e.name());
        Path expected = check.expected().resolve(e.name());
        Path actual = check.actual().resolve(e.name());
        if (kind.picture()) {
            html.append("<div class=pictures><figure><figcaption>approved</figcaption>").append(picture(expected, kind))
                    .append("</figure><figure><figcaption>drawn</figcaption>").append(picture(actual, kind))
                    .append("</figure><figure><figcaption>difference (red)</figcaption>")
                    .append(d.diffImage() == null ? "<p class=note>(none)</p>" : image(d.diffImage())).append("</figure></div>\n");
        } else if (!e.missingExpected() && !e.missingActual() && kind != FileKind.BYTES) {
            html.append("<div class=pictures><figure><figcaption>approved</figcaption>").append(text(expected))
                    .append("</figure><figure><figcaption>drawn</figcaption>").append(text(actual)).append("</figure></div>\n");
        }
        html.append("</section>\n");
    }

    private static String picture(Path file, FileKind kind) {
        if (!Files.isRegularFile(file)) {
            return "<p class=note>(none)</p>";
        }
        try {
            byte[] bytes = Files.readAllBytes(file);
            return switch (kind) {
                case PNG -> {
                    PngPicture png = PngPicture.read(bytes, "shown");
                    if ((long) png.width() * png.height() > MAX_SHOWN_PIXELS) {
                        yield "<p class=note>(not shown: " + png.width() + " × " + png.height() + " pixels)</p>";
                    }
                    yield "<img alt=\"\"" + (png.width() < SMALL_PX ? " class=small" : "") + " src=\"data:image/png;base64,"
                            + Base64.getEncoder().encodeToString(bytes) + "\">";
                }
                case SVG -> {
                    SvgTree.parse(bytes);
                    yield "<img alt=\"\" src=\"data:image/svg+xml;base64," + Base64.getEncoder().encodeToString(bytes) + "\">";
                }
                case PDF -> {
                    try (PDDocument doc = PdfDiff.load(bytes, "shown")) {
                        yield doc.getNumberOfPages() == 0 ? "<p class=note>(no pages)</p>" : image(PdfPages.render(doc, 0, SHOWN_DPI));
                    }
                }
                default -> "";
            };
        } catch (OutOfMemoryError | StackOverflowError ex) {
            return "<p class=note>(not shown: too large to draw in this report)</p>";
        } catch (IOException | RuntimeException ex) {
            return "<p class=note>(not shown: " + escape(String.valueOf(ex.getMessage())) + ")</p>";
        }
    }

    private static String text(Path file) {
        // Only the beginning is shown, so only the beginning is read: a 60 MB table costs the report nothing.
        try (java.io.InputStream in = Files.newInputStream(file)) {
            byte[] head = in.readNBytes(4 * TEXT_SHOWN + 4);
            String s = new String(head, StandardCharsets.UTF_8);
            boolean more = head.length > 4 * TEXT_SHOWN || s.length() > TEXT_SHOWN;
            return "<pre>" + escape(s.length() <= TEXT_SHOWN ? s : s.substring(0, TEXT_SHOWN)) + (more ? "\n…" : "") + "</pre>";
        } catch (IOException | RuntimeException ex) {
            return "<p class=note>(not shown: " + escape(String.valueOf(ex.getMessage())) + ")</p>";
        }
    }

    private static String image(BufferedImage image) {
        // A small picture is shown magnified, its pixels kept square, so that one changed pixel can be seen.
        String small = image.getWidth() < SMALL_PX ? " class=small" : "";
        return "<img alt=\"\"" + small + " src=\"data:image/png;base64," + Base64.getEncoder().encodeToString(PngEncoding.encode(image)) + "\">";
    }

    /**
     * JUnit XML, one test case per compared file and one skipped case per skipped file, as CI servers read it.
     *
     * @param check what a check found
     * @return the JUnit XML text
     */
    public static String junitXml(GoldenDirectory.Check check) {
        StringBuilder xml = new StringBuilder("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
        String suite = "golden." + check.expected().toAbsolutePath().normalize().getFileName();
        xml.append("<testsuite name=\"").append(attribute(suite)).append("\" tests=\"").append(check.entries().size() + check.skipped().size())
                .append("\" failures=\"").append(check.failures().size()).append("\" errors=\"0\" skipped=\"").append(check.skipped().size())
                .append("\">\n");
        for (GoldenDirectory.Entry e : check.entries()) {
            xml.append("  <testcase classname=\"").append(attribute(suite)).append("\" name=\"").append(attribute(e.name())).append('"');
            if (e.matches()) {
                xml.append("/>\n");
                continue;
            }
            List<String> changes = e.difference().changes();
            xml.append(">\n    <failure type=\"golden\" message=\"").append(attribute(changes.isEmpty() ? "differs" : changes.get(0))).append("\">")
                    .append(escape(e.difference().describe(CHANGES_SHOWN))).append("</failure>\n  </testcase>\n");
        }
        for (GoldenDirectory.Skipped s : check.skipped()) {
            xml.append("  <testcase classname=\"").append(attribute(suite)).append("\" name=\"").append(attribute(s.name()))
                    .append("\">\n    <skipped message=\"").append(attribute(s.why())).append("\"/>\n  </testcase>\n");
        }
        return xml.append("</testsuite>\n").toString();
    }

    static String escape(String s) {
        StringBuilder out = new StringBuilder(s.length());
        for (int i = 0; i < s.length(); i++) {
            char c = s.charAt(i);
            switch (c) {
                case '&' -> out.append("&amp;");
                case '<' -> out.append("&lt;");
                case '>' -> out.append("&gt;");
                case '"' -> out.append("&quot;");
                default -> {
                    if (c < 0x20 && c != '\n' && c != '\t') {
                        out.append("\\u").append(String.format("%04x", (int) c));
                    } else if (Character.isSurrogate(c) && !(Character.isHighSurrogate(c) && i + 1 < s.length() && Character.isLowSurrogate(s.charAt(i + 1)))
                            && !(Character.isLowSurrogate(c) && i > 0 && Character.isHighSurrogate(s.charAt(i - 1)))) {
                        out.append('\ufffd');
                    } else {
                        out.append(c);
                    }
                }
            }
        }
        return out.toString();
    }

    private static String attribute(String s) {
        return escape(s).replace("\n", "&#10;");
    }
}
