package dev.figmark.text;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

/**
 * Papers' fonts from Debian's packages (fonts-linuxlibertine, fonts-texgyre, fonts-lmodern), all OpenType with CFF
 * outlines; {@code .ci/run} installs them. A test that uses one fails, naming the package, when it is missing.
 */
public final class PaperFonts {

    public static final Path LIBERTINE = Path.of("/usr/share/fonts/opentype/linux-libertine/LinLibertine_R.otf");
    public static final Path LIBERTINE_ITALIC = Path.of("/usr/share/fonts/opentype/linux-libertine/LinLibertine_I.otf");
    public static final Path TERMES = Path.of("/usr/share/texmf/fonts/opentype/public/tex-gyre/texgyretermes-regular.otf");
    public static final Path LATIN_MODERN = Path.of("/usr/share/texmf/fonts/opentype/public/lm/lmroman10-regular.otf");
    public static final List<Path> ALL = List.of(LIBERTINE, TERMES, LATIN_MODERN);

    private PaperFonts() {
    }

    /** The font, or an error that names the Debian package to install. */
    public static Path require(Path font) {
        if (!Files.isRegularFile(font)) {
            throw new AssertionError(font + " is missing: apt-get install fonts-linuxlibertine fonts-texgyre fonts-lmodern (.ci/run does)");
        }
        return font;
    }
}
