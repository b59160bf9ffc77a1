package org.example.figures;

import dev.figmark.api.Plot;
import dev.figmark.model.Axis;
import dev.figmark.model.Figure;
import dev.figmark.model.Panel;
import dev.figmark.model.ReferenceLine;
import dev.figmark.model.Series;
import java.nio.file.Path;

public class Decode {
    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "figures");
        double[] clients = {1, 2, 4, 8, 16, 32, 64};
        Plot plot = Plot.of(Figure.SINGLE,
                Panel.titled("Decode throughput")
                        .x(Axis.log2("concurrent clients"))
                        .y(Axis.linear("tokens/s"))
                        .series(Series.line("vLLM", clients, new double[] {41, 79, 152, 284, 471, 652, 790}),
                                Series.line("SGLang", clients, new double[] {43, 82, 161, 301, 519, 758, 930})
                                        .marker(Series.Marker.CIRCLE))
                        .lines(ReferenceLine.atY(600, "target")));
        for (String name : new String[] {"decode.pdf", "decode.svg", "decode.png", "decode.csv"}) {
            plot.write(out.resolve(name));
            System.out.println("wrote " + out.resolve(name));
        }
        System.out.println("caption: " + plot.caption());
    }
}
