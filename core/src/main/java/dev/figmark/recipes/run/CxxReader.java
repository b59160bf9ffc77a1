package dev.figmark.recipes.run;

import dev.figmark.recipes.run.CxxSymbols.Name;
import dev.figmark.recipes.run.CxxSymbols.Shape;
import dev.figmark.recipes.run.CxxSymbols.Type;
import dev.figmark.recipes.run.CxxSymbols.Unreadable;
import java.util.ArrayList;
import java.util.List;

/**
 * The reader of one mangled symbol ({@link CxxSymbols}): encodings, names and the substitutions they build up, after
 * the Itanium C++ ABI's grammar; types are read by {@link CxxTypes}. Anything it does not know is {@link Unreadable}.
 */
final class CxxReader {

    final String s;
    int p;
    int depth;
    final List<Type> substitutions = new ArrayList<>();
    List<Type> templateArgs = List.of();

    private final CxxTypes types = new CxxTypes(this);

    CxxReader(String s) {
        this.s = s;
    }

    /** The symbol read whole, with the clones a compiler made of it. */
    String read() {
        p = 2;
        String out = encoding(true);
        return out + CxxSymbols.clones(s.substring(p));
    }

    char peek() {
        return p < s.length() ? s.charAt(p) : '\0';
    }

    char peek(int ahead) {
        return p + ahead < s.length() ? s.charAt(p + ahead) : '\0';
    }

    void expect(char c) {
        if (peek() != c) {
            throw new Unreadable();
        }
        p++;
    }

    boolean ends() {
        return p >= s.length() || peek() == 'E' || peek() == '.';
    }

    private String encoding(boolean top) {
        if (peek() == 'T' || (peek() == 'G' && (peek(1) == 'V' || peek(1) == 'R' || peek(1) == 'T'))) {
            return special();
        }
        Name name = name(true);
        if (ends()) {
            return name.text();
        }
        String returns = "";
        if (name.template() && !name.noReturnType()) {
            returns = types.type().render() + " ";
        }
        // The function around a local name is printed without its return type, as c++filt does.
        return (top ? returns : "") + name.text() + "(" + parameters() + ")" + name.qualifiers();
    }

    private String parameters() {
        List<String> out = new ArrayList<>();
        while (!ends()) {
            String t = types.type().render();
            if (!t.isEmpty()) {
                out.add(t);
            }
        }
        return out.size() == 1 && out.get(0).equals("void") ? "" : String.join(", ", out);
    }

    private String special() {
        if (s.startsWith("TV", p) || s.startsWith("TT", p) || s.startsWith("TI", p) || s.startsWith("TS", p)) {
            String what = switch (s.charAt(p + 1)) {
                case 'V' -> "vtable for ";
                case 'T' -> "VTT for ";
                case 'I' -> "typeinfo for ";
                default -> "typeinfo name for ";
            };
            p += 2;
            return what + types.type().render();
        }
        if (s.startsWith("TH", p) || s.startsWith("TW", p)) {
            String what = s.charAt(p + 1) == 'H' ? "TLS init function for " : "TLS wrapper function for ";
            p += 2;
            return what + name(false).text();
        }
        if (s.startsWith("GTt", p)) {
            p += 3;
            return "transaction clone for " + encoding(true);
        }
        if (s.startsWith("GV", p)) {
            p += 2;
            return "guard variable for " + name(false).text();
        }
        if (s.startsWith("Th", p)) {
            p += 2;
            offset();
            return "non-virtual thunk to " + encoding(true);
        }
        if (s.startsWith("Tv", p)) {
            p += 2;
            offset();
            offset();
            return "virtual thunk to " + encoding(true);
        }
        throw new Unreadable();
    }

    /** A thunk's offset, {@code n16_} or {@code 8_}: read and dropped, as c++filt does. */
    private void offset() {
        if (peek() == 'n') {
            p++;
        }
        number();
        expect('_');
    }

    int number() {
        int start = p;
        while (Character.isDigit(peek())) {
            p++;
        }
        if (start == p) {
            throw new Unreadable();
        }
        return Integer.parseInt(s.substring(start, p));
    }

    void deeper() {
        if (++depth > CxxSymbols.MAX_DEPTH) {
            throw new Unreadable();
        }
    }

    /** A name; {@code own} for the symbol's own name, whose template arguments its {@code T_} refer to. */
    Name name(boolean own) {
        deeper();
        try {
            if (peek() == 'N') {
                return nested(own);
            }
            if (peek() == 'Z') {
                return local();
            }
            String text;
            String last = null;
            if (s.startsWith("St", p)) {
                p += 2;
                Type u = unqualified(null);
                text = "std::" + u.head();
                last = u.name();
            } else if (peek() == 'S') {
                Type sub = substitution();
                if (peek() != 'I') {
                    throw new Unreadable();
                }
                text = sub.render();
            } else {
                Type u = unqualified(null);
                text = u.head();
                last = u.name();
                if (peek() != 'I') {
                    return new Name(text, false, last == null, "");
                }
            }
            if (peek() == 'I') {
                substitutions.add(Type.named(text, last));
                List<Type> args = types.templateArguments();
                if (own) {
                    templateArgs = args;
                }
                return new Name(text + CxxTypes.render(text, args), true, false, "");
            }
            return new Name(text, false, false, "");
        } finally {
            depth--;
        }
    }

