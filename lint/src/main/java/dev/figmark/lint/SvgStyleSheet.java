package dev.figmark.lint;

import dev.figmark.files.SvgTree;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The rules of an SVG's {@code <style>} sheets, laid onto its elements as CSS ranks them: above the presentation
 * attributes, below an element's own {@code style}, the more specific and the later winning. Selectors of one
 * element are read ({@code text}, {@code .label}, {@code #title}, {@code text.label}, {@code *}, lists of them); a
 * rule whose selector reaches through ancestors ({@code g text}, {@code a > b}) or an at-rule is left out, as the
 * lint cannot tell which elements it means, and a size it would set is then not seen.
 */
final class SvgStyleSheet {

    /** One selector of a rule with its declarations, its specificity (ids, classes, types) and its place in the sheet. */
    private record Rule(String tag, List<String> classes, String id, List<String[]> declarations, int specificity, int order) {
    }

    private static final Pattern COMPOUND = Pattern.compile("(\\*|[A-Za-z][\\w-]*)?((?:[.#][\\w-]+)*)");
    private static final Pattern COMMENT = Pattern.compile("/\\*.*?\\*/", Pattern.DOTALL);

    private SvgStyleSheet() {
    }

    /** Lays every sheet of the tree onto its elements' attributes. */
    static void apply(SvgTree.Element root) {
        List<Rule> rules = new ArrayList<>();
        collect(root, rules);
        if (rules.isEmpty()) {
            return;
        }
        rules.sort(Comparator.comparingInt(Rule::specificity).thenComparingInt(Rule::order));
        lay(root, rules);
    }

    private static void collect(SvgTree.Element e, List<Rule> rules) {
        if (e.tag.equals("style")) {
            parse(COMMENT.matcher(e.text).replaceAll(" "), rules);
        }
        for (SvgTree.Element child : e.children) {
            collect(child, rules);
        }
    }

    private static void parse(String css, List<Rule> rules) {
        int at = 0;
        while (at < css.length()) {
            int open = css.indexOf('{', at);
            int close = open < 0 ? -1 : css.indexOf('}', open);
            if (close < 0) {
                return;
            }
            String selectors = css.substring(at, open).strip();
            String body = css.substring(open + 1, close);
            at = close + 1;
            if (selectors.startsWith("@")) {
                continue; // an at-rule: its block is left out whole (a nested one ends at its first brace)
            }
            List<String[]> declarations = new ArrayList<>();
            for (String d : body.split(";")) {
                int colon = d.indexOf(':');
                if (colon > 0) {
                    declarations.add(new String[] {d.substring(0, colon).strip(), d.substring(colon + 1).replace("!important", "").strip()});
                }
            }
            for (String selector : selectors.split(",")) {
                Matcher m = COMPOUND.matcher(selector.strip());
                if (selector.isBlank() || !m.matches()) {
                    continue;
                }
                String tag = m.group(1) == null || m.group(1).equals("*") ? null : m.group(1);
                List<String> classes = new ArrayList<>();
                String id = null;
                for (String part : m.group(2).split("(?=[.#])")) {
                    if (part.startsWith(".")) {
                        classes.add(part.substring(1));
                    } else if (part.startsWith("#")) {
                        id = part.substring(1);
                    }
                }
                int specificity = (id == null ? 0 : 10_000) + classes.size() * 100 + (tag == null ? 0 : 1);
                rules.add(new Rule(tag, classes, id, declarations, specificity, rules.size()));
            }
        }
    }

    private static void lay(SvgTree.Element e, List<Rule> rules) {
        String classAttribute = e.attribute("class");
        List<String> classes = classAttribute == null ? List.of() : List.of(classAttribute.strip().split("\\s+"));
        for (Rule r : rules) {
            if ((r.tag() == null || r.tag().equals(e.tag)) && classes.containsAll(r.classes())
                    && (r.id() == null || r.id().equals(e.attribute("id")))) {
                for (String[] d : r.declarations()) {
                    e.attributes.put(d[0], d[1]);
                }
            }
        }
        for (SvgTree.Element child : e.children) {
            lay(child, rules);
        }
    }
}
