package dev.figmark.output;

import dev.figmark.chart.look.Style;
import dev.figmark.format.Format;
import dev.figmark.layout.LayoutException;
import dev.figmark.product.FigureLayout;
import dev.figmark.product.LatexSnippet;
import dev.figmark.product.Outcome;
import dev.figmark.product.Product;
import dev.figmark.render.SceneWriter;
import dev.figmark.scene.FontFace;
import dev.figmark.scene.Scene;
import dev.figmark.scene.Units;
import dev.figmark.text.Typesetter;
import dev.figmark.venue.Venue;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.function.Supplier;

/**
 * The one door from a drawn figure to its files, for the command line as for the library: each figure laid out once,
 * then every file of it (each format, its LaTeX snippet, its CSV) written as a task of its own on every core, under a
 * temporary name moved into place ({@link AtomicFiles}). What to do with the files afterwards (the output folder's
 * lock, its record of files, the captions) is the caller's.
 */
public final class FigureWriter {

    /**
     * The writers, one per core, for the whole process: a batch of runs reuses their threads and the pixel buffers each
     * keeps, instead of making both anew for every run.
     */
    private static final ExecutorService WRITERS = Executors.newFixedThreadPool(Math.max(1, Runtime.getRuntime().availableProcessors()), r -> {
        Thread t = new Thread(r, "figmark-writer");
        t.setDaemon(true);
        return t;
    });

    /** What the writers have set up in this process: a format alone, or a format and a face. */
    private static final Set<String> PREPARED = ConcurrentHashMap.newKeySet();

    private final Outputs outputs;
    private final Style style;
    private final Typesetter type;
    /** Figures laid out in a style of their own, by stem: each description of a flat batch in its own. */
    private final Map<String, Style> styles = new ConcurrentHashMap<>();
    /** Figures laid out already, by product: their layout is not made again. */
    private final Map<Product, Scene> laidOut = Collections.synchronizedMap(new IdentityHashMap<>());
    /** The template the LaTeX snippets place figures in: figmark's widths in a two-column paper unless a venue is named. */
    private LatexSnippet.Page page = LatexSnippet.Page.DEFAULT;
    /** Where the layout says its decisions: nowhere, not even made into text, unless asked. */
    private Consumer<String> decisions = FigureLayout.UNSAID;

    /**
     * A writer of figures in a style to the formats of {@code outputs}; the writers of those formats set up their
     * libraries and the style's font at once, on the pool, while the caller goes on.
     *
     * @param outputs the formats and their options
     * @param style   the style figures are laid out in, unless one has its own
     * @param type    the typesetter, which says what it must about fonts
     */
    public FigureWriter(Outputs outputs, Style style, Typesetter type) {
        this.outputs = outputs;
        this.style = style;
        this.type = type;
        prepare(outputs, Set.of(style.face()));
    }

