package dev.figmark.cli;

import java.util.List;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import org.apache.commons.logging.Log;
import org.apache.commons.logging.LogFactory;
import org.apache.commons.logging.impl.NoOpLog;

/**
 * What the libraries are told before the command runs. Each of these spares a short run a search it would make of
 * every jar on the class path for a class or file that is not there (bench/README.md, 2026-12-03).
 */
final class StartUp {

    /** The commands that read PDFs, where PDFBox's warnings about the file read matter (golden check counts them). */
    private static final Set<String> READING_PDFS = Set.of("golden", "lint");

    /** Libraries whose warnings are not the user's: held here, as java.util.logging keeps its loggers weakly. */
    private static List<Logger> quieted;

    private StartUp() {
    }

    /** Sets up the libraries' logging and picocli for the command line {@code args}. */
    static void prepare(String[] args) {
        quietLibraries(args);
        sparePicocliItsSearches();
    }

    /**
     * PDFBox logs through commons-logging. Where figmark only writes PDFs, PDFBox has nothing to tell the user: it logs
     * nowhere, through a factory registered ahead of commons-logging's discovery (which reads the class path for its
     * configuration file before it reads any setting), and java.util.logging is not started (its start-up searches the
     * class path for a logger finder). Where figmark reads PDFs, PDFBox's warnings about the file (a damaged xref, a
     * font it substitutes, a form nested too deep) go through java.util.logging: golden check says what matters of them
     * in its own line, and {@code --verbose} shows them as they are, here and on every command.
     */
    private static void quietLibraries(String[] args) {
        boolean verbose = List.of(args).contains("--verbose");
        // A factory the user named (-Dorg.apache.commons.logging.LogFactory=...) is theirs to keep.
        boolean named = System.getProperty("org.apache.commons.logging.LogFactory") != null;
        if (!named && !verbose && !READING_PDFS.contains(Figmark.command(args))) {
            Silent.register(Thread.currentThread().getContextClassLoader());
            return;
        }
        if (!named) {
            // Naming the factory and the logger spares the search of the class path for Log4j and SLF4J.
            System.setProperty("org.apache.commons.logging.LogFactory", "org.apache.commons.logging.impl.LogFactoryImpl");
            System.setProperty("org.apache.commons.logging.Log", "org.apache.commons.logging.impl.Jdk14Logger");
        }
        quieted = List.of(Logger.getLogger("org.apache.pdfbox"), Logger.getLogger("org.apache.fontbox"));
        for (Logger quiet : quieted) {
            quiet.setLevel(Level.SEVERE);
            quiet.setUseParentHandlers(verbose);
        }
    }

    /**
     * Two of picocli's own switches for what figmark never uses: Groovy closures in annotations (looking for Groovy
     * opens every jar on the class path, as no class answers) and type converters for java.time and java.sql (their
     * classes initialized at every start).
     */
    private static void sparePicocliItsSearches() {
        if (System.getProperty("picocli.disable.closures") == null) {
            System.setProperty("picocli.disable.closures", "true");
        }
        if (System.getProperty("picocli.converters.excludes") == null) {
            System.setProperty("picocli.converters.excludes", "java\\.(sql|time)\\..*");
        }
    }

    /** The log factory of a run that only writes PDFs: every library's log is commons-logging's no-op log. */
    static final class Silent extends LogFactory {
        private static final Log NOTHING = new NoOpLog();

        /** Makes this the factory commons-logging finds for {@code loader}, the class loader PDFBox logs from. */
        static void register(ClassLoader loader) {
            // factories is commons-logging's cache of the factory found for each class loader, open to subclasses.
            if (loader != null) {
                factories.put(loader, new Silent());
            } else {
                nullClassLoaderFactory = new Silent();
            }
        }

        @Override
        public Object getAttribute(String name) {
            return null;
        }

        @Override
        public String[] getAttributeNames() {
            return new String[0];
        }

        @Override
        public Log getInstance(Class<?> clazz) {
            return NOTHING;
        }

        @Override
        public Log getInstance(String name) {
            return NOTHING;
        }

        @Override
        public void release() {
        }

        @Override
        public void removeAttribute(String name) {
        }

        @Override
        public void setAttribute(String name, Object value) {
        }
    }
}
