package dev.figmark.golden;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.StandardCopyOption;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * A directory of approved files compared with a directory of fresh ones, file by file on every core, and the fresh
 * files approved on request. Only regular files inside the two directories are read: links that lead outside them,
 * hidden files and other kinds of entry are skipped, and each is listed with why.
 */
public final class GoldenDirectory {

    /** Files larger than this are compared by their bytes alone, streamed: 64 MB. */
    public static final long MAX_STRUCTURED_BYTES = 64L << 20;

    /**
     * The largest CSV or text held whole to be compared with rows aligned (an added row is one change): 4 MB. Larger
     * ones are compared row by row as they stream past, in bounded memory, whatever their size.
     */
    public static final long MAX_TABLE_BYTES = 4L << 20;

    private final Comparator comparator;

    /**
     * Compares pictures within {@code tolerance}.
     *
     * @param tolerance how far pictures may differ
     */
    public GoldenDirectory(Tolerance tolerance) {
        this(tolerance, DEFAULT_SECONDS);
    }

    /**
     * Compares pictures within {@code tolerance}, each file within {@code seconds}.
     *
     * @param tolerance how far pictures may differ
     * @param seconds   the longest one file's comparison may take; past it, the file is reported as too large
     */
    public GoldenDirectory(Tolerance tolerance, int seconds) {
        if (seconds < 1) {
            throw new IllegalArgumentException("a file's time to compare is at least 1 s, not " + seconds);
        }
        this.comparator = new Comparator(tolerance);
        this.seconds = seconds;
    }

    /** The time one file's comparison may take by default: 120 s. */
    public static final int DEFAULT_SECONDS = 120;

    /** The time one file's comparison may take. */
    private final int seconds;

    /**
     * The outcome for one name found in either directory.
     *
     * @param name the path relative to both directories, with {@code /}
     * @param difference what differs; for a file on one side only, that it is new or missing
     * @param missingExpected the file has no approved copy
     * @param missingActual the approved file was not drawn
     */
    public record Entry(String name, Difference difference, boolean missingExpected, boolean missingActual) {
        /**
         * Whether both files exist and match.
         *
         * @return true when both exist and match
         */
        public boolean matches() {
            return !missingExpected && !missingActual && difference.matches();
        }
    }

    /** A file that was not compared, and why. */
    public record Skipped(String name, String why) {
    }

    /** Every compared file, every skipped one, and the directories they came from. */
    public record Check(Path expected, Path actual, List<Entry> entries, List<Skipped> skipped) {
        /**
         * The entries that do not match.
         *
         * @return the failing entries, in name order
         */
        public List<Entry> failures() {
            return entries.stream().filter(e -> !e.matches()).toList();
        }

        /**
         * Whether every compared file matches.
         *
         * @return true when nothing differs and nothing is missing
         */
        public boolean matches() {
            return failures().isEmpty();
        }
    }

