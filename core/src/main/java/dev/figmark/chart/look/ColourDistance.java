package dev.figmark.chart.look;

import dev.figmark.scene.Color;

/**
 * How far apart two colours look, as CIEDE2000's ΔE: to normal vision, to the two common colour-vision deficiencies
 * (deuteranopia and protanopia, simulated with Machado, Oliveira and Fernandes's 2009 matrices at full severity) and in
 * grey print (luminance only). Two series closer than {@link #MIN_DISTANCE} under any of them are told apart by colour
 * alone only by some readers.
 */
public final class ColourDistance {

    /** Below this ΔE00 two series' colours are hard to tell apart (about what separates neighbours of a good palette). */
    public static final double MIN_DISTANCE = 10;

    /** Ways a figure is seen. */
    public enum Vision {
        NORMAL("normal vision"), DEUTERANOPIA("deuteranopia"), PROTANOPIA("protanopia"), GREY("grey print");

        private final String words;

        Vision(String words) {
            this.words = words;
        }

        /** How messages name it. */
        public String words() {
            return words;
        }
    }

    private static final double[][] DEUTERANOPIA = {{0.367322, 0.860646, -0.227968}, {0.280085, 0.672501, 0.047413}, {-0.011820, 0.042940, 0.968881}};
    private static final double[][] PROTANOPIA = {{0.152286, 1.052583, -0.204868}, {0.114503, 0.786281, 0.099216}, {-0.003882, -0.048116, 1.051998}};

    private ColourDistance() {
    }

    /** ΔE00 between two colours as seen with the given vision. */
    public static double between(Color a, Color b, Vision vision) {
        return deltaE00(lab(seen(a, vision)), lab(seen(b, vision)));
    }

    /** The way of seeing under which the two colours are closest, and how close: {vision ordinal, ΔE}. */
    public static Vision closest(Color a, Color b) {
        Vision worst = Vision.NORMAL;
        for (Vision v : Vision.values()) {
            if (between(a, b, v) < between(a, b, worst)) {
                worst = v;
            }
        }
        return worst;
    }

    /** Linear RGB of the colour as seen. */
    static double[] seen(Color c, Vision vision) {
        double[] rgb = {linear(c.red()), linear(c.green()), linear(c.blue())};
        return switch (vision) {
            case NORMAL -> rgb;
            case DEUTERANOPIA -> times(DEUTERANOPIA, rgb);
            case PROTANOPIA -> times(PROTANOPIA, rgb);
            case GREY -> {
                double y = 0.2126 * rgb[0] + 0.7152 * rgb[1] + 0.0722 * rgb[2];
                yield new double[] {y, y, y};
            }
        };
    }

    private static double[] times(double[][] m, double[] v) {
        double[] out = new double[3];
        for (int i = 0; i < 3; i++) {
            out[i] = Math.min(1, Math.max(0, m[i][0] * v[0] + m[i][1] * v[1] + m[i][2] * v[2]));
        }
        return out;
    }

    private static double linear(int channel) {
        double c = channel / 255.0;
        return c <= 0.04045 ? c / 12.92 : Math.pow((c + 0.055) / 1.055, 2.4);
    }

    /** CIELAB (D65) of linear sRGB. */
    static double[] lab(double[] rgb) {
        double x = (0.4124564 * rgb[0] + 0.3575761 * rgb[1] + 0.1804375 * rgb[2]) / 0.95047;
        double y = 0.2126729 * rgb[0] + 0.7151522 * rgb[1] + 0.0721750 * rgb[2];
        double z = (0.0193339 * rgb[0] + 0.1191920 * rgb[1] + 0.9503041 * rgb[2]) / 1.08883;
        double fx = f(x);
        double fy = f(y);
        double fz = f(z);
        return new double[] {116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)};
    }

    private static double f(double t) {
        return t > 216.0 / 24389 ? Math.cbrt(t) : (24389.0 / 27 * t + 16) / 116;
    }

    /** CIEDE2000 (Sharma, Wu and Dalal's formulation), with kL = kC = kH = 1. */
    static double deltaE00(double[] lab1, double[] lab2) {
        double l1 = lab1[0];
        double a1 = lab1[1];
        double b1 = lab1[2];
        double l2 = lab2[0];
        double a2 = lab2[1];
        double b2 = lab2[2];
        double c1 = Math.hypot(a1, b1);
        double c2 = Math.hypot(a2, b2);
        double cMean = (c1 + c2) / 2;
        double g = 0.5 * (1 - Math.sqrt(Math.pow(cMean, 7) / (Math.pow(cMean, 7) + Math.pow(25, 7))));
        double a1p = (1 + g) * a1;
        double a2p = (1 + g) * a2;
        double c1p = Math.hypot(a1p, b1);
        double c2p = Math.hypot(a2p, b2);
        double h1p = hue(b1, a1p);
        double h2p = hue(b2, a2p);
        double dLp = l2 - l1;
        double dCp = c2p - c1p;
        double dhp;
        if (c1p * c2p == 0) {
            dhp = 0;
        } else if (Math.abs(h2p - h1p) <= 180) {
            dhp = h2p - h1p;
        } else {
            dhp = h2p - h1p > 180 ? h2p - h1p - 360 : h2p - h1p + 360;
        }
        double dHp = 2 * Math.sqrt(c1p * c2p) * Math.sin(Math.toRadians(dhp / 2));
        double lMean = (l1 + l2) / 2;
        double cpMean = (c1p + c2p) / 2;
        double hpMean;
        if (c1p * c2p == 0) {
            hpMean = h1p + h2p;
        } else if (Math.abs(h1p - h2p) <= 180) {
            hpMean = (h1p + h2p) / 2;
        } else {
            hpMean = h1p + h2p < 360 ? (h1p + h2p + 360) / 2 : (h1p + h2p - 360) / 2;
        }
        double t = 1 - 0.17 * Math.cos(Math.toRadians(hpMean - 30)) + 0.24 * Math.cos(Math.toRadians(2 * hpMean))
                + 0.32 * Math.cos(Math.toRadians(3 * hpMean + 6)) - 0.20 * Math.cos(Math.toRadians(4 * hpMean - 63));
        double dTheta = 30 * Math.exp(-Math.pow((hpMean - 275) / 25, 2));
        double rc = 2 * Math.sqrt(Math.pow(cpMean, 7) / (Math.pow(cpMean, 7) + Math.pow(25, 7)));
        double sl = 1 + 0.015 * Math.pow(lMean - 50, 2) / Math.sqrt(20 + Math.pow(lMean - 50, 2));
        double sc = 1 + 0.045 * cpMean;
        double sh = 1 + 0.015 * cpMean * t;
        double rt = -Math.sin(Math.toRadians(2 * dTheta)) * rc;
        return Math.sqrt(Math.pow(dLp / sl, 2) + Math.pow(dCp / sc, 2) + Math.pow(dHp / sh, 2) + rt * (dCp / sc) * (dHp / sh));
    }

    private static double hue(double b, double a) {
        if (a == 0 && b == 0) {
            return 0;
        }
        double h = Math.toDegrees(Math.atan2(b, a));
        return h < 0 ? h + 360 : h;
    }
}
