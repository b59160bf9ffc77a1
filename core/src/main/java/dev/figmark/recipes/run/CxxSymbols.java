package dev.figmark.recipes.run;

import java.util.Map;

/**
 * C++ symbols as the source spelled them: the Itanium C++ ABI's mangling (g++ and clang on Linux) read back the way
 * binutils' {@code c++filt} prints it, so {@code _ZN3c106ScalarC1Ev} is {@code c10::Scalar::Scalar()}. A symbol it
 * cannot read (decltype expressions and the like) is kept exactly as it is: never a guess.
 */
final class CxxSymbols {

    /** Longer symbols are kept as they are; no profiler name comes near, and the parser's work stays bounded. */
    static final int MAX_LENGTH = 4096;
    /** How deeply types may nest before a symbol is taken for hostile and kept as it is. */
    static final int MAX_DEPTH = 200;

    private static final String CHAR_TRAITS = "std::char_traits<char> >";
    /** The standard's abbreviations: what each stands for, and the name its constructors take. */
    static final Map<Character, String[]> STD = Map.of(
            'a', new String[] {"std::allocator", "allocator"},
            'b', new String[] {"std::basic_string", "basic_string"},
            's', new String[] {"std::basic_string<char, std::char_traits<char>, std::allocator<char> >", "basic_string"},
            'i', new String[] {"std::basic_istream<char, " + CHAR_TRAITS, "basic_istream"},
            'o', new String[] {"std::basic_ostream<char, " + CHAR_TRAITS, "basic_ostream"},
            'd', new String[] {"std::basic_iostream<char, " + CHAR_TRAITS, "basic_iostream"});
    static final Map<String, String> OPERATORS = Map.ofEntries(Map.entry("nw", "new"), Map.entry("na", "new[]"),
            Map.entry("dl", "delete"), Map.entry("da", "delete[]"), Map.entry("ps", "+"), Map.entry("ng", "-"), Map.entry("ad", "&"),
            Map.entry("de", "*"), Map.entry("co", "~"), Map.entry("pl", "+"), Map.entry("mi", "-"), Map.entry("ml", "*"),
            Map.entry("dv", "/"), Map.entry("rm", "%"), Map.entry("an", "&"), Map.entry("or", "|"), Map.entry("eo", "^"),
            Map.entry("aS", "="), Map.entry("pL", "+="), Map.entry("mI", "-="), Map.entry("mL", "*="), Map.entry("dV", "/="),
            Map.entry("rM", "%="), Map.entry("aN", "&="), Map.entry("oR", "|="), Map.entry("eO", "^="), Map.entry("ls", "<<"),
            Map.entry("rs", ">>"), Map.entry("lS", "<<="), Map.entry("rS", ">>="), Map.entry("eq", "=="), Map.entry("ne", "!="),
            Map.entry("lt", "<"), Map.entry("gt", ">"), Map.entry("le", "<="), Map.entry("ge", ">="), Map.entry("ss", "<=>"),
            Map.entry("nt", "!"), Map.entry("aa", "&&"), Map.entry("oo", "||"), Map.entry("pp", "++"), Map.entry("mm", "--"),
            Map.entry("cm", ","), Map.entry("pm", "->*"), Map.entry("pt", "->"), Map.entry("cl", "()"), Map.entry("ix", "[]"),
            Map.entry("qu", "?"));

    /** A symbol this reader does not know how to read back. */
    static final class Unreadable extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Unreadable() {
            super(null, null, false, false);
        }
    }

    /** The shapes of type that print around a declarator: {@code void (*)(int)}, {@code int (*) [10]}. */
    enum Shape { PLAIN, FUNCTION, ARRAY }

    /**
     * A type as printed: a plain type is its {@code head}; a function or array type is a head (its return or element
     * type), the declarator that goes in parentheses ({@code *}, {@code A::*}) and its tail ({@code (int) const},
     * {@code [10]}). {@code name} is the last name of a class type, which its constructors take.
     */
    record Type(Shape shape, String head, String declarator, String tail, String name, boolean pack) {
        static Type plain(String text) {
            return new Type(Shape.PLAIN, text, "", "", null, false);
        }

        static Type named(String text, String name) {
            return new Type(Shape.PLAIN, text, "", "", name, false);
        }

        String render() {
            return switch (shape) {
                case PLAIN -> head;
                case FUNCTION -> declarator.isEmpty() ? head + tail : head + "(" + declarator + ")" + tail;
                case ARRAY -> declarator.isEmpty() ? head + tail : head + "(" + declarator + ") " + tail;
            };
        }

        /** This type under a pointer, reference or qualifier spelled {@code suffix} ({@code *}, {@code &}, {@code const}). */
        Type under(String suffix) {
            boolean word = Character.isLetter(suffix.charAt(0));
            if (shape == Shape.PLAIN) {
                return plain(head + (word ? " " : "") + suffix);
            }
            if (word && declarator.isEmpty() && shape == Shape.FUNCTION) {
                return new Type(shape, head, declarator, tail + " " + suffix, null, false);
            }
            return new Type(shape, head, declarator + (word ? " " : "") + suffix, tail, null, false);
        }
    }

    /** A name as read: its text, whether it ends in template arguments, and whether it names a constructor, destructor or conversion. */
    record Name(String text, boolean template, boolean noReturnType, String qualifiers) {
    }

    private CxxSymbols() {
    }

    /** The symbol as c++filt prints it, or the symbol itself when it is not a mangled name this reader can read. */
    static String demangle(String symbol) {
        if (symbol == null || !symbol.startsWith("_Z") || symbol.length() > MAX_LENGTH) {
            return symbol;
        }
        try {
            return new CxxReader(symbol).read();
        } catch (Unreadable | IndexOutOfBoundsException | NumberFormatException e) {
            return symbol;
        }
    }

    /** What a compiler appended to a copy of a function: {@code .cold}, {@code .isra.0}, printed {@code [clone .cold]}. */
    static String clones(String s) {
        int p = 0;
        StringBuilder out = new StringBuilder();
        while (p < s.length()) {
            if (s.charAt(p) != '.') {
                throw new Unreadable();
            }
            int start = p++;
            while (p < s.length() && (Character.isLetter(s.charAt(p)) || s.charAt(p) == '_')) {
                p++;
            }
            while (p + 1 < s.length() && s.charAt(p) == '.' && Character.isDigit(s.charAt(p + 1))) {
                p++;
                while (p < s.length() && Character.isDigit(s.charAt(p))) {
                    p++;
                }
            }
            if (p == start + 1) {
                throw new Unreadable();
            }
            out.append(" [clone ").append(s, start, p).append(']');
        }
        return out.toString();
    }
}
