package dev.figmark.lint;

import dev.figmark.files.SvgTree;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The checks on an SVG: the tree is walked with its transforms and inherited styles, text elements become text runs
 * and stroked shapes become line widths. A text's width is measured with the metrics of the standard PostScript face
 * its family stands for (Helvetica for sans, as Arial and Liberation Sans share them; Times for serif; Courier), which
 * PDFBox carries, since the SVG's own font may be on no machine here. Text drawn as outlines (matplotlib's default) is
 * shapes, and is not measured as text.
 */
final class SvgLint {

    /** CSS pixels per point: SVG's user unit without a view box is the CSS pixel. */
    static final double PX_PER_PT = 4.0 / 3.0;
    /** The text size SVG assumes where none is given, in CSS pixels. */
    static final double DEFAULT_FONT_PX = 16;
    /** The width of a character the standard faces lack, in units of its size: about a lowercase letter. */
    static final double UNKNOWN_CHAR_EM = 0.5;

    private static final Set<String> NOT_DRAWN = Set.of("defs", "clipPath", "mask", "marker", "pattern", "symbol",
            "linearGradient", "radialGradient", "filter", "metadata", "title", "desc", "script", "style");
    private static final Set<String> SHAPES = Set.of("path", "line", "polyline", "polygon", "rect", "circle", "ellipse");
    private static final Pattern NUMBER = Pattern.compile("[-+]?(?:\\d+\\.?\\d*|\\.\\d+)(?:[eE][-+]?\\d+)?");
    private static final Pattern FUNCTION = Pattern.compile("(matrix|translate|scale|rotate|skewX|skewY)\\s*\\(([^)]*)\\)");
    private static final Pattern FONT_SIZE_IN_SHORTHAND = Pattern.compile("(?:^|\\s)(\\d*\\.?\\d+)(px|pt|em|%)?(?:/\\S+)?\\s");

    private SvgLint() {
    }

    /** The style a child inherits: size in user units, stroke, its width and whether it scales. */
    private record Inherited(double fontSize, boolean stroked, double strokeWidth, boolean scalingStroke, String anchor,
            StandardFace face) {
    }

    static List<Finding> check(byte[] svg, Target target) throws IOException {
        SvgTree.Element root = SvgTree.parse(svg);
        SvgStyleSheet.apply(root);
        double[] box = viewBox(root);
        double widthPt = length(root.attribute("width"), box == null ? -1 : box[2] / PX_PER_PT, "width");
        double heightPt = length(root.attribute("height"), box == null ? -1 : box[3] / PX_PER_PT, "height");
        if (box == null) {
            box = new double[] {0, 0, widthPt * PX_PER_PT, heightPt * PX_PER_PT};
        }
        double userToPt = widthPt / box[2];
        double scale = target.scale(widthPt);
        List<Finding> out = new ArrayList<>();
        if (target.widthPt() > 0 && !target.sameWidth(widthPt)) {
            out.add(new Finding(0, Check.WIDTH, String.format(Locale.ROOT,
                    "the picture is %s bp (%.2f in) wide, the target %s bp (%.2f in): everything on it is scaled to %.0f %%",
                    PageMarks.number(widthPt), widthPt / 72, PageMarks.number(target.widthPt()), target.widthPt() / 72, scale * 100)));
        }
        PageMarks marks = new PageMarks(0, widthPt, heightPt, target, scale);
        AffineTransform toPage = new AffineTransform(userToPt, 0, 0, userToPt, -box[0] * userToPt, -box[1] * userToPt);
        walk(root, toPage, new Inherited(DEFAULT_FONT_PX, false, 1, true, "start", StandardFace.SANS), marks);
        out.addAll(marks.findings());
        return out;
    }

