package dev.figmark.render.svg;

import dev.figmark.render.Numbers;
import dev.figmark.render.SceneWriter;
import dev.figmark.scene.Area;
import dev.figmark.scene.Box;
import dev.figmark.scene.Color;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Group;
import dev.figmark.scene.Hatching;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import java.io.IOException;
import java.io.OutputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

/**
 * Writes a scene as SVG text: sizes in pt with a viewBox, text as real {@code <text>} elements in the bundled family
 * with its metric-compatible stand-ins, coordinates with at most three decimals.
 */
public final class SvgWriter implements SceneWriter {

    private final String software;
    private final boolean textAsPaths;

    public SvgWriter(String software) {
        this(software, false);
    }

    /**
     * A writer whose texts are {@code <text>} elements, or, with {@code textAsPaths}, the outlines of their glyphs.
     *
     * @param software    the name written into the file
     * @param textAsPaths whether to draw text as paths, for viewers without the fonts
     */
    public SvgWriter(String software, boolean textAsPaths) {
        this.software = software;
        this.textAsPaths = textAsPaths;
    }

    @Override
    public String extension() {
        return "svg";
    }

    @Override
    public void write(Scene scene, OutputStream out) throws IOException {
        Document doc = new Document();
        doc.write(scene);
        Writer writer = new OutputStreamWriter(out, StandardCharsets.UTF_8);
        writer.write(doc.out.toString());
        writer.flush();
    }

    /** One document being written; holds the id counter so ids restart at 1 in every file. */
    private final class Document implements Mark.Visitor<Void> {
        private final StringBuilder out = new StringBuilder(1 << 16);
        private int nextId = 1;

        void write(Scene scene) {
            String w = Numbers.coord(scene.width());
            String h = Numbers.coord(scene.height());
            out.append("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n");
            out.append("<svg xmlns=\"http://www.w3.org/2000/svg\" version=\"1.1\" width=\"").append(w).append("pt\" height=\"")
                    .append(h).append("pt\" viewBox=\"0 0 ").append(w).append(' ').append(h).append("\" xml:space=\"preserve\"");
            about(scene.about());
            out.append("<!-- ").append(Escape.comment(software)).append(" -->\n");
            out.append("<style>text{font-kerning:none;font-variant-ligatures:none}</style>\n");
            if (scene.background() != null) {
                out.append("<rect width=\"").append(w).append("\" height=\"").append(h).append('"');
                paint("fill", scene.background());
                out.append("/>\n");
            }
            group(scene.root());
            out.append("</svg>\n");
        }

        /**
         * What the figure is about, for screen readers: an image named by its {@code <title>} and described by its
         * {@code <desc>}, the first children of the root, in the scene's language (SVG 2, WAI-ARIA Graphics).
         */
        private void about(Scene.About about) {
            if (!about.said()) {
                out.append(">\n");
                return;
            }
            java.util.List<String> ids = new java.util.ArrayList<>();
            if (!about.title().isEmpty()) {
                ids.add("title");
            }
            if (!about.alt().isEmpty()) {
                ids.add("desc");
            }
            out.append(" role=\"img\" aria-labelledby=\"").append(String.join(" ", ids)).append("\" xml:lang=\"")
                    .append(Escape.attribute(about.language())).append("\">\n");
            if (!about.title().isEmpty()) {
                out.append("<title id=\"title\">").append(Escape.text(about.title())).append("</title>\n");
            }
            if (!about.alt().isEmpty()) {
                out.append("<desc id=\"desc\">").append(Escape.text(about.alt())).append("</desc>\n");
            }
        }

        private void mark(Mark mark) {
            mark.accept(this);
        }

        @Override
        public Void group(Group g) {
            String clipId = null;
            if (g.clip() != null) {
                clipId = clipPath(g.clip());
            }
            out.append("<g");
            if (!g.name().isEmpty()) {
                out.append(" class=\"").append(Escape.attribute(g.name())).append('"');
            }
            if (g.dx() != 0 || g.dy() != 0) {
                out.append(" transform=\"translate(").append(Numbers.coord(g.dx())).append(' ').append(Numbers.coord(g.dy())).append(")\"");
            }
            if (clipId != null) {
                out.append(" clip-path=\"url(#").append(clipId).append(")\"");
            }
            out.append(">\n");
            for (Mark child : g.children()) {
                mark(child);
            }
            out.append("</g>\n");
            return null;
        }

        private String clipPath(Box box) {
            String id = "c" + nextId++;
            out.append("<clipPath id=\"").append(id).append("\"><rect");
            boxAttributes(box);
            out.append("/></clipPath>\n");
            return id;
        }

        /** Points as SVG writes them: {@code x,y x,y …}, three decimals at most. */
        private void points(double[] xy) {
            for (int i = 0; i < xy.length; i += 2) {
                if (i > 0) {
                    out.append(' ');
                }
                Numbers.append(out, xy[i], 3);
                out.append(',');
                Numbers.append(out, xy[i + 1], 3);
            }
        }

        @Override
        public Void polyline(Polyline p) {
            out.append("<polyline points=\"");
            points(p.points());
            out.append("\" fill=\"none\"");
            stroke(p.stroke());
            out.append("/>\n");
            return null;
        }

        @Override
        public Void area(Area a) {
            out.append("<polygon points=\"");
            points(a.points());
            out.append('"');
            paint("fill", a.fill());
            out.append("/>\n");
            return null;
        }

        @Override
        public Void rect(Rect r) {
            out.append("<rect");
            boxAttributes(r.box());
            if (r.fill() != null) {
                paint("fill", r.fill());
            } else {
                out.append(" fill=\"none\"");
            }
            if (r.stroke() != null) {
                stroke(r.stroke());
            }
            out.append("/>\n");
            return null;
        }

