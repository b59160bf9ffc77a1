package dev.figmark.cli;

import dev.figmark.chart.look.Style;
import dev.figmark.format.Format;
import dev.figmark.layout.LayoutException;
import dev.figmark.output.AtomicFiles;
import dev.figmark.output.Outputs;
import dev.figmark.output.Writers;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.LatexSnippet;
import dev.figmark.product.Product;
import dev.figmark.render.SceneWriter;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Units;
import dev.figmark.text.Typesetter;
import dev.figmark.venue.Venue;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * Lays out figures, writes them in the chosen formats with their CSVs, and collects captions (the seed's
 * {@code Output}). It holds the output directory's lock while it writes ({@link OutputLock}), and when it finishes
 * removes what the directory's last run wrote and this one did not ({@link Manifest}).
 */
final class FigureFiles implements AutoCloseable {

    private final Path dir;
    private final Style style;
    private final Outputs outputs;
    private final Typesetter type;
    private final PrintWriter log;
    private final List<Path> written = new ArrayList<>();
    private final List<String[]> captions = new ArrayList<>();

    private OutputLock lock;
    private java.util.Set<String> before = java.util.Set.of();
    private boolean finished;

    FigureFiles(Path dir, Style style, Outputs outputs, Typesetter type, PrintWriter log) throws IOException {
        this(dir, style, outputs, type, log, false);
    }

    /** Files for {@code dir}; with {@code wait}, waits for another figmark writing there rather than refusing. */
    FigureFiles(Path dir, Style style, Outputs outputs, Typesetter type, PrintWriter log, boolean wait) throws IOException {
        this.dir = dir;
        this.style = style;
        this.outputs = outputs;
        this.type = type;
        this.log = log;
        lock = lockFor(dir, wait);
        before = Manifest.read(dir);
        AtomicFiles.removeStale(dir);
        prepareWriters();
    }

    /** What the writers have set up in this process: a format alone, or a format and a face. */
    private static final java.util.Set<String> PREPARED = java.util.concurrent.ConcurrentHashMap.newKeySet();

    /** The style's font, for the writers that embed or draw it, while the first figure is drawn. */
    private void prepareWriters() {
        prepareWriters(outputs, java.util.Set.of(style.face()));
    }

    /**
     * The writers of {@code outputs} set up their libraries (and the fonts of {@code faces}) on the pool, while the
     * program reads its command line and input and the pool's threads would otherwise wait: a tenth of a short run
     * (bench/README.md, 2026-12-03). Each format and face once per process.
     */
    static void prepareWriters(Outputs outputs, java.util.Set<FontFace> faces) {
        for (Format format : outputs.formats()) {
            if (!PREPARED.add(format + " " + faces)) {
                continue;
            }
            SceneWriter writer = Writers.of(format, outputs);
            WRITERS.execute(() -> {
                try {
                    writer.prepare(faces);
                } catch (IOException | RuntimeException e) {
                    // Not said here: the first file of the format meets the same trouble, and says it naming the file.
                }
            });
        }
    }

    /** The template the LaTeX snippets place figures in: figmark's widths in a two-column paper unless a venue is named. */
    private LatexSnippet.Page page = LatexSnippet.Page.DEFAULT;

    /** Places the figures' LaTeX snippets in the venue's template (null for none). */
    FigureFiles venue(Venue venue) {
        page = LatexSnippet.Page.of(venue);
        return this;
    }

    /** The extension of the file a LaTeX snippet includes: the PDF, else the PNG; null when neither is written. */
    private String graphic() {
        return outputs.formats().contains(Format.PDF) ? "pdf" : outputs.formats().contains(Format.PNG) ? "png" : null;
    }

    /** The output folder's name, where the snippets look for their files unless the paper says otherwise. */
    private String folder() {
        Path name = dir.toAbsolutePath().normalize().getFileName();
        return name == null ? "." : name.toString();
    }

    /** Figures laid out in a style of their own, by stem: each description of a flat batch in its own. */
    private final java.util.Map<String, Style> styles = new java.util.concurrent.ConcurrentHashMap<>();

