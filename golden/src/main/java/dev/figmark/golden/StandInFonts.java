package dev.figmark.golden;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.util.Set;
import java.util.TreeSet;
import org.apache.fontbox.FontBoxFont;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;
import org.apache.pdfbox.pdmodel.font.CIDFontMapping;
import org.apache.pdfbox.pdmodel.font.FontMapper;
import org.apache.pdfbox.pdmodel.font.FontMapping;
import org.apache.pdfbox.pdmodel.font.FontMappers;
import org.apache.pdfbox.pdmodel.font.PDCIDSystemInfo;
import org.apache.pdfbox.pdmodel.font.PDFontDescriptor;

/**
 * The one font a PDF's fonts that are not embedded are drawn in: the Liberation Sans PDFBox carries, on every machine.
 * PDFBox would look for them among the machine's fonts (and cache that search in the home directory), so the same
 * two files drew differently on two machines. The fonts stood in for are caught on the comparing thread and named in
 * the verdict.
 */
final class StandInFonts implements FontMapper {

    private static final String LIBERATION = "/org/apache/pdfbox/resources/ttf/LiberationSans-Regular.ttf";
    private static final ThreadLocal<Set<String>> CAUGHT = new ThreadLocal<>();
    private static volatile TrueTypeFont font;

    private StandInFonts() {
    }

    /** Has PDFBox draw every font not embedded in the stand-in; once for the process. */
    static synchronized void install() {
        if (!(FontMappers.instance() instanceof StandInFonts)) {
            FontMappers.set(new StandInFonts());
        }
    }

    /** Starts catching the fonts stood in for on this thread; {@link #stop()} names them. */
    static void start() {
        CAUGHT.set(new TreeSet<>());
    }

    /** The fonts stood in for since {@link #start()}, by name, and stops catching. */
    static Set<String> stop() {
        Set<String> caught = CAUGHT.get();
        CAUGHT.remove();
        return caught == null ? Set.of() : caught;
    }

    private static TrueTypeFont font(String standingFor) {
        Set<String> caught = CAUGHT.get();
        if (caught != null && standingFor != null) {
            caught.add(standingFor);
        }
        if (font == null) {
            synchronized (StandInFonts.class) {
                if (font == null) {
                    try (InputStream in = StandInFonts.class.getResourceAsStream(LIBERATION)) {
                        font = new TTFParser().parse(new RandomAccessReadBuffer(in));
                    } catch (IOException e) {
                        throw new UncheckedIOException(e);
                    }
                }
            }
        }
        return font;
    }

    @Override
    public FontMapping<TrueTypeFont> getTrueTypeFont(String baseFont, PDFontDescriptor descriptor) {
        return new FontMapping<>(font(baseFont), true);
    }

    @Override
    public FontMapping<FontBoxFont> getFontBoxFont(String baseFont, PDFontDescriptor descriptor) {
        return new FontMapping<>(font(baseFont), true);
    }

    @Override
    public CIDFontMapping getCIDFont(String baseFont, PDFontDescriptor descriptor, PDCIDSystemInfo systemInfo) {
        return new CIDFontMapping(null, font(baseFont), true);
    }
}