        @Override
        public Void hatching(Hatching h) {
            double[] s = h.segments();
            if (s.length == 0) {
                return null;
            }
            String clipId = clipPath(h.box());
            out.append("<path clip-path=\"url(#").append(clipId).append(")\" d=\"");
            for (int i = 0; i < s.length; i += 4) {
                out.append('M');
                Numbers.append(out, s[i], 3);
                out.append(' ');
                Numbers.append(out, s[i + 1], 3);
                out.append('L');
                Numbers.append(out, s[i + 2], 3);
                out.append(' ');
                Numbers.append(out, s[i + 3], 3);
            }
            out.append("\" fill=\"none\"");
            stroke(h.stroke());
            out.append("/>\n");
            return null;
        }

        @Override
        public Void text(Text t) {
            if (textAsPaths) {
                out.append("<path aria-label=\"").append(Escape.attribute(t.content())).append("\" d=\"").append(TextPaths.data(t)).append('"');
                paint("fill", t.color());
                out.append("/>\n");
                return null;
            }
            var placed = t.placed();
            boolean simple = !t.vertical() && !t.turned() && placed.size() == 1 && placed.get(0).size() == t.size()
                    && placed.get(0).run().face().equals(t.face());
            out.append("<text");
            if (simple) {
                out.append(" x=\"").append(Numbers.coord(t.x() + placed.get(0).dx())).append("\" y=\"")
                        .append(Numbers.coord(t.y() + placed.get(0).dy())).append('"');
            } else {
                out.append(" transform=\"translate(").append(Numbers.coord(t.x())).append(' ').append(Numbers.coord(t.y())).append(')');
                if (t.vertical()) {
                    out.append(" rotate(-90)");
                } else if (t.turned()) {
                    out.append(" rotate(").append(Numbers.coord(-t.rotation())).append(')');
                }
                out.append('"');
            }
            out.append(" font-family=\"").append(Escape.attribute(t.face().cssFamily())).append("\" font-size=\"")
                    .append(Numbers.coord(t.size())).append('"');
            if (t.face().bold()) {
                out.append(" font-weight=\"bold\"");
            }
            if (t.face().italic()) {
                out.append(" font-style=\"italic\"");
            }
            paint("fill", t.color());
            out.append('>');
            if (simple) {
                out.append(Escape.text(placed.get(0).text()));
            } else {
                for (Text.Placed p : placed) {
                    out.append("<tspan x=\"").append(Numbers.coord(p.dx())).append("\" y=\"").append(Numbers.coord(p.dy())).append('"');
                    if (p.size() != t.size()) {
                        out.append(" font-size=\"").append(Numbers.coord(p.size())).append('"');
                    }
                    FontFace face = p.run().face();
                    if (!face.family().equals(t.face().family())) {
                        out.append(" font-family=\"").append(Escape.attribute(face.cssFamily())).append('"');
                    }
                    if (face.italic() != t.face().italic()) {
                        out.append(" font-style=\"").append(face.italic() ? "italic" : "normal").append('"');
                    }
                    if (face.bold() != t.face().bold()) {
                        out.append(" font-weight=\"").append(face.bold() ? "bold" : "normal").append('"');
                    }
                    out.append('>').append(Escape.text(p.text())).append("</tspan>");
                }
            }
            out.append("</text>\n");
            return null;
        }

        @Override
        public Void marker(Marker m) {
            if (m.round()) {
                out.append("<circle cx=\"").append(Numbers.coord(m.x())).append("\" cy=\"").append(Numbers.coord(m.y()))
                        .append("\" r=\"").append(Numbers.coord(m.roundRadius())).append('"');
            } else {
                out.append("<polygon points=\"");
                points(m.outline());
                out.append('"');
            }
            if (m.face() != null) {
                paint("fill", m.face());
            } else {
                out.append(" fill=\"none\"");
            }
            if (m.edge() != null && m.edgeWidth() > 0) {
                stroke(Stroke.solid(m.edgeWidth(), m.edge()));
            }
            out.append("/>\n");
            return null;
        }

        private void boxAttributes(Box b) {
            out.append(" x=\"").append(Numbers.coord(b.x())).append("\" y=\"").append(Numbers.coord(b.y()))
                    .append("\" width=\"").append(Numbers.coord(b.width())).append("\" height=\"").append(Numbers.coord(b.height())).append('"');
        }

        private void paint(String attribute, Color c) {
            out.append(' ').append(attribute).append("=\"").append(c.toHex()).append('"');
            if (!c.opaque()) {
                out.append(' ').append(attribute).append("-opacity=\"").append(Numbers.format(c.opacity(), 3)).append('"');
            }
        }

        private void stroke(Stroke s) {
            paint("stroke", s.color());
            out.append(" stroke-width=\"").append(Numbers.coord(s.width())).append('"');
            if (s.dashed()) {
                out.append(" stroke-dasharray=\"");
                for (int i = 0; i < s.dash().size(); i++) {
                    if (i > 0) {
                        out.append(' ');
                    }
                    Numbers.append(out, s.dash().get(i), 3);
                }
                out.append('"');
            }
            if (s.cap() != Stroke.Cap.BUTT) {
                out.append(" stroke-linecap=\"").append(s.cap() == Stroke.Cap.ROUND ? "round" : "square").append('"');
            }
            if (s.join() != Stroke.Join.MITER) {
                out.append(" stroke-linejoin=\"").append(s.join() == Stroke.Join.ROUND ? "round" : "bevel").append('"');
            }
        }
    }
}
