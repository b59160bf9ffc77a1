package dev.figmark.api;

import dev.figmark.chart.look.Style;
import dev.figmark.compile.FigureSpec;
import dev.figmark.data.InputException;
import dev.figmark.format.Format;
import dev.figmark.layout.LayoutException;
import dev.figmark.model.DataAccess;
import dev.figmark.model.Description;
import dev.figmark.model.Figure;
import dev.figmark.model.FigureException;
import dev.figmark.model.Panel;
import dev.figmark.model.json.ModelWriter;
import dev.figmark.output.AtomicFiles;
import dev.figmark.output.Writers;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.LatexSnippet;
import dev.figmark.product.Product;
import dev.figmark.scene.Scene;
import dev.figmark.text.Typesetter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Supplier;

/**
 * A figure, laid out and ready to write as PDF, SVG or PNG, with the data behind it and a caption. Make one from a
 * {@link Description} built in Java ({@link #of(Figure, Panel...)}) or read from JSON (the format of
 * {@code figmark plot}, {@code docs/figure.schema.json}): both spellings are the same model, and
 * {@link #toJson()} writes the description back. Everything that can be wrong is found when the plot is made, as a
 * {@link FigureException} that names the place: the width is exact, the height grows until no text overlaps text or
 * leaves the page, and every format is drawn from that one layout. Immutable and thread-safe.
 *
 * <pre>{@code
 * double[] clients = {1, 2, 4, 8, 16};
 * Plot plot = Plot.of(Figure.SINGLE,
 *         Panel.titled("Decode").x(Axis.log2("clients")).y(Axis.linear("tokens/s"))
 *                 .series(Series.line("vLLM", clients, new double[] {41, 79, 152, 284, 471}),
 *                         Series.line("SGLang", clients, new double[] {43, 82, 161, 301, 519})));
 * plot.write(out.resolve("decode.pdf"));
 * byte[] png = plot.dpi(150).bytes(Format.PNG);
 * Plot again = Plot.read(plot.toJson());
 * }</pre>
 * Sizes: {@link #widthPt()} and {@link #heightPt()} are in PostScript points (72 to the inch); a figure's width and
 * height are given as {@code dev.figmark.model.Length}s.
 */
public final class Plot {

    private final Description description;
    private final int dpi;
    private final Product product;
    private final Scene scene;
    private final List<String> warnings;

    private Plot(Description description, Product product, Scene scene, List<String> warnings, int dpi) {
        this.description = description;
        this.product = product;
        this.scene = scene;
        this.warnings = List.copyOf(warnings);
        this.dpi = dpi;
    }

    private static Plot made(FigureSpec spec, Supplier<String> where) {
        List<String> warnings = new ArrayList<>();
        Style style = spec.style();
        Product product = spec.build(style);
        Scene scene;
        try {
            scene = FigureLayout.scene(product, new Typesetter(warnings::add), style);
        } catch (LayoutException e) {
            throw new LayoutException(e.kind(), spec.explain(e.getMessage()));
        }
        List<String> all = new ArrayList<>(spec.warnings());
        all.addAll(warnings);
        return new Plot(spec.model(), product, scene, all, Format.DEFAULT_DPI);
    }

    /**
     * A figure from a description built in Java; data files it names are found in the working directory.
     *
     * @param description the description
     * @return the figure, laid out
     * @throws FigureException when a part is wrong, naming the panel and series by title and label (or index) and
     *                         the field
     */
    public static Plot of(Description description) {
        if (description == null) {
            throw new FigureException("", "a plot needs a description");
        }
        return checked(() -> made(FigureSpec.of(description, "figure", Path.of("")), () -> "figure"), description);
    }

    /**
     * A figure of panels, with the figure's options.
     *
     * @param figure the options: width, height, fonts, palette, title, …
     * @param panels the panels, filling rows from the left
     * @return the figure, laid out
     * @throws FigureException when a part is wrong, naming it
     */
    public static Plot of(Figure figure, Panel... panels) {
        return of(Description.of(figure, FigureException.noNulls("panels", panels)));
    }

