package dev.figmark.figures;

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
        int paren = name.indexOf('(');
        String s = paren >= 0 ? name.substring(0, paren) : name;
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
        return RunFigures.shorten(s.substring(start), 24);
    }
}
