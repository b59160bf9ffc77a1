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
 * out again without DOCTYPE, entities, scripts or any reference outside the file (links, paint servers, filters,
 * images, {@code use}, CSS {@code @import}, {@code @font-face} and {@code url()}), each named as it is left out; and
 * Batik's user agent loads no external resource at all, should any remain, so it reads nothing else.
 */
final class SvgPicture {

    /** The drawing is scaled down to fit this many pixels in width and height. */
    static final float MAX_SIDE = 2000f;

    private static final Set<String> LEFT_OUT = Set.of("metadata", "title", "desc", "script", "foreignObject");

    /** A {@code url(…)} that names anything but a fragment of this file or data. */
    private static final java.util.regex.Pattern OUTSIDE_URL = java.util.regex.Pattern.compile(
            "url\\(\\s*(?!['\"]?\\s*(?:#|data:))[^)]*\\)", java.util.regex.Pattern.CASE_INSENSITIVE);
    /** CSS rules that load what they name: {@code @import} and {@code @font-face}. */
    private static final java.util.regex.Pattern LOADING_RULE = java.util.regex.Pattern.compile(
            "@import[^;]*;?|@font-face\\s*\\{[^}]*\\}", java.util.regex.Pattern.CASE_INSENSITIVE);

    private SvgPicture() {
    }

    /** The SVG drawn on white; what it references outside itself is left out and named to {@code refused}. */
    static BufferedImage render(byte[] svg, java.util.function.Consumer<String> refused) throws IOException {
        String markup = markup(SvgTree.parse(svg), refused);
        BufferedImage[] image = new BufferedImage[1];
        ImageTranscoder transcoder = new ImageTranscoder() {
            @Override
            protected org.apache.batik.bridge.UserAgent createUserAgent() {
                return new SVGAbstractTranscoderUserAgent() {
                    @Override
                    public org.apache.batik.bridge.ExternalResourceSecurity getExternalResourceSecurity(org.apache.batik.util.ParsedURL url,
                            org.apache.batik.util.ParsedURL document) {
                        return new org.apache.batik.bridge.NoLoadExternalResourceSecurity();
                    }

                    @Override
                    public org.apache.batik.bridge.ScriptSecurity getScriptSecurity(String type, org.apache.batik.util.ParsedURL url,
                            org.apache.batik.util.ParsedURL document) {
                        return new org.apache.batik.bridge.NoLoadScriptSecurity(type);
                    }
                };
            }

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
    static String markup(SvgTree.Element root, java.util.function.Consumer<String> refused) {
        StringBuilder out = new StringBuilder(1 << 16);
        write(root, out, true, refused);
        return out.toString();
    }

    /** A value without what it would load from outside the file, each piece named to {@code refused}. */
    private static String inside(String value, String where, java.util.function.Consumer<String> refused) {
        if (value.indexOf('@') < 0 && value.toLowerCase(java.util.Locale.ROOT).indexOf("url(") < 0) {
            return value;
        }
        StringBuilder kept = new StringBuilder();
        java.util.regex.Matcher rule = LOADING_RULE.matcher(value);
        while (rule.find()) {
            refused.accept(where + ": " + rule.group().strip());
            rule.appendReplacement(kept, "");
        }
        rule.appendTail(kept);
        java.util.regex.Matcher url = OUTSIDE_URL.matcher(kept.toString());
        StringBuilder out = new StringBuilder();
        while (url.find()) {
            refused.accept(where + ": " + url.group());
            url.appendReplacement(out, "none");
        }
        url.appendTail(out);
        return out.toString();
    }

    private static void write(SvgTree.Element e, StringBuilder out, boolean root, java.util.function.Consumer<String> refused) {
        String href = e.attribute("href");
        if (LEFT_OUT.contains(e.tag)) {
            return;
        }
        if (href != null && !href.startsWith("#") && !href.startsWith("data:")) {
            refused.accept("<" + e.tag + "> href=" + href);
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
            } else {
                value = inside(value, name, refused);
            }
            out.append(' ').append(name).append("=\"").append(escape(value)).append('"');
        }
        String text = e.tag.equals("style") ? inside(e.text.toString(), "<style>", refused) : e.text.toString();
        out.append('>').append(escape(text));
        for (SvgTree.Element child : e.children) {
            write(child, out, false, refused);
        }
        out.append("</").append(e.tag).append('>');
    }

    private static String escape(String s) {
        return s.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
