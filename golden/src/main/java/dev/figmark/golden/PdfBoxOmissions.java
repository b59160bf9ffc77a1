package dev.figmark.golden;

import java.util.ArrayList;
import java.util.List;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;

/**
 * What PDFBox says it left out while it draws or reads a page (a form nested deeper than it follows, a stream it
 * cannot decode), caught on the thread that compares: PDFBox tells it only to its log, and a page drawn without part
 * of itself must never pass as a match. Records reach this handler whatever else the log does with them.
 */
final class PdfBoxOmissions {

    /** The loggers PDFBox writes through commons-logging to java.util.logging: held, as the JDK holds them weakly. */
    private static final Logger PDFBOX = Logger.getLogger("org.apache.pdfbox");
    private static final ThreadLocal<List<String>> CAUGHT = new ThreadLocal<>();

    static {
        PDFBOX.addHandler(new Handler() {
            @Override
            public void publish(LogRecord record) {
                List<String> caught = CAUGHT.get();
                if (caught != null && record.getLevel().intValue() >= Level.SEVERE.intValue() && record.getMessage() != null) {
                    String message = record.getMessage().replaceAll("\\s+", " ").strip();
                    if (!caught.contains(message)) {
                        caught.add(message);
                    }
                }
            }

            @Override
            public void flush() {
            }

            @Override
            public void close() {
            }
        });
    }

    private PdfBoxOmissions() {
    }

    /** Starts catching on this thread; {@link #stop()} gives what was caught. */
    static void start() {
        CAUGHT.set(new ArrayList<>());
    }

    /** What PDFBox said it left out since {@link #start()}, a line each, and stops catching. */
    static List<String> stop() {
        List<String> caught = CAUGHT.get();
        CAUGHT.remove();
        return caught == null ? List.of() : caught;
    }
}
