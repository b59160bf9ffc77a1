package dev.figmark.transform;

import dev.figmark.data.InputException;
import dev.figmark.table.Cell;
import dev.figmark.table.Column;
import dev.figmark.table.Table;
import java.util.List;
import java.util.Locale;
import java.util.function.DoubleBinaryOperator;
import java.util.function.DoubleUnaryOperator;

/**
 * An expression compiled against a table's columns, its types checked once (numbers, texts, dates, truth), then
 * evaluated row by row. A missing value is NaN in arithmetic and makes comparisons false ({@code !=} true), and
 * {@code field == null} asks for it. A text compared with a number is compared with the number's shortest form
 * ({@code batch == 8} holds for the text "8"); a date is compared with a date in quotes ({@code day >= "2026-01-01"}).
 */
final class Expression {

    /** What an expression gives. */
    enum Type { NUMBER, TEXT, TIME, BOOL, NULL }

    /** An expression ready to evaluate; each method serves the types it names. */
    interface Value {
        Type type();

        /** A number or a time (milliseconds); NaN where missing. */
        default double number(int row) {
            throw new IllegalStateException(type() + " is not a number");
        }

        /** A text; null where missing. */
        default String text(int row) {
            throw new IllegalStateException(type() + " is not a text");
        }

        /** Whether a condition holds. */
        default boolean holds(int row) {
            throw new IllegalStateException(type() + " is not a condition");
        }
    }

    private final String source;
    private final Table table;
    private final String where;

    private Expression(String source, Table table, String where) {
        this.source = source;
        this.table = table;
        this.where = where;
    }

    /**
     * Compiles an expression against a table; {@code where} names it in messages ({@code
     * panels[0].transform[1].calculate}). Every mistake is one line naming the column of the expression.
     */
    static Value compile(String text, Table table, String where) {
        Expression e = new Expression(text, table, where);
        try {
            return e.value(Syntax.parse(text));
        } catch (Syntax.Mistake m) {
            throw e.mistake(m.column, m.getMessage());
        }
    }

    /** The fields an expression reads, by name (an expression that does not parse reads none). */
    static java.util.Set<String> fields(String text) {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        try {
            collect(Syntax.parse(text), out);
        } catch (Syntax.Mistake e) {
            return out;
        }
        return out;
    }

    private static void collect(Syntax.Node node, java.util.Set<String> out) {
        if (node instanceof Syntax.Field f) {
            out.add(f.name());
        } else if (node instanceof Syntax.Unary u) {
            collect(u.operand(), out);
        } else if (node instanceof Syntax.Binary b) {
            collect(b.left(), out);
            collect(b.right(), out);
        } else if (node instanceof Syntax.Call c) {
            c.arguments().forEach(a -> collect(a, out));
        }
    }

    /** A condition: an expression that holds or not for each row. */
    static Value condition(String text, Table table, String where) {
        Value v = compile(text, table, where);
        if (v.type() != Type.BOOL) {
            throw new InputException(where + ": \"" + text + "\" gives " + words(v.type()) + ", not a condition; compare it, such as batch >= 8");
        }
        return v;
    }

    private InputException mistake(int column, String what) {
        return new InputException(where + ": at column " + column + " of \"" + source + "\": " + what);
    }

    static String words(Type type) {
        return switch (type) {
            case NUMBER -> "a number";
            case TEXT -> "a text";
            case TIME -> "a date";
            case BOOL -> "true or false";
            case NULL -> "null";
        };
    }

