package dev.figmark.data;

/**
 * One GPU's cumulative energy, interpolated onto the timeline's 0.5 s grid while the samples stream past, as numpy's
 * {@code interp} would do it over the whole series at the end: grid points before the first sample take its value,
 * points after the last take the last one. Only the grid is kept, not the samples.
 */
final class EnergyGrid {

    static final double STEP = 0.5;

    private final double start;
    private final Column values = new Column(1024);
    private double lastS = Double.NaN;
    private double lastJ = Double.NaN;
    private int samples;

    EnergyGrid(double start) {
        this.start = start;
    }

    private double point(int i) {
        return start + i * STEP;
    }

    void add(double seconds, double joules) {
        if (samples == 0) {
            // Points up to the first sample take its value.
            while (point(values.size()) <= seconds) {
                values.add(joules);
            }
        } else {
            double slope = (joules - lastJ) / (seconds - lastS);
            while (point(values.size()) < seconds) {
                double x = point(values.size());
                values.add(seconds == lastS ? joules : slope * (x - lastS) + lastJ);
            }
        }
        lastS = seconds;
        lastJ = joules;
        samples++;
    }

    int samples() {
        return samples;
    }

    /** The interpolated values at the {@code points} grid points, the last value carried to the end. */
    double[] finish(int points) {
        double[] out = new double[points];
        for (int i = 0; i < points; i++) {
            out[i] = i < values.size() ? values.get(i) : lastJ;
        }
        return out;
    }
}
