package dev.figmark.product;

import dev.figmark.chart.FigurePlot;
import dev.figmark.chart.PanelPlot;
import dev.figmark.chart.guide.AxisGuide;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.scale.Tick;
import dev.figmark.text.MathText;
import java.math.BigDecimal;
import java.math.MathContext;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * A figure told in words, for a reader who cannot see it (ACM's {@code \Description}, a tagged PDF's {@code /Alt}, an
 * SVG's {@code <desc>}): what kind of figure it is and what each axis measures over which range; each series and its
 * course, with its numbers; the highest value and the largest gap between two series. From the figure's own table, so
 * the numbers are those drawn; the same figure gives the same words.
 */
public final class AltText {

    /** Series told by their course; those after are named only, so the text stays a few sentences. */
    static final int MOST_TOLD = 12;
    /** Categories listed by name; more are counted, with the first and the last named. */
    static final int MOST_LISTED = 5;
    /** Values told one by one in a series over categories; more are told by the highest and the lowest. */
    static final int MOST_VALUES = 4;

    private AltText() {
    }

    /** The text alternative of a figure: the user's own when given, else made from its chart and its table. */
    public static String of(Product product) {
        if (product.alt() != null && !product.alt().isBlank()) {
            return product.alt().strip();
        }
        List<PanelPlot> panels = panels(product.figure());
        List<String> sentences = new ArrayList<>();
        sentences.add(overview(product.reading().kind(), panels));
        Map<String, Map<String, Trace>> traces = product.reading().reads() ? traces(product.table(), product.reading()) : Map.of();
        List<String> names = panelNames(traces.keySet(), panels);
        List<String> told = new ArrayList<>();
        List<String> named = new ArrayList<>();
        java.util.Set<String> toldNames = new java.util.HashSet<>();
        String extremes = "";
        int p = 0;
        for (Map<String, Trace> panel : traces.values()) {
            panel = Trace.named(panel);
            String where = traces.size() > 1 ? "in " + names.get(p) + ", " : "";
            for (Trace t : panel.values()) {
                // A series without a name is its panel's values, told by the panel's name.
                String name = t.series.isEmpty() ? (names.get(p).isEmpty() ? "the values" : names.get(p)) : t.series;
                where = t.series.isEmpty() ? "" : where;
                if (told.size() < MOST_TOLD) {
                    told.add(where + t.course(name));
                    toldNames.add(name);
                } else {
                    named.add(name);
                }
                where = "";
            }
            if (extremes.isEmpty() && panel.size() > 1) {
                extremes = Trace.extremes(new ArrayList<>(panel.values()), traces.size() > 1 ? " in " + names.get(p) : "");
            }
            p++;
        }
        if (!told.isEmpty()) {
            java.util.Set<String> others = new java.util.LinkedHashSet<>(named);
            others.removeAll(toldNames);
            String more = named.isEmpty() ? "" : "; and " + named.size() + " more series in the other panels"
                    + (others.isEmpty() ? ", of the same names" : ": " + String.join(", ", others));
            // Series keep their names as written ("vLLM"); only figmark's own words are capitalised.
            String text = String.join("; ", told) + more;
            sentences.add((text.startsWith("in ") ? capital(text) : text) + ".");
        }
        if (!extremes.isEmpty()) {
            sentences.add(extremes);
        }
        String said = String.join(" ", sentences);
        // What the legends show beyond the series told (sizes, verdicts, reference lines) is named too.
        java.util.Set<String> shown = new java.util.LinkedHashSet<>();
        legends(product.figure()).forEach(e -> {
            String label = plain(e.label());
            if (!label.isEmpty() && !said.contains(label)) {
                shown.add(label);
            }
        });
        return shown.isEmpty() ? said : said + " The legend also shows " + String.join("; ", shown) + ".";
    }

    /** Every legend entry of the figure: its own legend's, then each panel's. */
    private static List<LegendGuide.Entry> legends(FigurePlot figure) {
        List<LegendGuide.Entry> out = new ArrayList<>();
        if (figure.legend() != null) {
            out.addAll(figure.legend().entries());
        }
        for (FigurePlot.Row row : figure.rows()) {
            for (FigurePlot.Cell cell : row.cells()) {
                if (cell.panel().legend() != null) {
                    out.addAll(cell.panel().legend().entries());
                }
            }
        }
        return out;
    }

    /**
     * The figure's title as a reader's tools show it: its own, else its kind and its panels' titles (the first three,
     * then how many more). Never its file's name, so that the same figure has the same title wherever it is written.
     */
    public static String title(Product product) {
        String own = plain(product.figure().title());
        if (!own.isEmpty()) {
            return own;
        }
        List<String> titles = new ArrayList<>();
        for (PanelPlot panel : panels(product.figure())) {
            String t = plain(panel.title());
            if (!t.isEmpty()) {
                titles.add(t);
            }
        }
        String named = titles.size() <= 3 ? String.join("; ", titles)
                : String.join("; ", titles.subList(0, 3)) + "; and " + (titles.size() - 3) + " more";
        return capital(product.reading().kind()) + (named.isEmpty() ? "" : ": " + named);
    }

    /** The panels that show something, in reading order. */
    private static List<PanelPlot> panels(FigurePlot figure) {
        List<PanelPlot> out = new ArrayList<>();
        for (FigurePlot.Row row : figure.rows()) {
            for (FigurePlot.Cell cell : row.cells()) {
                if (!cell.panel().empty() && (shown(cell.panel().x()) || shown(cell.panel().y()))) {
                    out.add(cell.panel());
                }
            }
        }
        return out;
    }

    /** The first sentence: the kind of figure, its panels, and each panel's axes with their ranges. */
    private static String overview(String kind, List<PanelPlot> panels) {
        StringBuilder out = new StringBuilder(capital(kind));
        if (panels.size() > 1) {
            out.append(" in ").append(panels.size()).append(" panels");
        }
        // An axis without its label on an inner panel (shared, or labelled on the outer panels) is the labelled one.
        Map<String, String> labelled = new java.util.HashMap<>();
        for (PanelPlot panel : panels) {
            for (AxisGuide axis : new AxisGuide[] {panel.x(), panel.y()}) {
                if (shown(axis) && !axis.label().isEmpty()) {
                    labelled.putIfAbsent(axis(axis.toBuilder().label("").build()), axis(axis));
                }
            }
        }
        List<String> titles = new ArrayList<>();
        List<String> axes = new ArrayList<>();
        for (PanelPlot panel : panels) {
            String y = labelled.getOrDefault(axis(panel.y()), axis(panel.y()));
            String x = labelled.getOrDefault(axis(panel.x()), axis(panel.x()));
            axes.add(y.isEmpty() ? x : x.isEmpty() ? y : y + " against " + x);
            titles.add(plain(panel.title()));
        }
        if (panels.size() > 1 && new java.util.HashSet<>(axes).size() == 1) {
            // Panels alike in their axes (facets): the axes said once.
            String named = titles.stream().allMatch(String::isEmpty) ? "" : " (" + String.join("; ", titles) + ")";
            return out + named + (axes.get(0).isEmpty() ? "" : ", each " + axes.get(0)) + ".";
        }
        List<String> parts = new ArrayList<>();
        for (int i = 0; i < panels.size(); i++) {
            String part = panels.size() > 1 && !titles.get(i).isEmpty() ? titles.get(i) + (axes.get(i).isEmpty() ? "" : ", " + axes.get(i)) : axes.get(i);
            if (!part.isEmpty()) {
                parts.add(part);
            }
        }
        return out + (parts.isEmpty() ? "" : ": " + String.join("; ", parts)) + ".";
    }

    private static boolean shown(AxisGuide axis) {
        return axis != null && (axis.tickLabels() || !axis.ticks().isEmpty() || !axis.label().isEmpty());
    }

    /** An axis in words: its label and its range, or its categories. */
    private static String axis(AxisGuide axis) {
        if (!shown(axis)) {
            return "";
        }
        String label = plain(axis.label());
        if (axis.categorical()) {
            List<String> names = new ArrayList<>();
            for (Tick tick : axis.ticks()) {
                if (!tick.label().isBlank()) {
                    names.add(plain(tick.label()));
                }
            }
            // Names that hold commas are parted by semicolons, so that each name reads whole.
            String list = names.size() <= MOST_LISTED ? String.join(names.stream().anyMatch(n -> n.contains(",")) ? "; " : ", ", names)
                    : names.size() + " categories from " + names.get(0) + " to " + names.get(names.size() - 1);
            return (label.isEmpty() ? "categories" : label) + (names.isEmpty() ? "" : " (" + list + ")");
        }
        // The range as the reader sees it: from the first tick to the last where the chart places them, else the
        // scale's ends (ticks the layout places hold within them), to two digits and outwards; in the ticks' own words
        // where they name their values otherwise (hours for seconds, dates, 1.3K).
        List<Tick> ticks = axis.ticks();
        List<Tick> placed = ticks.isEmpty() && axis.locator() != null
                ? axis.locator().ticks(axis.scale(), NOMINAL_LENGTH_PT, NOMINAL_FONT_PT) : ticks;
        String log = axis.scale().log() ? " on a log scale" : "";
        if (placed.size() >= 2 && placed.stream().anyMatch(t -> !says(t))) {
            return (label.isEmpty() ? "values" : label) + " from " + plain(placed.get(0).label()) + " to " + plain(placed.get(placed.size() - 1).label()) + log;
        }
        double low = Math.min(axis.scale().min(), axis.scale().max());
        double high = Math.max(axis.scale().min(), axis.scale().max());
        double from = ticks.isEmpty() ? outward(low, false) : ticks.get(0).value();
        double to = ticks.isEmpty() ? outward(high, true) : ticks.get(ticks.size() - 1).value();
        String range = "from " + number(Math.min(from, to)) + " to " + number(Math.max(from, to)) + log;
        return (label.isEmpty() ? "values" : label) + " " + range;
    }

    /** The panels' names in the table's order: the chart's titles when the table has as many panels, else its own keys. */
    private static List<String> panelNames(java.util.Set<String> keys, List<PanelPlot> panels) {
        List<String> out = new ArrayList<>();
        int i = 0;
        for (String key : keys) {
            String title = keys.size() == panels.size() ? plain(panels.get(i).title()) : "";
            if (title.isEmpty() && keys.size() == panels.size()) {
                title = plain(panels.get(i).y().label());
            }
            out.add(title.isEmpty() ? (key.matches("\\d+") ? "panel " + key : key.replace('_', ' ')) : title);
            i++;
        }
        return out;
    }

    /** The table's rows gathered by panel and series, in order of first appearance. */
    private static Map<String, Map<String, Trace>> traces(Table table, Reading reading) {
        List<String> header = table.header();
        int panel = column(header, reading.panel());
        int series = column(header, reading.series());
        int x = column(header, reading.x());
        int y = column(header, reading.y());
        int value = column(header, reading.value());
        Map<String, Map<String, Trace>> out = new LinkedHashMap<>();
        if (y < 0) {
            return out;
        }
        java.util.function.Consumer<Object[]> each = row -> {
            boolean cell = value >= 0 && row[value] != null;
            // A row laid across (points on categories down y, a box or strip lying down): its value in x, its place in y.
            boolean across = !cell && x >= 0 && row[x] instanceof Number && row[y] != null && !(row[y] instanceof Number);
            Object at = cell ? plain(text(row[x]) + ", " + text(row[y])) : across ? row[y] : x >= 0 ? row[x] : null;
            Object v = cell ? row[value] : across ? row[x] : row[y];
            if (!(v instanceof Number n) || !Double.isFinite(n.doubleValue())) {
                return;
            }
            trace(out, reading, panel >= 0 ? row[panel] : null, series >= 0 ? row[series] : null, cell).add(at, n.doubleValue());
        };
        // A series' rows (a day of samples: millions) straight from its arrays, when the reading takes its columns as
        // they are: panel and series from its two cells, x and y from its points.
        boolean direct = value < 0 && x == 2 && y == 3 && (panel < 0 || panel == 0) && (series < 0 || series == 1);
        table.forEachBlock(each, (first, second, points) -> {
            if (!direct) {
                for (int i = 0; i < points.size(); i++) {
                    each.accept(new Object[] {first, second, points.x(i), points.y(i)});
                }
                return;
            }
            Trace t = trace(out, reading, panel >= 0 ? first : null, series >= 0 ? second : null, false);
            for (int i = 0; i < points.size(); i++) {
                double v = points.y(i);
                if (Double.isFinite(v)) {
                    t.add(points.x(i), v);
                }
            }
        });
        return out;
    }

    /** The trace of a panel's series, made at its first row. */
    private static Trace trace(Map<String, Map<String, Trace>> out, Reading reading, Object panel, Object series, boolean cell) {
        String p = panel == null ? "" : text(panel);
        String s = series == null ? "" : plain(reading.names().getOrDefault(text(series), text(series)));
        return out.computeIfAbsent(p, k -> new LinkedHashMap<>()).computeIfAbsent(s, k -> new Trace(s, cell));
    }

    /** A column's place in the header, or -1 for none. */
    private static int column(List<String> header, String name) {
        return name == null ? -1 : header.indexOf(name);
    }

    private static String text(Object cell) {
        return cell == null ? "" : cell instanceof Number n ? number(n.doubleValue()) : cell.toString();
    }

    /** The length and type size at which an axis whose ticks the layout places is asked for their labels: long, for
     * the most ticks the locator gives, so that the first and last lie near the axis ends. */
    private static final double NOMINAL_LENGTH_PT = 1000; // as many ticks as the locator gives: the last near the end
    private static final double NOMINAL_FONT_PT = 7.5;

    /** Whether a tick's label is its value written out (else it speaks in other units or words). */
    private static boolean says(Tick tick) {
        try {
            double written = Double.parseDouble(tick.label().replace(",", "").replace('\u2212', '-').strip());
            return Math.abs(written - tick.value()) <= 1e-9 * Math.max(1, Math.abs(tick.value()));
        } catch (NumberFormatException e) {
            return tick.label().isBlank();
        }
    }

    /** An axis end to two significant digits, rounded away from the axis' inside. */
    private static double outward(double value, boolean up) {
        if (value == 0 || !Double.isFinite(value)) {
            return value;
        }
        BigDecimal exact = BigDecimal.valueOf(value); // as written (3.1), not its binary value just above it
        java.math.RoundingMode mode = up ? java.math.RoundingMode.CEILING : java.math.RoundingMode.FLOOR;
        return exact.round(new MathContext(2, mode)).doubleValue();
    }

    /** A number as a reader would say it: whole above a hundred, in thousands with commas; else three digits. */
    static String number(double value) {
        if (value == 0 || !Double.isFinite(value)) {
            return value == 0 ? "0" : String.valueOf(value);
        }
        if (Math.abs(value) >= 100) {
            return String.format(Locale.ROOT, "%,d", Math.round(value));
        }
        String text = new BigDecimal(value).round(new MathContext(3)).stripTrailingZeros().toPlainString();
        return text.equals("-0") ? "0" : text;
    }

    /** Text as read: figmark's markup for sub- and superscripts and emphasis taken out, lines joined. */
    public static String plain(String text) {
        if (text == null) {
            return "";
        }
        return dev.figmark.text.MathText.plain(text).replace('\n', ' ').replaceAll("\\^\\{([^{}]*)\\}", "^$1").replaceAll("_\\{([^{}]*)\\}", "$1")
                .replaceAll("\\*([^*]+)\\*", "$1").replaceAll("\\s+", " ").strip();
    }

    static String capital(String text) {
        return text.isEmpty() ? text : Character.toUpperCase(text.charAt(0)) + text.substring(1);
    }
}