    private static void walk(SvgTree.Element e, AffineTransform parent, Inherited inherited, PageMarks marks) throws IOException {
        if (NOT_DRAWN.contains(e.tag) || "none".equals(property(e, "display"))) {
            return;
        }
        AffineTransform ctm = new AffineTransform(parent);
        String transform = e.attribute("transform");
        if (transform != null) {
            ctm.concatenate(transform(transform));
        }
        Inherited style = style(e, inherited);
        double scale = Math.sqrt(Math.abs(ctm.getDeterminant()));
        if (SHAPES.contains(e.tag) && style.stroked() && style.strokeWidth() >= 0) {
            marks.line(style.scalingStroke() ? style.strokeWidth() * scale : style.strokeWidth() / PX_PER_PT);
        }
        if (e.tag.equals("use") || (SHAPES.contains(e.tag) && !"none".equals(property(e, "fill")))) {
            marks.shape();
        }
        if (e.tag.equals("text")) {
            TextPieces pieces = new TextPieces();
            pieces.add(e, style, new double[] {0, 0});
            if (pieces.box != null) {
                marks.text(text(e), pieces.least * scale, ctm.createTransformedShape(pieces.box).getBounds2D());
            }
            return;
        }
        for (SvgTree.Element child : e.children) {
            walk(child, ctm, style, marks);
        }
    }

    /**
     * A text element's pieces (its own text and each {@code tspan}, each at its own size and position), as one box in
     * the text's user units and the smallest size among them.
     */
    private static final class TextPieces {
        Rectangle2D box;
        double least = Double.POSITIVE_INFINITY;

        void add(SvgTree.Element e, Inherited style, double[] pen) throws IOException {
            String x = e.attribute("x");
            String y = e.attribute("y");
            pen[0] = x == null ? pen[0] + first(e.attribute("dx")) : first(x);
            pen[1] = y == null ? pen[1] + first(e.attribute("dy")) : first(y);
            String own = e.text.toString().replaceAll("\\s+", " ");
            if (e.children.isEmpty()) {
                own = own.strip();
            }
            if (!own.isBlank()) {
                double width = style.face().width(own, style.fontSize());
                double left = x == null ? pen[0] : switch (style.anchor()) {
                    case "middle" -> pen[0] - width / 2;
                    case "end" -> pen[0] - width;
                    default -> pen[0];
                };
                Rectangle2D piece = new Rectangle2D.Double(left, pen[1] - PdfLint.ASCENT * style.fontSize(), width,
                        (PdfLint.ASCENT + PdfLint.DESCENT) * style.fontSize());
                if (box == null) {
                    box = piece;
                } else {
                    box.add(piece);
                }
                least = Math.min(least, style.fontSize());
                pen[0] = left + width;
            }
            for (SvgTree.Element child : e.children) {
                if (child.tag.equals("tspan") && !"none".equals(property(child, "display"))) {
                    add(child, style(child, style), pen);
                }
            }
        }
    }

    private static Inherited style(SvgTree.Element e, Inherited parent) throws IOException {
        double size = parent.fontSize();
        String fontSize = property(e, "font-size");
        String font = property(e, "font");
        if (fontSize == null && font != null) {
            Matcher m = FONT_SIZE_IN_SHORTHAND.matcher(font + " ");
            if (m.find()) {
                fontSize = m.group(1) + (m.group(2) == null ? "" : m.group(2));
            }
        }
        if (fontSize != null) {
            size = fontSize(fontSize.strip(), parent.fontSize());
        }
        String stroke = property(e, "stroke");
        boolean stroked = stroke == null ? parent.stroked() : !stroke.strip().equals("none") && !stroke.isBlank();
        String width = property(e, "stroke-width");
        double strokeWidth = width == null ? parent.strokeWidth() : userLength(width.strip());
        String effect = property(e, "vector-effect");
        boolean scaling = effect == null ? parent.scalingStroke() : !effect.strip().equals("non-scaling-stroke");
        String anchor = property(e, "text-anchor");
        StandardFace face = StandardFace.of(property(e, "font-family"), property(e, "font-weight"), parent.face());
        return new Inherited(size, stroked, strokeWidth, scaling, anchor == null ? parent.anchor() : anchor.strip(), face);
    }

    /** A presentation property: from the style attribute first, as CSS ranks it, then the attribute. */
    private static String property(SvgTree.Element e, String name) {
        String style = e.attribute("style");
        if (style != null) {
            for (String declaration : style.split(";")) {
                int colon = declaration.indexOf(':');
                if (colon > 0 && declaration.substring(0, colon).strip().equals(name)) {
                    return declaration.substring(colon + 1).replace("!important", "").strip();
                }
            }
        }
        return e.attribute(name);
    }

