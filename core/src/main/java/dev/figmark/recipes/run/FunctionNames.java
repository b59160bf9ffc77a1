package dev.figmark.recipes.run;

import java.util.List;

/**
 * Function names readable in a figure: C++ symbols demangled, no argument lists or symbol versions, libraries without
 * symbols named for what they are ("GPU driver", "NCCL"), and a long name shortened by dropping its template
 * arguments and outer scopes, never cut: what is still long wraps in the figure. The CSV keeps the full names.
 */
public final class FunctionNames {

    /** Characters past which a function's name loses its template arguments and outer scopes. */
    static final int FUNCTION_CHARS = 24;
    /** The same for a GPU kernel's name, whose template arguments often tell kernels apart. */
    static final int KERNEL_CHARS = 30;

    private static final List<String[]> LIBRARIES = List.of(
            new String[] {"libcudart", "CUDA runtime"}, new String[] {"libcuda", "GPU driver"}, new String[] {"libnvidia", "GPU driver"},
            new String[] {"libnccl", "NCCL"}, new String[] {"libc.so", "libc"}, new String[] {"libstdc++", "libstdc++"},
            new String[] {"libgomp", "OpenMP runtime"});

    private FunctionNames() {
    }

    public static String readable(String name) {
        String s = withoutArguments(withoutClones(CxxSymbols.demangle(name.strip())));
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
        return compact(s.substring(start), FUNCTION_CHARS);
    }

    /** A GPU kernel's name as a bar's label: demangled, without arguments, compact past {@link #KERNEL_CHARS}. */
    public static String kernel(String name) {
        String s = withoutArguments(withoutClones(CxxSymbols.demangle(name.strip())));
        // A kernel returns nothing: "void " before its name says nothing.
        return compact(s.startsWith("void ") ? s.substring(5) : s, KERNEL_CHARS);
    }

    /** {@code f() [clone .cold]} is {@code f()}: the part of a function a compiler moved aside is still that function. */
    private static String withoutClones(String name) {
        return name.endsWith("]") ? CLONES.matcher(name).replaceAll("") : name;
    }

    private static final java.util.regex.Pattern CLONES = java.util.regex.Pattern.compile("( \\[clone [^\\]]*\\])+$");

    /**
     * A name of at most {@code limit} characters where it can be had without a cut: past it, anonymous namespaces
     * go, then template arguments ({@code a<…>::f}), then outer scopes while two are left
     * ({@code torch::autograd::VariableType::add} is {@code VariableType::add}).
     */
    static String compact(String name, int limit) {
        String s = name;
        if (s.length() > limit) {
            s = s.replace("(anonymous namespace)::", "");
        }
        if (s.length() > limit) {
            s = withoutTemplateArguments(s);
        }
        while (s.length() > limit) {
            int first = s.indexOf("::");
            if (first < 0 || s.indexOf("::", first + 2) < 0) {
                break;
            }
            s = s.substring(first + 2);
        }
        return s;
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

    /** The longest telling name a shared label takes. */
    static final int TELLING_CHARS = 40;

    /**
     * Labels for these symbols, each made by {@code label}; where two come out the same because only their template
     * arguments told them apart ({@code _Function_handler<…>::_M_invoke}), each of those is its innermost name with,
     * in brackets, the innermost name of its template's last argument ({@code _M_invoke (createOperator_add)}), when
     * that is a name of at most {@link #TELLING_CHARS} characters; what is still the same is numbered.
     */
    public static List<String> labels(List<String> symbols, java.util.function.Function<String, String> label) {
        List<String> first = symbols.stream().map(label).toList();
        List<String> out = new java.util.ArrayList<>();
        for (int i = 0; i < symbols.size(); i++) {
            String mine = first.get(i);
            boolean shared = first.stream().filter(mine::equals).count() > 1;
            String telling = shared ? lastTemplateArgument(symbols.get(i)) : null;
            if (telling == null || telling.length() > TELLING_CHARS) {
                out.add(mine);
            } else {
                int scope = mine.lastIndexOf("::");
                out.add((scope >= 0 ? mine.substring(scope + 2) : mine) + " (" + telling + ")");
            }
        }
        return distinct(out);
    }

    /**
     * The innermost name of the last argument of a symbol's first template argument list; null when it has none, or
     * when that argument is not a name (a function type, a number).
     */
    static String lastTemplateArgument(String symbol) {
        String s = withoutArguments(withoutClones(CxxSymbols.demangle(symbol.strip())));
        int open = s.indexOf('<');
        if (open < 0) {
            return null;
        }
        int depth = 0;
        int start = open + 1;
        for (int j = open; j < s.length(); j++) {
            char c = s.charAt(j);
            if (c == '<' || c == '(') {
                depth++;
            } else if (c == '>' || c == ')') {
                if (--depth == 0) {
                    String last = withoutTemplateArguments(s.substring(start, j).strip());
                    int scope = last.lastIndexOf("::");
                    String name = scope >= 0 ? last.substring(scope + 2) : last;
                    return name.matches("[A-Za-z_][A-Za-z0-9_\\[\\]@.]*(<…>)?") ? name : null;
                }
            } else if (c == ',' && depth == 1) {
                start = j + 1;
            }
        }
        return null;
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

}
