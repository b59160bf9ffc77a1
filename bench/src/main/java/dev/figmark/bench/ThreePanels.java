package dev.figmark.bench;

import dev.figmark.api.Plot;
import dev.figmark.format.Format;
import dev.figmark.model.Axis;
import dev.figmark.model.Figure;
import dev.figmark.model.Length;
import dev.figmark.model.Panel;
import dev.figmark.model.Series;
import java.awt.Graphics2D;
import java.awt.RenderingHints;
import java.awt.geom.AffineTransform;
import java.awt.geom.Rectangle2D;
import java.awt.image.BufferedImage;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.LogAxis;
import org.jfree.chart.plot.PlotOrientation;
import org.jfree.data.category.DefaultCategoryDataset;
import org.jfree.data.xy.XYSeries;
import org.jfree.data.xy.XYSeriesCollection;
import org.jfree.svg.SVGGraphics2D;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.XYChart;
import org.knowm.xchart.XYChartBuilder;
import org.knowm.xchart.style.markers.SeriesMarkers;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * One three-panel figure (two lines with markers over a log2 x; grouped bars, two series over three categories; 200
 * points), 7.16 by 2.4 in, made and written warm by figmark (SVG, PDF, PNG at 300 dpi) and by XChart and JFreeChart
 * (SVG through JFreeSVG, PNG through a 300 dpi BufferedImage and ImageIO): each benchmark builds the figure from the
 * data and writes its bytes, as a harness embedding a library would. See bench/README.md.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 10, time = 1)
@Fork(2)
public class ThreePanels {

    static final double[] CLIENTS = {1, 2, 4, 8, 16, 32, 64};
    static final double[] VLLM = {41, 79, 152, 284, 471, 652, 790};
    static final double[] SGLANG = {43, 82, 161, 301, 519, 758, 930};
    static final List<String> WORKLOADS = List.of("get", "put", "scan");
    static final double[] ROCKS = {12.4, 3.1, 0.42};
    static final double[] LEVEL = {8.9, 2.2, 0.13};
    static final int WIDTH_PT = 516;
    static final int HEIGHT_PT = 173;
    static final double DPI = 300;

    double[] px = new double[200];
    double[] py = new double[200];

    @Setup
    public void setUp() {
        java.util.Random r = new java.util.Random(27);
        for (int i = 0; i < px.length; i++) {
            px[i] = r.nextDouble() * 100;
            py[i] = px[i] * 0.8 + r.nextGaussian() * 10;
        }
    }

    Plot figmark() {
        return Plot.of(Figure.DOUBLE.height(dev.figmark.model.Length.inches(2.4)).columns(3),
                Panel.titled("Decode").x(Axis.log2("clients")).y(Axis.linear("tokens/s"))
                        .series(Series.line("vLLM", CLIENTS, VLLM).marker(Series.Marker.CIRCLE), Series.line("SGLang", CLIENTS, SGLANG).marker(Series.Marker.SQUARE)),
                Panel.titled("Operations").y(Axis.linear("ops/µs"))
                        .series(Series.bars("RocksDB", WORKLOADS, ROCKS), Series.bars("LevelDB", WORKLOADS, LEVEL)),
                Panel.titled("Latency").x(Axis.linear("load")).y(Axis.linear("ms")).series(Series.scatter("requests", px, py)));
    }

    @Benchmark
    public int figmarkSvg() {
        return figmark().bytes(Format.SVG).length;
    }

    @Benchmark
    public int figmarkPdf() {
        return figmark().bytes(Format.PDF).length;
    }

    @Benchmark
    public int figmarkPng() {
        return figmark().bytes(Format.PNG).length;
    }

