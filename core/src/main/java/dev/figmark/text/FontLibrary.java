package dev.figmark.text;

import dev.figmark.scene.FontFace;
import dev.figmark.scene.FontFamily;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileVisitOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;

/**
 * Finds a figure's fonts: {@code sans} and {@code serif} are the bundled Liberation families; a family name is looked up
 * in the font directories given and the system's (fonts and TeX's OpenType fonts); font files name the faces directly.
 * Each face is told apart by its own tables (weight and slant), not by its file name.
 */
public final class FontLibrary {

    /** Where fonts are installed, after the directories the user gives. */
    public static final List<String> SYSTEM_DIRS = List.of("/usr/share/fonts", "/usr/local/share/fonts", "~/.local/share/fonts", "~/.fonts",
            "/usr/share/texmf/fonts/opentype", "/usr/share/texlive/texmf-dist/fonts/opentype", "/Library/Fonts", "/System/Library/Fonts",
            "~/Library/Fonts", "C:\\Windows\\Fonts");
    /** The design size text faces are cut for, in points: among optical sizes, the one nearest is taken. */
    static final int TEXT_DESIGN_SIZE = 10;
    /** Directories deeper than this below a font directory are not searched. */
    static final int MAX_DEPTH = 8;

    private FontLibrary() {
    }

    /** What a font file says of itself: its family names (ID 1 and 16), and whether it is bold and italic. */
    record Described(Path file, String family, String typographicFamily, boolean bold, boolean italic, boolean serif, int designSize) {
        boolean named(String name) {
            return name.equalsIgnoreCase(family) || name.equalsIgnoreCase(typographicFamily);
        }
    }

    /**
     * The family for a {@code --font} value: {@code sans}, {@code serif}, a family name, or font files separated by
     * commas (one to four faces; a missing bold or italic is the regular face, and said so).
     *
     * @param value    the option's value
     * @param dirs     font directories to search first
     * @param warnings where a face that stands in for a missing one is said
     * @return the family, registered so its texts may turn italic
     * @throws IOException naming the family or file that cannot be used
     */
    public static FontFamily family(String value, List<Path> dirs, java.util.function.Consumer<String> warnings) throws IOException {
        String v = value.strip();
        switch (v.toLowerCase(Locale.ROOT)) {
            case "sans", "sans-serif" -> {
                return FontFamily.SANS;
            }
            case "serif" -> {
                return FontFamily.SERIF;
            }
            default -> { }
        }
        List<Described> faces = new ArrayList<>();
        if (namesFiles(v)) {
            for (String part : v.split(",")) {
                Path file = Path.of(part.strip());
                if (!Files.isRegularFile(file)) {
                    throw new IOException("font file " + file + ": no such file");
                }
                faces.add(describe(file));
            }
        } else {
            for (Path dir : searched(dirs)) {
                for (Path file : fontFiles(dir)) {
                    try {
                        Described d = describe(file);
                        if (d.named(v)) {
                            faces.add(d);
                        }
                    } catch (IOException | RuntimeException e) {
                        // A broken file in a font directory is not the user's font: passed over.
                    }
                }
            }
            if (faces.isEmpty()) {
                throw new IOException("no font of the family '" + v + "' in " + String.join(", ", searched(dirs).stream().map(Path::toString).toList())
                        + "; give --font-dir, or the font files");
            }
        }
        return assemble(v, faces, warnings);
    }

    /** Whether a {@code --font} value names font files (one, or several separated by commas) rather than a family. */
    public static boolean namesFiles(String value) {
        String lower = value.strip().toLowerCase(Locale.ROOT);
        return lower.endsWith(".ttf") || lower.endsWith(".otf") || lower.contains(".ttf,") || lower.contains(".otf,");
    }

    private static FontFamily assemble(String name, List<Described> faces, java.util.function.Consumer<String> warnings) throws IOException {
        // The same style twice (optical sizes, older versions): the file whose own family name is the one asked for,
        // then the design size nearest to text's 10 pt (Latin Modern's 10, not its 5), then the shortest path, then by
        // name, so every machine with the same files picks the same.
        faces.sort(Comparator.comparing((Described d) -> !d.family().equalsIgnoreCase(name))
                .thenComparing(d -> Math.abs(d.designSize() - TEXT_DESIGN_SIZE)).thenComparing(d -> d.file().toString().length())
                .thenComparing(d -> d.file().toString()));
        FontFace[] styles = new FontFace[4];
        for (Described d : faces) {
            int k = (d.bold() ? 1 : 0) + (d.italic() ? 2 : 0);
            if (styles[k] == null) {
                styles[k] = FontFace.file(d.file(), d.typographicFamily().isEmpty() ? d.family() : d.typographicFamily(), d.serif(), d.bold(), d.italic());
            }
        }
        if (styles[0] == null) {
            throw new IOException("the fonts of '" + name + "' have no regular face (found " + faces.size() + " other)");
        }
        String[] names = {"regular", "bold", "italic", "bold italic"};
        for (int k = 1; k < 4; k++) {
            if (styles[k] == null) {
                styles[k] = k == 3 && styles[1] != null ? styles[1] : styles[0];
                warnings.accept("warning: " + styles[0].family() + " has no " + names[k] + " face; " + styles[k] + " stands in for it");
            }
        }
        FontFamily family = new FontFamily(styles[0], styles[1], styles[2], styles[3]);
        FontFamily.register(family);
        return family;
    }

