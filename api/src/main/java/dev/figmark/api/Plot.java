package dev.figmark.api;

import dev.figmark.chart.Style;
import dev.figmark.data.InputException;
import dev.figmark.layout.LayoutException;
import dev.figmark.output.Writers;
import dev.figmark.format.Format;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.Product;
import dev.figmark.recipes.description.FigureSpec;
import dev.figmark.scene.Scene;
import dev.figmark.text.Typesetter;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * A figure, ready to write as PDF, SVG or PNG, with the data behind it and a caption. Build one with
 * {@link #builder()}, or read a JSON description (the format of {@code figmark plot}, see {@code docs/figure.schema.json})
 * with one of the {@code read} methods. It is laid out once, on first use: the width is exact, the height grows until
 * no text overlaps text or leaves the page, and every format is drawn from the same layout. Thread-safe.
 *
 * <pre>{@code
 * Plot plot = Plot.builder().width(Width.SINGLE)
 *         .panel(Panel.builder("Decode").x(Axis.log2("clients")).y(Axis.linear("tokens/s"))
 *                 .line("vLLM", clients, vllm).line("SGLang", clients, sglang).build())
 *         .build();
 * plot.write(Path.of("decode.pdf"));
 * }</pre>
 */
public final class Plot {

    private final FigureSpec spec;
    private final int dpi;
    private final Object lock = new Object();
    private Scene scene;
    private Product product;
    private final List<String> warnings = new ArrayList<>();

    private Plot(FigureSpec spec, int dpi) {
        this.spec = spec;
        this.dpi = Format.checkDpi(dpi);
    }

    /**
     * Starts a figure in Java.
     *
     * @return a builder
     */
    public static Builder builder() {
        return new Builder();
    }

    /**
     * Reads a description file; data files it names are found beside it.
     *
     * @param file a JSON description
     * @return the figure
     * @throws FigureException when the file or its data is wrong, naming the place
     */
    public static Plot read(Path file) {
        return checked(() -> new Plot(FigureSpec.read(file), Format.DEFAULT_DPI));
    }

    /**
     * Reads a description held in a string; data files it names are found in the working directory.
     *
     * @param json a JSON description
     * @return the figure
     * @throws FigureException when the description or its data is wrong, naming the place
     */
    public static Plot read(String json) {
        return checked(() -> new Plot(FigureSpec.parse(json, "description", Path.of("")), Format.DEFAULT_DPI));
    }

    /**
     * Reads a description from a reader, which is left open; data files are found in the working directory.
     *
     * @param in a JSON description
     * @return the figure
     * @throws IOException when the reader fails
     * @throws FigureException when the description or its data is wrong, naming the place
     */
    public static Plot read(Reader in) throws IOException {
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
     * @throws FigureException when the description or its data is wrong, naming the place
     */
    public static Plot read(InputStream in) throws IOException {
        return read(new String(in.readAllBytes(), StandardCharsets.UTF_8));
    }

    /**
     * The same figure with PNGs at another resolution.
     *
     * @param dotsPerInch from 10 to 2400; 300 unless given
     * @return a new figure
     */
    public Plot dpi(int dotsPerInch) {
        return new Plot(spec, dotsPerInch);
    }

    /**
     * Writes the figure in the format its extension names ({@code .pdf}, {@code .svg}, {@code .png}), or its data for
     * {@code .csv}. The file is written under a temporary name and moved into place, so a reader never sees half of it.
     *
     * @param file where to write
     * @throws IOException when the file cannot be written
     * @throws IllegalArgumentException for another extension
     * @throws FigureException when the figure cannot be made
     */
    public void write(Path file) throws IOException {
        String name = file.getFileName().toString();
        if (name.toLowerCase(java.util.Locale.ROOT).endsWith(".csv")) {
            AtomicFile.write(file, out -> out.write(csv().getBytes(StandardCharsets.UTF_8)));
            return;
        }
        Format format = Format.ofFileName(name).orElseThrow(() -> new IllegalArgumentException(
                file + ": the extension names no format; formats are " + Format.names() + ", and csv for the data"));
        AtomicFile.write(file, out -> write(format, out));
    }

    /**
     * Writes the figure to a stream, which is left open.
     *
     * @param format the format
     * @param out    where to write
     * @throws IOException when the stream fails
     * @throws FigureException when the figure cannot be made
     */
    public void write(Format format, OutputStream out) throws IOException {
        Writers.of(format, dpi).write(scene(), out);
    }

    /**
     * The figure as the bytes of a file.
     *
     * @param format the format
     * @return the file's bytes: the same for the same figure, whatever the time, zone, locale or machine
     * @throws FigureException when the figure cannot be made
     */
    public byte[] bytes(Format format) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        try {
            write(format, out);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
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
            product().table().write(out);
        } catch (IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
        return out.toString(StandardCharsets.UTF_8);
    }

    /**
     * A suggested caption: the description's own, or one made from its title and panel titles.
     *
     * @return the caption
     */
    public String caption() {
        return product().caption();
    }

    /**
     * The laid-out width.
     *
     * @return the width in points, exactly as asked
     */
    public double widthPt() {
        return scene().width();
    }

    /**
     * The laid-out height, grown from the content unless fixed.
     *
     * @return the height in points
     */
    public double heightPt() {
        return scene().height();
    }

    /**
     * Warnings from the layout, such as a character the font cannot draw.
     *
     * @return the warnings so far, each one line
     */
    public List<String> warnings() {
        scene();
        synchronized (lock) {
            return List.copyOf(warnings);
        }
    }

    private Product product() {
        synchronized (lock) {
            if (product == null) {
                product = checked(() -> spec.build(spec.style()));
            }
            return product;
        }
    }

    private Scene scene() {
        Product made = product();
        synchronized (lock) {
            if (scene == null) {
                Style style = spec.style();
                scene = checked(() -> FigureLayout.scene(made, new Typesetter(warnings::add), style));
            }
            return scene;
        }
    }

    private static <T> T checked(Supplier<T> work) {
        try {
            return work.get();
        } catch (InputException | LayoutException e) {
            throw new FigureException(e);
        }
    }

    /** Builds a figure: a width, panels, and optionally a height, title, fonts and caption. */
    public static final class Builder {

        private final Map<String, Object> figure = new LinkedHashMap<>();
        private final List<Object> panels = new ArrayList<>();

        private Builder() {
            figure.put("width", Width.DOUBLE.json());
        }

        /**
         * The width; both columns of a paper unless given.
         *
         * @param width single, double or a length
         * @return this builder
         */
        public Builder width(Width width) {
            figure.put("width", width.json());
            return this;
        }

        /**
         * A fixed height instead of the one the content needs.
         *
         * @param inches from 0.5 to 40
         * @return this builder
         */
        public Builder height(double inches) {
            figure.put("height", inches);
            return this;
        }

        /**
         * A title above the panels.
         *
         * @param title the title
         * @return this builder
         */
        public Builder title(String title) {
            figure.put("title", title);
            return this;
        }

        /**
         * Liberation Serif instead of Liberation Sans.
         *
         * @return this builder
         */
        public Builder serif() {
            figure.put("font", "serif");
            return this;
        }

        /**
         * The base font size; 7.5 pt unless given.
         *
         * @param points from 4 to 24
         * @return this builder
         */
        public Builder fontSize(double points) {
            figure.put("font_size", points);
            return this;
        }

        /**
         * Line styles and hatches as well as colours, so the figure reads in grey print.
         *
         * @return this builder
         */
        public Builder printSafe() {
            figure.put("print_safe", true);
            return this;
        }

        /**
         * Panel letters (a), (b), … for reference from the text.
         *
         * @return this builder
         */
        public Builder letters() {
            figure.put("letters", true);
            return this;
        }

        /**
         * Panels per row; as many as fit unless given.
         *
         * @param columns from 1 to 12
         * @return this builder
         */
        public Builder columns(int columns) {
            figure.put("columns", (long) columns);
            return this;
        }

        /**
         * The caption, instead of one made from the titles.
         *
         * @param caption the caption
         * @return this builder
         */
        public Builder caption(String caption) {
            figure.put("caption", caption);
            return this;
        }

        /**
         * Adds a panel; panels fill rows from the left.
         *
         * @param panel the panel
         * @return this builder
         */
        public Builder panel(Panel panel) {
            panels.add(panel.json());
            return this;
        }

        /**
         * The figure, checked as a JSON description is.
         *
         * @return the figure
         * @throws FigureException when a part is wrong, naming it by its place in the description
         */
        public Plot build() {
            Map<String, Object> tree = new LinkedHashMap<>();
            tree.put("figure", Map.copyOf(figure));
            tree.put("panels", List.copyOf(panels));
            return checked(() -> new Plot(FigureSpec.of(tree, "figure", Path.of("")), Format.DEFAULT_DPI));
        }
    }
}
