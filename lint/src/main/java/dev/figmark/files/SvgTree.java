package dev.figmark.files;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import javax.xml.XMLConstants;
import javax.xml.stream.Location;
import javax.xml.stream.XMLInputFactory;
import javax.xml.stream.XMLStreamConstants;
import javax.xml.stream.XMLStreamException;
import javax.xml.stream.XMLStreamReader;

/**
 * An SVG file read into a plain tree, safely: a DOCTYPE is accepted and skipped, but no entity is ever expanded and
 * nothing outside the file is read, so billion-laughs files and external entities are refused in one line, in bounded
 * time and memory. The tree keeps elements, their attributes in order, their text and their comments (matplotlib
 * writes a text drawn as glyph outlines as a comment beside the glyphs).
 */
public final class SvgTree {

    /** Deeper nesting than this is refused rather than walked. */
    public static final int MAX_DEPTH = 256;

    /** More elements than this are refused: ten times the largest figure figmark draws. */
    public static final int MAX_ELEMENTS = 500_000;

    private static final String XLINK = "http://www.w3.org/1999/xlink";

    /** An element: its local name, attributes ({@code xlink:href} read as {@code href}), text, comments and children. */
    public static final class Element {
        public final String tag;
        public final Map<String, String> attributes = new LinkedHashMap<>();
        public final List<Element> children = new ArrayList<>();
        public final StringBuilder text = new StringBuilder();
        public final List<String> comments = new ArrayList<>();
        public Element parent;

        public Element(String tag) {
            this.tag = tag;
        }

        public String attribute(String name) {
            return attributes.get(name);
        }
    }

    private SvgTree() {
    }

    private static final XMLInputFactory FACTORY = factory();

    private static XMLInputFactory factory() {
        XMLInputFactory factory = XMLInputFactory.newFactory();
        factory.setProperty(XMLInputFactory.SUPPORT_DTD, false);
        factory.setProperty(XMLInputFactory.IS_SUPPORTING_EXTERNAL_ENTITIES, false);
        factory.setProperty(XMLInputFactory.IS_REPLACING_ENTITY_REFERENCES, false);
        factory.setProperty(XMLInputFactory.IS_NAMESPACE_AWARE, true);
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_DTD, "");
        factory.setProperty(XMLConstants.ACCESS_EXTERNAL_SCHEMA, "");
        return factory;
    }

    /** The root element of an SVG file, or an exception whose message is one line: where and what is wrong. */
    public static Element parse(byte[] svg) throws IOException {
        XMLStreamReader reader = null;
        try {
            synchronized (FACTORY) {
                reader = FACTORY.createXMLStreamReader(new ByteArrayInputStream(svg));
            }
            Deque<Element> open = new ArrayDeque<>();
            Element root = null;
            int elements = 0;
            while (reader.hasNext()) {
                int event = reader.next();
                switch (event) {
                    case XMLStreamConstants.START_ELEMENT -> {
                        if (open.size() >= MAX_DEPTH) {
                            throw new IOException("refused: elements nested deeper than " + MAX_DEPTH + " levels" + at(reader.getLocation()));
                        }
                        if (++elements > MAX_ELEMENTS) {
                            throw new TooLarge("more than " + MAX_ELEMENTS + " elements, the most an SVG is compared with (held as a tree)");
                        }
                        Element element = new Element(reader.getLocalName());
                        for (int i = 0; i < reader.getAttributeCount(); i++) {
                            String ns = reader.getAttributeNamespace(i);
                            String prefix = reader.getAttributePrefix(i);
                            String local = reader.getAttributeLocalName(i);
                            String name = ns == null || ns.isEmpty() || XLINK.equals(ns) ? local : prefix + ":" + local;
                            element.attributes.put(name, reader.getAttributeValue(i));
                        }
                        if (open.isEmpty()) {
                            root = element;
                        } else {
                            element.parent = open.peek();
                            open.peek().children.add(element);
                        }
                        open.push(element);
                    }
                    case XMLStreamConstants.END_ELEMENT -> open.pop();
                    case XMLStreamConstants.CHARACTERS, XMLStreamConstants.CDATA, XMLStreamConstants.SPACE -> {
                        if (!open.isEmpty()) {
                            open.peek().text.append(reader.getText());
                        }
                    }
                    case XMLStreamConstants.COMMENT -> {
                        if (!open.isEmpty()) {
                            open.peek().comments.add(reader.getText().strip());
                        }
                    }
                    case XMLStreamConstants.ENTITY_REFERENCE -> throw new IOException("refused: entity &" + reader.getLocalName()
                            + "; is not expanded (figmark never expands entities in SVG)" + at(reader.getLocation()));
                    default -> {
                    }
                }
            }
            if (root == null) {
                throw new IOException("not SVG: no root element");
            }
            if (!root.tag.equals("svg")) {
                throw new IOException("not SVG: the root element is <" + root.tag + ">, not <svg>");
            }
            return root;
        } catch (XMLStreamException e) {
            String message = e.getMessage() == null ? "" : e.getMessage();
            int cut = message.indexOf("Message: ");
            message = (cut >= 0 ? message.substring(cut + 9) : message).replaceAll("\\s+", " ").strip();
            throw new IOException("not well-formed XML" + at(e.getLocation()) + ": " + message, e);
        } finally {
            if (reader != null) {
                try {
                    reader.close();
                } catch (XMLStreamException ignored) {
                    // nothing is held open: the input is an array
                }
            }
        }
    }

    private static String at(Location location) {
        return location == null ? "" : " at line " + location.getLineNumber() + ", column " + location.getColumnNumber();
    }
}
