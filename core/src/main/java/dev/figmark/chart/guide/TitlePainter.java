package dev.figmark.chart.guide;

import dev.figmark.chart.look.Palette;
import dev.figmark.chart.look.Style;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Mark;
import dev.figmark.scene.Text;
import dev.figmark.text.Typesetter;
import java.util.List;

/**
 * The titles of a figure, drawn where the layout has placed them: a panel's title stacked up from its baseline with
 * the panel's letter before it, the figure's title down from its top, the label under all panels centred. Each is
 * broken between words to its width, never shortened.
 */
public final class TitlePainter {

    /** The most lines a title breaks into; a longer one is told to the layout's check, not cut. */
    private static final int MOST_LINES = 12;
    /** Space between a panel's letter and its title, in points. */
    private static final double LETTER_GAP = 2.5;

    private final Typesetter type;
    private final Style style;

    public TitlePainter(Typesetter type, Style style) {
        this.type = type;
        this.style = style;
    }

    /**
     * Lines of a title no wider than {@code width}, broken between words, and a word wider than the plot at its joints
     * or its width: never shortened, and never wider than the plot, so the panel's margins do not chase it.
     */
    public String[] lines(String title, double size, double width) {
        return type.wrap(title, style.face(), size, width, MOST_LINES).toArray(String[]::new);
    }

    /**
     * A panel's title, its last line on {@code baseline} and the others stacked upwards by their measured boxes (a
     * line with a subscript needs more room), and its letter before the first; the letter alone without a title.
     */
    public void panelTitle(String[] lines, String letter, double baseline, List<Mark> out) {
        FontFace face = style.face();
        double size = style.titleSize();
        double ceiling = Double.NaN;
        double first = baseline;
        for (int i = lines.length - 1; i >= 0; i--) {
            Text probe = type.rich(0, 0, lines[i], face, size, Palette.INK, Text.Anchor.START, Text.Baseline.BASELINE, false);
            double y = Double.isNaN(ceiling) ? baseline : ceiling - probe.bounds().bottom();
            Text line = type.rich(0, y, lines[i], face, size, Palette.INK, Text.Anchor.START, Text.Baseline.BASELINE, false);
            out.add(line);
            ceiling = line.bounds().y();
            first = y;
        }
        if (!letter.isEmpty()) {
            out.add(type.text(-LETTER_GAP, first, letter, style.boldFace(), size, Palette.INK, Text.Anchor.END, Text.Baseline.BASELINE, false));
        }
    }

    /** The figure's title from {@code x}, its first line's top at {@code top}, each line under the last; returns the bottom of the last. */
    public double figureTitle(String[] lines, double x, double top, List<Mark> out) {
        FontFace face = style.face();
        double size = style.figureTitleSize();
        double y = top;
        for (String fitted : lines) {
            Text probe = type.rich(x, 0, fitted, face, size, Palette.INK, Text.Anchor.START, Text.Baseline.BASELINE, false);
            Text line = type.rich(x, y - probe.bounds().y(), fitted, face, size, Palette.INK, Text.Anchor.START, Text.Baseline.BASELINE, false);
            out.add(line);
            y = line.bounds().bottom();
        }
        return y;
    }

    /** The label under all panels, centred on {@code centre}, its last line's bottom at {@code bottom}; returns its height. */
    public double bottomLabel(String[] lines, double centre, double bottom, List<Mark> out) {
        double size = style.labelSize();
        double line = type.lineHeight(style.face(), size);
        for (int i = 0; i < lines.length; i++) {
            out.add(type.rich(centre, bottom - (lines.length - 1 - i) * line, lines[i], style.face(), size, Palette.INK2,
                    Text.Anchor.MIDDLE, Text.Baseline.BOTTOM, false));
        }
        return lines.length * line;
    }
}
