package org.example.figures;

import dev.figmark.api.Plot;
import dev.figmark.model.Axis;
import dev.figmark.model.Figure;
import dev.figmark.model.Panel;
import dev.figmark.model.ReferenceLine;
import dev.figmark.model.Series;
import java.nio.file.Path;
import java.util.List;

public class Decode {
    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "figures");
        double[] clients = {1, 2, 4, 8, 16, 32, 64};
        List<String> workloads = List.of("get", "put", "scan");
        Plot plot = Plot.of(Figure.DOUBLE.columns(2),
                Panel.titled("Decode throughput")
                        .x(Axis.log2("concurrent clients"))
                        .y(Axis.linear("tokens/s"))
                        .series(Series.line("vLLM", clients, new double[] {41, 79, 152, 284, 471, 652, 790}),
                                Series.line("SGLang", clients, new double[] {43, 82, 161, 301, 519, 758, 930})
                                        .marker(Series.Marker.CIRCLE))
                        .lines(ReferenceLine.atY(600, "target")),
                Panel.titled("Operations, mean and sd of five runs")
                        .y(Axis.log10("ops/µs"))
                        .series(Series.bars("RocksDB", workloads, new double[] {12.4, 3.1, 0.42}).yErr(0.8, 0.2, 0.05),
                                Series.bars("LevelDB", workloads, new double[] {8.9, 2.2, 0.13}).yErr(0.6, 0.3, 0.02)));
        for (String name : new String[] {"decode.pdf", "decode.svg", "decode.png", "decode.csv"}) {
            plot.write(out.resolve(name));
            System.out.println("wrote " + out.resolve(name));
        }
        System.out.println("caption: " + plot.caption());
    }
}
