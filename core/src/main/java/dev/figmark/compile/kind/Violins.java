package dev.figmark.compile.kind;

import dev.figmark.chart.Turned;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.look.Palette;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.compile.drawn.BoxStats;
import dev.figmark.compile.drawn.Dates;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.compile.drawn.Extras;
import dev.figmark.compile.out.DrawnTable;
import dev.figmark.compile.read.Context;
import dev.figmark.model.Box;
import dev.figmark.model.Values;
import dev.figmark.model.Violin;
import dev.figmark.scene.Area;
import dev.figmark.scene.Color;
import dev.figmark.scene.Marker;
import dev.figmark.scene.Polyline;
import dev.figmark.scene.Stroke;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;

/**
 * Violins of raw samples: a Gaussian kernel density estimate as scipy's {@code gaussian_kde} makes it (the kernel's
 * standard deviation the samples' own, ddof 1, times Scott's factor n^-1/5, Silverman's (3n/4)^-1/5, or a given
 * one), evaluated at {@link #POINTS} points from two bandwidths below the smallest sample to two above the largest
 * (seaborn's {@code cut=2}), mirrored about the violin's category; each violin {@link #WIDTH} of its category wide at
 * its widest; its quartiles inside, a bar from q1 to q3 and a white dot at the median.
 */
public final class Violins implements KindCompiler<Violin> {

    /** Points the density is evaluated at. */
    static final int POINTS = 100;
    /** Bandwidths beyond the samples the density is drawn to. */
    static final double CUT = 2;
    /** A violin's width at its widest, as a share of its category. */
    static final double WIDTH = 0.8;
    /** The quartiles' bar's width, in points, and the median dot's size. */
    static final double QUARTILE_PT = 3;
    static final double MEDIAN_PT = 3.2;

    Violins() {
    }

    @Override
    public DrawnSeries read(Violin series, SeriesPart part) {
        double[] samples = part.samples(series, !series.across());
        return part.category(data(series, samples, part.name(), part.path(), part.spec()), series.across());
    }

    @Override
    public String words() {
        return "violin plot";
    }

    @Override
    public double markCost() {
        return 0;
    }

    @Override
    public boolean ownMarks() {
        return true;
    }

    @Override
    public boolean inLegend() {
        return false;
    }

    @Override
    public void layers(Violin series, Drawing d, Consumer<Layer> add) {
        Turned.upright(d.data().across(), add).accept(layer(d.data(), d.xs()[0], d.look().color()));
    }

    @Override
    public LegendGuide.Swatch swatch(Violin series, Drawing d) {
        return new LegendGuide.Patch(d.look().color(), null);
    }

    /** The quartiles it draws inside, and its density at each point its outline is drawn through. */
    @Override
    public void csv(Violin series, DrawnSeries d, int panel, DrawnTable table) {
        BoxStats st = d.extras().box();
        for (Object[] row : List.of(new Object[] {"q1", st.q1()}, new Object[] {"median", st.median()}, new Object[] {"q3", st.q3()})) {
            table.distribution(panel, d, row[0], row[1]);
        }
        for (int i = 0; i < d.extras().sizes().length; i++) {
            table.distribution(panel, d, "density at " + DrawnSeries.decimal(d.extras().sizes()[i]), DrawnSeries.decimal(d.extras().shades()[i]));
        }
    }

    /** The density of samples: where it is evaluated and its value there, and the bandwidth used. */
    record Density(double[] at, double[] density, double bandwidth) {
    }

    /** The kernel's standard deviation for samples by a method: scott, silverman or a factor. */
    static double bandwidth(double[] samples, String method) {
        int n = samples.length;
        double mean = Arrays.stream(samples).sum() / n;
        double squares = 0;
        for (double v : samples) {
            squares += (v - mean) * (v - mean);
        }
        double sd = n < 2 ? 0 : Math.sqrt(squares / (n - 1));
        double factor = method == null || method.equals("scott") ? Math.pow(n, -0.2)
                : method.equals("silverman") ? Math.pow(n * 3.0 / 4.0, -0.2) : Double.parseDouble(method);
        return factor * sd;
    }

