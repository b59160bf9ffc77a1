package dev.figmark.recipes.run;

import dev.figmark.recipes.run.CxxSymbols.Name;
import dev.figmark.recipes.run.CxxSymbols.Shape;
import dev.figmark.recipes.run.CxxSymbols.Type;
import dev.figmark.recipes.run.CxxSymbols.Unreadable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** The types of a mangled symbol, as its {@link CxxReader} meets them: built-in, qualified, templated, function and array types. */
final class CxxTypes {

    private static final Map<Character, String> BUILTINS = Map.ofEntries(Map.entry('v', "void"), Map.entry('w', "wchar_t"),
            Map.entry('b', "bool"), Map.entry('c', "char"), Map.entry('a', "signed char"), Map.entry('h', "unsigned char"),
            Map.entry('s', "short"), Map.entry('t', "unsigned short"), Map.entry('i', "int"), Map.entry('j', "unsigned int"),
            Map.entry('l', "long"), Map.entry('m', "unsigned long"), Map.entry('x', "long long"), Map.entry('y', "unsigned long long"),
            Map.entry('n', "__int128"), Map.entry('o', "unsigned __int128"), Map.entry('f', "float"), Map.entry('d', "double"),
            Map.entry('e', "long double"), Map.entry('g', "__float128"), Map.entry('z', "..."));
    private static final Map<Character, String> D_BUILTINS = Map.of('d', "decimal64", 'e', "decimal128", 'f', "decimal32", 'h', "half",
            'i', "char32_t", 's', "char16_t", 'u', "char8_t", 'a', "auto", 'c', "decltype(auto)", 'n', "decltype(nullptr)");

    private final CxxReader r;

    CxxTypes(CxxReader reader) {
        this.r = reader;
    }

    List<Type> templateArguments() {
        r.expect('I');
        List<Type> args = new ArrayList<>();
        while (r.peek() != 'E') {
            if (r.p >= r.s.length()) {
                throw new Unreadable();
            }
            args.add(templateArgument());
        }
        r.p++;
        return args;
    }

    Type templateArgument() {
        char c = r.peek();
        if (c == 'L') {
            return literal();
        }
        if (c == 'X') {
            throw new Unreadable();
        }
        if (c == 'J') {
            r.p++;
            List<String> parts = new ArrayList<>();
            while (r.peek() != 'E') {
                if (r.p >= r.s.length()) {
                    throw new Unreadable();
                }
                parts.add(templateArgument().render());
            }
            r.p++;
            return new Type(Shape.PLAIN, String.join(", ", parts), "", "", null, true);
        }
        return type();
    }

    Type literal() {
        r.expect('L');
        if (r.peek() == 'Z' || r.peek() == '_') {
            throw new Unreadable();
        }
        if (r.peek() == 'N' || Character.isDigit(r.peek()) || (r.peek() == 'S' && r.peek(1) != 't')) {
            String type = type().render(); // an enumerator: (__gnu_cxx::_Lock_policy)2
            boolean negative = r.peek() == 'n';
            if (negative) {
                r.p++;
            }
            int value = r.number();
            r.expect('E');
            return Type.plain("(" + type + ")" + (negative ? "-" : "") + value);
        }
        char kind = r.s.charAt(r.p++);
        boolean negative = r.peek() == 'n';
        if (negative) {
            r.p++;
        }
        int start = r.p;
        while (r.peek() != 'E') {
            if (r.p >= r.s.length()) {
                throw new Unreadable();
            }
            r.p++;
        }
        String digits = r.s.substring(start, r.p);
        r.p++;
        if (digits.isEmpty() || !digits.chars().allMatch(Character::isDigit)) {
            throw new Unreadable();
        }
        String value = (negative ? "-" : "") + digits;
        return Type.plain(switch (kind) {
            case 'i' -> value;
            case 'j' -> value + "u";
            case 'l' -> value + "l";
            case 'm' -> value + "ul";
            case 'x' -> value + "ll";
            case 'y' -> value + "ull";
            case 'b' -> digits.equals("0") ? "false" : digits.equals("1") ? "true" : "(bool)" + value;
            case 'c' -> "(char)" + value;
            case 's' -> "(short)" + value;
            case 't' -> "(unsigned short)" + value;
            case 'a' -> "(signed char)" + value;
            case 'h' -> "(unsigned char)" + value;
            default -> throw new Unreadable();
        });
    }

