package dev.figmark.golden;

import dev.figmark.files.SvgTree;

import java.awt.Color;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.io.StringReader;
import java.util.Map;
import java.util.Set;
import org.apache.batik.transcoder.SVGAbstractTranscoder;
import org.apache.batik.transcoder.TranscoderException;
import org.apache.batik.transcoder.TranscoderInput;
import org.apache.batik.transcoder.TranscoderOutput;
import org.apache.batik.transcoder.image.ImageTranscoder;

/**
 * An SVG drawn to pixels by Batik, for the diff image and the report. Batik is handed the tree figmark parsed, written
 * out again without DOCTYPE, entities, scripts or any reference outside the file, so it reads nothing else.
 */
final class SvgPicture {

    /** The drawing is scaled down to fit this many pixels in width and height. */
    static final float MAX_SIDE = 2000f;

    private static final Set<String> LEFT_OUT = Set.of("metadata", "title", "desc", "script", "foreignObject");

    private SvgPicture() {
    }

    /** The SVG drawn on white. */
    static BufferedImage render(byte[] svg) throws IOException {
        String markup = markup(SvgTree.parse(svg));
        BufferedImage[] image = new BufferedImage[1];
        ImageTranscoder transcoder = new ImageTranscoder() {
            @Override
            public BufferedImage createImage(int width, int height) {
                return new BufferedImage(width, height, BufferedImage.TYPE_INT_RGB);
            }

            @Override
            public void writeImage(BufferedImage img, TranscoderOutput output) {
                image[0] = img;
            }
        };
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_MAX_WIDTH, MAX_SIDE);
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_MAX_HEIGHT, MAX_SIDE);
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_ALLOW_EXTERNAL_RESOURCES, Boolean.FALSE);
        transcoder.addTranscodingHint(SVGAbstractTranscoder.KEY_EXECUTE_ONLOAD, Boolean.FALSE);
        transcoder.addTranscodingHint(ImageTranscoder.KEY_BACKGROUND_COLOR, Color.WHITE);
        TranscoderInput input = new TranscoderInput(new StringReader(markup));
        input.setURI("file:/figmark-golden-drawing.svg");
        try {
            transcoder.transcode(input, null);
        } catch (TranscoderException | RuntimeException e) {
            String message = e.getMessage() == null ? "" : e.getMessage().replace("Enclosed Exception:", "").replaceAll("\\s+", " ").strip();
            throw new IOException("Batik cannot draw it" + (message.isEmpty() || message.equals("null") ? "" : ": " + message), e);
        }
        if (image[0] == null) {
            throw new IOException("Batik drew nothing");
        }
        return image[0];
    }

    /** The tree as SVG 1.1 markup: unprefixed attributes, references only within the file or to data. */
    static String markup(SvgTree.Element root) {
        StringBuilder out = new StringBuilder(1 << 16);
        write(root, out, true);
        return out.toString();
    }

    private static void write(SvgTree.Element e, StringBuilder out, boolean root) {
        String href = e.attribute("href");
        if (LEFT_OUT.contains(e.tag) || (href != null && !href.startsWith("#") && !href.startsWith("data:"))) {
            return; // nothing outside the file is drawn
        }
        out.append('<').append(e.tag);
        if (root) {
            out.append(" xmlns=\"http://www.w3.org/2000/svg\" xmlns:xlink=\"http://www.w3.org/1999/xlink\"");
        }
        for (Map.Entry<String, String> a : e.attributes.entrySet()) {
            String name = a.getKey();
            String value = a.getValue();
            if (name.contains(":") || name.startsWith("on")) {
                continue;
            }
            if (name.equals("href")) {
                name = "xlink:href";
            }
            out.append(' ').append(name).append("=\"").append(escape(value)).append('"');
        }
        out.append('>').append(escape(e.text.toString()));
        for (SvgTree.Element child : e.children) {
            write(child, out, false);
        }
        out.append("</").append(e.tag).append('>');
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
