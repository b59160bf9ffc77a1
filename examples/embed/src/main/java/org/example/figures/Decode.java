package org.example.figures;

import dev.figmark.api.Plot;
import dev.figmark.model.Axis;
import dev.figmark.model.By;
import dev.figmark.model.Description;
import dev.figmark.model.Figure;
import dev.figmark.model.Interval;
import dev.figmark.model.Panel;
import dev.figmark.model.ReferenceLine;
import dev.figmark.model.Series;
import dev.figmark.model.Source;
import dev.figmark.model.Table;
import dev.figmark.model.Transform;
import dev.figmark.model.Values;
import java.nio.file.Path;
import java.util.List;

public class Decode {
    public static void main(String[] args) throws Exception {
        Path out = Path.of(args.length > 0 ? args[0] : "figures");
        double[] clients = {1, 2, 4, 8, 16, 32, 64};
        List<String> workloads = List.of("get", "put", "scan");
        // Raw trials, as a benchmark writes them: the figure averages them and draws each engine's 95 % CI.
        Table trials = Table.of("engine", "vLLM", "vLLM", "vLLM", "vLLM", "vLLM", "vLLM", "SGLang", "SGLang", "SGLang", "SGLang", "SGLang", "SGLang")
                .with("clients", 1, 1, 1, 8, 8, 8, 1, 1, 1, 8, 8, 8)
                .with("tokens_per_s", 40, 43, 41, 270, 284, 279, 42, 44, 43, 301, 296, 309);
        Plot plot = Plot.of(Description.of(Figure.DOUBLE.columns(3),
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
                                Series.bars("LevelDB", workloads, new double[] {8.9, 2.2, 0.13}).yErr(0.6, 0.3, 0.02)),
                Panel.titled("Trials, mean and 95 % CI")
                        .x(Axis.log2("concurrent clients"))
                        .transform(List.of(Transform.aggregate("mean", "engine", "clients")))
                        .series(Series.band("", Values.field("clients"), Values.field("tokens_per_s"), Interval.of("ci95"))
                                .by(By.of("engine"))))
                .data("trials", Source.of(trials)));
        for (String name : new String[] {"decode.pdf", "decode.svg", "decode.png", "decode.csv"}) {
            plot.write(out.resolve(name));
            System.out.println("wrote " + out.resolve(name));
        }
        System.out.println("caption: " + plot.caption());
    }
}