    /** XChart's three charts, each painted into its third of the page. */
    void xchart(Graphics2D g) {
        XYChart lines = new XYChartBuilder().width(WIDTH_PT / 3).height(HEIGHT_PT).title("Decode").xAxisTitle("clients").yAxisTitle("tokens/s").build();
        lines.getStyler().setXAxisLogarithmic(true);
        lines.addSeries("vLLM", CLIENTS, VLLM).setMarker(SeriesMarkers.CIRCLE);
        lines.addSeries("SGLang", CLIENTS, SGLANG).setMarker(SeriesMarkers.SQUARE);
        CategoryChart bars = new CategoryChartBuilder().width(WIDTH_PT / 3).height(HEIGHT_PT).title("Operations").yAxisTitle("ops/µs").build();
        bars.addSeries("RocksDB", WORKLOADS, java.util.Arrays.stream(ROCKS).boxed().toList());
        bars.addSeries("LevelDB", WORKLOADS, java.util.Arrays.stream(LEVEL).boxed().toList());
        XYChart points = new XYChartBuilder().width(WIDTH_PT / 3).height(HEIGHT_PT).title("Latency").xAxisTitle("load").yAxisTitle("ms").build();
        points.getStyler().setDefaultSeriesRenderStyle(org.knowm.xchart.XYSeries.XYSeriesRenderStyle.Scatter);
        points.addSeries("requests", px, py);
        AffineTransform at = g.getTransform();
        lines.paint(g, WIDTH_PT / 3, HEIGHT_PT);
        g.translate(WIDTH_PT / 3.0, 0);
        bars.paint(g, WIDTH_PT / 3, HEIGHT_PT);
        g.translate(WIDTH_PT / 3.0, 0);
        points.paint(g, WIDTH_PT / 3, HEIGHT_PT);
        g.setTransform(at);
    }

    /** JFreeChart's three charts, each drawn into its third of the page. */
    void jfreechart(Graphics2D g) {
        XYSeriesCollection decode = new XYSeriesCollection();
        XYSeries v = new XYSeries("vLLM");
        XYSeries s = new XYSeries("SGLang");
        for (int i = 0; i < CLIENTS.length; i++) {
            v.add(CLIENTS[i], VLLM[i]);
            s.add(CLIENTS[i], SGLANG[i]);
        }
        decode.addSeries(v);
        decode.addSeries(s);
        JFreeChart lines = ChartFactory.createXYLineChart("Decode", "clients", "tokens/s", decode, PlotOrientation.VERTICAL, true, false, false);
        LogAxis log = new LogAxis("clients");
        log.setBase(2);
        lines.getXYPlot().setDomainAxis(log);
        ((org.jfree.chart.renderer.xy.XYLineAndShapeRenderer) lines.getXYPlot().getRenderer()).setDefaultShapesVisible(true);
        DefaultCategoryDataset ops = new DefaultCategoryDataset();
        for (int i = 0; i < WORKLOADS.size(); i++) {
            ops.addValue(ROCKS[i], "RocksDB", WORKLOADS.get(i));
            ops.addValue(LEVEL[i], "LevelDB", WORKLOADS.get(i));
        }
        JFreeChart bars = ChartFactory.createBarChart("Operations", null, "ops/µs", ops);
        XYSeriesCollection latency = new XYSeriesCollection();
        XYSeries req = new XYSeries("requests");
        for (int i = 0; i < px.length; i++) {
            req.add(px[i], py[i]);
        }
        latency.addSeries(req);
        JFreeChart points = ChartFactory.createScatterPlot("Latency", "load", "ms", latency);
        double w = WIDTH_PT / 3.0;
        lines.draw(g, new Rectangle2D.Double(0, 0, w, HEIGHT_PT));
        bars.draw(g, new Rectangle2D.Double(w, 0, w, HEIGHT_PT));
        points.draw(g, new Rectangle2D.Double(2 * w, 0, w, HEIGHT_PT));
    }

    private static int svg(java.util.function.Consumer<Graphics2D> draw) {
        SVGGraphics2D g = new SVGGraphics2D(WIDTH_PT, HEIGHT_PT);
        draw.accept(g);
        return g.getSVGDocument().length();
    }

    private static int png(java.util.function.Consumer<Graphics2D> draw) {
        double scale = DPI / 72;
        BufferedImage image = new BufferedImage((int) Math.round(WIDTH_PT * scale), (int) Math.round(HEIGHT_PT * scale), BufferedImage.TYPE_INT_ARGB);
        Graphics2D g = image.createGraphics();
        g.setRenderingHint(RenderingHints.KEY_ANTIALIASING, RenderingHints.VALUE_ANTIALIAS_ON);
        g.setRenderingHint(RenderingHints.KEY_TEXT_ANTIALIASING, RenderingHints.VALUE_TEXT_ANTIALIAS_ON);
        g.scale(scale, scale);
        draw.accept(g);
        g.dispose();
        ByteArrayOutputStream out = new ByteArrayOutputStream(1 << 18);
        try {
            ImageIO.write(image, "png", out);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out.size();
    }

    @Benchmark
    public int xchartSvg() {
        return svg(this::xchart);
    }

    @Benchmark
    public int xchartPng() {
        return png(this::xchart);
    }

    @Benchmark
    public int jfreechartSvg() {
        return svg(this::jfreechart);
    }

    @Benchmark
    public int jfreechartPng() {
        return png(this::jfreechart);
    }
}
