package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * PngSuite, the PNG conformance suite: each of its 161 valid files decodes to the pixels libpng gives (8-bit RGBA,
 * 16-bit samples cut to their high byte, kept as {@code pngsuite/pixels.tsv} by {@code pngsuite/make.sh}), and each
 * of its 14 damaged files is refused in one line.
 */
class PngSuiteTest {

    static final Path SUITE = Path.of("src/test/resources/pngsuite");

    @Test
    void everyFileDecodesAsLibpngDecodesItAndEveryDamagedOneIsRefused() throws Exception {
        List<String> lines = Files.readAllLines(SUITE.resolve("pixels.tsv"));
        List<String> wrong = new ArrayList<>();
        int valid = 0;
        int damaged = 0;
        for (String line : lines.subList(1, lines.size())) {
            String[] cell = line.split("\t");
            byte[] png = Files.readAllBytes(SUITE.resolve("png").resolve(cell[0]));
            if (cell[3].equals("refused")) {
                damaged++;
                try {
                    rgba(png);
                    wrong.add(cell[0] + ": damaged, read as a picture");
                } catch (IOException e) {
                    if (e.getMessage() == null || e.getMessage().contains("\n") || !e.getMessage().startsWith("the expected")) {
                        wrong.add(cell[0] + ": refused in more than one line, or without naming the file: " + e.getMessage());
                    }
                }
                continue;
            }
            valid++;
            try {
                byte[] pixels = rgba(png);
                String sha = HexFormat.of().formatHex(MessageDigest.getInstance("SHA-256").digest(pixels));
                if (!sha.equals(cell[3])) {
                    wrong.add(cell[0] + ": pixels differ from libpng's");
                }
            } catch (IOException e) {
                wrong.add(cell[0] + ": " + e.getMessage());
            }
        }
        assertEquals(161, valid);
        assertEquals(14, damaged);
        assertEquals(List.of(), wrong, wrong.size() + " of 175 files");
    }

    @Test
    void interlacedFilesEqualTheirTwins() throws IOException {
        List<String> checked = new ArrayList<>();
        try (var files = Files.list(SUITE.resolve("png"))) {
            for (Path f : files.filter(p -> p.getFileName().toString().startsWith("basi")).sorted().toList()) {
                Path twin = f.resolveSibling(f.getFileName().toString().replace("basi", "basn"));
                assertEquals(HexFormat.of().formatHex(rgba(Files.readAllBytes(twin))), HexFormat.of().formatHex(rgba(Files.readAllBytes(f))),
                        f.getFileName() + " against " + twin.getFileName());
                checked.add(f.getFileName().toString());
            }
        }
        assertEquals(15, checked.size(), "PngSuite's interlaced basic files: " + checked);
    }

    @Test
    void aCrcThatDoesNotMatchNamesTheChunk() throws IOException {
        IOException e = assertThrows(IOException.class, () -> rgba(Files.readAllBytes(SUITE.resolve("png/xcsn0g01.png"))));
        assertTrue(e.getMessage().contains("IDAT") && e.getMessage().contains("CRC"), e.getMessage());
    }

    @Test
    void twoEqualDamagedFilesAreNoMatchAndAddingTransparencyIsAChange() throws IOException {
        byte[] damaged = Files.readAllBytes(SUITE.resolve("png/xhdn0g08.png"));
        Difference same = new Comparator(Tolerance.EXACT).compare("x.png", damaged, damaged.clone());
        assertTrue(!same.matches() && same.changes().get(0).contains("CRC"), same.changes().toString());
        // tbrn2c08 (RGB with a transparent colour) against itself without its tRNS chunk: the same samples, opaque.
        byte[] transparent = Files.readAllBytes(SUITE.resolve("png/tbrn2c08.png"));
        int at = new String(transparent, java.nio.charset.StandardCharsets.ISO_8859_1).indexOf("tRNS") - 4;
        int length = java.nio.ByteBuffer.wrap(transparent, at, 4).getInt() + 12;
        byte[] opaque = new byte[transparent.length - length];
        System.arraycopy(transparent, 0, opaque, 0, at);
        System.arraycopy(transparent, at + length, opaque, at, transparent.length - at - length);
        Difference transparency = new Comparator(Tolerance.EXACT).compare("t.png", opaque, transparent);
        assertTrue(!transparency.matches(), "tRNS added to an RGB picture: " + transparency.changes());
    }

    /** The picture as 8-bit RGBA bytes, row by row. */
    static byte[] rgba(byte[] png) throws IOException {
        PngPicture p = PngPicture.read(png, "expected");
        int w = p.width();
        byte[] out = new byte[Math.multiplyExact(Math.multiplyExact(w, p.height()), 4)];
        int[] row = new int[w];
        for (int y = 0, at = 0; y < p.height(); y++) {
            p.nextRow(row);
            for (int x = 0; x < w; x++) {
                int c = row[x];
                out[at++] = (byte) (c >> 16);
                out[at++] = (byte) (c >> 8);
                out[at++] = (byte) c;
                out[at++] = (byte) (c >>> 24);
            }
        }
        return out;
    }
}
