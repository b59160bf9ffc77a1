package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code figmark golden}: 0 when all match, 1 when any differ, 2 on bad arguments; an HTML report either way. */
class GoldenCommandTest {

    static final Path TOOLS = Path.of("../golden/src/test/resources/tools");

    @TempDir
    Path dir;

    @Test
    void checkAndUpdateDrawnFigures() throws Exception {
        Path approved = dir.resolve("approved");
        Path drawn = dir.resolve("drawn");
        assertEquals(0, BadInputTest.run("run", "../examples/cpu-only", "--out", drawn.toString(), "--kinds", "phases,movement", "--dpi", "50").status());
        BadInputTest.Result update = BadInputTest.run("golden", "update", approved.toString(), drawn.toString());
        assertEquals(0, update.status());
        assertTrue(update.out().contains("added " + approved.resolve("phases.svg")), update.out());
        BadInputTest.Result same = BadInputTest.run("golden", "check", approved.toString(), drawn.toString());
        assertEquals(0, same.status(), same.out());
        Path report = dir.resolve("drawn-golden-report/report.html");
        assertTrue(same.out().contains("report: " + report), same.out());
        assertTrue(Files.readString(report).contains("all 12 match"));
        assertFalse(Files.exists(drawn.resolve("golden-report.html")), "nothing is written into a compared directory");

        assertEquals(0, BadInputTest.run("run", "../examples/cpu-only", "--out", drawn.toString(), "--kinds", "phases,movement", "--dpi", "50",
                "--title", "A title now").status());
        Path xml = dir.resolve("ci/golden.xml");
        BadInputTest.Result changed = BadInputTest.run("golden", "check", approved.toString(), drawn.toString(), "--junit-xml", xml.toString());
        assertEquals(1, changed.status());
        assertTrue(changed.out().contains("text 'A title now' added"), changed.out());
        assertTrue(changed.out().contains("phases.png: differs"), changed.out());
        String html = Files.readString(report);
        assertTrue(html.contains("data:image/png;base64,") && html.contains("differ"), "expected, actual and diff images inline");
        String junit = Files.readString(xml);
        assertTrue(junit.contains("<testcase classname=\"golden.approved\" name=\"phases.svg\">") && junit.contains("failures=\"6\""), junit);

        BadInputTest.Result one = BadInputTest.run("golden", "update", approved.toString(), drawn.toString(), "--only", "phases.svg");
        assertEquals(0, one.status(), one.err());
        assertEquals(List.of("updated " + approved.resolve("phases.svg"), "wrote 1 golden file(s)"), one.out().strip().lines().toList());
        assertEquals(2, BadInputTest.run("golden", "update", approved.toString(), drawn.toString(), "--only", "nothing.svg").status());
        // A time budget is for comparing: refused on update, and at less than a second.
        BadInputTest.Result timedUpdate = BadInputTest.run("golden", "update", approved.toString(), drawn.toString(), "--max-seconds", "5");
        assertEquals(2, timedUpdate.status());
        assertEquals("error: --max-seconds goes with golden check", timedUpdate.err().strip());
        BadInputTest.Result none = BadInputTest.run("golden", "check", approved.toString(), drawn.toString(), "--max-seconds", "0");
        assertEquals(2, none.status());
        assertEquals("error: --max-seconds is at least 1, not 0", none.err().strip());
    }

    @Test
    void otherToolsRerunsMatchAndToleranceMayBeGivenAlone() {
        for (String tool : List.of("matplotlib", "gnuplot")) {
            BadInputTest.Result same = BadInputTest.run("golden", "check", TOOLS.resolve(tool + "/a").toString(), TOOLS.resolve(tool + "/b").toString(),
                    "--report", dir.resolve(tool + ".html").toString());
            assertEquals(0, same.status(), same.out() + same.err());
            assertTrue(same.out().contains("all 3 files match"), same.out());
        }
        BadInputTest.Result label = BadInputTest.run("golden", "check", TOOLS.resolve("matplotlib/a").toString(), TOOLS.resolve("matplotlib/label").toString(),
                "--report", dir.resolve("label.html").toString());
        assertEquals(1, label.status());
        assertTrue(label.out().contains("text 'throughput' became 'tokens/s'"), label.out());
        BadInputTest.Result rms = BadInputTest.run("golden", "check", TOOLS.resolve("matplotlib/a").toString(), TOOLS.resolve("matplotlib/label").toString(),
                "--report", dir.resolve("rms.html").toString(), "--max-rms", "25");
        assertTrue(rms.out().contains("line.png: differs") == false, "RMS 6.4 is within 25 alone: " + rms.out());
    }

