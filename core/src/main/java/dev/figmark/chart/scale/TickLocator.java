package dev.figmark.chart.scale;

import java.util.List;
import java.util.function.DoubleFunction;

/**
 * Ticks that depend on how long the axis is on the page, like matplotlib's {@code AutoLocator}; the layout asks for
 * them once it knows the plot's size.
 */
@FunctionalInterface
public interface TickLocator {

    List<Tick> ticks(Scale scale, double lengthPt, double fontSize);

    /** As many bins as labels each needing {@code room} points fit along {@code length}, from one to nine. */
    static int bins(double length, double room) {
        return (int) Math.max(1, Math.min(9, Math.floor(length / room)));
    }

    /**
     * matplotlib's AutoLocator on an x axis: as many bins as labels three font sizes apart fit, from one to nine, with
     * steps 1, 2, 2.5, 5 and 10.
     */
    static TickLocator auto(DoubleFunction<String> format) {
        return (scale, length, size) -> {
            return Ticks.maxN(scale.min(), scale.max(), bins(length, size * 3), 2, Ticks.AUTO_STEPS).stream().map(v -> new Tick(v, format.apply(v))).toList();
        };
    }

    /** matplotlib's AutoLocator on a y axis, where labels need two font sizes each. */
    static TickLocator autoY(DoubleFunction<String> format) {
        return (scale, length, size) -> {
            return Ticks.maxN(Math.min(scale.min(), scale.max()), Math.max(scale.min(), scale.max()), bins(length, size * 2), 2, Ticks.AUTO_STEPS)
                    .stream().map(v -> new Tick(v, format.apply(v))).toList();
        };
    }

    /** This locator's ticks in one notation ({@link Formats#oneNotation}). */
    default TickLocator oneNotation() {
        return (scale, length, size) -> Formats.oneNotation(ticks(scale, length, size));
    }

    /**
     * Ticks of a broken axis: this locator's ticks on the part below the gap and on the part above it, each for its
     * share of the axis's length; none in the gap.
     */
    static TickLocator broken(TickLocator parts) {
        return (scale, length, size) -> {
            Scale.Gap gap = scale.gap();
            if (gap == null) {
                return parts.ticks(scale, length, size);
            }
            double lo = Math.min(scale.min(), scale.max());
            double hi = Math.max(scale.min(), scale.max());
            java.util.List<Tick> out = new java.util.ArrayList<>();
            parts.ticks(Scale.linear(lo, gap.from()), length * Scale.Gap.LOWER_END, size).stream().filter(t -> t.value() <= gap.from()).forEach(out::add);
            parts.ticks(Scale.linear(gap.to(), hi), length * (1 - Scale.Gap.UPPER_START), size).stream().filter(t -> t.value() >= gap.to()).forEach(out::add);
            return out;
        };
    }
}