    /** The density at the given points: the mean of Gaussian kernels of width h centred on the samples. */
    static double[] density(double[] samples, double h, double[] at) {
        double[] out = new double[at.length];
        double norm = 1 / (samples.length * h * Math.sqrt(2 * Math.PI));
        for (int i = 0; i < at.length; i++) {
            double sum = 0;
            for (double v : samples) {
                double z = (at[i] - v) / h;
                sum += Math.exp(-0.5 * z * z);
            }
            out[i] = sum * norm;
        }
        return out;
    }

    /**
     * The density of samples by a bandwidth method (scott, silverman or a factor), evaluated at {@code points} points
     * evenly from {@code cut} bandwidths below the least sample to as far above the greatest; all zero, with a
     * bandwidth of zero, where the samples do not spread. A violin's and a kde's.
     */
    static Density of(double[] samples, String method, double cut, int points) {
        double h = bandwidth(samples, method);
        double[] at = evenly(Arrays.stream(samples).min().orElseThrow() - cut * h, Arrays.stream(samples).max().orElseThrow() + cut * h, points);
        return new Density(at, h > 0 ? density(samples, h, at) : new double[points], h);
    }

    /** {@code n} points evenly from {@code from} to {@code to}, both included, as numpy's {@code linspace} spaces them. */
    private static double[] evenly(double from, double to, int n) {
        double step = (to - from) / (n - 1);
        double[] out = new double[n];
        for (int i = 0; i < n; i++) {
            out[i] = from + i * step;
        }
        out[n - 1] = to;
        return out;
    }

    /** The violin as a series: one category, its median, reaching over the range its density is drawn. */
    public static DrawnSeries data(Violin v, double[] samples, String label, String path, Context spec) {
        if (samples.length < 2) {
            throw spec.error(path + ".samples", "a violin needs two samples or more for its density; this has " + samples.length);
        }
        Density d = of(samples, v.bandwidth(), CUT, POINTS);
        if (!(d.bandwidth() > 0)) {
            throw spec.error(path + ".samples", "every sample is " + dev.figmark.chart.scale.PyFormat.g(samples[0]) + ": their density has no width to draw");
        }
        BoxStats st = Boxes.stats(new Box(label, null, null, dev.figmark.model.Values.of(samples), null, null, null, null, null,
                null, null, null), samples);
        Extras extras = new Extras(null, d.at(), d.density(), st, null, null, Dates.NONE, null, false);
        return new DrawnSeries(label, new double[] {0}, new double[] {st.median()}, List.of(label), v,
                new double[] {d.at()[0]}, new double[] {d.at()[POINTS - 1]}, extras);
    }

    /** The violin at its category position, its width scaled by its own widest density. */
    static Layer layer(DrawnSeries d, double position, Color color) {
        double[] at = d.extras().sizes();
        double[] density = d.extras().shades();
        BoxStats st = d.extras().box();
        double most = Arrays.stream(density).max().orElse(1);
        return (frame, context, out) -> {
            double half = Math.abs(frame.px(position + WIDTH / 2) - frame.px(position));
            double xc = frame.px(position);
            int n = at.length;
            double[] outline = new double[4 * n + 2];
            for (int i = 0; i < n; i++) {
                double w = half * density[i] / most;
                outline[2 * i] = xc - w;
                outline[2 * i + 1] = frame.py(at[i]);
                outline[2 * (2 * n - 1 - i)] = xc + w;
                outline[2 * (2 * n - 1 - i) + 1] = frame.py(at[i]);
            }
            outline[4 * n] = outline[0];
            outline[4 * n + 1] = outline[1];
            out.data(d.label(), new Area(java.util.Arrays.copyOf(outline, 4 * n), color.faded(0.55)));
            out.data(d.label(), new Polyline(outline, Stroke.solid(0.7, color)));
            out.data(d.label(), Polyline.segment(xc, frame.py(st.q1()), xc, frame.py(st.q3()),
                    new Stroke(QUARTILE_PT, Palette.INK2, List.of(), Stroke.Cap.BUTT, Stroke.Join.MITER)));
            out.data(d.label(), new Marker(xc, frame.py(st.median()), Marker.Shape.CIRCLE, MEDIAN_PT, Color.WHITE, Palette.INK2, 0.5));
        };
    }
}
