package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/** No method of the main sources over 80 lines (#47), beside ArchitectureTest's 400 per file: a longer one holds more than one step. */
class MethodLengthTest {

    /** The most lines a method spans, from its first line to its closing brace. */
    static final int MOST = 80;

    /** A method's or constructor's header: modifiers, type parameters, a return type or none, a name and its parameters. */
    private static final Pattern HEADER = Pattern.compile("(?s)^(?:\\s*@\\w+(?:\\([^)]*\\))?)*\\s*(?:(?:public|protected|private|static|final|synchronized"
            + "|abstract|default|native|strictfp)\\s+)*(?:<[^>]+>\\s*)?(?:[\\w.<>\\[\\], ?]+\\s+)?(\\w+)\\s*\\(.*\\)\\s*(?:throws\\s+[\\w., ]+)?\\s*$");
    private static final Pattern TYPE = Pattern.compile("\\b(record|class|interface|enum)\\b");
    private static final Set<String> STATEMENTS = Set.of("if", "for", "while", "switch", "catch", "synchronized", "try", "else", "do", "return", "new",
            "throw", "case", "finally", "static");

    @Test
    void noMethodIsOver80Lines() throws IOException {
        Map<String, Integer> found = new LinkedHashMap<>();
        try (Stream<Path> files = Files.walk(Path.of(".."))) {
            for (Path f : files.filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/main/") && !p.toString().contains("/target/"))
                    .sorted().toList()) {
                String name = Path.of("..").relativize(f).toString().replace('\\', '/');
                lengths(Files.readString(f)).forEach((method, lines) -> {
                    if (lines > MOST) {
                        found.put(name + "#" + method, lines);
                    }
                });
            }
        }
        List<String> wrong = new ArrayList<>();
        found.forEach((method, lines) -> wrong.add(method + ": " + lines + " lines"));
        assertEquals(List.of(), wrong, "a method over " + MOST + " lines holds more than one step: split it");
    }

    @Test
    void theScannerMeasuresMethodsAndNotTheirStringsOrTypes() {
        String body = "        x(\"}{\");\n".repeat(3);
        Map<String, Integer> lengths = lengths("record R(int a) {\n    R {\n    }\n    int f(int a) throws Exception {\n" + body
                + "        Runnable r = () -> {\n        };\n        // }\n        if (a > 0) {\n        }\n        return a;\n    }\n}\n");
        assertEquals(Map.of("R", 2, "f", 11), lengths, "a compact constructor, and a method with strings, a lambda, a comment and a block");
    }

    /** Each method's length in lines, by name (the longest of a name), in a source file. */
    static Map<String, Integer> lengths(String source) {
        String text = blank(source);
        Map<String, Integer> out = new LinkedHashMap<>();
        Deque<Object[]> open = new ArrayDeque<>();
        int line = 1;
        int from = 0;
        for (int i = 0; i < text.length(); i++) {
            char c = text.charAt(i);
            if (c == '\n') {
                line++;
            } else if (c == '{') {
                String header = text.substring(from, i);
                Matcher m = HEADER.matcher(header);
                boolean method = m.matches() && !STATEMENTS.contains(m.group(1)) && !header.contains("->") && !header.contains("=")
                        && !TYPE.matcher(header).find();
                boolean compact = !method && header.strip().matches("(?:(?:public|protected|private)\\s+)?\\w+") && !STATEMENTS.contains(header.strip());
                String[] lines = header.split("\n", -1);
                int blank = 0;
                while (blank < lines.length - 1 && lines[blank].isBlank()) {
                    blank++;
                }
                open.push(new Object[] {line - (lines.length - 1) + blank, method || compact ? (method ? m.group(1) : header.strip().replaceAll(".*\\s", "")) : null});
                from = i + 1;
            } else if (c == '}') {
                if (!open.isEmpty()) {
                    Object[] o = open.pop();
                    if (o[1] != null) {
                        out.merge((String) o[1], line - (int) o[0] + 1, Math::max);
                    }
                }
                from = i + 1;
            } else if (c == ';') {
                from = i + 1;
            }
        }
        return out;
    }

    /** The source with comments, strings, text blocks and characters blanked, its lines kept. */
    static String blank(String s) {
        StringBuilder out = new StringBuilder(s.length());
        int i = 0;
        while (i < s.length()) {
            char c = s.charAt(i);
            int end;
            if (s.startsWith("//", i)) {
                end = s.indexOf('\n', i);
                end = end < 0 ? s.length() : end;
            } else if (s.startsWith("/*", i)) {
                end = s.indexOf("*/", i + 2);
                end = end < 0 ? s.length() : end + 2;
            } else if (s.startsWith("\"\"\"", i)) {
                end = s.indexOf("\"\"\"", i + 3);
                end = end < 0 ? s.length() : end + 3;
            } else if (c == '"' || c == '\'') {
                end = i + 1;
                while (end < s.length() && s.charAt(end) != c && s.charAt(end) != '\n') {
                    end += s.charAt(end) == '\\' ? 2 : 1;
                }
                end = Math.min(s.length(), end + 1);
            } else {
                out.append(c);
                i++;
                continue;
            }
            for (; i < end; i++) {
                out.append(s.charAt(i) == '\n' ? '\n' : ' ');
            }
        }
        return out.toString();
    }
}
