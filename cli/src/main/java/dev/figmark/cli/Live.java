package dev.figmark.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * {@code --watch} and {@code --preview}: draws once, then again whenever the input or a file it reads changes (an
 * editor that writes in place, or one that writes a new file and renames it over the old), and shows each drawing, or
 * its error, in the preview page. A failed drawing keeps the last good figures; Ctrl-C stops after the drawing under
 * way is written, so no file is left half-written.
 */
final class Live {

    /** Saves come as bursts of events (truncate, write, rename): drawing waits this long for the burst to end. */
    static final long SETTLE_MILLIS = 30;

    /** How long a stop waits for a drawing under way (a 900 dpi PNG of a long run) before the JVM ends anyway. */
    static final long STOP_GRACE_SECONDS = 20;

    private static final Pattern SIZE = Pattern.compile("<svg[^>]*?\\swidth=\"([0-9.]+)pt\"[^>]*?\\sheight=\"([0-9.]+)pt\"");

    private final boolean preview;
    private final PrintWriter out;
    private final PrintWriter err;
    private volatile boolean stopping;

    Live(boolean preview, PrintWriter out, PrintWriter err) {
        this.preview = preview;
        this.out = out;
        this.err = err;
    }

    /**
     * Draws {@code job} now and after every change to {@code inputs()}, until Ctrl-C or SIGTERM: the stop closes the
     * watch, so a wait for changes ends at once and a drawing under way is finished, then the command returns.
     */
    int watch(Supplier<List<Path>> inputs, Batch.Job job, Batch.Drawer drawer) throws IOException {
        java.util.concurrent.CountDownLatch left = new java.util.concurrent.CountDownLatch(1);
        WatchService watcher = FileSystems.getDefault().newWatchService();
        Thread hook = new Thread(() -> {
            stopping = true;
            try {
                watcher.close();
                // Not a join of the watching thread: it may be the one that called System.exit and waits for this hook.
                left.await(STOP_GRACE_SECONDS, TimeUnit.SECONDS);
            } catch (IOException | InterruptedException ignored) {
                // the JVM is going down anyway
            }
        }, "figmark-stop");
        Runtime.getRuntime().addShutdownHook(hook);
        try (watcher; PreviewServer server = preview ? new PreviewServer() : null) {
            if (server != null) {
                out.println("preview: " + server.uri());
            }
            out.println("watching " + job.input() + "; Ctrl-C stops");
            out.flush();
            Map<Path, WatchKey> watched = new HashMap<>();
            Set<Path> files = new HashSet<>();
            while (!stopping) {
                draw(job, drawer, server);
                files.clear();
                for (Path p : inputs.get()) {
                    files.add(p.toAbsolutePath().normalize());
                }
                register(watcher, files, watched);
                if (!awaitChange(watcher, files)) {
                    break;
                }
            }
        } catch (ClosedWatchServiceException stopped) {
            // Ctrl-C or SIGTERM closed the watch
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } finally {
            if (!stopping) {
                try {
                    Runtime.getRuntime().removeShutdownHook(hook);
                } catch (IllegalStateException shuttingDown) {
                    // Ctrl-C came in between
                }
            }
            out.println("stopped watching");
            out.flush();
            left.countDown();
        }
        return 0;
    }

    private void draw(Batch.Job job, Batch.Drawer drawer, PreviewServer server) {
        long start = System.nanoTime();
        try {
            Batch.Tally drawn = drawer.draw(job, new PrintWriter(java.io.Writer.nullWriter()), err);
            out.println(String.format(java.util.Locale.ROOT, "drew %d figure(s) into %s in %.0f ms", drawn.figures(), job.out(),
                    (System.nanoTime() - start) / 1e6));
            if (server != null) {
                server.show(figures(job.out()));
            }
        } catch (Exception | StackOverflowError e) {
            String message = e.getMessage() == null ? e.toString() : e.getMessage();
            err.println("error: " + message);
            if (server != null) {
                server.fail(message);
            }
        }
        out.flush();
        err.flush();
    }

    /** The SVGs just written, with their sizes in points. */
    private static List<PreviewServer.Figure> figures(Path dir) throws IOException {
        List<PreviewServer.Figure> out = new ArrayList<>();
        try (var listing = Files.list(dir)) {
            for (Path svg : listing.filter(p -> p.getFileName().toString().endsWith(".svg")).sorted().toList()) {
                byte[] bytes = Files.readAllBytes(svg);
                Matcher m = SIZE.matcher(new String(bytes, 0, Math.min(bytes.length, 2000), java.nio.charset.StandardCharsets.UTF_8));
                double w = m.find() ? Double.parseDouble(m.group(1)) : 0;
                double h = w > 0 ? Double.parseDouble(m.group(2)) : 0;
                String name = svg.getFileName().toString();
                out.add(new PreviewServer.Figure(name.substring(0, name.length() - 4), bytes, w, h));
            }
        }
        return out;
    }

    /** Watches the directories of the files, so a file written anew and renamed into place is seen too. */
    private static void register(WatchService watcher, Set<Path> files, Map<Path, WatchKey> watched) throws IOException {
        for (Path f : files) {
            Path dir = f.getParent();
            if (dir != null && !watched.containsKey(dir) && Files.isDirectory(dir)) {
                watched.put(dir, dir.register(watcher, StandardWatchEventKinds.ENTRY_CREATE, StandardWatchEventKinds.ENTRY_MODIFY,
                        StandardWatchEventKinds.ENTRY_DELETE));
            }
        }
    }

    /** Waits for a change to one of the files, then for the burst of events to settle; false when stopped. */
    private boolean awaitChange(WatchService watcher, Set<Path> files) throws InterruptedException {
        while (!stopping) {
            WatchKey key = watcher.take();
            boolean relevant = relevant(key, files);
            while (relevant) {
                WatchKey more = watcher.poll(SETTLE_MILLIS, TimeUnit.MILLISECONDS);
                if (more == null) {
                    return true;
                }
                relevant(more, files);
            }
        }
        return false;
    }

    private static boolean relevant(WatchKey key, Set<Path> files) {
        boolean hit = false;
        Path dir = (Path) key.watchable();
        for (WatchEvent<?> event : key.pollEvents()) {
            if (event.kind() == StandardWatchEventKinds.OVERFLOW
                    || (event.context() instanceof Path name && files.contains(dir.resolve(name).toAbsolutePath().normalize()))) {
                hit = true;
            }
        }
        key.reset();
        return hit;
    }
}
