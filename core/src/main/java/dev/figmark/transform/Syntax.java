package dev.figmark.transform;

import java.util.ArrayList;
import java.util.List;

/**
 * The syntax of figmark's expressions, parsed into a tree whose every node knows the column it starts at: numbers,
 * texts in quotes, {@code true}, {@code false}, {@code null}, fields by name (in backquotes when the name has other
 * characters: {@code `p99 (ms)`}), {@code + - * / % ^} (or {@code **}), comparisons, {@code and or not} (or
 * {@code && || !}), parentheses and calls of functions. Powers bind tighter than a leading minus, as in Python.
 */
final class Syntax {

    /** A node of the tree, at a column of the text (1 is the first). */
    sealed interface Node permits Number, Text, Bool, Null, Field, Unary, Binary, Call {
        int column();
    }

    record Number(int column, double value) implements Node {
    }

    record Text(int column, String value) implements Node {
    }

    record Bool(int column, boolean value) implements Node {
    }

    record Null(int column) implements Node {
    }

    record Field(int column, String name) implements Node {
    }

    record Unary(int column, String op, Node operand) implements Node {
    }

    record Binary(int column, String op, Node left, Node right) implements Node {
    }

    record Call(int column, String function, List<Node> arguments) implements Node {
    }

    /** A mistake in the text, at a column. */
    static final class Mistake extends RuntimeException {
        private static final long serialVersionUID = 1L;
        final int column;

        Mistake(int column, String what) {
            super(what, null, false, false);
            this.column = column;
        }
    }

    /**
     * How deep parentheses, calls, signs and nots may nest: far past any expression a person writes, and far short of
     * the stack the parser and the evaluation recurse on (700 parentheses overflowed it).
     */
    static final int DEEPEST = 100;

    private final String text;
    private int at;
    private int depth;

    private Syntax(String text) {
        this.text = text;
    }

    /** The tree of an expression, or a {@link Mistake} naming the column where it goes wrong. */
    static Node parse(String text) {
        // A paper's signs read as their keyboard twins, a character for a character (the columns of mistakes stay
        // those of the text as written): × as *, ÷ as /, the minus sign as -.
        Syntax s = new Syntax(text.replace('×', '*').replace('÷', '/').replace('−', '-'));
        Node node = s.or();
        s.space();
        if (s.at < text.length()) {
            throw new Mistake(s.at + 1, "\"" + text.substring(s.at) + "\" is not understood here; join conditions with and, or");
        }
        return node;
    }

    /** One level deeper, refused past {@link #DEEPEST}; {@link #up} goes back. */
    private void down(int column) {
        if (++depth > DEEPEST) {
            throw new Mistake(column, "nests more than " + DEEPEST + " deep (parentheses, calls, signs and nots); write it flatter");
        }
    }

    private <T> T up(T node) {
        depth--;
        return node;
    }

    private void space() {
        while (at < text.length() && Character.isWhitespace(text.charAt(at))) {
            at++;
        }
    }