    private static List<Path> searched(List<Path> dirs) {
        List<Path> out = new ArrayList<>(dirs);
        String home = System.getProperty("user.home", "");
        for (String dir : SYSTEM_DIRS) {
            Path p = Path.of(dir.startsWith("~") ? home + dir.substring(1) : dir);
            if (Files.isDirectory(p)) {
                out.add(p);
            }
        }
        return out;
    }

    private static List<Path> fontFiles(Path dir) throws IOException {
        if (!Files.isDirectory(dir)) {
            throw new IOException("font directory " + dir + ": no such directory");
        }
        try (Stream<Path> walk = Files.walk(dir, MAX_DEPTH, EnumSet.noneOf(FileVisitOption.class).toArray(FileVisitOption[]::new))) {
            return walk.filter(p -> {
                String n = p.getFileName().toString().toLowerCase(Locale.ROOT);
                return (n.endsWith(".ttf") || n.endsWith(".otf")) && Files.isRegularFile(p);
            }).sorted().toList();
        }
    }

    /** Reads a font's name table and style bits, without reading its outlines. */
    static Described describe(Path file) throws IOException {
        try (FileChannel ch = FileChannel.open(file, StandardOpenOption.READ)) {
            ByteBuffer header = read(ch, 0, 12);
            int tables = header.getShort(4) & 0xffff;
            int tag = header.getInt(0);
            if (!FontFiles.isFont(tag)) {
                throw new IOException(file + ": not a TrueType or OpenType font");
            }
            ByteBuffer dir = read(ch, 12, 16 * tables);
            ByteBuffer name = null;
            ByteBuffer head = null;
            ByteBuffer os2 = null;
            for (int i = 0; i < tables; i++) {
                String t = new String(new byte[] {dir.get(16 * i), dir.get(16 * i + 1), dir.get(16 * i + 2), dir.get(16 * i + 3)}, StandardCharsets.ISO_8859_1);
                long offset = dir.getInt(16 * i + 8) & 0xffffffffL;
                int length = dir.getInt(16 * i + 12);
                if (length < 0 || length > (4 << 20)) {
                    continue;
                }
                switch (t) {
                    case "name" -> name = read(ch, offset, length);
                    case "head" -> head = read(ch, offset, length);
                    case "OS/2" -> os2 = read(ch, offset, length);
                    default -> { }
                }
            }
            if (name == null || head == null) {
                throw new IOException(file + ": a font without a name or head table");
            }
            int macStyle = head.getShort(44) & 0xffff;
            int weight = os2 != null && os2.capacity() >= 6 ? os2.getShort(4) & 0xffff : 400;
            boolean bold = (macStyle & 1) != 0 || weight >= 600;
            boolean italic = (macStyle & 2) != 0 || os2 != null && os2.capacity() >= 64 && (os2.getShort(62) & 1) != 0;
            // The sans-serif classes of OS/2's IBM family (8) and Panose's serif style (11 to 13); anything else a serif.
            boolean sans = os2 != null && os2.capacity() >= 42 && ((os2.getShort(30) >> 8) == 8 || os2.get(33) >= 11 && os2.get(33) <= 13);
            String family = nameOf(name, 1);
            String typographic = nameOf(name, 16);
            if (family.isEmpty()) {
                throw new IOException(file + ": a font without a family name");
            }
            // An optical size names its design size first in its subfamily ("10 Regular"); other faces have none.
            java.util.regex.Matcher size = java.util.regex.Pattern.compile("^(\\d+)\\s").matcher(nameOf(name, 17));
            int designSize = size.find() ? Integer.parseInt(size.group(1)) : TEXT_DESIGN_SIZE;
            return new Described(file, family, typographic, bold, italic, !sans, designSize);
        }
    }

    private static ByteBuffer read(FileChannel ch, long offset, int length) throws IOException {
        if (offset < 0 || offset + length > ch.size()) {
            throw new IOException("a table beyond the end of the file");
        }
        ByteBuffer b = ByteBuffer.allocate(length);
        while (b.hasRemaining() && ch.read(b, offset + b.position()) > 0) {
            // read on
        }
        return b.flip();
    }

    /** A name of the table: Windows Unicode first, then Macintosh Roman; empty when the font has none. */
    private static String nameOf(ByteBuffer name, int id) {
        int count = name.getShort(2) & 0xffff;
        int strings = name.getShort(4) & 0xffff;
        String mac = "";
        for (int i = 0; i < count && 6 + 12 * i + 12 <= name.capacity(); i++) {
            int at = 6 + 12 * i;
            int platform = name.getShort(at) & 0xffff;
            int nameId = name.getShort(at + 6) & 0xffff;
            int length = name.getShort(at + 8) & 0xffff;
            int offset = strings + (name.getShort(at + 10) & 0xffff);
            if (nameId != id || offset + length > name.capacity()) {
                continue;
            }
            byte[] bytes = new byte[length];
            name.get(offset, bytes);
            if (platform == 3 || platform == 0) {
                return new String(bytes, StandardCharsets.UTF_16BE).strip();
            }
            if (platform == 1 && mac.isEmpty()) {
                mac = new String(bytes, StandardCharsets.ISO_8859_1).strip();
            }
        }
        return mac;
    }
}