    private static double fontSize(String value, double parentSize) throws IOException {
        if (value.endsWith("em")) {
            return number(value.substring(0, value.length() - 2)) * parentSize;
        }
        if (value.endsWith("%")) {
            return number(value.substring(0, value.length() - 1)) / 100 * parentSize;
        }
        return userLength(value);
    }

    /** A length in user units (CSS pixels): plain numbers and px as they are, other units converted. */
    private static double userLength(String value) throws IOException {
        for (Map.Entry<String, Double> unit : UNITS.entrySet()) {
            if (value.endsWith(unit.getKey())) {
                return number(value.substring(0, value.length() - unit.getKey().length())) * unit.getValue() * PX_PER_PT;
            }
        }
        return number(value.endsWith("px") ? value.substring(0, value.length() - 2) : value);
    }

    /** Points per unit, for lengths in the root's width and height and in styles. */
    private static final Map<String, Double> UNITS = Map.of("pt", 1.0, "in", 72.0, "cm", 72 / 2.54, "mm", 72 / 25.4, "pc", 12.0);

    /** The root's width or height in points; without one, the view box's in pixels ({@code fallbackPt}). */
    private static double length(String value, double fallbackPt, String what) throws IOException {
        if (value == null || value.isBlank() || value.strip().endsWith("%")) {
            if (fallbackPt <= 0) {
                throw new IOException("the root <svg> has no absolute " + what + " and no viewBox, so its size is unknown");
            }
            return fallbackPt;
        }
        double pt = userLength(value.strip()) / PX_PER_PT;
        if (!(pt > 0)) {
            throw new IOException("the root <svg> has " + what + " '" + value + "'");
        }
        return pt;
    }

    private static double[] viewBox(SvgTree.Element root) throws IOException {
        String value = root.attribute("viewBox");
        if (value == null) {
            return null;
        }
        double[] v = numbers(value);
        if (v.length != 4 || !(v[2] > 0 && v[3] > 0)) {
            throw new IOException("the root <svg> has viewBox '" + value + "'; four numbers with a positive size are needed");
        }
        return v;
    }

    static AffineTransform transform(String value) throws IOException {
        AffineTransform t = new AffineTransform();
        Matcher m = FUNCTION.matcher(value);
        while (m.find()) {
            double[] a = numbers(m.group(2));
            int n = a.length;
            switch (m.group(1)) {
                case "matrix" -> t.concatenate(n == 6 ? new AffineTransform(a) : fail(value));
                case "translate" -> t.translate(n > 0 ? a[0] : 0, n > 1 ? a[1] : 0);
                case "scale" -> t.scale(n > 0 ? a[0] : 1, n > 1 ? a[1] : n > 0 ? a[0] : 1);
                case "rotate" -> t.rotate(Math.toRadians(n > 0 ? a[0] : 0), n > 2 ? a[1] : 0, n > 2 ? a[2] : 0);
                case "skewX" -> t.shear(Math.tan(Math.toRadians(n > 0 ? a[0] : 0)), 0);
                default -> t.shear(0, Math.tan(Math.toRadians(n > 0 ? a[0] : 0)));
            }
        }
        return t;
    }

    private static AffineTransform fail(String value) throws IOException {
        throw new IOException("transform '" + value + "': matrix() takes six numbers");
    }

    private static String text(SvgTree.Element e) {
        StringBuilder out = new StringBuilder(e.text);
        for (SvgTree.Element child : e.children) {
            out.append(text(child));
        }
        return out.toString();
    }

    private static double first(String list) throws IOException {
        double[] v = list == null ? new double[0] : numbers(list);
        return v.length == 0 ? 0 : v[0];
    }

    private static double number(String text) throws IOException {
        double[] v = numbers(text);
        if (v.length != 1) {
            throw new IOException("'" + text + "' is not a length");
        }
        return v[0];
    }

    private static double[] numbers(String text) {
        List<Double> out = new ArrayList<>();
        Matcher m = NUMBER.matcher(text);
        while (m.find()) {
            out.add(Double.parseDouble(m.group()));
        }
        return out.stream().mapToDouble(Double::doubleValue).toArray();
    }
}
