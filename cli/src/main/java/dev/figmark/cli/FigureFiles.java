package dev.figmark.cli;

import dev.figmark.chart.Style;
import dev.figmark.figures.Drawn;
import dev.figmark.figures.FigureLayout;
import dev.figmark.render.SceneWriter;
import dev.figmark.render.Software;
import dev.figmark.render.pdf.PdfWriter;
import dev.figmark.render.png.PngWriter;
import dev.figmark.render.svg.SvgWriter;
import dev.figmark.scene.Scene;
import dev.figmark.text.Typesetter;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/** Lays out figures, writes them in the chosen formats with their CSVs, and collects captions (the seed's {@code Output}). */
final class FigureFiles {

    private final Path dir;
    private final Style style;
    private final Typesetter type;
    private final PrintWriter log;
    private final List<Path> written = new ArrayList<>();
    private final List<String[]> captions = new ArrayList<>();

    FigureFiles(Path dir, Style style, Typesetter type, PrintWriter log) throws IOException {
        this.dir = dir;
        this.style = style;
        this.type = type;
        this.log = log;
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IOException(dir + ": is a file, not a directory for figures");
        }
        Files.createDirectories(dir);
        if (!Files.isWritable(dir)) {
            throw new IOException(dir + ": cannot be written");
        }
    }

    void save(Drawn drawn) throws IOException {
        Scene scene = FigureLayout.scene(drawn, type, style);
        for (String format : style.formats()) {
            SceneWriter writer = switch (format) {
                case "svg" -> new SvgWriter(Software.NAME);
                case "pdf" -> new PdfWriter(Software.NAME);
                case "png" -> new PngWriter(Software.NAME, style.dpi());
                default -> throw new IllegalArgumentException("unknown format " + format);
            };
            Path path = dir.resolve(drawn.stem() + "." + format);
            AtomicFiles.write(path, out -> writer.write(scene, out));
            written(path);
        }
        Path csv = dir.resolve(drawn.stem() + ".csv");
        AtomicFiles.write(csv, drawn.table()::write);
        written(csv);
        captions.add(new String[] {drawn.stem(), drawn.caption()});
    }

    private void written(Path path) {
        written.add(path);
        log.println("wrote " + path);
    }

    void finish(String method) throws IOException {
        List<String> lines = new ArrayList<>(List.of("# Suggested captions", "", "Every number here comes from the run itself. Edit them into your own words.", ""));
        for (String[] c : captions) {
            lines.add("**" + c[0] + "**: " + c[1]);
            lines.add("");
        }
        if (method != null && !method.isEmpty()) {
            lines.addAll(List.of("## How it was measured", "", method, ""));
        }
        Path path = dir.resolve("captions.md");
        byte[] text = String.join("\n", lines).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(path, out -> out.write(text));
        written(path);
    }

    List<Path> written() {
        return written;
    }
}
