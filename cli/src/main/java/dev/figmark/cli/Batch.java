package dev.figmark.cli;

import dev.figmark.data.InputException;
import dev.figmark.layout.LayoutException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.Semaphore;
import java.util.concurrent.atomic.AtomicInteger;
import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import me.tongfei.progressbar.ProgressBarStyle;

/**
 * Many inputs (run directories, descriptions) drawn in one process, so the JVM starts and warms up once: each into a
 * folder of its own named after it, on every core, a bad input reported in its one line while the others are drawn.
 * A progress bar on a terminal; off a terminal, or with {@code --quiet}, only the summary.
 */
final class Batch {

    /** Inputs at least this large (a day of samples) are drawn alone, so memory stays that of the largest input. */
    static final long DRAWN_ALONE_BYTES = 32L << 20;
    /** The launcher says so when standard error is a terminal (Java 17 cannot tell for standard error alone). */
    static final String TERMINAL_PROPERTY = "figmark.stderr.terminal";

    /** One input and where its figures go. */
    record Job(String name, Path input, Path out, long bytes) {
    }

    /** What drawing one input gave: the figures and files written, and figures that failed. */
    record Tally(int figures, int files, int failedFigures) {
    }

    /** Draws one input; bad input is an exception whose message is the one line to print. */
    @FunctionalInterface
    interface Drawer {
        Tally draw(Job job, PrintWriter log, PrintWriter err) throws Exception;
    }

    private Batch() {
    }

    /**
     * A job per input, named after its directory or file (or, with {@code byPath}, its path relative to the working
     * directory); two inputs of one name are refused before anything is drawn.
     */
    static List<Job> jobs(List<Path> inputs, Path out, boolean byPath, java.util.function.Function<Path, String> stem,
                          java.util.function.ToLongFunction<Path> bytes) {
        Map<String, Path> names = new LinkedHashMap<>();
        List<Job> jobs = new ArrayList<>();
        Path here = Path.of("").toAbsolutePath();
        for (Path input : inputs) {
            Path absolute = input.toAbsolutePath().normalize();
            String name;
            if (byPath) {
                Path relative = absolute.startsWith(here) ? here.relativize(absolute) : absolute.getRoot().relativize(absolute);
                Path parent = relative.getParent();
                name = (parent == null ? "" : parent.toString().replace('\\', '/') + "/") + stem.apply(relative);
            } else {
                name = stem.apply(absolute);
            }
            Path earlier = names.putIfAbsent(name, input);
            if (earlier != null) {
                throw new StyleOptions.UsageError(earlier + " and " + input + " would both be drawn into " + out.resolve(name)
                        + "; rename one, or name folders by path with --name-by path");
            }
            jobs.add(new Job(name, input, out.resolve(name), bytes.applyAsLong(input)));
        }
        return jobs;
    }