    private Value value(Syntax.Node node) {
        if (node instanceof Syntax.Number n) {
            return number(x -> n.value());
        }
        if (node instanceof Syntax.Text t) {
            return new Value() {
                public Type type() {
                    return Type.TEXT;
                }

                public String text(int row) {
                    return t.value();
                }
            };
        }
        if (node instanceof Syntax.Bool b) {
            return condition(row -> b.value());
        }
        if (node instanceof Syntax.Null) {
            return () -> Type.NULL;
        }
        if (node instanceof Syntax.Field f) {
            return field(f);
        }
        if (node instanceof Syntax.Unary u) {
            Value operand = value(u.operand());
            if (u.op().equals("not")) {
                Value c = need(operand, Type.BOOL, u.operand(), "not");
                return condition(row -> !c.holds(row));
            }
            Value n = need(operand, Type.NUMBER, u.operand(), "-");
            return number(row -> -n.number(row));
        }
        if (node instanceof Syntax.Call c) {
            return Functions.call(c, c.arguments().stream().map(this::value).toList(), this::mistake);
        }
        Syntax.Binary b = (Syntax.Binary) node;
        Value left = value(b.left());
        Value right = value(b.right());
        switch (b.op()) {
            case "and", "or" -> {
                Value l = need(left, Type.BOOL, b.left(), b.op());
                Value r = need(right, Type.BOOL, b.right(), b.op());
                return b.op().equals("and") ? condition(row -> l.holds(row) && r.holds(row)) : condition(row -> l.holds(row) || r.holds(row));
            }
            case "+", "-", "*", "/", "%", "^" -> {
                Value l = need(left, Type.NUMBER, b.left(), b.op());
                Value r = need(right, Type.NUMBER, b.right(), b.op());
                DoubleBinaryOperator f = switch (b.op()) {
                    case "+" -> Double::sum;
                    case "-" -> (x, y) -> x - y;
                    case "*" -> (x, y) -> x * y;
                    case "/" -> (x, y) -> x / y;
                    case "%" -> (x, y) -> x - Math.floor(x / y) * y;
                    default -> Math::pow;
                };
                return number(row -> f.applyAsDouble(l.number(row), r.number(row)));
            }
            default -> {
                return Comparisons.compare(b, left, right, this::mistake);
            }
        }
    }

    private Value field(Syntax.Field f) {
        Column c = table.column(f.name());
        if (c == null) {
            throw mistake(f.column(), "no field \"" + f.name() + "\"; fields are " + String.join(", ", table.names()));
        }
        if (c instanceof Column.Numbers n) {
            double[] values = n.values();
            return number(row -> values[row]);
        }
        if (c instanceof Column.Times t) {
            long[] millis = t.millis();
            return new Value() {
                public Type type() {
                    return Type.TIME;
                }

                public double number(int row) {
                    return millis[row] == Column.Times.MISSING ? Double.NaN : millis[row];
                }
            };
        }
        Column.Texts t = (Column.Texts) c;
        return new Value() {
            public Type type() {
                return Type.TEXT;
            }

            public String text(int row) {
                return t.value(row);
            }
        };
    }

    /** The operand as the type an operator needs, or a mistake naming the operator and what it was given. */
    private Value need(Value v, Type type, Syntax.Node at, String op) {
        if (v.type() != type) {
            throw mistake(at.column(), op + " takes " + words(type).replace("a number", "numbers").replace("true or false", "conditions")
                    + "; " + (at instanceof Syntax.Field f ? "\"" + f.name() + "\" holds " + plural(v.type()) : "this gives " + words(v.type())));
        }
        return v;
    }

    private static String plural(Type type) {
        return switch (type) {
            case NUMBER -> "numbers";
            case TEXT -> "text";
            case TIME -> "dates";
            default -> words(type);
        };
    }

    static Value number(java.util.function.IntToDoubleFunction f) {
        return new Value() {
            public Type type() {
                return Type.NUMBER;
            }

            public double number(int row) {
                return f.applyAsDouble(row);
            }
        };
    }

    static Value condition(java.util.function.IntPredicate f) {
        return new Value() {
            public Type type() {
                return Type.BOOL;
            }

            public boolean holds(int row) {
                return f.test(row);
            }
        };
    }

    /** The functions of numbers an expression may call. */
    static final class Functions {
        private static final java.util.Map<String, DoubleUnaryOperator> ONE = java.util.Map.of("log", Math::log, "log2",
                x -> Math.log(x) / Math.log(2), "log10", Math::log10, "exp", Math::exp, "sqrt", Math::sqrt, "abs", Math::abs, "floor",
                Math::floor, "ceil", Math::ceil, "round", Math::rint);

        private Functions() {
        }

        static Value call(Syntax.Call c, List<Value> args, Mistakes mistakes) {
            String name = c.function().toLowerCase(Locale.ROOT);
            for (int i = 0; i < args.size(); i++) {
                if (args.get(i).type() != Type.NUMBER) {
                    throw mistakes.at(c.arguments().get(i).column(), name + " takes numbers; this gives " + words(args.get(i).type()));
                }
            }
            DoubleUnaryOperator one = ONE.get(name);
            if (one != null) {
                if (args.size() != 1) {
                    throw mistakes.at(c.column(), name + " takes one value, not " + args.size());
                }
                Value x = args.get(0);
                return number(row -> one.applyAsDouble(x.number(row)));
            }
            if (name.equals("min") || name.equals("max")) {
                if (args.isEmpty()) {
                    throw mistakes.at(c.column(), name + " takes one value or more");
                }
                boolean min = name.equals("min");
                return number(row -> {
                    double best = Double.NaN;
                    for (Value v : args) {
                        double x = v.number(row);
                        if (Double.isNaN(x)) {
                            return Double.NaN;
                        }
                        best = Double.isNaN(best) ? x : min ? Math.min(best, x) : Math.max(best, x);
                    }
                    return best;
                });
            }
            if (name.equals("pow")) {
                if (args.size() != 2) {
                    throw mistakes.at(c.column(), "pow takes two values, not " + args.size());
                }
                return number(row -> Math.pow(args.get(0).number(row), args.get(1).number(row)));
            }
            throw mistakes.at(c.column(), "no function \"" + c.function() + "\"; there are log, log2, log10, exp, sqrt, abs, floor, ceil, round, min, max and pow");
        }
    }