    /**
     * Compares the two directories, both of which must exist.
     *
     * @param expected the approved file or directory
     * @param actual the drawn file or directory
     * @return every entry and every skipped file
     * @throws IOException when a file cannot be read or written
     */
    public Check check(Path expected, Path actual) throws IOException {
        List<Skipped> skipped = new ArrayList<>();
        Map<String, Path> left = files(expected, "expected", skipped);
        Map<String, Path> right = files(actual, "actual", skipped);
        TreeSet<String> names = new TreeSet<>(left.keySet());
        names.addAll(right.keySet());
        int threads = Math.max(1, Math.min(names.size(), Runtime.getRuntime().availableProcessors()));
        ExecutorService pool = Executors.newFixedThreadPool(threads, r -> {
            Thread t = new Thread(r, "golden-compare");
            t.setDaemon(true);
            return t;
        });
        try {
            List<Future<Entry>> futures = new ArrayList<>();
            for (String name : names) {
                Path e = left.get(name);
                Path a = right.get(name);
                futures.add(pool.submit(() -> entry(name, e, a)));
            }
            List<Entry> entries = new ArrayList<>();
            for (Future<Entry> f : futures) {
                entries.add(f.get());
            }
            skipped.sort(java.util.Comparator.comparing(Skipped::name));
            return new Check(expected, actual, entries, skipped);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof UncheckedIOException u) {
                throw u.getCause();
            }
            throw new IOException(e.getCause().getMessage(), e.getCause());
        } finally {
            pool.shutdownNow();
        }
    }

    /**
     * Files larger than this are compared one at a time, so that one of them may take the memory a comparison can
     * have without another taking it at the same moment: 8 MB.
     */
    static final long LARGE_BYTES = 8L << 20;

    /** The one large comparison at a time. */
    private final java.util.concurrent.Semaphore large = new java.util.concurrent.Semaphore(1);

    private Entry entry(String name, Path expected, Path actual) {
        boolean big = false;
        try {
            big = expected != null && actual != null && (Files.size(expected) > LARGE_BYTES || Files.size(actual) > LARGE_BYTES);
            if (big) {
                large.acquireUninterruptibly();
            }
            return timed(name, expected, actual);
        } catch (OutOfMemoryError | StackOverflowError e) {
            // Its own failure, in one line: every other file, the report and the JUnit XML still come.
            String why = e instanceof OutOfMemoryError ? "it needs more memory than this process has (" + (Runtime.getRuntime().maxMemory() >> 20)
                    + " MB of heap)" : "its structure is nested deeper than a comparison may follow";
            return new Entry(name, new Difference(name, List.of("too large to compare: " + why), List.of(), null), false, false);
        } catch (IOException e) {
            throw new UncheckedIOException(new IOException(name + ": cannot be read: " + e.getMessage(), e));
        } finally {
            if (big) {
                large.release();
            }
        }
    }

    /**
     * The comparison on a thread of its own, waited for at most {@link #seconds}: past it the file is its own failure,
     * the thread is interrupted and left to end (a daemon: it never holds the run back), and the check goes on.
     */
    private Entry timed(String name, Path expected, Path actual) throws IOException {
        java.util.concurrent.FutureTask<Entry> task = new java.util.concurrent.FutureTask<>(() -> compared(name, expected, actual));
        Thread thread = new Thread(task, "golden-file");
        thread.setDaemon(true);
        thread.start();
        try {
            return task.get(seconds, java.util.concurrent.TimeUnit.SECONDS);
        } catch (java.util.concurrent.TimeoutException e) {
            task.cancel(true);
            return new Entry(name, new Difference(name, List.of("too large to compare: its comparison took more than " + seconds + " s"
                    + " (--max-seconds)"), List.of(), null), false, false);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IOException("interrupted", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Error error) {
                throw error;
            }
            if (e.getCause() instanceof UncheckedIOException u) {
                throw u.getCause();
            }
            throw new IOException(e.getCause().getMessage(), e.getCause());
        }
    }

    private Entry compared(String name, Path expected, Path actual) {
        if (expected == null) {
            return new Entry(name, new Difference(name, List.of("new file: no approved copy yet"), List.of(), null), true, false);
        }
        if (actual == null) {
            return new Entry(name, new Difference(name, List.of("missing: the approved file was not drawn"), List.of(), null), false, true);
        }
        try {
            FileKind kind = FileKind.of(name);
            boolean table = kind == FileKind.CSV || kind == FileKind.TEXT;
            if (table && (Files.size(expected) > MAX_TABLE_BYTES || Files.size(actual) > MAX_TABLE_BYTES)) {
                return new Entry(name, StreamedText.compare(name, expected, actual, kind == FileKind.CSV), false, false);
            }
            long most = MAX_STRUCTURED_BYTES;
            if (Files.size(expected) > most || Files.size(actual) > most) {
                long at = Files.mismatch(expected, actual);
                String note = "compared as bytes: larger than " + (most >> 20) + " MB";
                return new Entry(name, new Difference(name, at < 0 ? List.of() : List.of("bytes differ from offset " + at), List.of(note), null),
                        false, false);
            }
            return new Entry(name, comparator.compare(name, Files.readAllBytes(expected), Files.readAllBytes(actual)), false, false);
        } catch (IOException e) {
            throw new UncheckedIOException(new IOException(name + ": cannot be read: " + e.getMessage(), e));
        }
    }

    /**
     * Approves the fresh files: copies each differing or new file over its approved twin and removes approved files no longer drawn; with {@code only} non-empty, just those names. Returns what it wrote, a line each.
     *
     * @param expected the approved file or directory
     * @param actual the drawn file or directory
     * @param only the names of the files to approve; empty for every file
     * @return the names of the files written
     * @throws IOException when a file cannot be read or written
     */
    public List<String> update(Path expected, Path actual, Collection<String> only) throws IOException {
        Files.createDirectories(expected);
        Check check = check(expected, actual);
        Set<String> wanted = new LinkedHashSet<>(only);
        Set<String> known = new TreeSet<>();
        check.entries().forEach(e -> known.add(e.name()));
        for (String name : wanted) {
            if (!known.contains(name)) {
                throw new IllegalArgumentException(name + ": no such file in " + actual + " or " + expected);
            }
        }
        List<String> changed = new ArrayList<>();
        for (Entry entry : check.entries()) {
            if (entry.matches() || (!wanted.isEmpty() && !wanted.contains(entry.name()))) {
                continue;
            }
            Path target = expected.resolve(entry.name());
            if (entry.missingActual()) {
                Files.delete(target);
                changed.add("removed " + target);
            } else {
                Files.createDirectories(target.toAbsolutePath().getParent());
                Path part = target.resolveSibling(target.getFileName() + ".golden-part");
                Files.copy(actual.resolve(entry.name()), part, StandardCopyOption.REPLACE_EXISTING);
                Files.move(part, target, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
                changed.add((entry.missingExpected() ? "added " : "updated ") + target);
            }
        }
        return changed;
    }

    /** The regular files under {@code dir} by relative name; everything else goes to {@code skipped} with why. */
    static Map<String, Path> files(Path dir, String side, List<Skipped> skipped) throws IOException {
        Map<String, Path> out = new TreeMap<>();
        if (!Files.isDirectory(dir)) {
            return out;
        }
        Path root = dir.toRealPath();
        Files.walkFileTree(dir, new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path d, BasicFileAttributes attributes) {
                if (!d.equals(dir) && d.getFileName().toString().startsWith(".")) {
                    skipped.add(new Skipped(side + " " + name(d) + "/", "hidden directory"));
                    return FileVisitResult.SKIP_SUBTREE;
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path p, BasicFileAttributes attributes) {
                String why = why(p, attributes, root);
                if (why == null) {
                    out.put(name(p), p);
                } else {
                    skipped.add(new Skipped(side + " " + name(p), why));
                }
                return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path p, IOException e) {
                skipped.add(new Skipped(side + " " + name(p), "cannot be read: " + e.getMessage()));
                return FileVisitResult.CONTINUE;
            }

            private String name(Path p) {
                return dir.relativize(p).toString().replace('\\', '/');
            }
        });
        return out;
    }

    /** Why a file is not compared, or null when it is. */
    private static String why(Path p, BasicFileAttributes attributes, Path root) {
        if (p.getFileName().toString().startsWith(".")) {
            return "hidden file";
        }
        if (attributes.isSymbolicLink()) {
            Path target;
            try {
                target = p.toRealPath();
            } catch (IOException e) {
                return "symbolic link to nothing";
            }
            if (!target.startsWith(root)) {
                return "symbolic link to " + (Files.isDirectory(target) ? "a directory" : Files.isRegularFile(target) ? "a file" : "something")
                        + " outside the directory";
            }
            return Files.isRegularFile(target) ? null : "symbolic link to something other than a file";
        }
        return attributes.isRegularFile() ? null : "not a regular file";
    }
}
