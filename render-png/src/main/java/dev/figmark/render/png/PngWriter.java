package dev.figmark.render.png;

import dev.figmark.scene.Units;
import dev.figmark.render.SceneWriter;
import dev.figmark.scene.Area;
import dev.figmark.scene.Box;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Color;
import dev.figmark.scene.Group;
import dev.figmark.scene.Hatching;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Rect;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Stroke;
import dev.figmark.scene.Text;
import dev.figmark.scene.TextRun;
import dev.figmark.text.FontMetrics;
import java.awt.BasicStroke;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.Shape;
import java.awt.geom.AffineTransform;
import java.awt.geom.Ellipse2D;
import java.awt.geom.Path2D;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.OutputStream;

/**
 * Draws a scene with Java2D at a resolution in dots per inch and writes it as PNG with its resolution recorded. Text is
 * drawn from the bundled fonts' outlines ({@link GlyphMasks}), not through the platform's fonts, so the same scene
 * gives the same pixels on any machine with the same Java.
 */
public final class PngWriter implements SceneWriter {

    /**
     * Java2D's antialiasing renderer in Java 25 (Marlin 0.9.4) leaves out stroke joins it judges smaller than an eighth
     * of a pixel, where Java 17's (Marlin 0.9.1) draws them all: one example figure differed in 133 edge pixels. The
     * setting, read once when the renderer starts, is made to draw every join, so every Java gives the same bytes;
     * left as it is where the program that embeds figmark set it, or started Java2D's renderer before this class.
     */
    static final String MARLIN_JOIN_ERROR = "sun.java2d.renderer.stroker.joinError";

    static {
        if (System.getProperty(MARLIN_JOIN_ERROR) == null) {
            System.setProperty(MARLIN_JOIN_ERROR, "0");
        }
    }

    private final String software;
    private final int dpi;

    public PngWriter(String software, int dpi) {
        if (dpi < 10 || dpi > 2400) {
            throw new IllegalArgumentException("dpi must be between 10 and 2400, got " + dpi);
        }
        this.software = software;
        this.dpi = dpi;
    }

    @Override
    public String extension() {
        return "png";
    }

    /** Pixel size of a length in points at this writer's resolution. */
    public int pixels(double points) {
        return (int) Math.round(Units.inches(points) * dpi);
    }

    /**
     * Pixels to draw into, kept by each writing thread between figures: a 300 dpi figure is some 20 MB that the JVM
     * would otherwise clear and the kernel map afresh for every file. Softly held, so memory is never short for it.
     */
    private static final ThreadLocal<java.lang.ref.SoftReference<int[]>> CANVAS = new ThreadLocal<>();

    @Override
    public void write(Scene scene, OutputStream out) throws IOException {
        int width = pixels(scene.width());
        int height = pixels(scene.height());
        java.lang.ref.SoftReference<int[]> kept = CANVAS.get();
        int[] pixels = kept == null ? null : kept.get();
        if (pixels == null || pixels.length < width * height) {
            pixels = new int[width * height];
            CANVAS.set(new java.lang.ref.SoftReference<>(pixels));
        }
        java.awt.image.DirectColorModel rgb = new java.awt.image.DirectColorModel(24, 0xff0000, 0x00ff00, 0x0000ff, 0);
        java.awt.image.WritableRaster raster = java.awt.image.Raster.createPackedRaster(
                new java.awt.image.DataBufferInt(pixels, width * height), width, height, width,
                rgb.getMasks(), null);
        BufferedImage image = new BufferedImage(rgb, raster, false, null);
        draw(scene, image);
        PngEncoder.write(image, dpi, software, scene.about(), out);
    }