    /** Lays the figure of this stem out in its own style rather than the files' one. */
    FigureFiles styled(String stem, Style own) {
        styles.put(stem, own);
        return this;
    }

    /** Where the layout's decisions go: nowhere unless {@code --verbose} asks for them. */
    private PrintWriter decisions;

    /** Prints the layout's decisions (sizes, margins, notes moved) to this writer, for {@code --verbose}; null for none. */
    FigureFiles decisionsTo(PrintWriter out) {
        decisions = out;
        return this;
    }

    /** Where the layout says its decisions: to the --verbose writer, or, without it, not made into text at all. */
    private java.util.function.Consumer<String> decisionsSaid() {
        return decisionsSaid(decisions);
    }

    /** The layout's decisions printed to {@code out}, a line at a time from any thread; null for none, not even made into text. */
    static java.util.function.Consumer<String> decisionsSaid(PrintWriter out) {
        return out == null ? FigureLayout.UNSAID : line -> {
            synchronized (out) {
                out.println(line);
            }
        };
    }

    /**
     * The writers, one per core, for the whole process: a batch of runs reuses their threads and the pixel buffers each
     * keeps, instead of making both anew for every run.
     */
    private static final java.util.concurrent.ExecutorService WRITERS = java.util.concurrent.Executors.newFixedThreadPool(
            Math.max(1, Runtime.getRuntime().availableProcessors()), r -> {
                Thread t = new Thread(r, "figmark-writer");
                t.setDaemon(true);
                return t;
            });

    /** A figure on its way: its drawing, its laid-out scene to come, and its files to come, in order. */
    private record Pending(Product product, java.util.concurrent.CompletableFuture<Scene> scene, List<java.util.Map.Entry<Path, java.util.concurrent.CompletableFuture<Void>>> files) {
    }

    /**
     * Makes and saves figures: each figure is handed to the writers on all cores as soon as it is made, laid out
     * once, and every one of its files written as a task of its own. What is printed and the captions keep the order
     * of {@code makers}; a skipped figure is named on {@code err} with its reason, a figure whose layout fails is named
     * through {@code failed} and the others are still written. Returns the number of figures that failed.
     */
    int saveAll(List<java.util.function.Supplier<dev.figmark.product.Outcome>> makers, PrintWriter err,
                java.util.function.BiConsumer<Product, RuntimeException> failed) throws IOException {
        java.util.concurrent.ExecutorService pool = WRITERS;
        List<java.util.concurrent.CompletableFuture<?>> tasks = new ArrayList<>();
        // Set on a failure: a writer not yet started then writes nothing, and one running finishes before this returns.
        java.util.concurrent.atomic.AtomicBoolean abandoned = new java.util.concurrent.atomic.AtomicBoolean();
        try {
            List<Pending> pending = new ArrayList<>();
            for (java.util.function.Supplier<dev.figmark.product.Outcome> maker : makers) {
                dev.figmark.product.Outcome outcome = maker.get();
                if (outcome instanceof dev.figmark.product.Outcome.Skipped skipped) {
                    err.println("skipped " + skipped.kind() + ": " + skipped.reason());
                    continue;
                }
                if (outcome instanceof dev.figmark.product.Outcome.Split split) {
                    err.println("note: " + split.why());
                }
                for (Product drawn : outcome.products()) {
                    java.util.concurrent.CompletableFuture<Scene> scene = java.util.concurrent.CompletableFuture.supplyAsync(() -> {
                        if (abandoned.get()) {
                            throw new java.util.concurrent.CancellationException("abandoned");
                        }
                        Scene ready = laidOut.remove(drawn);
                        return ready != null ? ready : FigureLayout.scene(drawn, type, styles.getOrDefault(drawn.stem(), style), decisionsSaid());
                    }, pool);
                    tasks.add(scene);
                    List<java.util.Map.Entry<Path, java.util.concurrent.CompletableFuture<Void>>> files = files(drawn, scene, pool, abandoned);
                    files.forEach(f -> tasks.add(f.getValue()));
                    pending.add(new Pending(drawn, scene, files));
                }
            }
            int failures = 0;
            for (Pending p : pending) {
                try {
                    p.scene().join();
                } catch (java.util.concurrent.CompletionException e) {
                    if (e.getCause() instanceof LayoutException layout) {
                        failures++;
                        failed.accept(p.product(), layout);
                        continue;
                    }
                    throw new IOException(e.getCause());
                }
                for (java.util.Map.Entry<Path, java.util.concurrent.CompletableFuture<Void>> file : p.files()) {
                    try {
                        file.getValue().join();
                    } catch (java.util.concurrent.CompletionException e) {
                        if (e.getCause() instanceof java.io.UncheckedIOException io) {
                            throw io.getCause();
                        }
                        throw new IOException(file.getKey() + ": " + e.getCause(), e.getCause());
                    }
                    written(file.getKey());
                }
                captions.add(new String[] {p.product().stem(), p.product().caption()});
            }
            return failures;
        } finally {
            // On a failure the writers not yet started write nothing, and those running finish what they started
            // (and remove their temporary file if they fail) before this returns: no .part is left behind. Cancelling
            // the futures would not do: a cancelled future is done at once while its writer still runs.
            abandoned.set(true);
            for (java.util.concurrent.CompletableFuture<?> task : tasks) {
                try {
                    task.join();
                } catch (RuntimeException ignored) {
                    // reported above, or cancelled
                }
            }
        }
    }

