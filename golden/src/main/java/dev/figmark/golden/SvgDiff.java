package dev.figmark.golden;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.xml.XMLConstants;
import javax.xml.parsers.DocumentBuilder;
import javax.xml.parsers.DocumentBuilderFactory;
import javax.xml.parsers.ParserConfigurationException;
import org.w3c.dom.Element;
import org.w3c.dom.NamedNodeMap;
import org.w3c.dom.Node;
import org.xml.sax.SAXException;

/**
 * Element by element: texts are matched by their content and reported as moved, added or removed; other elements are
 * matched by kind and order within their group and reported with the attributes that changed.
 */
final class SvgDiff {

    private static final Pattern TRANSLATE = Pattern.compile("translate\\(([-0-9.eE]+)[ ,]+([-0-9.eE]+)\\)");

    private SvgDiff() {
    }

    /** One drawn element: its tag, the group it is in, its attributes and its text. */
    record Item(String tag, String group, Map<String, String> attributes, String text) {

        double[] position() {
            String transform = attributes.get("transform");
            if (transform != null) {
                Matcher m = TRANSLATE.matcher(transform);
                if (m.find()) {
                    return new double[] {Double.parseDouble(m.group(1)), Double.parseDouble(m.group(2))};
                }
            }
            return new double[] {number(attributes.get("x")), number(attributes.get("y"))};
        }

        private static double number(String s) {
            try {
                return s == null ? 0 : Double.parseDouble(s);
            } catch (NumberFormatException e) {
                return 0;
            }
        }
    }

    static Difference compare(String name, byte[] expected, byte[] actual) throws IOException {
        List<Item> a = items(expected);
        List<Item> b = items(actual);
        List<String> changes = new ArrayList<>();
        compareTexts(filter(a, true), filter(b, true), changes);
        compareShapes(filter(a, false), filter(b, false), changes);
        // Texts that appeared or went away say most about a change; list them before what merely moved.
        List<String> ordered = new ArrayList<>();
        changes.stream().filter(c -> c.endsWith("' added") || c.endsWith("' removed")).forEach(ordered::add);
        changes.stream().filter(c -> !c.endsWith("' added") && !c.endsWith("' removed")).forEach(ordered::add);
        changes = ordered;
        if (changes.isEmpty()) {
            changes.add("markup differs outside the drawn elements (comments, order or formatting)");
        }
        return new Difference(name, changes, null);
    }

    private static List<Item> filter(List<Item> items, boolean texts) {
        return items.stream().filter(i -> i.tag().equals("text") == texts).toList();
    }

    private static void compareTexts(List<Item> a, List<Item> b, List<String> changes) {
        List<Item> unmatched = new ArrayList<>(b);
        for (Item old : a) {
            Item now = null;
            for (Item candidate : unmatched) {
                if (candidate.text().equals(old.text())) {
                    now = candidate;
                    break;
                }
            }
            if (now == null) {
                changes.add("text '" + TextDiff.shorten(old.text()) + "' removed");
                continue;
            }
            unmatched.remove(now);
            double[] p = old.position();
            double[] q = now.position();
            String moved = movement(q[0] - p[0], q[1] - p[1]);
            if (!moved.isEmpty()) {
                changes.add("text '" + TextDiff.shorten(old.text()) + "' moved " + moved);
            }
            for (String change : attributeChanges(old, now, List.of("x", "y", "transform"))) {
                changes.add("text '" + TextDiff.shorten(old.text()) + "': " + change);
            }
        }
        for (Item added : unmatched) {
            changes.add("text '" + TextDiff.shorten(added.text()) + "' added");
        }
    }

    private static String movement(double dx, double dy) {
        List<String> parts = new ArrayList<>();
        if (Math.abs(dx) >= 0.001) {
            parts.add(String.format(Locale.ROOT, "%.1f pt %s", Math.abs(dx), dx > 0 ? "right" : "left"));
        }
        if (Math.abs(dy) >= 0.001) {
            parts.add(String.format(Locale.ROOT, "%.1f pt %s", Math.abs(dy), dy > 0 ? "down" : "up"));
        }
        return String.join(" and ", parts);
    }

