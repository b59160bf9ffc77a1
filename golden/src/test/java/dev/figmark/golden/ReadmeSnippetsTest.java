package dev.figmark.golden;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.tools.JavaCompiler;
import javax.tools.JavaFileObject;
import javax.tools.SimpleJavaFileObject;
import javax.tools.ToolProvider;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The README's golden-file snippets compile against this module as it is. */
class ReadmeSnippetsTest {

    @TempDir
    Path classes;

    @Test
    void theJUnitSnippetCompiles() throws Exception {
        String readme = Files.readString(Path.of("../README.md"));
        Matcher m = Pattern.compile("```java\\n(.*?)```", Pattern.DOTALL).matcher(readme);
        List<JavaFileObject> sources = new ArrayList<>();
        while (m.find()) {
            String code = m.group(1);
            if (code.contains("dev.figmark.golden")) {
                Matcher name = Pattern.compile("class (\\w+)").matcher(code);
                assertTrue(name.find(), code);
                sources.add(new SimpleJavaFileObject(URI.create("string:///" + name.group(1) + ".java"), JavaFileObject.Kind.SOURCE) {
                    @Override
                    public CharSequence getCharContent(boolean ignoreEncodingErrors) {
                        return code;
                    }
                });
            }
        }
        assertEquals(1, sources.size(), "the README's golden snippets");
        JavaCompiler compiler = ToolProvider.getSystemJavaCompiler();
        StringWriter errors = new StringWriter();
        boolean compiled = compiler.getTask(errors, null, null,
                List.of("-d", classes.toString(), "-classpath", System.getProperty("java.class.path")), null, sources).call();
        assertTrue(compiled, errors.toString());
    }
}