    /** Takes {@code token} (a word only when no letter follows it) when it comes next. */
    private boolean take(String token) {
        space();
        if (!text.startsWith(token, at)) {
            return false;
        }
        boolean word = Character.isLetter(token.charAt(0));
        int end = at + token.length();
        if (word && end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '_')) {
            return false;
        }
        at = end;
        return true;
    }

    private Node or() {
        Node left = and();
        while (true) {
            int column = at + 1;
            if (take("or") || take("||")) {
                left = new Binary(column, "or", left, and());
            } else {
                return left;
            }
        }
    }

    private Node and() {
        Node left = not();
        while (true) {
            int column = at + 1;
            if (take("and") || take("&&")) {
                left = new Binary(column, "and", left, not());
            } else {
                return left;
            }
        }
    }

    private Node not() {
        space();
        int column = at + 1;
        if (take("not") || !text.startsWith("!=", at) && take("!")) {
            down(column);
            return up(new Unary(column, "not", not()));
        }
        return comparison();
    }

    private static final List<String> COMPARISONS = List.of("==", "!=", "<=", ">=", "<", ">");

    private Node comparison() {
        Node left = sum();
        space();
        for (String op : COMPARISONS) {
            int column = at + 1;
            if (take(op)) {
                Node right = sum();
                space();
                for (String again : COMPARISONS) {
                    if (text.startsWith(again, at)) {
                        throw new Mistake(at + 1, "comparisons do not chain; join them with and");
                    }
                }
                return new Binary(column, op, left, right);
            }
        }
        if (text.startsWith("=", at)) {
            throw new Mistake(at + 1, "= alone is not a comparison; write ==");
        }
        return left;
    }

    private Node sum() {
        Node left = product();
        while (true) {
            int column = at + 1;
            if (take("+")) {
                left = new Binary(column, "+", left, product());
            } else if (take("-")) {
                left = new Binary(column, "-", left, product());
            } else {
                return left;
            }
        }
    }

    private Node product() {
        Node left = unary();
        while (true) {
            space();
            int column = at + 1;
            if (text.startsWith("**", at)) {
                return left; // a power, taken by power()
            }
            if (take("*")) {
                left = new Binary(column, "*", left, unary());
            } else if (take("/")) {
                left = new Binary(column, "/", left, unary());
            } else if (take("%")) {
                left = new Binary(column, "%", left, unary());
            } else {
                return left;
            }
        }
    }

    private Node unary() {
        space();
        int column = at + 1;
        if (take("-")) {
            down(column);
            return up(new Unary(column, "-", unary()));
        }
        if (take("+")) {
            down(column);
            return up(unary());
        }
        return power();
    }

    private Node power() {
        Node base = atom();
        space();
        int column = at + 1;
        if (take("**") || take("^")) {
            down(column);
            return up(new Binary(column, "^", base, unary()));
        }
        return base;
    }

    private Node atom() {
        space();
        int column = at + 1;
        if (at >= text.length()) {
            throw new Mistake(column, "the expression ends where a value is expected");
        }
        char c = text.charAt(at);
        if (c == '(') {
            at++;
            down(column);
            Node inner = or();
            if (!take(")")) {
                throw new Mistake(at + 1, "a ( is not closed");
            }
            return up(inner);
        }
        if (c == '"' || c == '\'') {
            int end = text.indexOf(c, at + 1);
            if (end < 0) {
                throw new Mistake(column, "the text in quotes is not closed");
            }
            String value = text.substring(at + 1, end);
            at = end + 1;
            return new Text(column, value);
        }
        if (c == '`') {
            int end = text.indexOf('`', at + 1);
            if (end < 0) {
                throw new Mistake(column, "the field name in backquotes is not closed");
            }
            String name = text.substring(at + 1, end);
            at = end + 1;
            return new Field(column, name);
        }
        if (Character.isDigit(c) || c == '.') {
            return number(column);
        }
        if (Character.isLetter(c) || c == '_') {
            return word(column);
        }
        throw new Mistake(column, "\"" + c + "\" is not understood here");
    }

    /** A number, with an exponent where one follows ({@code 1.5e-3}); an {@code e} without digits is left to what follows. */
    private Node number(int column) {
        int start = at;
        while (at < text.length() && (Character.isDigit(text.charAt(at)) || text.charAt(at) == '.')) {
            at++;
        }
        if (at < text.length() && (text.charAt(at) == 'e' || text.charAt(at) == 'E')) {
            int mark = at++;
            if (at < text.length() && (text.charAt(at) == '+' || text.charAt(at) == '-')) {
                at++;
            }
            if (at >= text.length() || !Character.isDigit(text.charAt(at))) {
                at = mark;
            } else {
                while (at < text.length() && Character.isDigit(text.charAt(at))) {
                    at++;
                }
            }
        }
        try {
            return new Number(column, Double.parseDouble(text.substring(start, at)));
        } catch (NumberFormatException e) {
            throw new Mistake(column, "\"" + text.substring(start, at) + "\" is not a number");
        }
    }

    /** A word: true, false or null, a call of a function with its values, or a field's name. */
    private Node word(int column) {
        int start = at;
        while (at < text.length() && (Character.isLetterOrDigit(text.charAt(at)) || text.charAt(at) == '_')) {
            at++;
        }
        String word = text.substring(start, at);
        switch (word) {
            case "true", "True" -> {
                return new Bool(column, true);
            }
            case "false", "False" -> {
                return new Bool(column, false);
            }
            case "null", "None" -> {
                return new Null(column);
            }
            case "and", "or", "not" -> throw new Mistake(column, word + " needs a value before it");
            default -> {
            }
        }
        space();
        if (at < text.length() && text.charAt(at) == '(') {
            at++;
            List<Node> arguments = new ArrayList<>();
            if (!take(")")) {
                down(column);
                do {
                    arguments.add(or());
                } while (take(","));
                up(null);
                if (!take(")")) {
                    throw new Mistake(at + 1, "the call of " + word + " is not closed; separate its values with commas");
                }
            }
            return new Call(column, word, arguments);
        }
        return new Field(column, word);
    }
}