    /** A figure's files, each written on the pool once its scene is laid out: one per format, its LaTeX snippet, its CSV. */
    private List<java.util.Map.Entry<Path, java.util.concurrent.CompletableFuture<Void>>> files(Product drawn, java.util.concurrent.CompletableFuture<Scene> scene,
            java.util.concurrent.ExecutorService pool, java.util.concurrent.atomic.AtomicBoolean abandoned) {
        List<java.util.Map.Entry<Path, java.util.concurrent.CompletableFuture<Void>>> files = new ArrayList<>();
        for (Format format : outputs.formats()) {
            SceneWriter writer = Writers.of(format, outputs);
            files.add(laidOut(scene, dir.resolve(drawn.stem() + "." + format.extension()), s -> out -> writer.write(s, out), pool, abandoned));
        }
        String graphic = graphic();
        if (graphic != null) {
            files.add(laidOut(scene, dir.resolve(drawn.stem() + ".tex"), s -> {
                byte[] text = dev.figmark.product.LatexSnippet.figure(drawn.stem(), drawn.stem() + "." + graphic, s.width() / Units.POINTS_PER_INCH,
                        s.height() / Units.POINTS_PER_INCH, page, drawn.caption(), s.about().alt(), folder()).getBytes(StandardCharsets.UTF_8);
                return out -> out.write(text);
            }, pool, abandoned));
        }
        files.add(laidOut(scene, dir.resolve(drawn.stem() + ".csv"), s -> drawn.table()::write, pool, abandoned));
        return files;
    }

    /** A file of a figure, written on the pool once its scene is laid out: its body made from the scene. */
    private static java.util.Map.Entry<Path, java.util.concurrent.CompletableFuture<Void>> laidOut(java.util.concurrent.CompletableFuture<Scene> scene,
            Path path, java.util.function.Function<Scene, AtomicFiles.Body> body, java.util.concurrent.ExecutorService pool,
            java.util.concurrent.atomic.AtomicBoolean abandoned) {
        return java.util.Map.entry(path, scene.thenAcceptAsync(s -> {
            if (abandoned.get()) {
                return;
            }
            try {
                AtomicFiles.write(path, body.apply(s));
            } catch (IOException e) {
                throw new java.io.UncheckedIOException(e);
            }
        }, pool));
    }

    /** Figures laid out before the directory was taken, by product: their layout is not made again. */
    private final java.util.Map<Product, Scene> laidOut = java.util.Collections.synchronizedMap(new java.util.IdentityHashMap<>());

    /**
     * Saves one figure laid out already, before this took the directory: a layout that refuses the figure (a height
     * too small for its rows) then leaves nothing behind, not even the lock and the record of files.
     */
    void save(Product drawn, Scene scene) throws IOException {
        laidOut.put(drawn, scene);
        save(drawn);
    }