    private Name nested(boolean own) {
        expect('N');
        StringBuilder qualifiers = new StringBuilder();
        while (peek() == 'r' || peek() == 'V' || peek() == 'K') {
            char q = s.charAt(p++);
            qualifiers.insert(0, q == 'K' ? " const" : q == 'V' ? " volatile" : " restrict");
        }
        if (peek() == 'R' || peek() == 'O') {
            qualifiers.append(s.charAt(p++) == 'R' ? " &" : " &&");
        }
        String current = null;
        String last = null;
        boolean template = false;
        boolean special = false;
        while (peek() != 'E') {
            if (p >= s.length()) {
                throw new Unreadable();
            }
            if (peek() == 'I') {
                if (current == null) {
                    throw new Unreadable();
                }
                List<Type> args = types.templateArguments();
                if (own) {
                    templateArgs = args;
                }
                current = current + CxxTypes.render(current, args);
                template = true;
            } else if (current == null && s.startsWith("St", p)) {
                p += 2;
                Type u = unqualified(null);
                current = "std::" + u.head();
                last = u.name();
                template = false;
            } else if (current == null && peek() == 'S') {
                Type sub = substitution();
                current = sub.render();
                last = sub.name();
                template = false;
                if (peek() == 'E') {
                    throw new Unreadable(); // a substitution alone is no nested name
                }
                continue;
            } else if (current == null && peek() == 'T') {
                Type param = types.templateParameter();
                current = param.render();
                last = param.name();
            } else {
                if (peek() == 'D' && (peek(1) == 't' || peek(1) == 'T' || peek(1) == 'C')) {
                    throw new Unreadable();
                }
                Type u = unqualified(last);
                current = current == null ? u.head() : current + "::" + u.head();
                special = u.name() == null;
                if (u.name() != null) {
                    last = u.name();
                }
                template = false;
            }
            if (peek() != 'E') {
                substitutions.add(Type.named(current, last));
            }
        }
        p++;
        if (current == null) {
            throw new Unreadable();
        }
        return new Name(current, template, special, qualifiers.toString());
    }

    private Name local() {
        expect('Z');
        List<Type> outer = templateArgs;
        String function = encoding(false);
        templateArgs = outer;
        expect('E');
        Name entity;
        if (peek() == 's') {
            p++;
            entity = new Name("string literal", false, false, "");
        } else {
            entity = name(false);
        }
        if (peek() == '_') {
            p++;
            if (peek() == '_') {
                p++;
                number();
                expect('_');
            } else {
                number();
            }
        }
        return new Name(function + "::" + entity.text(), entity.template(), entity.noReturnType(), entity.qualifiers());
    }

    /**
     * An unqualified name: a source name, an operator, a constructor or destructor (of {@code owner}), a lambda or
     * unnamed type; its {@code name} is its text, null for a constructor, destructor or conversion (which have no
     * return type to print).
     */
    private Type unqualified(String owner) {
        if (peek() == 'L' && Character.isDigit(peek(1))) {
            p++; // internal linkage: printed the same
        }
        char c = peek();
        Type out;
        if (Character.isDigit(c)) {
            String name = source();
            out = Type.named(name.startsWith("_GLOBAL__N") ? "(anonymous namespace)" : name, name);
        } else if (c == 'C' && (peek(1) >= '1' && peek(1) <= '5')) {
            if (owner == null) {
                throw new Unreadable();
            }
            p += 2;
            out = Type.plain(owner);
        } else if (c == 'D' && (peek(1) >= '0' && peek(1) <= '2')) {
            if (owner == null) {
                throw new Unreadable();
            }
            p += 2;
            out = Type.plain("~" + owner);
        } else if (c == 'U' && peek(1) == 't') {
            p += 2;
            String text = "{unnamed type#" + discriminator() + "}";
            out = Type.named(text, text);
        } else if (c == 'U' && peek(1) == 'l') {
            p += 2;
            List<Type> outer = templateArgs;
            String params = parameters();
            templateArgs = outer;
            expect('E');
            String text = "{lambda(" + params + ")#" + discriminator() + "}";
            out = Type.named(text, text);
        } else if (c == 'c' && peek(1) == 'v') {
            p += 2;
            out = Type.plain("operator " + types.type().render());
        } else if (c == 'l' && peek(1) == 'i') {
            p += 2;
            String text = "operator\"\" " + source();
            out = Type.named(text, text);
        } else if (CxxSymbols.OPERATORS.containsKey(s.substring(p, Math.min(p + 2, s.length())))) {
            String op = CxxSymbols.OPERATORS.get(s.substring(p, p + 2));
            p += 2;
            String text = "operator" + (Character.isLetter(op.charAt(0)) ? " " : "") + op;
            out = Type.named(text, text);
        } else {
            throw new Unreadable();
        }
        while (peek() == 'B') {
            p++;
            out = new Type(Shape.PLAIN, out.head() + "[abi:" + source() + "]", "", "", out.name(), false);
        }
        return out;
    }

    /** {@code _} is 1, {@code 0_} is 2: the number c++filt prints after a lambda or unnamed type. */
    private int discriminator() {
        if (peek() == '_') {
            p++;
            return 1;
        }
        int n = number();
        expect('_');
        return n + 2;
    }

    String source() {
        int length = number();
        if (length <= 0 || p + length > s.length()) {
            throw new Unreadable();
        }
        String name = s.substring(p, p + length);
        p += length;
        return name;
    }

    Type substitution() {
        expect('S');
        char c = peek();
        if (CxxSymbols.STD.containsKey(c)) {
            p++;
            String[] std = CxxSymbols.STD.get(c);
            return Type.named(std[0], std[1]);
        }
        int index = 0;
        if (c != '_') {
            int start = p;
            while (Character.isDigit(peek()) || Character.isUpperCase(peek())) {
                p++;
            }
            if (start == p) {
                throw new Unreadable();
            }
            index = Integer.parseInt(s.substring(start, p), 36) + 1;
        }
        expect('_');
        if (index >= substitutions.size()) {
            throw new Unreadable();
        }
        return substitutions.get(index);
    }
}
