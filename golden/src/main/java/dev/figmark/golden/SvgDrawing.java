package dev.figmark.golden;

import dev.figmark.files.SvgTree;

import java.io.IOException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What an SVG draws, as a list of items with ids taken out: every reference ({@code href="#m3ac07c17ca"},
 * {@code url(#p1)}) is replaced by a hash of the structure it names, so files whose tools name the same things by
 * different random ids (matplotlib, Vega, cairo, Inkscape) compare equal. Metadata, titles and descriptions are not
 * drawing; neither are definitions, which count only through what refers to them.
 */
final class SvgDrawing {

    static final Pattern REFERENCE = Pattern.compile("url\\(\\s*['\"]?#([^)'\"\\s]+)['\"]?\\s*\\)|^#(\\S+)$");
    private static final Pattern URL = Pattern.compile("url\\(\\s*['\"]?#([^)'\"\\s]+)['\"]?\\s*\\)");
    private static final Set<String> NOT_DRAWING = Set.of("metadata", "title", "desc", "script");
    private static final Set<String> DEFINITIONS = Set.of("defs", "clipPath", "mask", "marker", "pattern", "symbol", "linearGradient",
            "radialGradient", "filter");
    /** A reference after normalization: {@code #~} and the target's tag and structure hash. */
    static final String HASHED = "#~";

    /**
     * One drawn element.
     *
     * @param key the element's tag and the names of its groups, by which elements are paired
     * @param hint the nearest named group, for messages
     * @param textOwner the text of the text group it draws part of (matplotlib's glyphs), or null
     */
    record Item(String tag, String key, String hint, Map<String, String> attributes, String text, String textOwner, SvgTree.Element element) {
    }

    final List<Item> items = new ArrayList<>();
    final List<Item> texts = new ArrayList<>();
    final String unit;
    private final Map<String, SvgTree.Element> ids = new HashMap<>();
    private final Set<String> referenced = new HashSet<>();
    private final Map<SvgTree.Element, String> hashes = new HashMap<>();
    private final Set<SvgTree.Element> hashing = new HashSet<>();

    SvgDrawing(SvgTree.Element root) throws IOException {
        index(root);
        String width = root.attribute("width");
        unit = width != null && width.strip().endsWith("pt") ? "pt" : "px";
        walk(root, "", "", null);
    }

    /** The element a normalized or original reference names, in this drawing. */
    SvgTree.Element target(String id) {
        return ids.get(id);
    }

    private void index(SvgTree.Element root) {
        List<SvgTree.Element> stack = new ArrayList<>(List.of(root));
        while (!stack.isEmpty()) {
            SvgTree.Element e = stack.remove(stack.size() - 1);
            String id = e.attribute("id");
            if (id != null) {
                ids.putIfAbsent(id, e);
            }
            for (Map.Entry<String, String> a : e.attributes.entrySet()) {
                Matcher m = pattern(a.getKey()).matcher(a.getValue().strip());
                while (m.find()) {
                    referenced.add(m.group(1) != null ? m.group(1) : m.group(2));
                }
            }
            stack.addAll(e.children);
        }
    }

    private void walk(SvgTree.Element e, String group, String hint, String textOwner) throws IOException {
        if (NOT_DRAWING.contains(e.tag) || DEFINITIONS.contains(e.tag)) {
            return;
        }
        String id = e.attribute("id");
        boolean named = id != null && !referenced.contains(id);
        String inner = group;
        String innerHint = named ? id : hint;
        if (e.tag.equals("g") || e.tag.equals("a") || e.tag.equals("switch")) {
            String name = e.attribute("class") != null ? e.attribute("class") : named ? id : null;
            if (name != null) {
                inner = group.isEmpty() ? name : group + "/" + name;
            }
            if (textOwner == null && !e.comments.isEmpty() && drawsGlyphs(e)) {
                // matplotlib draws text as glyph outlines and writes the text itself as a comment beside them
                textOwner = e.comments.get(0);
                Item text = new Item("text", "text" + (group.isEmpty() ? "" : " in '" + group + "'"), innerHint,
                        positionOf(e), textOwner, null, e);
                texts.add(text);
            }
        }
        if (!e.tag.equals("g") && !e.tag.equals("a") && !e.tag.equals("switch")) {
            String key = "<" + e.tag + ">" + (group.isEmpty() ? "" : " in '" + group + "'");
            Item item = new Item(e.tag, key, hint, normalized(e), e.tag.equals("text") ? textContent(e).strip() : e.text.toString().strip(),
                    textOwner, e);
            if (e.tag.equals("text")) {
                texts.add(new Item("text", "text" + (group.isEmpty() ? "" : " in '" + group + "'"), hint, item.attributes(), item.text(), null, e));
                return;
            }
            items.add(item);
        }
        for (SvgTree.Element child : e.children) {
            walk(child, inner, innerHint, textOwner);
        }
    }

    private static boolean drawsGlyphs(SvgTree.Element g) {
        for (SvgTree.Element child : g.children) {
            if (child.tag.equals("use") || child.tag.equals("path") || drawsGlyphs(child)) {
                return true;
            }
        }
        return false;
    }

    /** The position a text group is drawn at: the translation of its first transformed descendant. */
    private Map<String, String> positionOf(SvgTree.Element g) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (SvgTree.Element e = g; e != null; e = e.children.isEmpty() ? null : e.children.get(0)) {
            if (e.attribute("transform") != null) {
                out.put("transform", e.attribute("transform"));
                break;
            }
        }
        return out;
    }

    private static String textContent(SvgTree.Element e) {
        StringBuilder out = new StringBuilder(e.text);
        for (SvgTree.Element child : e.children) {
            out.append(textContent(child));
        }
        return out.toString();
    }

    /** The attributes without ids, with each reference replaced by what it names. */
    private Map<String, String> normalized(SvgTree.Element e) throws IOException {
        Map<String, String> out = new LinkedHashMap<>();
        for (Map.Entry<String, String> a : e.attributes.entrySet()) {
            String name = a.getKey();
            if (name.equals("id") || name.equals("version") || name.startsWith("xmlns")) {
                continue;
            }
            if (name.equals("style")) {
                for (String declaration : a.getValue().split(";")) {
                    int colon = declaration.indexOf(':');
                    if (colon > 0) {
                        out.put(declaration.substring(0, colon).strip(), resolve("style", declaration.substring(colon + 1).strip()));
                    }
                }
                continue;
            }
            out.put(name, resolve(name, a.getValue()));
        }
        return out;
    }

    /** A bare {@code #id} is a reference only in {@code href}; elsewhere it is a colour, and only {@code url(#id)} refers. */
    static Pattern pattern(String attribute) {
        return attribute.equals("href") ? REFERENCE : URL;
    }

    private String resolve(String attribute, String value) throws IOException {
        if (value.indexOf('#') < 0) {
            return value;
        }
        Matcher m = pattern(attribute).matcher(value.strip());
        StringBuilder out = new StringBuilder();
        while (m.find()) {
            String id = m.group(1) != null ? m.group(1) : m.group(2);
            SvgTree.Element target = ids.get(id);
            String named = target == null ? "#(missing " + id + ")" : HASHED + target.tag + ":" + hash(target);
            m.appendReplacement(out, Matcher.quoteReplacement(m.group(1) != null ? "url(" + named + ")" : named));
        }
        m.appendTail(out);
        return out.toString();
    }

    /** A hash of an element's structure: tag, attributes without ids (references hashed in turn), text and children. */
    private String hash(SvgTree.Element e) throws IOException {
        String known = hashes.get(e);
        if (known != null) {
            return known;
        }
        if (!hashing.add(e)) {
            throw new IOException("not compared: a reference loop through <" + e.tag + "> #" + e.attribute("id"));
        }
        if (hashing.size() > SvgTree.MAX_DEPTH) {
            throw new IOException("not compared: references nested deeper than " + SvgTree.MAX_DEPTH + " levels");
        }
        long h = 1125899906842597L;
        h = mix(h, e.tag);
        for (Map.Entry<String, String> a : normalized(e).entrySet()) {
            h = mix(mix(h, a.getKey()), a.getValue());
        }
        h = mix(h, e.text.toString().strip());
        for (SvgTree.Element child : e.children) {
            h = mix(h, hash(child));
        }
        hashing.remove(e);
        String out = String.format("%016x", h).substring(0, 10);
        hashes.put(e, out);
        return out;
    }

    private static long mix(long h, String s) {
        for (int i = 0; i < s.length(); i++) {
            h = 31 * h + s.charAt(i);
        }
        return (h ^ (h >>> 29)) * 0xbf58476d1ce4e5b9L + s.length();
    }
}
