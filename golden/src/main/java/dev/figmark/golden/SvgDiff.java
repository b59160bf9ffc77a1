package dev.figmark.golden;

import dev.figmark.files.SvgTree;
import dev.figmark.files.TooLarge;
import java.io.IOException;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an SVG draws, compared element by element and said in the figure's terms: "text 'throughput' became
 * 'tokens/s'", "point 6 of &lt;path&gt; #3 moved 4.1 pt up", "&lt;path&gt; #2: stroke #1f77b4 → #d62728". Texts are
 * paired by their content, other elements by kind and order within their named groups; ids do not count, only what
 * they name (see {@link SvgDrawing}).
 */
final class SvgDiff {

    private static final Pattern TRANSLATE = Pattern.compile("translate\\(\\s*([-+0-9.eE]+)(?:[\\s,]+([-+0-9.eE]+))?\\s*\\)");
    private static final Set<String> POSITION = Set.of("x", "y", "cx", "cy");
    private static final Set<String> POSITION_OR_TRANSLATION = Set.of("x", "y", "cx", "cy", "transform");

    private final SvgDrawing a;
    private final SvgDrawing b;
    private final List<String> changes = new ArrayList<>();

    private SvgDiff(SvgDrawing a, SvgDrawing b) {
        this.a = a;
        this.b = b;
    }

    static Difference compare(String name, byte[] expected, byte[] actual) throws IOException {
        SvgDrawing a = drawing(expected, "expected");
        SvgDrawing b = drawing(actual, "actual");
        SvgDiff diff = new SvgDiff(a, b);
        Set<String> changedTexts = diff.compareTexts();
        diff.compareShapes(changedTexts);
        List<String> notes = new ArrayList<>();
        if (diff.changes.isEmpty()) {
            notes.add("the files differ only in ids, metadata, comments or formatting, which are not drawing");
        }
        return new Difference(name, diff.changes, notes, null);
    }

    private static SvgDrawing drawing(byte[] svg, String which) throws IOException {
        try {
            return new SvgDrawing(SvgTree.parse(svg));
        } catch (TooLarge e) {
            throw new TooLarge("the " + which + " SVG has " + e.getMessage());
        } catch (IOException e) {
            throw new IOException("the " + which + " file: " + e.getMessage(), e);
        }
    }

    /** Pairs texts by content; the rest by group and order, as changed texts. Returns the texts that changed. */
    private Set<String> compareTexts() {
        List<SvgDrawing.Item> removed = new ArrayList<>();
        List<String> moves = new ArrayList<>();
        List<SvgDrawing.Item> unmatched = new ArrayList<>(b.texts);
        for (SvgDrawing.Item old : a.texts) {
            SvgDrawing.Item now = null;
            for (SvgDrawing.Item candidate : unmatched) {
                if (candidate.text().equals(old.text()) && candidate.key().equals(old.key())) {
                    now = candidate;
                    break;
                }
            }
            if (now == null) {
                removed.add(old);
                continue;
            }
            unmatched.remove(now);
            String label = "text '" + TextDiff.shorten(old.text()) + "'";
            String moved = moved(old, now);
            if (!moved.isEmpty()) {
                moves.add(label + " moved " + moved);
            }
            for (String change : attributeChanges(old, now, Set.of("x", "y", "transform"))) {
                moves.add(label + ": " + change);
            }
        }
        Set<String> changed = new HashSet<>();
        for (SvgDrawing.Item old : removed) {
            SvgDrawing.Item now = unmatched.stream().filter(c -> c.key().equals(old.key())).findFirst().orElse(null);
            changed.add(old.text());
            if (now == null) {
                changes.add("text '" + TextDiff.shorten(old.text()) + "' removed");
                continue;
            }
            unmatched.remove(now);
            changed.add(now.text());
            String moved = moved(old, now);
            changes.add("text '" + TextDiff.shorten(old.text()) + "' became '" + TextDiff.shorten(now.text()) + "'"
                    + (moved.isEmpty() ? "" : " and moved " + moved));
        }
        for (SvgDrawing.Item added : unmatched) {
            changed.add(added.text());
            changes.add("text '" + TextDiff.shorten(added.text()) + "' added");
        }
        changes.addAll(moves); // what appeared, went away or changed says most; what merely moved comes after
        return changed;
    }

    private String moved(SvgDrawing.Item old, SvgDrawing.Item now) {
        double[] p = position(old.attributes());
        double[] q = position(now.attributes());
        return ValueDiff.movement(q[0] - p[0], q[1] - p[1], a.unit);
    }

    private static double[] position(Map<String, String> attributes) {
        String transform = attributes.get("transform");
        if (transform != null) {
            Matcher m = TRANSLATE.matcher(transform);
            if (m.find()) {
                return new double[] {number(m.group(1)), number(m.group(2))};
            }
        }
        String x = attributes.containsKey("cx") ? attributes.get("cx") : attributes.get("x");
        String y = attributes.containsKey("cy") ? attributes.get("cy") : attributes.get("y");
        return new double[] {number(x), number(y)};
    }

    private static double number(String s) {
        try {
            return s == null ? 0 : Double.parseDouble(s.strip().split("[\\s,]+")[0].replaceAll("[a-z%]+$", ""));
        } catch (NumberFormatException e) {
            return 0;
        }
    }

