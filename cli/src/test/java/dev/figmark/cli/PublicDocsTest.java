package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.model.DocumentedTest;
import java.io.IOException;
import java.io.StringWriter;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import javax.tools.DiagnosticCollector;
import javax.tools.DocumentationTool;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.StandardJavaFileManager;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The library's whole public surface is documented in one Javadoc (the library, the model and the formats), without a
 * warning under {@code -Xdoclint:all}, and every snippet in it compiles and runs as written.
 */
class PublicDocsTest {

    /** The packages a user of figmark-api sees. */
    static final List<Path> PUBLIC = List.of(Path.of("../api/src/main/java/dev/figmark/api"), Path.of("../core/src/main/java/dev/figmark/model"),
            Path.of("../core/src/main/java/dev/figmark/format"));

    static List<Path> sources() throws IOException {
        List<Path> out = new ArrayList<>();
        for (Path dir : PUBLIC) {
            try (Stream<Path> files = Files.list(dir)) {
                files.filter(f -> f.toString().endsWith(".java")).sorted().forEach(out::add);
            }
        }
        return out;
    }

    private static String classPath() {
        String modules = System.getProperty("jdk.module.path", "");
        String classes = System.getProperty("java.class.path", "");
        return modules.isEmpty() ? classes : modules + java.io.File.pathSeparator + classes;
    }

    @Test
    void theWholePublicSurfaceIsDocumentedWithoutAWarning(@TempDir Path out) throws IOException {
        DocumentationTool javadoc = ToolProvider.getSystemDocumentationTool();
        DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
        try (StandardJavaFileManager files = javadoc.getStandardFileManager(diagnostics, null, null)) {
            // Every warning listed (javadoc stops at 100 by default), so none hides behind the compact constructors' params.
            List<String> options = List.of("-d", out.toString(), "-Xdoclint:all", "-Xmaxwarns", "100000", "-quiet", "-cp", classPath(), "-notimestamp");
            StringWriter log = new StringWriter();
            boolean ok = javadoc.getTask(log, files, diagnostics, null, options, files.getJavaFileObjectsFromPaths(sources())).call();
            List<String> said = diagnostics.getDiagnostics().stream()
                    .filter(d -> !DocumentedTest.compactConstructorsParam(d) && !d.getMessage(null).matches("\\d+ warnings?"))
                    .map(d -> d.getKind() + ": " + d.getMessage(null) + " (" + (d.getSource() == null ? "" : d.getSource().getName() + ":" + d.getLineNumber()) + ")")
                    .toList();
            assertTrue(ok, log + String.join("\n", said));
            assertEquals(List.of(), said);
        }
        for (String page : List.of("dev/figmark/format/Format.html", "dev/figmark/model/Series.html", "dev/figmark/api/Plot.html")) {
            assertTrue(Files.exists(out.resolve(page)), page + " is in the one Javadoc");
        }
    }

    /** Every {@code <pre>{@code …}</pre>} snippet of the public sources, with where it is. */
    static List<String[]> snippets() throws IOException {
        List<String[]> out = new ArrayList<>();
        Pattern block = Pattern.compile("<pre>\\{@code\\n(.*?)\\n \\* }</pre>", Pattern.DOTALL);
        for (Path f : sources()) {
            Matcher m = block.matcher(Files.readString(f));
            while (m.find()) {
                out.add(new String[] {f.getFileName().toString(), m.group(1).replaceAll("(?m)^\\s*\\* ?", "")});
            }
        }
        return out;
    }

    @Test
    void everySnippetCompilesAndRuns(@TempDir Path work) throws Exception {
        List<String[]> snippets = snippets();
        assertTrue(snippets.size() >= 12, "a snippet per builder: " + snippets.size());
        JavaCompiler javac = ToolProvider.getSystemJavaCompiler();
        for (int i = 0; i < snippets.size(); i++) {
            String name = "Snippet" + i;
            String source = "import dev.figmark.api.*;\nimport dev.figmark.model.*;\nimport dev.figmark.format.*;\nimport java.nio.file.Path;\n"
                    + "public class " + name + " {\n    public static void run(Path out) throws Exception {\n" + snippets.get(i)[1] + "\n    }\n}\n";
            Path file = Files.writeString(work.resolve(name + ".java"), source);
            DiagnosticCollector<JavaFileObject> diagnostics = new DiagnosticCollector<>();
            try (StandardJavaFileManager files = javac.getStandardFileManager(diagnostics, null, null)) {
                boolean ok = javac.getTask(null, files, diagnostics, List.of("-d", work.toString(), "-cp", classPath()), null,
                        files.getJavaFileObjectsFromPaths(List.of(file))).call();
                assertTrue(ok, snippets.get(i)[0] + "'s snippet does not compile:\n" + snippets.get(i)[1] + "\n" + diagnostics.getDiagnostics());
            }
            try (URLClassLoader loader = new URLClassLoader(new URL[] {work.toUri().toURL()}, getClass().getClassLoader())) {
                Method run = loader.loadClass(name).getMethod("run", Path.class);
                Path out = Files.createDirectories(work.resolve("out" + i));
                run.invoke(null, out);
            }
        }
    }
}