    /**
     * Draws every job, on every core but with large inputs alone, and prints the summary. Returns 0 when all were drawn,
     * 1 when any input or figure failed.
     */
    static int run(List<Job> jobs, Drawer drawer, boolean quiet, boolean verbose, PrintWriter out, PrintWriter err) throws InterruptedException {
        long start = System.nanoTime();
        int cores = Math.max(1, Runtime.getRuntime().availableProcessors());
        Semaphore slots = new Semaphore(cores, true);
        AtomicInteger figures = new AtomicInteger();
        AtomicInteger files = new AtomicInteger();
        List<String> failed = new java.util.concurrent.CopyOnWriteArrayList<>();
        AtomicInteger leftOut = new AtomicInteger();
        AtomicInteger warnings = new AtomicInteger();
        boolean terminal = Boolean.getBoolean(TERMINAL_PROPERTY) && !quiet && !verbose;
        ProgressBar bar = terminal ? new ProgressBarBuilder().setTaskName("figmark").setInitialMax(jobs.size()).setUnit(" runs", 1)
                .setStyle(ProgressBarStyle.COLORFUL_UNICODE_BLOCK).setUpdateIntervalMillis(100).continuousUpdate()
                .setConsumer(new ConsoleProgressBarConsumer(System.err)).build() : null;
        PrintWriter log = verbose ? out : new PrintWriter(java.io.Writer.nullWriter());
        ExecutorService pool = Executors.newFixedThreadPool(cores, r -> {
            Thread t = new Thread(r, "figmark-batch");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<?>> futures = new ArrayList<>();
            for (Job job : jobs) {
                int weight = job.bytes() >= DRAWN_ALONE_BYTES ? cores : 1;
                futures.add(pool.submit(() -> {
                    slots.acquireUninterruptibly(weight);
                    try {
                        if (bar != null) {
                            bar.setExtraMessage(" " + figures.get() + " figures · " + job.name());
                        }
                        Tally drawn = drawer.draw(job, log, prefixed(err, job.name(), verbose, leftOut, warnings));
                        figures.addAndGet(drawn.figures());
                        files.addAndGet(drawn.files());
                        if (drawn.failedFigures() > 0) {
                            failed.add(job.name());
                        }
                    } catch (InputException | StyleOptions.UsageError | java.io.IOException | LayoutException | OutputLock.Busy e) {
                        failed.add(job.name());
                        synchronized (err) {
                            err.println("error: " + e.getMessage());
                        }
                    } catch (Exception | StackOverflowError e) {
                        failed.add(job.name());
                        synchronized (err) {
                            err.println("error: " + job.input() + ": " + e);
                        }
                    } finally {
                        slots.release(weight);
                        if (bar != null) {
                            bar.setExtraMessage(" " + figures.get() + " figures");
                            bar.step();
                        }
                    }
                    return null;
                }));
            }
            for (Future<?> f : futures) {
                try {
                    f.get();
                } catch (java.util.concurrent.ExecutionException e) {
                    throw new IllegalStateException(e.getCause());
                }
            }
        } finally {
            pool.shutdownNow();
            if (bar != null) {
                bar.close();
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        int drawn = jobs.size() - failed.size();
        out.println(String.format(java.util.Locale.ROOT, "drew %d of %d: %d figures, %d files in %.1f s%s", drawn, jobs.size(), figures.get(),
                files.get(), seconds, failed.isEmpty() ? "" : "; failed: " + String.join(", ", failed.stream().sorted().toList()))
                + (leftOut.get() + warnings.get() == 0 || verbose ? "" : "; " + leftOut.get() + " figure(s) left out for lack of data, "
                + warnings.get() + " warning(s) (--verbose shows them)"));
        out.flush();
        err.flush();
        return failed.isEmpty() ? 0 : 1;
    }

    /** The one line of a single run under {@code --quiet}: what was drawn, where, and how long it took. */
    static void summary(PrintWriter out, Tally drawn, java.nio.file.Path dir, long startNanos) {
        out.println(String.format(java.util.Locale.ROOT, "drew %d figure%s, %d file%s into %s in %.1f s%s", drawn.figures(), drawn.figures() == 1 ? "" : "s",
                drawn.files(), drawn.files() == 1 ? "" : "s", dir,
                (System.nanoTime() - startNanos) / 1e9, drawn.failedFigures() == 0 ? "" : "; " + drawn.failedFigures() + " failed"));
        out.flush();
    }

    /**
     * Standard error for one input: errors go through, each line starting with the input's name; notes of figures left
     * out and warnings are counted, and shown only with {@code --verbose}.
     */
    private static PrintWriter prefixed(PrintWriter err, String name, boolean verbose, AtomicInteger leftOut, AtomicInteger warnings) {
        return new PrintWriter(new java.io.Writer() {
            private final StringBuilder line = new StringBuilder();

            @Override
            public void write(char[] chars, int off, int len) {
                for (int i = off; i < off + len; i++) {
                    if (chars[i] == '\n') {
                        boolean error = line.toString().startsWith("error: ");
                        if (error || verbose) {
                            synchronized (err) {
                                err.println(error ? line : name + ": " + line);
                            }
                        } else {
                            (line.toString().startsWith("skipped ") ? leftOut : warnings).incrementAndGet();
                        }
                        line.setLength(0);
                    } else {
                        line.append(chars[i]);
                    }
                }
            }

            @Override
            public void flush() {
                err.flush();
            }

            @Override
            public void close() {
            }
        }, true);
    }
}
