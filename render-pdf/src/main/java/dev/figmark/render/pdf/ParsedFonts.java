package dev.figmark.render.pdf;

import dev.figmark.scene.FontFace;
import dev.figmark.text.FontMetrics;
import java.io.IOException;
import java.util.Map;
import java.util.Queue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.apache.fontbox.ttf.TTFParser;
import org.apache.fontbox.ttf.TrueTypeFont;
import org.apache.pdfbox.io.RandomAccessReadBuffer;

/**
 * Parsed TrueType fonts, lent to one document at a time: parsing a 400 KB font file is a good part of a figure's PDF,
 * and FontBox's font is not to be used by two threads at once. A font given back is lent again, to any thread; the
 * subsets written are the same whichever parse a document borrows.
 */
final class ParsedFonts {

    private static final Map<FontFace, Queue<TrueTypeFont>> IDLE = new ConcurrentHashMap<>();

    private ParsedFonts() {
    }

    /** A parsed font of the face for one document, to be given back when the document is saved. */
    static TrueTypeFont borrow(FontFace face) throws IOException {
        TrueTypeFont font = idle(face).poll();
        return font != null ? font : parse(face);
    }

    /** Gives back a borrowed font once the document that used it is written. */
    static void giveBack(FontFace face, TrueTypeFont font) {
        idle(face).offer(font);
    }

    /** Parses a font of the face ahead of the first document, unless one is ready. */
    static void prepare(FontFace face) throws IOException {
        if (idle(face).isEmpty()) {
            giveBack(face, parse(face));
        }
    }

    private static Queue<TrueTypeFont> idle(FontFace face) {
        return IDLE.computeIfAbsent(face, f -> new ConcurrentLinkedQueue<>());
    }

    private static TrueTypeFont parse(FontFace face) throws IOException {
        return new TTFParser().parse(new RandomAccessReadBuffer(FontMetrics.of(face).bytes()));
    }
}