    private static void compareShapes(List<Item> a, List<Item> b, List<String> changes) {
        Map<String, List<Item>> left = byKey(a);
        Map<String, List<Item>> right = byKey(b);
        TreeSet<String> keys = new TreeSet<>(left.keySet());
        keys.addAll(right.keySet());
        for (String key : keys) {
            List<Item> x = left.getOrDefault(key, List.of());
            List<Item> y = right.getOrDefault(key, List.of());
            int common = Math.min(x.size(), y.size());
            for (int i = 0; i < common; i++) {
                for (String change : attributeChanges(x.get(i), y.get(i), List.of())) {
                    changes.add(key + " #" + (i + 1) + ": " + change);
                }
            }
            if (x.size() != y.size()) {
                changes.add(key + ": " + x.size() + " → " + y.size() + " elements");
            }
        }
    }

    private static Map<String, List<Item>> byKey(List<Item> items) {
        Map<String, List<Item>> out = new LinkedHashMap<>();
        for (Item item : items) {
            String key = "<" + item.tag() + ">" + (item.group().isEmpty() ? "" : " in '" + item.group() + "'");
            out.computeIfAbsent(key, k -> new ArrayList<>()).add(item);
        }
        return out;
    }

    private static List<String> attributeChanges(Item old, Item now, List<String> ignored) {
        List<String> out = new ArrayList<>();
        TreeSet<String> names = new TreeSet<>(old.attributes().keySet());
        names.addAll(now.attributes().keySet());
        for (String attribute : names) {
            if (ignored.contains(attribute) || attribute.equals("clip-path") || attribute.equals("id")) {
                continue;
            }
            String x = old.attributes().getOrDefault(attribute, "(none)");
            String y = now.attributes().getOrDefault(attribute, "(none)");
            if (!x.equals(y)) {
                out.add(attribute + " " + TextDiff.shorten(x) + " → " + TextDiff.shorten(y));
            }
        }
        return out;
    }

    static List<Item> items(byte[] svg) throws IOException {
        try {
            DocumentBuilderFactory factory = DocumentBuilderFactory.newInstance();
            factory.setFeature(XMLConstants.FEATURE_SECURE_PROCESSING, true);
            factory.setFeature("http://apache.org/xml/features/disallow-doctype-decl", true);
            factory.setNamespaceAware(true);
            DocumentBuilder builder = factory.newDocumentBuilder();
            Element root = builder.parse(new ByteArrayInputStream(svg)).getDocumentElement();
            List<Item> out = new ArrayList<>();
            walk(root, "", out);
            return out;
        } catch (ParserConfigurationException | SAXException e) {
            throw new IOException("not well-formed SVG: " + e.getMessage(), e);
        }
    }

    private static void walk(Element element, String group, List<Item> out) {
        String tag = element.getLocalName() == null ? element.getTagName() : element.getLocalName();
        if (tag.equals("clipPath") || tag.equals("style") || tag.equals("defs")) {
            return;
        }
        String inner = group;
        if (tag.equals("g") && element.hasAttribute("class")) {
            inner = group.isEmpty() ? element.getAttribute("class") : group + "/" + element.getAttribute("class");
        }
        if (!tag.equals("g") && !tag.equals("svg")) {
            Map<String, String> attributes = new LinkedHashMap<>();
            NamedNodeMap map = element.getAttributes();
            for (int i = 0; i < map.getLength(); i++) {
                attributes.put(map.item(i).getNodeName(), map.item(i).getNodeValue());
            }
            out.add(new Item(tag, group, attributes, tag.equals("text") ? element.getTextContent() : ""));
            if (tag.equals("text")) {
                return;
            }
        }
        for (Node child = element.getFirstChild(); child != null; child = child.getNextSibling()) {
            if (child instanceof Element e) {
                walk(e, inner, out);
            }
        }
    }
}