    @Test
    void badArgumentsAreOneLineAndStatusTwo() throws IOException {
        Path file = Files.writeString(dir.resolve("figure.svg"), "<svg/>");
        Path empty1 = Files.createDirectories(dir.resolve("e1"));
        Path empty2 = Files.createDirectories(dir.resolve("e2"));
        BadInputTest.Result notDir = BadInputTest.run("golden", "check", file.toString(), dir.toString());
        assertEquals(2, notDir.status());
        assertEquals("error: EXPECTED_DIR " + file + " is a file; golden compares two directories of files (EXPECTED_DIR ACTUAL_DIR)", notDir.err().strip());
        BadInputTest.Result nothing = BadInputTest.run("golden", "check", empty1.toString(), empty2.toString());
        assertEquals(2, nothing.status());
        assertEquals("error: nothing to compare: neither " + empty1 + " nor " + empty2 + " holds a file", nothing.err().strip());
        assertEquals(2, BadInputTest.run("golden", "compare", dir.toString(), dir.toString()).status());
        assertEquals(2, BadInputTest.run("golden", "check", dir.resolve("none").toString(), dir.toString()).status());
        assertEquals(2, BadInputTest.run("golden", "check").status());
        assertEquals(2, BadInputTest.run("golden", "check", dir.toString(), dir.toString(), "--max-channel-delta", "300").status());
        assertEquals(2, BadInputTest.run("golden", "check", empty1.toString(), empty2.toString(), "--report", empty1.resolve("r.html").toString()).status());
    }