    /** Template arguments as c++filt prints them: {@code <int, std::allocator<int> >}, a space between two closing brackets. */
    static String render(String before, List<Type> args) {
        List<String> parts = new ArrayList<>();
        for (Type a : args) {
            parts.add(a.render());
        }
        String inner = String.join(", ", parts);
        return (before.endsWith("<") ? " " : "") + "<" + inner + (inner.endsWith(">") ? " >" : ">");
    }

    Type templateParameter() {
        r.expect('T');
        int index = 0;
        if (r.peek() != '_') {
            index = r.number() + 1;
        }
        r.expect('_');
        if (index >= r.templateArgs.size()) {
            throw new Unreadable();
        }
        return r.templateArgs.get(index);
    }

    Type type() {
        r.deeper();
        try {
            return readType();
        } finally {
            r.depth--;
        }
    }

    Type readType() {
        char c = r.peek();
        if (BUILTINS.containsKey(c)) {
            r.p++;
            return Type.plain(BUILTINS.get(c));
        }
        if (c == 'D' && D_BUILTINS.containsKey(r.peek(1))) {
            r.p += 2;
            return Type.plain(D_BUILTINS.get(r.s.charAt(r.p - 1)));
        }
        if (c == 'D' && r.peek(1) == 'p') {
            r.p += 2;
            Type expanded = type();
            r.substitutions.add(expanded);
            return expanded;
        }
        if (c == 'u') {
            r.p++;
            return Type.plain(r.source());
        }
        Type out;
        if (c == 'r' || c == 'V' || c == 'K') {
            List<String> qualifiers = new ArrayList<>();
            while (r.peek() == 'r' || r.peek() == 'V' || r.peek() == 'K') {
                char q = r.s.charAt(r.p++);
                qualifiers.add(0, q == 'K' ? "const" : q == 'V' ? "volatile" : "restrict");
            }
            out = type();
            for (String q : qualifiers) {
                out = out.under(q);
            }
        } else if (c == 'P' || c == 'R' || c == 'O') {
            r.p++;
            out = type().under(c == 'P' ? "*" : c == 'R' ? "&" : "&&");
        } else if (c == 'F') {
            out = function();
        } else if (c == 'A') {
            out = array();
        } else if (c == 'M') {
            r.p++;
            String owner = type().render();
            Type member = type();
            out = member.shape() == Shape.PLAIN ? Type.plain(member.head() + " " + owner + "::*")
                    : new Type(member.shape(), member.head(), owner + "::*" + member.declarator(), member.tail(), null, false);
        } else if (c == 'T') {
            out = templateParameter();
            r.substitutions.add(out);
            if (r.peek() == 'I') {
                out = Type.plain(out.render() + render(out.render(), templateArguments()));
            } else {
                return out;
            }
        } else if (c == 'S' && r.peek(1) != 't') {
            out = r.substitution();
            if (r.peek() != 'I') {
                return out; // already a candidate
            }
            out = Type.named(out.render() + render(out.render(), templateArguments()), out.name());
        } else if (c == 'N' || c == 'Z' || Character.isDigit(c) || c == 'S') {
            Name name = r.name(false);
            int cut = name.text().lastIndexOf("::");
            out = Type.named(name.text(), cut < 0 ? name.text() : name.text().substring(cut + 2));
        } else {
            throw new Unreadable();
        }
        r.substitutions.add(out);
        return out;
    }

    Type function() {
        r.expect('F');
        if (r.peek() == 'Y') {
            r.p++;
        }
        String returns = type().render();
        List<String> params = new ArrayList<>();
        while (r.peek() != 'E' && !((r.peek() == 'R' || r.peek() == 'O') && r.peek(1) == 'E')) {
            if (r.p >= r.s.length()) {
                throw new Unreadable();
            }
            String t = type().render();
            if (!t.isEmpty()) {
                params.add(t);
            }
        }
        String ref = "";
        if (r.peek() == 'R' || r.peek() == 'O') {
            ref = r.s.charAt(r.p++) == 'R' ? " &" : " &&";
        }
        r.expect('E');
        String list = params.size() == 1 && params.get(0).equals("void") ? "" : String.join(", ", params);
        return new Type(Shape.FUNCTION, returns + " ", "", "(" + list + ")" + ref, null, false);
    }

    Type array() {
        r.expect('A');
        String size = "";
        if (Character.isDigit(r.peek())) {
            size = Integer.toString(r.number());
        }
        r.expect('_');
        Type element = type();
        if (element.shape() == Shape.ARRAY && element.declarator().isEmpty()) {
            return new Type(Shape.ARRAY, element.head(), "", "[" + size + "]" + element.tail(), null, false);
        }
        return new Type(Shape.ARRAY, element.render() + " ", "", "[" + size + "]", null, false);
    }
}
