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
        if (Files.isSymbolicLink(dir) && !Files.exists(dir)) {
            throw new IOException(dir + ": is a symbolic link that leads nowhere (a loop, or a missing target)");
        }
        Files.createDirectories(dir);
        if (!Files.isWritable(dir)) {
            throw new IOException(dir + ": cannot be written");
        }
        removeStaleParts(dir);
    }

    /** Temporary files of an earlier run that was killed while writing: never a figure, only litter. */
    private static void removeStaleParts(Path dir) throws IOException {
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            for (Path p : files.filter(p -> {
                String name = p.getFileName().toString();
                return name.startsWith(".") && name.endsWith(".part") && Files.isRegularFile(p);
            }).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /** One file to write: a figure's scene in one format, or its table. */
    private record Job(int figure, Path path, AtomicFiles.Body body) {
    }

    /**
     * Saves figures on all cores: each figure is laid out once, then each of its files is a task of its own, so the
     * largest PNG does not hold one core while the other idles. What is printed and the captions keep the given order;
     * a figure whose layout fails is named through {@code failed} and the others are still written.
     */
    int saveAll(List<Drawn> figures, java.util.function.BiConsumer<Drawn, RuntimeException> failed) throws IOException {
        int threads = Math.max(1, Runtime.getRuntime().availableProcessors());
        java.util.concurrent.ExecutorService pool = java.util.concurrent.Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "figmark-writer");
            t.setDaemon(true);
            return t;
        });
        try {
            List<java.util.concurrent.Future<Scene>> scenes = new ArrayList<>();
            for (Drawn drawn : figures) {
                scenes.add(pool.submit(() -> FigureLayout.scene(drawn, type, style)));
            }
            List<Job> jobs = new ArrayList<>();
            boolean[] laidOut = new boolean[figures.size()];
            int failures = 0;
            for (int i = 0; i < figures.size(); i++) {
                Drawn drawn = figures.get(i);
                Scene scene;
                try {
                    scene = scenes.get(i).get();
                } catch (java.util.concurrent.ExecutionException e) {
                    if (e.getCause() instanceof dev.figmark.layout.LayoutException layout) {
                        failures++;
                        failed.accept(drawn, layout);
                        continue;
                    }
                    throw new IOException(e.getCause());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted", e);
                }
                laidOut[i] = true;
                for (String format : style.formats()) {
                    SceneWriter writer = writer(format);
                    jobs.add(new Job(i, dir.resolve(drawn.stem() + "." + format), out -> writer.write(scene, out)));
                }
                jobs.add(new Job(i, dir.resolve(drawn.stem() + ".csv"), drawn.table()::write));
            }
            // The biggest files first: PNGs, then PDFs, so the two cores finish together.
            List<Job> order = new ArrayList<>(jobs);
            order.sort(java.util.Comparator.comparingInt(j -> weight(j.path())));
            java.util.Map<Job, java.util.concurrent.Future<?>> running = new java.util.HashMap<>();
            for (Job job : order) {
                running.put(job, pool.submit(() -> {
                    AtomicFiles.write(job.path(), job.body());
                    return null;
                }));
            }
            for (Job job : jobs) {
                try {
                    running.get(job).get();
                } catch (java.util.concurrent.ExecutionException e) {
                    if (e.getCause() instanceof IOException io) {
                        throw io;
                    }
                    throw new IOException(job.path() + ": " + e.getCause(), e.getCause());
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                    throw new IOException("interrupted", e);
                }
                written(job.path());
            }
            for (int i = 0; i < figures.size(); i++) {
                if (laidOut[i]) {
                    captions.add(new String[] {figures.get(i).stem(), figures.get(i).caption()});
                }
            }
            return failures;
        } finally {
            // On a failure the other writers are stopped and waited for, so their temporary files are gone too.
            pool.shutdownNow();
            try {
                pool.awaitTermination(30, java.util.concurrent.TimeUnit.SECONDS);
            } catch (InterruptedException e) {
                Thread.currentThread().interrupt();
            }
        }
    }

    private static int weight(Path path) {
        String name = path.getFileName().toString();
        return name.endsWith(".png") ? 0 : name.endsWith(".pdf") ? 1 : 2;
    }

    private SceneWriter writer(String format) {
        return switch (format) {
            case "svg" -> new SvgWriter(Software.NAME);
            case "pdf" -> new PdfWriter(Software.NAME);
            case "png" -> new PngWriter(Software.NAME, style.dpi());
            default -> throw new IllegalArgumentException("unknown format " + format);
        };
    }

    /**
     * Saves what the recipes made: skipped figures are named on {@code err} with their reason, the others written.
     * Returns the number of figures whose layout failed.
     */
    int saveOutcomes(List<dev.figmark.figures.Outcome> outcomes, PrintWriter err) throws IOException {
        List<Drawn> made = new ArrayList<>();
        for (dev.figmark.figures.Outcome outcome : outcomes) {
            if (outcome instanceof dev.figmark.figures.Outcome.Skipped skipped) {
                err.println("skipped " + skipped.kind() + ": " + skipped.reason());
            } else {
                made.add(((dev.figmark.figures.Outcome.Made) outcome).drawn());
            }
        }
        return saveAll(made, (drawn, e) -> err.println("error: " + drawn.stem() + ": " + e.getMessage()));
    }

    /** Saves one figure, in the calling thread. */
    void save(Drawn drawn) throws IOException {
        saveAll(List.of(drawn), (d, e) -> {
            throw e;
        });
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