    /**
     * Reads a description file; data files it names are found beside it, and read only from its project (the git work
     * tree around it, or its folder).
     *
     * @param file a JSON description
     * @return the figure
     * @throws FigureException when the file or its data is wrong, naming the file and the JSON path
     */
    public static Plot read(Path file) {
        FigureException.notNull(file, "file");
        return checked(() -> made(FigureSpec.read(file), file::toString), null);
    }

    /**
     * Reads a description file whose data and font files may lie only where {@code access} allows.
     *
     * @param file   a JSON description
     * @param access where its files may be read from
     * @return the figure
     * @throws FigureException when the file or its data is wrong, or a file lies elsewhere, naming the JSON path
     */
    public static Plot read(Path file, DataAccess access) {
        FigureException.notNull(file, "file");
        FigureException.notNull(access, "access");
        return checked(() -> made(FigureSpec.read(file).access(access), file::toString), null);
    }

    /**
     * Reads a description held in a string whose data and font files, found in the working directory, may lie only
     * where {@code access} allows: what a service drawing others' descriptions uses.
     *
     * @param json   a JSON description
     * @param access where its files may be read from
     * @return the figure
     * @throws FigureException when the description or its data is wrong, or a file lies elsewhere, naming the JSON path
     */
    public static Plot read(String json, DataAccess access) {
        FigureException.notNull(json, "json");
        FigureException.notNull(access, "access");
        return checked(() -> made(FigureSpec.parse(json, "description", Path.of("")).access(access), () -> "description"), null);
    }

    /**
     * Reads a description held in a string; data files it names are found in the working directory.
     *
     * @param json a JSON description
     * @return the figure
     * @throws FigureException when the description or its data is wrong, naming the JSON path
     */
    public static Plot read(String json) {
        FigureException.notNull(json, "json");
        return checked(() -> made(FigureSpec.parse(json, "description", Path.of("")), () -> "description"), null);
    }

    /**
     * Reads a description from a reader, which is left open; data files are found in the working directory.
     *
     * @param in a JSON description
     * @return the figure
     * @throws IOException when the reader fails
     * @throws FigureException when the description or its data is wrong, naming the JSON path
     */
    public static Plot read(Reader in) throws IOException {
        FigureException.notNull(in, "in");
        StringBuilder text = new StringBuilder();
        char[] buffer = new char[8192];
        for (int n; (n = in.read(buffer)) >= 0; ) {
            text.append(buffer, 0, n);
        }
        return read(text.toString());
    }

    /**
     * Reads a description from a stream of UTF-8 text, which is left open; data files are found in the working
     * directory.
     *
     * @param in a JSON description
     * @return the figure
     * @throws IOException when the stream fails
     * @throws FigureException when the description or its data is wrong, naming the JSON path
     */
    public static Plot read(InputStream in) throws IOException {
        return read(new String(FigureException.notNull(in, "in").readAllBytes(), StandardCharsets.UTF_8));
    }

    /**
     * The description the figure draws, as records.
     *
     * @return the description
     */
    public Description description() {
        return description;
    }

    /**
     * The description as JSON, the format {@code figmark plot} and {@link #read(String)} read: reading it gives the
     * same description, and so the same figure, byte for byte.
     *
     * @return the JSON text
     */
    public String toJson() {
        return ModelWriter.json(description);
    }

    /**
     * The same figure with PNGs at another resolution.
     *
     * @param dotsPerInch from 10 to 2400; 300 unless given
     * @return a new figure
     * @throws FigureException for a resolution out of that range
     */
    public Plot dpi(int dotsPerInch) {
        try {
            return new Plot(description, product, scene, warnings, Format.checkDpi(dotsPerInch));
        } catch (IllegalArgumentException e) {
            throw new FigureException("dpi", e.getMessage());
        }
    }