    /**
     * Sets up Java2D's graphics environment and antialiasing renderer, made at their first use, by filling one shape,
     * and reads the outlines of {@code faces}.
     */
    @Override
    public void prepare(java.util.Set<FontFace> faces) {
        BufferedImage image = new BufferedImage(8, 8, BufferedImage.TYPE_INT_RGB);
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.fill(new java.awt.geom.Ellipse2D.Double(1, 1, 5, 5));
        } finally {
            g.dispose();
        }
        for (FontFace face : faces) {
            GlyphMasks.outlines(face);
        }
    }

    /** The scene as pixels, for writing or comparing. */
    public BufferedImage render(Scene scene) {
        BufferedImage image = new BufferedImage(pixels(scene.width()), pixels(scene.height()), BufferedImage.TYPE_INT_RGB);
        draw(scene, image);
        return image;
    }

    private void draw(Scene scene, BufferedImage image) {
        int width = image.getWidth();
        int height = image.getHeight();
        Graphics2D g = image.createGraphics();
        try {
            g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
            g.setRenderingHint(RenderingHints.KEY_STROKE_CONTROL, RenderingHints.VALUE_STROKE_PURE);
            g.setRenderingHint(RenderingHints.KEY_RENDERING, RenderingHints.VALUE_RENDER_QUALITY);
            g.setColor(java.awt.Color.WHITE);
            g.fillRect(0, 0, width, height);
            g.scale(dpi / Units.POINTS_PER_INCH, dpi / Units.POINTS_PER_INCH);
            if (scene.background() != null) {
                g.setColor(awt(scene.background()));
                g.fill(new Rectangle2D.Double(0, 0, scene.width(), scene.height()));
            }
            int[] pixels = ((java.awt.image.DataBufferInt) image.getRaster().getDataBuffer()).getData();
            scene.root().accept(new Painter(g, pixels, width, height));
        } finally {
            g.dispose();
        }
    }

    private static java.awt.Color awt(Color c) {
        return new java.awt.Color(c.red(), c.green(), c.blue(), (int) Math.round(c.opacity() * 255));
    }

    /**
     * Draws marks onto one Graphics2D in points (the resolution is in its transform), and glyphs straight into its
     * pixels, packed RGB, where no clip is set.
     */
    private static final class Painter implements Mark.Visitor<Void> {
        private final Graphics2D g;
        private final int[] pixels;
        private final int width;
        private final int height;

        Painter(Graphics2D g, int[] pixels, int width, int height) {
            this.g = g;
            this.pixels = pixels;
            this.width = width;
            this.height = height;
        }

        @Override
        public Void group(Group group) {
            AffineTransform saved = g.getTransform();
            Shape savedClip = g.getClip();
            g.translate(group.dx(), group.dy());
            if (group.clip() != null) {
                g.clip(rect(group.clip()));
            }
            for (Mark child : group.children()) {
                child.accept(this);
            }
            g.setClip(savedClip);
            g.setTransform(saved);
            return null;
        }

        /** A path through points given as x0, y0, x1, y1, …, closed back to the first when asked. */
        private static Path2D.Double path(double[] xy, boolean closed) {
            Path2D.Double path = new Path2D.Double(Path2D.WIND_NON_ZERO, xy.length / 2);
            path.moveTo(xy[0], xy[1]);
            for (int i = 2; i < xy.length; i += 2) {
                path.lineTo(xy[i], xy[i + 1]);
            }
            if (closed) {
                path.closePath();
            }
            return path;
        }

        @Override
        public Void polyline(Polyline p) {
            double[] points = p.points();
            AffineTransform device = g.getTransform();
            int turned = AffineTransform.TYPE_GENERAL_ROTATION | AffineTransform.TYPE_QUADRANT_ROTATION | AffineTransform.TYPE_GENERAL_TRANSFORM;
            // Dashes keep every point: a dash pattern follows the line's length, which leaving points out would shorten.
            if (!p.stroke().dashed() && (device.getType() & turned) == 0) {
                double pixelsPerPoint = Math.min(Math.abs(device.getScaleX()), Math.abs(device.getScaleY()));
                points = Simplified.points(points, Simplified.TOLERANCE_PIXELS / pixelsPerPoint);
            }
            draw(path(points, false), p.stroke());
            return null;
        }

        @Override
        public Void area(Area a) {
            g.setColor(awt(a.fill()));
            g.fill(path(a.points(), true));
            return null;
        }

        @Override
        public Void rect(Rect r) {
            Rectangle2D shape = rect(r.box());
            if (r.fill() != null) {
                g.setColor(awt(r.fill()));
                g.fill(shape);
            }
            if (r.stroke() != null) {
                draw(shape, r.stroke());
            }
            return null;
        }

        @Override
        public Void hatching(Hatching h) {
            double[] s = h.segments();
            if (s.length == 0) {
                return null;
            }
            Shape savedClip = g.getClip();
            g.clip(rect(h.box()));
            Path2D.Double path = new Path2D.Double();
            for (int i = 0; i < s.length; i += 4) {
                path.moveTo(s[i], s[i + 1]);
                path.lineTo(s[i + 2], s[i + 3]);
            }
            draw(path, h.stroke());
            g.setClip(savedClip);
            return null;
        }

        @Override
        public Void text(Text t) {
            if (t.turned()) {
                turned(t);
                return null;
            }
            AffineTransform device = g.getTransform();
            double scale = device.getScaleX();
            int argb = (int) Math.round(t.color().opacity() * 255) << 24 | t.color().rgb();
            double[] at = new double[2];
            g.setTransform(new AffineTransform());
            try {
                for (Text.Placed p : t.placed()) {
                    float pixelsPerEm = (float) (p.size() * scale);
                    double pen = p.dx();
                    TextRun run = p.run();
                    for (int k = 0; k < run.length(); k++) {
                        // The glyph's origin: along the line from the pen, across it on the run's baseline.
                        at[0] = t.vertical() ? t.x() + p.dy() : t.x() + pen;
                        at[1] = t.vertical() ? t.y() - pen : t.y() + p.dy();
                        device.transform(at, 0, at, 0, 1);
                        double along = t.vertical() ? at[1] : at[0];
                        int whole = (int) Math.floor(along);
                        int phase = (int) Math.round((along - whole) * GlyphMasks.PHASES);
                        if (phase == GlyphMasks.PHASES) {
                            whole++;
                            phase = 0;
                        }
                        int across = (int) Math.round(t.vertical() ? at[0] : at[1]);
                        GlyphMasks.Mask mask = GlyphMasks.mask(run.face(), run.glyph(k), pixelsPerEm, t.vertical(), phase);
                        if (mask != null) {
                            int x = (t.vertical() ? across : whole) + mask.left();
                            int y = (t.vertical() ? whole : across) + mask.top();
                            if (g.getClip() == null) {
                                GlyphMasks.blend(mask, argb, pixels, width, height, x, y);
                            } else {
                                g.drawImage(GlyphMasks.image(mask, argb), x, y, null);
                            }
                        }
                        pen += run.advanceEm(k) * p.size();
                    }
                }
            } finally {
                g.setTransform(device);
            }
            return null;
        }

        /**
         * A text turned by an angle of its own: each glyph's outline filled at its place and angle, since the glyph
         * masks are made level or upright only.
         */
        private void turned(Text t) {
            double a = Math.toRadians(t.rotation());
            double cos = Math.cos(a);
            double sin = Math.sin(a);
            g.setColor(new java.awt.Color((int) Math.round(t.color().opacity() * 255) << 24 | t.color().rgb(), true));
            for (Text.Placed p : t.placed()) {
                TextRun run = p.run();
                double scale = p.size() / dev.figmark.text.FontMetrics.of(run.face()).unitsPerEm();
                double pen = p.dx();
                for (int k = 0; k < run.length(); k++) {
                    AffineTransform at = AffineTransform.getTranslateInstance(t.x() + pen * cos + p.dy() * sin, t.y() - pen * sin + p.dy() * cos);
                    at.rotate(-a);
                    at.scale(scale, -scale);
                    g.fill(at.createTransformedShape(GlyphMasks.outlines(run.face()).outline(run.glyph(k))));
                    pen += run.advanceEm(k) * p.size();
                }
            }
        }

        @Override
        public Void marker(Marker m) {
            Shape shape;
            if (m.round()) {
                shape = new Ellipse2D.Double(m.x() - m.roundRadius(), m.y() - m.roundRadius(), 2 * m.roundRadius(), 2 * m.roundRadius());
            } else {
                shape = path(m.outline(), true);
            }
            if (m.face() != null) {
                g.setColor(awt(m.face()));
                g.fill(shape);
            }
            if (m.edge() != null && m.edgeWidth() > 0) {
                draw(shape, Stroke.solid(m.edgeWidth(), m.edge()));
            }
            return null;
        }

        private void draw(Shape shape, Stroke s) {
            float[] dash = null;
            if (s.dashed()) {
                dash = new float[s.dash().size()];
                for (int i = 0; i < dash.length; i++) {
                    dash[i] = s.dash().get(i).floatValue();
                }
            }
            int cap = switch (s.cap()) {
                case BUTT -> BasicStroke.CAP_BUTT;
                case ROUND -> BasicStroke.CAP_ROUND;
                case SQUARE -> BasicStroke.CAP_SQUARE;
            };
            int join = switch (s.join()) {
                case MITER -> BasicStroke.JOIN_MITER;
                case ROUND -> BasicStroke.JOIN_ROUND;
                case BEVEL -> BasicStroke.JOIN_BEVEL;
            };
            g.setStroke(new BasicStroke((float) s.width(), cap, join, 10f, dash, 0f));
            g.setColor(awt(s.color()));
            g.draw(shape);
        }

        private static Rectangle2D rect(Box b) {
            return new Rectangle2D.Double(b.x(), b.y(), b.width(), b.height());
        }
    }
}
