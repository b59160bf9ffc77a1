package dev.figmark.cli;

import dev.figmark.output.AtomicFiles;
import dev.figmark.output.FigureWriter;
import dev.figmark.product.LatexSnippet;
import dev.figmark.product.Outcome;
import dev.figmark.product.Product;
import java.io.IOException;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.BiConsumer;
import java.util.function.Consumer;
import java.util.function.Supplier;

/**
 * An output folder for figures (the seed's {@code Output}): it holds the folder's lock while figures are written
 * ({@link OutputLock}), has them written through the engine's one door ({@link FigureWriter}), collects their captions,
 * and when it finishes writes the captions and the LaTeX index, and removes what the folder's last run wrote and this
 * one did not ({@link Manifest}).
 */
final class FigureFiles implements AutoCloseable {

    private final Path dir;
    private final FigureWriter writer;
    private final PrintWriter log;
    private final List<Path> written = new ArrayList<>();
    private final List<String[]> captions = new ArrayList<>();

    private OutputLock lock;
    private Set<String> before = Set.of();
    private boolean finished;

    /**
     * Files for {@code dir}, written by {@code writer}; with {@code wait}, waits for another figmark writing there
     * rather than refusing.
     */
    FigureFiles(Path dir, FigureWriter writer, PrintWriter log, boolean wait) throws IOException {
        this.dir = dir;
        this.writer = writer;
        this.log = log;
        lock = lockFor(dir, wait);
        before = Manifest.read(dir);
        AtomicFiles.removeStale(dir);
    }

    /** The layout's decisions printed to {@code out}, a line at a time from any thread; null for none, not even made into text. */
    static Consumer<String> decisionsSaid(PrintWriter out) {
        return out == null ? null : line -> {
            synchronized (out) {
                out.println(line);
            }
        };
    }

    /**
     * Makes and saves figures in the order of {@code makers}: a skipped figure is named on {@code err} with its
     * reason, a figure whose layout fails is named through {@code failed} and the others are still written. Returns
     * the number of figures that failed.
     */
    int saveAll(List<Supplier<Outcome>> makers, PrintWriter err, BiConsumer<Product, RuntimeException> failed) throws IOException {
        return writer.writeAll(dir, makers, err::println, failed, (drawn, paths) -> {
            paths.forEach(this::written);
            captions.add(new String[] {drawn.stem(), drawn.caption()});
        });
    }

    /** Saves one figure, laid out already ({@link FigureWriter#layOut}) or not. */
    void save(Product drawn) throws IOException {
        saveAll(List.of(() -> new Outcome.Made(drawn)), log, (d, e) -> {
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
        Set<String> mine = new LinkedHashSet<>();
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
    private void index(Set<String> mine) throws IOException {
        List<String> stems = new ArrayList<>(writer.graphic() != null ? mine : Set.of());
        before.stream().filter(n -> n.endsWith(".tex") && !n.equals(LatexSnippet.INDEX) && Files.exists(dir.resolve(n)))
                .map(n -> n.substring(0, n.length() - 4)).filter(n -> !mine.contains(n)).sorted().forEach(stems::add);
        Path index = dir.resolve(LatexSnippet.INDEX);
        if (stems.isEmpty()) {
            if (before.contains(LatexSnippet.INDEX) && Files.deleteIfExists(index)) {
                log.println("removed " + index + " (no figure here has a LaTeX snippet now)");
            }
            return;
        }
        byte[] inputs = LatexSnippet.index(stems, FigureWriter.folder(dir)).getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(index, out -> out.write(inputs));
        written(index);
    }

    private Set<String> names() {
        Set<String> out = new LinkedHashSet<>();
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
