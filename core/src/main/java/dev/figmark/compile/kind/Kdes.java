package dev.figmark.compile.kind;

import dev.figmark.chart.Layers;
import dev.figmark.chart.frame.Layer;
import dev.figmark.chart.guide.LegendGuide;
import dev.figmark.chart.scale.PyFormat;
import dev.figmark.compile.drawn.DrawnSeries;
import dev.figmark.model.Kde;
import dev.figmark.scene.Color;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * A kernel density estimate as seaborn's {@code kdeplot} draws it: scipy's {@code gaussian_kde} of the samples,
 * evaluated as a violin's is ({@link Violins#of}) at {@link #GRID_POINTS} points evenly from {@code cut} bandwidths
 * below the least sample to as far above the greatest; on a log x axis, of the samples' base-10
 * logarithms, the grid drawn back at ten to its powers. What is drawn, each grid point and its density, is the CSV.
 */
final class Kdes implements KindCompiler<Kde> {

    /** The points the density is evaluated at: seaborn's {@code gridsize}. */
    static final int GRID_POINTS = 200;
    /** Bandwidths beyond the samples the density is drawn to, unless the series says: seaborn's {@code cut}. */
    static final double CUT = 3;
    /** The opacity of the shade under a filled density: seaborn's. */
    static final double FILL_OPACITY = 0.25;

    @Override
    public DrawnSeries read(Kde series, SeriesPart part) {
        if (Boolean.TRUE.equals(series.fill()) && part.logAxis(true)) {
            throw part.spec().error(part.path() + ".fill", "a density on a log y axis has no zero to fill down to; leave fill out, or make y linear");
        }
        boolean log = part.logAxis(false);
        double[] samples = part.samples(series, false);
        double[] values = log ? Arrays.stream(samples).map(StrictMath::log10).toArray() : samples;
        if (values.length < 2) {
            throw part.spec().error(part.path() + ".samples", "a kde needs two samples or more for its density; this has " + values.length);
        }
        Violins.Density density = Violins.of(values, series.bandwidth(), series.cut() == null ? CUT : series.cut(), GRID_POINTS);
        if (!(density.bandwidth() > 0)) {
            throw part.spec().error(part.path() + ".samples", "every sample is " + PyFormat.g(samples[0]) + ": their density has no width to draw");
        }
        double[] x = new double[GRID_POINTS];
        double[] y = new double[GRID_POINTS];
        for (int i = 0; i < GRID_POINTS; i++) {
            x[i] = DrawnSeries.decimal(log ? StrictMath.pow(10, density.at()[i]) : density.at()[i]);
            y[i] = DrawnSeries.decimal(density.density()[i]);
        }
        return part.labelled(new DrawnSeries(DrawnSeries.labelOf(series), x, y, null, series));
    }

    @Override
    public String words() {
        return "density plot";
    }

    @Override
    public double markCost() {
        return PATH_POINT;
    }

    @Override
    public boolean fromZero() {
        return true;
    }

    @Override
    public boolean fills(Kde series) {
        return Boolean.TRUE.equals(series.fill());
    }

    @Override
    public Layer shade(Kde series, DrawnSeries d, Color color) {
        return fills(series) ? Layers.fillBetween(d.label(), d.x(), new double[d.x().length], d.y(), color.faded(FILL_OPACITY)) : null;
    }

    @Override
    public void layers(Kde series, Drawing d, Consumer<Layer> add) {
        add.accept(Layers.line(d.points(), d.stroke()));
    }

    @Override
    public LegendGuide.Swatch swatch(Kde series, Drawing d) {
        Color color = d.look().color();
        return new LegendGuide.Line(d.stroke(), null, color, Color.WHITE, fills(series) ? color.faded(FILL_OPACITY) : null);
    }
}
