package dev.figmark.model;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.File;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.Diagnostic;
import javax.tools.DiagnosticCollector;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Every exported type and member of the model and the formats is documented, as doclint's "missing" group asks, save
 * one thing: a record's compact constructor says why it exists in a line and does not repeat each component's
 * {@code @param}, which the record gives once (and the schema takes from there). The build runs doclint without
 * that group on these packages (javac 17 cannot be told to spare compact constructors alone); this test runs it.
 */
public class DocumentedTest {

    private static final List<String> PACKAGES = List.of("dev/figmark/model", "dev/figmark/format");

    /** A compact canonical constructor's line: a type's name and its body's brace, no parameters. */
    private static final Pattern COMPACT = Pattern.compile("\\s*(?:public\\s+)?[A-Z]\\w*\\s*\\{\\s*");

    @Test
    void everyExportedTypeAndMemberIsDocumentedAndCompactConstructorsNeedNoParams(@TempDir Path out) throws IOException {
        List<String> found = missing(Path.of("src/main/java"), out);
        assertEquals(List.of(), found, "document these in the source, or give their record's @param");
    }

    @Test
    void theCheckFindsMissingCommentsParamsAndReturnsButSparesACompactConstructor(@TempDir Path dir) throws IOException {
        Path sources = dir.resolve("src");
        Path model = Files.createDirectories(sources.resolve("dev/figmark/model"));
        Files.writeString(model.resolve("Sample.java"), """
                package dev.figmark.model;

                /**
                 * A sample.
                 *
                 * @param a the first
                 * @param b the second
                 */
                public record Sample(int a, int b) {

                    /** Checks that a is positive. */
                    public Sample {
                        if (a < 0) {
                            throw new IllegalArgumentException();
                        }
                    }

                    public int twice() {
                        return 2 * a;
                    }

                    /** A times k. */
                    public int times(int k) {
                        return k * a;
                    }
                }
                """);
        List<String> found = missing(sources, dir.resolve("out"));
        assertEquals(3, found.size(), found.toString());
        assertTrue(found.get(0).contains("Sample.java:18") && found.get(0).contains("no comment"), found.toString());
        assertTrue(found.get(1).contains("Sample.java:23") && found.get(1).contains("no @param for k"), found.toString());
        assertTrue(found.get(2).contains("no @return"), found.toString());
    }

    /**
     * Whether doclint (or javadoc) asks a record's compact constructor for a component's {@code @param}, which the
     * record gives once: the one warning spared, here and in the CLI's PublicDocsTest.
     *
     * @param d what doclint said
     * @return true for that warning alone
     */
    public static boolean compactConstructorsParam(Diagnostic<? extends JavaFileObject> d) {
        if (d.getSource() == null || !d.getMessage(Locale.ROOT).startsWith("no @param for ")) {
            return false;
        }
        try {
            return COMPACT.matcher(Files.readAllLines(Path.of(d.getSource().toUri())).get((int) d.getLineNumber() - 1)).matches();
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** What doclint's "missing" group finds in the packages' sources under {@code root}, less compact constructors' params. */
    private static List<String> missing(Path root, Path out) throws IOException {
        List<File> files = new ArrayList<>();
        for (String p : PACKAGES) {
            Path dir = root.resolve(p);
            if (Files.isDirectory(dir)) {
                try (Stream<Path> listed = Files.list(dir)) {
                    listed.filter(f -> f.toString().endsWith(".java") && !f.endsWith("package-info.java")).sorted().map(Path::toFile).forEach(files::add);
                }
            }
        }
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager manager = javac.getStandardFileManager(diagnostics, Locale.ROOT, null)) {
            Files.createDirectories(out);
            // The classes already built (with the copies generated from the records) stand for everything the sources name.
            List<String> options = List.of("-proc:none", "-Xdoclint:missing/protected", "-classpath", System.getProperty("java.class.path"),
                    "-d", out.toString(), "-implicit:none");
            javac.getTask(new StringWriter(), manager, diagnostics, options, null, manager.getJavaFileObjectsFromFiles(files)).call();
        }
        List<String> found = new ArrayList<>();
        for (Diagnostic<? extends JavaFileObject> d : diagnostics.getDiagnostics()) {
            if (d.getSource() == null || d.getKind() == Diagnostic.Kind.NOTE) {
                continue;
            }
            if (!compactConstructorsParam(d)) {
                found.add(Path.of(d.getSource().toUri()).getFileName() + ":" + d.getLineNumber() + ": " + d.getMessage(Locale.ROOT));
            }
        }
        return found;
    }
}