    /**
     * Writes the figure in the format its extension names ({@code .pdf}, {@code .svg}, {@code .png}), or its data for
     * {@code .csv}. The file is written under a temporary name and moved into place, so a reader never sees half of it;
     * missing parent directories are created.
     *
     * @param file where to write
     * @throws IOException when the file cannot be written
     * @throws FigureException for an extension that names no format
     */
    public void write(Path file) throws IOException {
        String name = FigureException.notNull(file, "file").getFileName().toString();
        java.nio.file.Files.createDirectories(file.toAbsolutePath().getParent());
        if (name.toLowerCase(java.util.Locale.ROOT).endsWith(".csv")) {
            AtomicFiles.write(file, out -> out.write(csv().getBytes(StandardCharsets.UTF_8)));
            return;
        }
        Format format = Format.ofFileName(name).orElseThrow(() -> new FigureException("", file
                + ": the extension names no format; formats are " + Format.names() + ", and csv for the data"));
        AtomicFiles.write(file, out -> write(format, out));
    }

    /**
     * Writes the figure to a stream, which is left open.
     *
     * @param format the format
     * @param out    where to write
     * @throws IOException when the stream fails
     */
    public void write(Format format, OutputStream out) throws IOException {
        Writers.of(FigureException.notNull(format, "format"), dpi).write(scene, FigureException.notNull(out, "out"));
    }

    /**
     * The figure as the bytes of a file.
     *
     * @param format the format
     * @return the file's bytes: the same for the same figure, whatever the time, zone, locale or machine
     */
    public byte[] bytes(Format format) {
        FigureException.notNull(format, "format");
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            write(format, out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toByteArray();
    }

    /**
     * The data behind the figure, exactly what is drawn: one row per point, as CSV.
     *
     * @return the CSV text
     */
    public String csv() {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            product.table().write(out);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /**
     * A suggested caption: the description's own, or one made from its title and panel titles.
     *
     * @return the caption
     */
    public String caption() {
        return product.caption();
    }

    /**
     * The figure told in words for a reader who cannot see it, as its SVG, PNG and tagged PDF carry it: the
     * description's {@code alt}, or one to three sentences made from what is drawn.
     *
     * @return the text alternative
     */
    public String alt() {
        return scene.about().alt();
    }

    /**
     * The figure as a LaTeX paper takes it: its {@code figure} environment, the file included at the column's or the
     * text's width, the caption, {@code \label{fig:NAME}} and acmart's {@code \Description}.
     *
     * @param name   the figure's file name without extension, also its label
     * @param folder where the paper finds the file (LaTeX's {@code \figmarkdir}), relative to the paper
     * @return the snippet
     */
    public String latex(String name, String folder) {
        FigureException.notNull(name, "name");
        FigureException.notNull(folder, "folder");
        return dev.figmark.product.LatexSnippet.figure(name, name + ".pdf", scene.width() / 72, scene.height() / 72,
                LatexSnippet.Page.DEFAULT, product.caption(), alt(), folder);
    }

    /**
     * The laid-out width.
     *
     * @return the width in points, exactly as asked
     */
    public double widthPt() {
        return scene.width();
    }

    /**
     * The laid-out height, grown from the content unless fixed.
     *
     * @return the height in points
     */
    public double heightPt() {
        return scene.height();
    }

    /**
     * What making the figure had to say besides errors, one line each: a face that stands in for a missing one, a
     * character the font cannot draw, series that some readers cannot tell apart, values left out.
     *
     * @return the warnings
     */
    public List<String> warnings() {
        return warnings;
    }

    /** Runs the work; a problem becomes a {@link FigureException}, in words for a description built in Java. */
    private static <T> T checked(Supplier<T> work, Description built) {
        try {
            return work.get();
        } catch (InputException | LayoutException e) {
            throw new FigureException(built == null ? e.getMessage() : Places.words(built, e.getMessage()), e);
        }
    }
}