    private void compareShapes(Set<String> changedTexts) {
        Map<String, List<SvgDrawing.Item>> left = byKey(a.items, changedTexts);
        Map<String, List<SvgDrawing.Item>> right = byKey(b.items, changedTexts);
        TreeSet<String> keys = new TreeSet<>(left.keySet());
        keys.addAll(right.keySet());
        for (String key : keys) {
            List<SvgDrawing.Item> x = left.getOrDefault(key, List.of());
            List<SvgDrawing.Item> y = right.getOrDefault(key, List.of());
            int common = Math.min(x.size(), y.size());
            for (int i = 0; i < common; i++) {
                SvgDrawing.Item old = x.get(i);
                SvgDrawing.Item now = y.get(i);
                String label = "<" + old.tag() + "> #" + (i + 1) + key.substring(old.tag().length() + 2)
                        + (old.hint().isEmpty() || key.contains(old.hint()) ? "" : " (in #" + old.hint() + ")");
                String moved = ValueDiff.movement(position(now.attributes())[0] - position(old.attributes())[0],
                        position(now.attributes())[1] - position(old.attributes())[1], a.unit);
                String t = old.attributes().getOrDefault("transform", "");
                String u = now.attributes().getOrDefault("transform", "");
                boolean translatedOnly = TRANSLATE.matcher(t).replaceAll("").equals(TRANSLATE.matcher(u).replaceAll(""));
                if (!moved.isEmpty() && translatedOnly) {
                    changes.add(label + " moved " + moved);
                }
                for (String change : attributeChanges(old, now, translatedOnly ? POSITION_OR_TRANSLATION : POSITION)) {
                    changes.add(change.startsWith("point ") ? change.replaceFirst(" moved", " of " + label + " moved") : label + ": " + change);
                }
                if (!old.text().equals(now.text())) {
                    changes.add(label + ": content " + ValueDiff.around(old.text(), now.text()));
                }
            }
            if (x.size() != y.size()) {
                changes.add(key + ": " + x.size() + " → " + y.size() + " elements");
            }
        }
    }

    private static Map<String, List<SvgDrawing.Item>> byKey(List<SvgDrawing.Item> items, Set<String> changedTexts) {
        Map<String, List<SvgDrawing.Item>> out = new LinkedHashMap<>();
        for (SvgDrawing.Item item : items) {
            if (item.textOwner() != null && changedTexts.contains(item.textOwner())) {
                continue; // the glyphs of a changed text: the text's own change says it
            }
            out.computeIfAbsent(item.key(), k -> new ArrayList<>()).add(item);
        }
        return out;
    }

    private List<String> attributeChanges(SvgDrawing.Item old, SvgDrawing.Item now, Set<String> ignored) {
        List<String> out = new ArrayList<>();
        TreeSet<String> names = new TreeSet<>(old.attributes().keySet());
        names.addAll(now.attributes().keySet());
        for (String attribute : names) {
            if (ignored.contains(attribute)) {
                continue;
            }
            String x = old.attributes().get(attribute);
            String y = now.attributes().get(attribute);
            if (x == null || y == null) {
                out.add(attribute + " " + (x == null ? "(none)" : TextDiff.shorten(x)) + " → " + (y == null ? "(none)" : TextDiff.shorten(y)));
                continue;
            }
            if (x.equals(y)) {
                continue;
            }
            if (x.contains(SvgDrawing.HASHED) && y.contains(SvgDrawing.HASHED)) {
                out.add(attribute + " refers to a different " + reference(old, now, attribute));
                continue;
            }
            List<String> points = attribute.equals("points") || attribute.equals("d") ? ValueDiff.movedPoints(x, y, a.unit) : null;
            if (points != null) {
                out.addAll(points);
            } else {
                out.add(attribute + " " + ValueDiff.around(x, y));
            }
        }
        return out;
    }

    /** What changed in the element a reference names: its tag and its own changed attributes. */
    private String reference(SvgDrawing.Item old, SvgDrawing.Item now, String attribute) {
        SvgTree.Element p = a.target(referencedId(old.element(), attribute));
        SvgTree.Element q = b.target(referencedId(now.element(), attribute));
        if (p == null || q == null) {
            return "element";
        }
        List<String> inner = new ArrayList<>();
        TreeSet<String> names = new TreeSet<>(p.attributes.keySet());
        names.addAll(q.attributes.keySet());
        for (String n : names) {
            String x = p.attributes.getOrDefault(n, "(none)");
            String y = q.attributes.getOrDefault(n, "(none)");
            if (!n.equals("id") && !x.equals(y) && !x.contains("#") && !y.contains("#")) {
                inner.add(n + " " + ValueDiff.around(x, y));
            }
        }
        return "<" + q.tag + ">" + (inner.isEmpty() ? "" : ": " + String.join("; ", inner));
    }

    /** The id an attribute (or the style declaration of that name) refers to. */
    private static String referencedId(SvgTree.Element element, String attribute) {
        String value = element.attribute(attribute);
        if (value == null && element.attribute("style") != null) {
            for (String declaration : element.attribute("style").split(";")) {
                int colon = declaration.indexOf(':');
                if (colon > 0 && declaration.substring(0, colon).strip().equals(attribute)) {
                    value = declaration.substring(colon + 1);
                }
            }
        }
        Matcher m = SvgDrawing.pattern(attribute).matcher(value == null ? "" : value.strip());
        return m.find() ? (m.group(1) != null ? m.group(1) : m.group(2)) : "";
    }
}