    /** Saves one figure. */
    void save(Product drawn) throws IOException {
        saveAll(List.of(() -> new dev.figmark.product.Outcome.Made(drawn)), log, (d, e) -> {
            throw e;
        });
    }

    private void written(Path path) {
        written.add(path);
        log.println("wrote " + path);
    }

    /**
     * Makes the output directory when it is missing and takes its lock: a live preview holds it for its whole watch,
     * so no other run writes between two of its drawings.
     */
    static OutputLock lockFor(Path dir, boolean wait) throws IOException {
        if (Files.exists(dir) && !Files.isDirectory(dir)) {
            throw new IOException(dir + ": is a file, not a directory for figures");
        }
        if (Files.isSymbolicLink(dir) && !Files.exists(dir)) {
            throw new IOException(dir + ": is a symbolic link that leads nowhere (a loop, or a missing target)");
        }
        Files.createDirectories(dir);
        if (!Files.isWritable(dir)) {
            throw new IOException(dir + ": cannot be written");
        }
        return OutputLock.take(dir, wait);
    }

    void finish(String method) throws IOException {
        finish(method, "the run itself");
    }

    /** Writes the captions, saying where their numbers come from ({@code source}), and the LaTeX index; then tidies. */
    void finish(String method, String source) throws IOException {
        java.util.Set<String> mine = new java.util.LinkedHashSet<>();
        captions.forEach(c -> mine.add(c[0]));
        boolean others = before.stream().anyMatch(n -> !n.equals("captions.md") && !n.equals(LatexSnippet.INDEX) && !mine.contains(Manifest.family(n)) && !mine.contains(n.replaceFirst("\\.[^.]*$", ""))
                && Files.exists(dir.resolve(n)));
        String which = mine.isEmpty() ? "" : " These are the captions of the figures this run wrote: " + String.join(", ", mine) + "."
                + (others ? " Other figures in this directory are from earlier runs (.figmark-files.json lists every file figmark wrote here)." : "");
        List<String> lines = new ArrayList<>(List.of("# Suggested captions", "", "Every number here comes from " + source + ". Edit them into your own words."
                + which, ""));
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
        index(mine);
        finished = true;
        for (String name : Manifest.replace(dir, before, names(), true)) {
            log.println("removed " + dir.resolve(name) + " (the directory's last run wrote it, this one did not)");
        }
    }

    /**
     * {@code figures.tex}: this run's snippets in their order, then those of earlier runs into this folder that are
     * still here, by name; removed when none is left, so that it never inputs a file that is not there.
     */
    private void index(java.util.Set<String> mine) throws IOException {
        List<String> stems = new ArrayList<>(graphic() != null ? mine : java.util.Set.of());
        before.stream().filter(n -> n.endsWith(".tex") && !n.equals(LatexSnippet.INDEX) && Files.exists(dir.resolve(n)))
                .map(n -> n.substring(0, n.length() - 4)).filter(n -> !mine.contains(n)).sorted().forEach(stems::add);
        Path index = dir.resolve(LatexSnippet.INDEX);
        if (stems.isEmpty()) {
            if (before.contains(LatexSnippet.INDEX) && Files.deleteIfExists(index)) {
                log.println("removed " + index + " (no figure here has a LaTeX snippet now)");
            }
            return;
        }
        byte[] inputs = dev.figmark.product.LatexSnippet.index(stems, folder()).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(index, out -> out.write(inputs));
        written(index);
    }

    private java.util.Set<String> names() {
        java.util.Set<String> out = new java.util.LinkedHashSet<>();
        written.forEach(p -> out.add(p.getFileName().toString()));
        return out;
    }

    /**
     * Releases the directory: a run that did not finish records what it wrote beside what the last run wrote, so the
     * next run still knows every file figmark made there.
     */
    @Override
    public void close() throws IOException {
        if (lock == null) {
            return;
        }
        try {
            if (!finished) {
                Manifest.replace(dir, before, names(), false);
            }
        } finally {
            lock.close();
            lock = null;
        }
    }

    List<Path> written() {
        return written;
    }

    /** The figures written so far. */
    int figures() {
        return captions.size();
    }
}
