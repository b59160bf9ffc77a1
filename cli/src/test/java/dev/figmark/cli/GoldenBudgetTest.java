package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import java.util.zip.DeflaterOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every file on its own budget: under -Xmx256m, a PNG whose rows are 2,000,000 pixels wide, one 1 × 200,000,000, an
 * SVG of 600,000 elements, a CSV of 3,000,000 rows, 60 MB of text on one line and an A0 PDF page are each reported on
 * their own (too large to compare, or, CSV and text, streamed past and their changes named), beside a small figure that differs; the check exits 1 and
 * still writes its report and its JUnit XML.
 */
class GoldenBudgetTest {

    @TempDir
    Path dir;

    @Test
    void oneHugeFileNeverSinksTheRun() throws Exception {
        Path expected = Files.createDirectories(dir.resolve("expected"));
        Path actual = Files.createDirectories(dir.resolve("actual"));
        for (Path side : List.of(expected, actual)) {
            boolean drawn = side == actual;
            png(side.resolve("wide.png"), 2_000_000, 1, drawn);
            png(side.resolve("tall.png"), 1, 200_000_000, drawn);
            png(side.resolve("small.png"), 40, 30, drawn);
            StringBuilder svg = new StringBuilder("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'>");
            svg.append("<g/>".repeat(600_000)).append(drawn ? "<rect width='1' height='1'/>" : "").append("</svg>");
            Files.writeString(side.resolve("many.svg"), svg);
            try (var out = new java.io.BufferedWriter(Files.newBufferedWriter(side.resolve("rows.csv")))) {
                out.write("a,b\n");
                for (int i = 0; i < 3_000_000; i++) {
                    out.write(i + "," + (drawn && i == 2_999_999 ? 1 : 0) + "\n");
                }
            }
            byte[] line = "x".repeat(1 << 20).getBytes();
            try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(side.resolve("text.txt")))) {
                for (int i = 0; i < 60; i++) {
                    out.write(line);
                }
                out.write(drawn ? 'y' : 'x');
            }
            try (var doc = new org.apache.pdfbox.pdmodel.PDDocument()) {
                var page = new org.apache.pdfbox.pdmodel.PDPage(org.apache.pdfbox.pdmodel.common.PDRectangle.A0);
                doc.addPage(page);
                try (var content = new org.apache.pdfbox.pdmodel.PDPageContentStream(doc, page)) {
                    content.addRect(100, 100, drawn ? 300 : 200, 200);
                    content.fill();
                }
                doc.save(side.resolve("a0.pdf").toFile());
            }
        }
        Path junit = dir.resolve("junit.xml");
        Path report = dir.resolve("report.html");
        Process p = new ProcessBuilder("java", "-Xmx256m", "-cp", System.getProperty("java.class.path"), "dev.figmark.cli.Figmark", "golden", "check",
                expected.toString(), actual.toString(), "--report", report.toString(), "--junit-xml", junit.toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("out.log").toFile()).start();
        assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the check ended");
        String out = Files.readString(dir.resolve("out.log"));
        assertEquals(1, p.exitValue(), out);
        assertTrue(!out.contains("Java heap space") && !out.contains("\tat "), out);
        String xml = Files.readString(junit);
        for (String name : List.of("wide.png", "tall.png", "small.png", "many.svg", "rows.csv", "text.txt", "a0.pdf")) {
            assertTrue(xml.contains(name), name + " in the JUnit XML");
            assertTrue(out.contains(name), name + " reported: " + out);
        }
        assertTrue(out.contains("too large to compare: the expected PNG's rows are 2000000 pixels wide"), out);
        assertTrue(out.contains("too large to compare: the expected SVG has more than 500000 elements"), out);
        // CSV and text stream past in bounded memory, whatever their size: the changed cell and line are named.
        assertTrue(out.contains("rows.csv: differs\n  row 3000000, column b: 0 → 1"), out);
        assertTrue(out.contains("text.txt: differs\n  line 1: differs after its first 4096 characters (a row of 62914561 characters)"), out);
        assertTrue(Files.size(report) > 0);

        // And in time: the 200-million-row picture takes seconds; given one, it is its own failure and the rest goes on.
        Process timed = new ProcessBuilder("java", "-Xmx256m", "-cp", System.getProperty("java.class.path"), "dev.figmark.cli.Figmark", "golden", "check",
                expected.toString(), actual.toString(), "--max-seconds", "1", "--report", dir.resolve("timed.html").toString())
                .redirectErrorStream(true).redirectOutput(dir.resolve("timed.log").toFile()).start();
        assertTrue(timed.waitFor(120, TimeUnit.SECONDS), "the timed check ended");
        String said = Files.readString(dir.resolve("timed.log"));
        assertEquals(1, timed.exitValue(), said);
        assertTrue(said.contains("tall.png: differs\n  too large to compare: its comparison took more than 1 s (--max-seconds)"), said);
        assertTrue(said.contains("small.png: differs"), said);
    }

    /** A grey PNG, all black, or (drawn) with its first pixel white. */
    private static void png(Path file, int width, int height, boolean drawn) throws IOException {
        ByteArrayOutputStream data = new ByteArrayOutputStream();
        Deflater deflater = new Deflater(1);
        try (DeflaterOutputStream z = new DeflaterOutputStream(data, deflater, 1 << 16)) {
            byte[] row = new byte[width + 1];
            byte[] first = row.clone();
            first[1] = (byte) (drawn ? 255 : 0);
            z.write(first);
            for (int y = 1; y < height; y++) {
                z.write(row);
            }
        }
        deflater.end();
        try (OutputStream out = Files.newOutputStream(file)) {
            out.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
            java.nio.ByteBuffer ihdr = java.nio.ByteBuffer.allocate(13).putInt(width).putInt(height).put((byte) 8).put((byte) 0).put((byte) 0)
                    .put((byte) 0).put((byte) 0);
            chunk(out, "IHDR", ihdr.array());
            chunk(out, "IDAT", data.toByteArray());
            chunk(out, "IEND", new byte[0]);
        }
    }

    private static void chunk(OutputStream out, String type, byte[] body) throws IOException {
        byte[] kind = type.getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
        out.write(java.nio.ByteBuffer.allocate(4).putInt(body.length).array());
        out.write(kind);
        out.write(body);
        CRC32 crc = new CRC32();
        crc.update(kind);
        crc.update(body);
        out.write(java.nio.ByteBuffer.allocate(4).putInt((int) crc.getValue()).array());
    }
}