    /**
     * The writers of {@code outputs} set up their libraries (and the fonts of {@code faces}) on the pool, while the
     * program reads its command line and input and the pool's threads would otherwise wait: a tenth of a short run
     * (bench/README.md, 2026-12-03). Each format and face once per process.
     *
     * @param outputs the formats
     * @param faces   the faces their files will embed or draw
     */
    public static void prepare(Outputs outputs, Set<FontFace> faces) {
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

    /** Places the figures' LaTeX snippets in the venue's template (null for figmark's own widths). */
    public FigureWriter venue(Venue venue) {
        page = LatexSnippet.Page.of(venue);
        return this;
    }

    /** Lays the figure of this stem out in its own style rather than the writer's. */
    public FigureWriter styled(String stem, Style own) {
        styles.put(stem, own);
        return this;
    }

    /** Says the layout's decisions (sizes, margins, notes moved), a line at a time from any thread; null for none. */
    public FigureWriter decisions(Consumer<String> said) {
        decisions = said == null ? FigureLayout.UNSAID : said;
        return this;
    }

    /**
     * Lays a figure out now, before its files are asked for: a layout that refuses the figure (a height too small for
     * its rows) is then refused before the caller takes its output folder.
     *
     * @param drawn the figure
     * @throws LayoutException when the layout refuses it
     */
    public void layOut(Product drawn) {
        laidOut.put(drawn, scene(drawn));
    }

    private Scene scene(Product drawn) {
        Scene ready = laidOut.remove(drawn);
        return ready != null ? ready : FigureLayout.scene(drawn, type, styles.getOrDefault(drawn.stem(), style), decisions);
    }

    /** The extension of the file a LaTeX snippet includes: the PDF, else the PNG; null when neither is written. */
    public String graphic() {
        return outputs.formats().contains(Format.PDF) ? "pdf" : outputs.formats().contains(Format.PNG) ? "png" : null;
    }

    /** A folder's name, where the snippets look for their files unless the paper says otherwise. */
    public static String folder(Path dir) {
        Path name = dir.toAbsolutePath().normalize().getFileName();
        return name == null ? "." : name.toString();
    }

    /** A figure on its way: its drawing, its laid-out scene to come, and its files to come, in order. */
    private record Pending(Product product, CompletableFuture<Scene> scene, List<Map.Entry<Path, CompletableFuture<Void>>> files) {
    }

    /**
     * Makes figures and writes their files into {@code dir}: each figure is handed to the writers on all cores as soon
     * as it is made, laid out once, and every one of its files written as a task of its own. The figures are told back
     * in the order of {@code makers}; a skipped figure, or one split, is said with its reason, a figure whose layout
     * fails is told through {@code failed} and the others are still written.
     *
     * @param dir     the folder the files go into
     * @param makers  the figures to make, in order
     * @param said    where a figure skipped or split is said
     * @param failed  what to do with a figure whose layout fails
     * @param written what to do with a figure once its files are written, given their paths in order
     * @return the number of figures that failed
     * @throws IOException when a file cannot be written
     */
    public int writeAll(Path dir, List<Supplier<Outcome>> makers, Consumer<String> said, BiConsumer<Product, RuntimeException> failed,
            BiConsumer<Product, List<Path>> written) throws IOException {
        List<CompletableFuture<?>> tasks = new ArrayList<>();
        // Set on a failure: a writer not yet started then writes nothing, and one running finishes before this returns.
        AtomicBoolean abandoned = new AtomicBoolean();
        try {
            List<Pending> pending = new ArrayList<>();
            for (Supplier<Outcome> maker : makers) {
                Outcome outcome = maker.get();
                if (outcome instanceof Outcome.Skipped skipped) {
                    said.accept("skipped " + skipped.kind() + ": " + skipped.reason());
                    continue;
                }
                if (outcome instanceof Outcome.Split split) {
                    said.accept("note: " + split.why());
                }
                for (Product drawn : outcome.products()) {
                    CompletableFuture<Scene> scene = CompletableFuture.supplyAsync(() -> {
                        if (abandoned.get()) {
                            throw new CancellationException("abandoned");
                        }
                        return scene(drawn);
                    }, WRITERS);
                    tasks.add(scene);
                    List<Map.Entry<Path, CompletableFuture<Void>>> files = files(dir, drawn, scene, abandoned);
                    files.forEach(f -> tasks.add(f.getValue()));
                    pending.add(new Pending(drawn, scene, files));
                }
            }
            return finished(pending, failed, written);
        } finally {
            // On a failure the writers not yet started write nothing, and those running finish what they started
            // (and remove their temporary file if they fail) before this returns: no .part is left behind. Cancelling
            // the futures would not do: a cancelled future is done at once while its writer still runs.
            abandoned.set(true);
            for (CompletableFuture<?> task : tasks) {
                try {
                    task.join();
                } catch (RuntimeException ignored) {
                    // reported by finished, or cancelled
                }
            }
        }
    }

    /** Waits for each figure in order, telling its files once all are written; the number whose layout failed. */
    private static int finished(List<Pending> pending, BiConsumer<Product, RuntimeException> failed, BiConsumer<Product, List<Path>> written)
            throws IOException {
        int failures = 0;
        for (Pending p : pending) {
            try {
                p.scene().join();
            } catch (CompletionException e) {
                if (e.getCause() instanceof LayoutException layout) {
                    failures++;
                    failed.accept(p.product(), layout);
                    continue;
                }
                throw new IOException(e.getCause());
            }
            List<Path> paths = new ArrayList<>();
            for (Map.Entry<Path, CompletableFuture<Void>> file : p.files()) {
                try {
                    file.getValue().join();
                } catch (CompletionException e) {
                    if (e.getCause() instanceof UncheckedIOException io) {
                        throw io.getCause();
                    }
                    throw new IOException(file.getKey() + ": " + e.getCause(), e.getCause());
                }
                paths.add(file.getKey());
            }
            written.accept(p.product(), paths);
        }
        return failures;
    }

    /** A figure's files, each written on the pool once its scene is laid out: one per format, its LaTeX snippet, its CSV. */
    private List<Map.Entry<Path, CompletableFuture<Void>>> files(Path dir, Product drawn, CompletableFuture<Scene> scene, AtomicBoolean abandoned) {
        List<Map.Entry<Path, CompletableFuture<Void>>> files = new ArrayList<>();
        for (Format format : outputs.formats()) {
            SceneWriter writer = Writers.of(format, outputs);
            files.add(laidOut(scene, dir.resolve(drawn.stem() + "." + format.extension()), s -> out -> writer.write(s, out), abandoned));
        }
        String graphic = graphic();
        if (graphic != null) {
            files.add(laidOut(scene, dir.resolve(drawn.stem() + ".tex"), s -> {
                byte[] text = LatexSnippet.figure(drawn.stem(), drawn.stem() + "." + graphic, s.width() / Units.POINTS_PER_INCH,
                        s.height() / Units.POINTS_PER_INCH, page, drawn.caption(), s.about().alt(), folder(dir)).getBytes(StandardCharsets.UTF_8);
                return out -> out.write(text);
            }, abandoned));
        }
        files.add(laidOut(scene, dir.resolve(drawn.stem() + ".csv"), s -> drawn.table()::write, abandoned));
        return files;
    }

    /** A file of a figure, written on the pool once its scene is laid out: its body made from the scene. */
    private static Map.Entry<Path, CompletableFuture<Void>> laidOut(CompletableFuture<Scene> scene, Path path, Function<Scene, AtomicFiles.Body> body,
            AtomicBoolean abandoned) {
        return Map.entry(path, scene.thenAcceptAsync(s -> {
            if (abandoned.get()) {
                return;
            }
            try {
                AtomicFiles.write(path, body.apply(s));
            } catch (IOException e) {
                throw new UncheckedIOException(e);
            }
        }, WRITERS));
    }
}