    /** How a part of the compiler names a mistake at a column. */
    @FunctionalInterface
    interface Mistakes {
        InputException at(int column, String what);
    }

    /** Comparisons of numbers, dates, texts and null. */
    static final class Comparisons {
        private Comparisons() {
        }

        static Value compare(Syntax.Binary b, Value left, Value right, Mistakes mistakes) {
            String op = b.op();
            boolean equality = op.equals("==") || op.equals("!=");
            if (left.type() == Type.NULL || right.type() == Type.NULL) {
                Value other = left.type() == Type.NULL ? right : left;
                if (!equality) {
                    throw mistakes.at(b.column(), op + " cannot compare with null; write == null or != null");
                }
                java.util.function.IntPredicate missing = missing(other);
                return condition(op.equals("==") ? missing : missing.negate());
            }
            Type l = left.type();
            Type r = right.type();
            if ((l == Type.TIME || r == Type.TIME) && (l == Type.TEXT || r == Type.TEXT)) {
                Value text = l == Type.TEXT ? left : right;
                Syntax.Node at = l == Type.TEXT ? b.left() : b.right();
                long t = at instanceof Syntax.Text literal ? Cell.time(literal.value()) : Column.Times.MISSING;
                if (t == Column.Times.MISSING) {
                    throw mistakes.at(at.column(), "a date is compared with a date in ISO 8601, such as \"2026-01-31\" or \"2026-01-31T09:00:00Z\"");
                }
                Value time = number(row -> t);
                return numbers(op, l == Type.TIME ? left : time, l == Type.TIME ? time : right);
            }
            if ((l == Type.NUMBER || l == Type.TIME) && l == r) {
                return numbers(op, left, right);
            }
            if (l == Type.TEXT || r == Type.TEXT) {
                if (!equality) {
                    throw mistakes.at(b.column(), op + " compares numbers and dates; " + (l == Type.TEXT ? "the left" : "the right") + " side is text");
                }
                java.util.function.IntFunction<String> x = text(left);
                java.util.function.IntFunction<String> y = text(right);
                if (x == null || y == null) {
                    throw mistakes.at(b.column(), "cannot compare " + words(l) + " with " + words(r));
                }
                java.util.function.IntPredicate same = row -> {
                    String a = x.apply(row);
                    return a != null && a.equals(y.apply(row));
                };
                return condition(op.equals("==") ? same : row -> !same.test(row));
            }
            if (l == Type.BOOL && r == Type.BOOL && equality) {
                return condition(op.equals("==") ? row -> left.holds(row) == right.holds(row) : row -> left.holds(row) != right.holds(row));
            }
            throw mistakes.at(b.column(), "cannot compare " + words(l) + " with " + words(r));
        }

        private static Value numbers(String op, Value left, Value right) {
            return condition(row -> {
                double x = left.number(row);
                double y = right.number(row);
                if (Double.isNaN(x) || Double.isNaN(y)) {
                    return op.equals("!=");
                }
                return switch (op) {
                    case "==" -> x == y;
                    case "!=" -> x != y;
                    case "<" -> x < y;
                    case "<=" -> x <= y;
                    case ">" -> x > y;
                    default -> x >= y;
                };
            });
        }

        /** A value as text, for equality with a text: a number in its shortest form; null for types without one. */
        private static java.util.function.IntFunction<String> text(Value v) {
            return switch (v.type()) {
                case TEXT -> v::text;
                case NUMBER -> row -> Double.isNaN(v.number(row)) ? null : Cell.shortest(v.number(row));
                default -> null;
            };
        }

        private static java.util.function.IntPredicate missing(Value v) {
            return switch (v.type()) {
                case TEXT -> row -> v.text(row) == null;
                case NUMBER, TIME -> row -> Double.isNaN(v.number(row));
                default -> row -> false;
            };
        }
    }
}
