package dev.figmark.recipes.run;

import java.util.List;

/**
 * Function names readable in a figure: no argument lists or symbol versions, and libraries without symbols named for
 * what they are ("GPU driver", "NCCL"). The CSV keeps the full names.
 */
public final class FunctionNames {

    private static final List<String[]> LIBRARIES = List.of(
            new String[] {"libcudart", "CUDA runtime"}, new String[] {"libcuda", "GPU driver"}, new String[] {"libnvidia", "GPU driver"},
            new String[] {"libnccl", "NCCL"}, new String[] {"libc.so", "libc"}, new String[] {"libstdc++", "libstdc++"},
            new String[] {"libgomp", "OpenMP runtime"});

    private FunctionNames() {
    }

    public static String readable(String name) {
        String s = withoutArguments(name);
        int at = s.indexOf("@@");
        if (at >= 0) {
            s = s.substring(0, at);
        }
        at = s.indexOf("@GLIBC");
        if (at >= 0) {
            s = s.substring(0, at);
        }
        if (s.endsWith("!?")) {
            String library = s.substring(0, s.length() - 2);
            for (String[] known : LIBRARIES) {
                if (library.startsWith(known[0])) {
                    return known[1];
                }
            }
            return library.replaceAll("\\.so.*", "");
        }
        if (s.equals("[vdso]")) {
            return "clock (vdso)";
        }
        int start = 0;
        while (start < s.length() && s.charAt(start) == '_') {
            start++;
        }
        String bare = s.substring(start);
        if (bare.length() > 24) {
            bare = withoutTemplateArguments(bare);
        }
        return shorten(bare, 24);
    }

    /** {@code a<b<c>>::f} is {@code a<…>::f}: in a long name the template arguments are the least telling part. */
    static String withoutTemplateArguments(String name) {
        StringBuilder out = new StringBuilder();
        int depth = 0;
        for (int i = 0; i < name.length(); i++) {
            char c = name.charAt(i);
            if (c == '<') {
                if (depth++ == 0) {
                    out.append("<…>");
                }
            } else if (c == '>' && depth > 0) {
                depth--;
            } else if (depth == 0) {
                out.append(c);
            }
        }
        return out.toString();
    }

    /** Labels made distinct within one panel by numbering repeats: two functions never share a bar's name. */
    public static List<String> distinct(List<String> labels) {
        java.util.Map<String, Integer> seen = new java.util.HashMap<>();
        List<String> out = new java.util.ArrayList<>();
        for (String label : labels) {
            int n = seen.merge(label, 1, Integer::sum);
            out.add(n == 1 ? label : label + " #" + n);
        }
        return out;
    }

    /**
     * The name without its trailing argument list and qualifiers: {@code f(int) const} is {@code f}. Unlike the seed,
     * which cuts at the first parenthesis, a parenthesis inside template arguments is kept.
     */
    static String withoutArguments(String name) {
        String s = name.strip();
        for (String suffix : List.of(" const", " &&", " &", " volatile")) {
            if (s.endsWith(suffix)) {
                s = s.substring(0, s.length() - suffix.length()).strip();
            }
        }
        if (!s.endsWith(")")) {
            int paren = s.indexOf('(');
            return paren >= 0 && s.indexOf('<') < 0 ? s.substring(0, paren) : s;
        }
        int depth = 0;
        for (int i = s.length() - 1; i >= 0; i--) {
            char c = s.charAt(i);
            if (c == ')') {
                depth++;
            } else if (c == '(') {
                depth--;
                if (depth == 0) {
                    return i == 0 ? s : s.substring(0, i);
                }
            }
        }
        return s;
    }

    /**
     * At most {@code limit} characters. Longer names keep their start and their end around an ellipsis: kernels and
     * functions that share a long prefix stay apart, unlike the seed's cut at the end. The CSV keeps the whole name.
     */
    static String shorten(String name, int limit) {
        int length = name.codePointCount(0, name.length());
        if (length <= limit) {
            return name;
        }
        int head = (limit - 1) / 2;
        int tail = limit - 1 - head;
        return name.substring(0, name.offsetByCodePoints(0, head)) + "…" + name.substring(name.offsetByCodePoints(0, length - tail));
    }
}
