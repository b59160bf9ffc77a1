package dev.figmark.data;

/**
 * The JSON parser's complaints in figmark's words: what is wrong and what to do, never the library's own terms
 * (Jackson's "StreamReadConstraints", "has to be escaped using backslash").
 */
final class ParserWords {

    private ParserWords() {
    }

    /** The parser's complaint in words a user can act on. */
    static String of(String message) {
        String m = message;
        if (m.startsWith("Duplicate field '")) {
            return "the field \"" + m.substring(17, m.indexOf('\'', 17)) + "\" is given twice; give each field once";
        }
        if (m.contains("nesting depth")) {
            return "arrays and objects nested more than " + Json.MAX_DEPTH + " deep";
        }
        if (m.contains("String value length") || m.contains("String length")) {
            return "a text longer than " + Json.MAX_TEXT + " characters";
        }
        if (m.contains("'NaN'") || m.contains("'Infinity'") || m.contains("'-Infinity'") || m.contains("'+Infinity'")) {
            return "NaN and Infinity are not JSON numbers; write null for a missing value";
        }
        if (m.startsWith("Unexpected end-of-input")) {
            return "the document ends before it is closed" + (m.contains("expected close marker for Array") ? " (an array lacks its ])"
                    : m.contains("expected close marker for Object") ? " (an object lacks its })" : "");
        }
        if (m.startsWith("Unexpected character ('}'") && m.contains("expecting double-quote")
                || m.startsWith("Unexpected character (']'") && m.contains("expected a value")) {
            char close = m.charAt(23);
            return "a comma before '" + close + "': JSON takes no comma after the last " + (close == '}' ? "field" : "value") + "; remove it";
        }
        if (m.startsWith("Unexpected character")) {
            int q = m.indexOf('(');
            return "unexpected character " + (q > 0 ? m.substring(q, m.indexOf(')', q) + 1) : "")
                    + (m.contains("expecting comma") ? "; a comma is missing between two values"
                    : m.contains("expecting double-quote") ? "; a field name needs double quotes" : "");
        }
        if (m.startsWith("Unrecognized token")) {
            int q = m.indexOf('\'');
            return "unrecognized word " + (q >= 0 ? m.substring(q, m.indexOf('\'', q + 1) + 1) : "") + "; texts need double quotes";
        }
        if (m.startsWith("Number value length")) {
            return "a number longer than " + Json.MAX_NUMBER + " characters, past what a double holds; write it shorter";
        }
        if (m.startsWith("Invalid UTF-8")) {
            int at = m.indexOf("0x");
            return "is not UTF-8" + (at > 0 ? " (byte " + m.substring(at, Math.min(m.length(), at + 4)).toUpperCase(java.util.Locale.ROOT).replace("0X", "0x") + ")" : "")
                    + "; save the file as UTF-8";
        }
        if (m.startsWith("Illegal unquoted character") || m.startsWith("Illegal character")) {
            int code = m.indexOf("code ");
            return "a control character" + (code > 0 ? " (" + m.substring(code, m.indexOf(')', code)) + ")" : "") + " inside a text; write it escaped, as \\n, \\t or \\u followed by its four hex digits";
        }
        return m.replaceAll("\\s*\\[Source:.*", "").replaceAll("\\(from `StreamReadConstraints[^)]*\\)", "").strip();
    }
}
