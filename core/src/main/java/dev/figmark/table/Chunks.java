package dev.figmark.table;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * How a file is cut into chunks and read on every core, for the CSV and the JSON lines readers alike: the chunks'
 * size, the threads and how many chunks they read ahead of the join, and the line breaks chunks are cut at.
 */
final class Chunks {

    /** A file smaller than this is read by the calling thread alone, in one chunk. */
    static final int SMALLEST_CHUNK = 1 << 20;
    /** The largest chunk: the bytes one thread holds at a time. */
    static final int LARGEST_CHUNK = 8 << 20;
    /** Chunks per core, so that cores that finish early take more. */
    static final int CHUNKS_PER_CORE = 8;
    /** The bytes read at a time when line breaks are counted. */
    static final int COUNTING_BLOCK = 1 << 20;
    /** Chunks read ahead of the join beyond one per core: enough that no core waits, few enough that memory stays bounded. */
    static final int IN_FLIGHT_SPARE = 2;

    private Chunks() {
    }

    /** The size of the chunks a file is cut into on this machine: a few per core, within the smallest and largest. */
    static long size(Bytes file) {
        int cores = Runtime.getRuntime().availableProcessors();
        return Math.max(SMALLEST_CHUNK, Math.min(LARGEST_CHUNK, file.size() / ((long) cores * CHUNKS_PER_CORE)));
    }

    /** The threads that read a file's chunks, one per core at most; null where there is one chunk, read by the caller. */
    static ExecutorService pool(int chunks, String name) {
        return chunks == 1 ? null : Executors.newFixedThreadPool(Math.min(Runtime.getRuntime().availableProcessors(), chunks), task -> {
            Thread t = new Thread(task, name);
            t.setDaemon(true);
            return t;
        });
    }

    /** How many chunks are read ahead of the join: one per core and a few more. */
    static int window() {
        return Runtime.getRuntime().availableProcessors() + IN_FLIGHT_SPARE;
    }

    /** What a task of a pool gave, or what it threw. */
    static <T> T take(Future<T> f) {
        try {
            return f.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException("interrupted while reading", e);
        } catch (ExecutionException e) {
            if (e.getCause() instanceof RuntimeException r) {
                throw r;
            }
            if (e.getCause() instanceof Error error) {
                throw error; // out of memory on a reading thread: said for the file by Tables.read
            }
            throw new IllegalStateException(e.getCause());
        }
    }

    /** How many line breaks the file has from {@code from} to {@code to}. */
    static long lineBreaks(Bytes file, long from, long to) {
        byte[] b = new byte[(int) Math.min(COUNTING_BLOCK, Math.max(1, to - from))];
        long n = 0;
        for (long at = from; at < to; at += b.length) {
            int read = file.read(at, b, 0, (int) Math.min(b.length, to - at));
            for (int i = 0; i < read; i++) {
                n += b[i] == '\n' ? 1 : 0;
            }
        }
        return n;
    }

    /** The place after the first line break at or after {@code from}, or the file's end. */
    static long lineAfter(Bytes file, long from) {
        byte[] b = new byte[8192];
        for (long at = from; at < file.size(); at += b.length) {
            int n = file.read(at, b, 0, b.length);
            for (int i = 0; i < n; i++) {
                if (b[i] == '\n') {
                    return at + i + 1;
                }
            }
        }
        return file.size();
    }

    /** How many line breaks come before the first line from {@code from} to {@code to} longer than {@code longest} bytes; -1 if none is. */
    static long longLine(Bytes file, long from, long to, long longest) {
        byte[] b = new byte[COUNTING_BLOCK];
        long breaks = 0;
        long length = 0;
        for (long at = from; at < to; at += b.length) {
            int read = file.read(at, b, 0, (int) Math.min(b.length, to - at));
            for (int i = 0; i < read; i++) {
                if (b[i] == '\n') {
                    breaks++;
                    length = 0;
                } else if (++length > longest) {
                    return breaks;
                }
            }
        }
        return -1;
    }
}