    /**
     * Hostile files, in a JVM of 256 MB: billion laughs, an external entity naming a local file, a PNG declaring
     * 100,000 × 100,000 pixels, a PDF whose page tree loops, and each kind truncated. Each is one line and status 1,
     * no stack trace, and no file outside the two directories is read.
     */
    @Test
    void hostileFilesAreOneLineEachWithinBoundedMemory() throws Exception {
        Path a = Files.createDirectories(dir.resolve("a"));
        Path b = Files.createDirectories(dir.resolve("b"));
        Path secret = Files.writeString(dir.resolve("secret.txt"), "SECRET-CONTENT");
        StringBuilder laughs = new StringBuilder("<?xml version=\"1.0\"?>\n<!DOCTYPE svg [\n <!ENTITY lol \"lol\">\n");
        for (int i = 1; i <= 9; i++) {
            laughs.append(" <!ENTITY lol").append(i).append(" \"").append(("&lol" + (i == 1 ? "" : i - 1) + ";").repeat(10)).append("\">\n");
        }
        laughs.append("]>\n<svg xmlns=\"http://www.w3.org/2000/svg\"><text>&lol9;</text></svg>\n");
        String xxe = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [ <!ENTITY xxe SYSTEM \"" + secret.toUri() + "\"> ]>\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\"><text>&xxe;</text></svg>\n";
        String parameter = "<?xml version=\"1.0\"?>\n<!DOCTYPE svg [ <!ENTITY % p SYSTEM \"" + secret.toUri() + "\"> %p; ]>\n"
                + "<svg xmlns=\"http://www.w3.org/2000/svg\"><image href=\"" + secret.toUri() + "\" width=\"9\" height=\"9\"/><text>x</text></svg>\n";
        String loop = "%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n2 0 obj << /Type /Pages /Kids [3 0 R] /Count 1 >> endobj\n"
                + "3 0 obj << /Type /Pages /Kids [2 0 R] /Count 1 /Parent 2 0 R >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n";
        byte[] png = Files.readAllBytes(TOOLS.resolve("matplotlib/a/line.png"));
        byte[] pdf = Files.readAllBytes(TOOLS.resolve("matplotlib/a/line.pdf"));
        byte[] svg = Files.readAllBytes(TOOLS.resolve("matplotlib/a/line.svg"));
        write(a, b, "laughs.svg", laughs.toString().getBytes(), "<svg xmlns=\"http://www.w3.org/2000/svg\"/>".getBytes());
        write(a, b, "xxe.svg", xxe.getBytes(), xxe.replace("xxe;</text>", "xxe;</text><rect/>").getBytes());
        write(a, b, "parameter.svg", parameter.getBytes(), parameter.replace("<text>x", "<text>y").getBytes());
        write(a, b, "huge.png", png, hugePng());
        write(a, b, "loop.pdf", pdf, loop.getBytes());
        write(a, b, "truncated.png", png, java.util.Arrays.copyOf(png, png.length / 2));
        write(a, b, "truncated.pdf", pdf, java.util.Arrays.copyOf(pdf, pdf.length / 2));
        write(a, b, "truncated.svg", svg, java.util.Arrays.copyOf(svg, svg.length / 2));
        write(a, b, "truncated.csv", "a,b\n1,2\n".getBytes(), "a,b\n1,\"2".getBytes());

        List<String> command = new ArrayList<>(List.of(Path.of(System.getProperty("java.home"), "bin", "java").toString(), "-Xmx256m",
                "-cp", System.getProperty("java.class.path"), "dev.figmark.cli.Figmark", "golden", "check", a.toString(), b.toString(),
                "--report", dir.resolve("report/report.html").toString()));
        Process process = new ProcessBuilder(command).redirectErrorStream(true).start();
        String output = new String(process.getInputStream().readAllBytes());
        assertTrue(process.waitFor(120, TimeUnit.SECONDS), "bounded time");
        assertEquals(1, process.exitValue(), output);
        assertFalse(output.contains("\tat ") || output.contains("Exception"), "no stack trace: " + output);
        assertFalse(output.contains("SECRET-CONTENT"), "the local file is never read: " + output);
        for (String expected : List.of("laughs.svg: differs\n  cannot be compared as SVG: the expected file: refused: entity &lol9; is not expanded",
                "xxe.svg: differs\n  cannot be compared as SVG: the expected file: refused: entity &xxe; is not expanded",
                "huge.png: differs\n  too large to compare: the actual PNG declares 100000 × 100000 pixels",
                "truncated.png: differs\n  cannot be compared as PNG: the actual PNG is truncated: its image data ends in row",
                "truncated.pdf: differs\n  cannot be compared as PDF: the actual file is not a PDF PDFBox can read",
                "truncated.svg: differs\n  cannot be compared as SVG: the actual file: not well-formed XML at line",
                "loop.pdf: differs", "parameter.svg: differs\n  text 'x' became 'y'",
                "truncated.csv: differs\n  the actual file ends inside a quoted cell", "9 of 9 files differ")) {
            assertTrue(output.contains(expected), expected + " in:\n" + output);
        }
        String html = Files.readString(dir.resolve("report/report.html"));
        assertFalse(html.contains("SECRET-CONTENT"));
    }

    private static void write(Path a, Path b, String name, byte[] expected, byte[] actual) throws IOException {
        Files.write(a.resolve(name), expected);
        Files.write(b.resolve(name), actual);
    }

    private static byte[] hugePng() throws IOException {
        java.io.ByteArrayOutputStream out = new java.io.ByteArrayOutputStream();
        out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
        java.nio.ByteBuffer header = java.nio.ByteBuffer.allocate(13).putInt(100_000).putInt(100_000).put((byte) 8).put((byte) 2);
        chunk(out, "IHDR", header.array());
        java.io.ByteArrayOutputStream data = new java.io.ByteArrayOutputStream();
        try (java.util.zip.DeflaterOutputStream z = new java.util.zip.DeflaterOutputStream(data)) {
            z.write(new byte[100_000]);
        }
        chunk(out, "IDAT", data.toByteArray());
        chunk(out, "IEND", new byte[0]);
        return out.toByteArray();
    }

    private static void chunk(java.io.ByteArrayOutputStream out, String type, byte[] body) throws IOException {
        java.util.zip.CRC32 crc = new java.util.zip.CRC32();
        crc.update(type.getBytes());
        crc.update(body);
        out.write(java.nio.ByteBuffer.allocate(4).putInt(body.length).array());
        out.write(type.getBytes());
        out.write(body);
        out.write(java.nio.ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }

    @Test
    void aFileNameWithANewlineOrAnEscapeIsPrintedAsEscapesNeverRaw() throws Exception {
        Path approved = Files.createDirectories(dir.resolve("approved"));
        Path drawn = Files.createDirectories(dir.resolve("drawn"));
        for (String name : new String[] {"bad\u001b[31mred.csv", "new\nline.csv"}) {
            Files.writeString(approved.resolve(name), "a,b\n1,2\n");
            Files.writeString(drawn.resolve(name), "a,b\n1,3\n");
        }
        BadInputTest.Result r = BadInputTest.run("golden", "check", approved.toString(), drawn.toString());
        assertEquals(1, r.status());
        assertTrue(r.out().contains("bad\\e[31mred.csv: differs") && r.out().contains("new\\nline.csv: differs"), r.out());
        assertFalse(r.out().chars().anyMatch(c -> c == 0x1b), "no escape character reaches the terminal");
        assertFalse(r.out().lines().anyMatch(l -> l.equals("line.csv: differs")), "no name split over two lines");
    }
}
