package org.example.figures;

import dev.figmark.api.Axis;
import dev.figmark.api.Panel;
import dev.figmark.api.Plot;
import dev.figmark.api.Series;
import dev.figmark.api.Width;
import java.nio.file.Path;

public class Decode {
    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "figures");
        double[] clients = {1, 2, 4, 8, 16, 32, 64};
        Plot plot = Plot.builder()
                .width(Width.SINGLE)
                .panel(Panel.builder("Decode throughput")
                        .x(Axis.log2("concurrent clients"))
                        .y(Axis.linear("tokens/s"))
                        .line("vLLM", clients, new double[] {41, 79, 152, 284, 471, 652, 790})
                        .series(Series.line("SGLang", clients, new double[] {43, 82, 161, 301, 519, 758, 930})
                                .marker(Series.Marker.CIRCLE))
                        .markY(600, "target")
                        .build())
                .build();
        for (String name : new String[] {"decode.pdf", "decode.svg", "decode.png", "decode.csv"}) {
            plot.write(out.resolve(name));
            System.out.println("wrote " + out.resolve(name));
        }
        System.out.println("caption: " + plot.caption());
    }
}
