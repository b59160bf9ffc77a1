package dev.figmark.cli;

import dev.figmark.scene.Units;
import dev.figmark.venue.Venue;
import java.io.PrintWriter;
import java.util.Locale;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;

/** {@code figmark venues}: the paper templates {@code --venue} knows, with their measures and where they come from. */
final class VenuesCommand implements Callable<Integer> {

    private CommandSpec spec;

    /** This command's model for picocli. */
    CommandSpec model() {
        spec = CommandModel.command("venues", this,
                "List the paper templates --venue takes: widths for --width single and double, text height, face and size.");
        return spec;
    }

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        String row = "%-8s %-30s %-22s %-22s %-8s %s%n";
        out.printf(Locale.ROOT, row, "NAME", "TEMPLATE", "SINGLE", "DOUBLE", "HEIGHT", "FACE, FIGURE TEXT SIZE");
        for (Venue v : Venue.ALL) {
            out.printf(Locale.ROOT, row, v.name(), v.template(), length(v.singleIn()), length(v.doubleIn()),
                    String.format(Locale.ROOT, "%.2fin", v.textHeightIn()), face(v) + ", " + size(v.fontSize()) + " pt");
            out.println("         " + v.source());
        }
        out.println("Lengths in TeX points (pt, 1/72.27 in, as \\the\\columnwidth prints them) and inches.");
        out.flush();
        return 0;
    }

    private static String length(double inches) {
        return String.format(Locale.ROOT, "%.2fpt (%.2fin)", inches * Units.TEX_POINTS_PER_INCH, inches);
    }

    /** The template's face and the family figmark draws it in. */
    private static String face(Venue v) {
        return v.bodyFace().equals(v.fontFamily()) || v.fontFamily().startsWith(v.bodyFace()) ? v.fontFamily() : v.bodyFace() + " as " + v.fontFamily();
    }

    /** A size in points without a trailing .0. */
    private static String size(double v) {
        return v == Math.rint(v) ? String.valueOf((long) v) : String.valueOf(v);
    }
}
