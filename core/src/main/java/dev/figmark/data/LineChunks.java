package dev.figmark.data;

import java.io.EOFException;
import java.io.IOException;
import java.io.InputStream;
import java.io.PushbackInputStream;
import java.util.Arrays;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.zip.GZIPInputStream;
import java.util.zip.ZipException;

/**
 * Whole lines of a (possibly gzipped) stream, in chunks of bytes, inflated on a thread of their own so that inflating
 * and parsing use both cores. A stream cut short or corrupt ends with {@link Chunk#broken()}; the partial last line
 * is dropped then, while a last line without a newline in a whole stream is kept.
 */
final class LineChunks implements AutoCloseable {

    private static final int SIZE = 1 << 20;
    /**
     * The longest line read: a tick of 64 GPUs is some 50 KB. A longer line is a broken or hostile file (a gzip bomb
     * of one line would otherwise grow the buffer until memory runs out); the file is read up to it.
     */
    static final int MAX_LINE = 16 << 20;

    /** Bytes holding whole lines, or the end of the stream (possibly broken). */
    record Chunk(byte[] bytes, int length, boolean end, boolean broken, String reason) {
    }

    private final BlockingQueue<Chunk> queue = new ArrayBlockingQueue<>(8);
    /** Chunks the reader is done with, to be filled again: a day of samples would otherwise be 555 one-megabyte arrays. */
    private final BlockingQueue<byte[]> spare = new ArrayBlockingQueue<>(16);
    private final Thread thread;
    private volatile boolean closed;

    LineChunks(InputStream raw) {
        thread = new Thread(() -> pump(raw), "figmark-inflate");
        thread.setDaemon(true);
        thread.start();
    }

    Chunk next() throws InterruptedException {
        return queue.take();
    }

    /** Gives back the bytes of a chunk that has been read; they are not to be used after. */
    void recycle(byte[] bytes) {
        if (bytes != null) {
            spare.offer(bytes);
        }
    }

    /** An array for {@code length} bytes: a spare one when it is large enough. */
    private byte[] array(int length) {
        byte[] b = spare.poll();
        return b != null && b.length >= length ? b : new byte[Math.max(length, SIZE)];
    }

    private void put(Chunk chunk) throws InterruptedException {
        while (!closed && !queue.offer(chunk, 100, java.util.concurrent.TimeUnit.MILLISECONDS)) {
            // The reader stopped taking: the queue is abandoned when closed.
        }
    }

    private void pump(InputStream raw) {
        try (InputStream in = open(raw)) {
            byte[] buffer = new byte[SIZE];
            int filled = 0;
            while (!closed) {
                if (filled == buffer.length) {
                    if (buffer.length >= MAX_LINE) {
                        int whole = lastNewline(buffer, filled) + 1;
                        put(new Chunk(Arrays.copyOf(buffer, whole), whole, false, false, null));
                        put(new Chunk(null, 0, true, true, "a line is longer than " + (MAX_LINE >> 20) + " MiB"));
                        return;
                    }
                    buffer = Arrays.copyOf(buffer, buffer.length * 2);
                }
                int read;
                try {
                    read = in.read(buffer, filled, buffer.length - filled);
                } catch (EOFException | ZipException e) {
                    int whole = lastNewline(buffer, filled) + 1;
                    put(new Chunk(Arrays.copyOf(buffer, whole), whole, false, false, null));
                    put(new Chunk(null, 0, true, true, e.getMessage()));
                    return;
                }
                if (read < 0) {
                    put(new Chunk(buffer, filled, false, false, null));
                    put(new Chunk(null, 0, true, false, null));
                    return;
                }
                filled += read;
                int cut = lastNewline(buffer, filled);
                if (cut >= 0 && filled >= SIZE / 2) {
                    byte[] lines = array(cut + 1);
                    System.arraycopy(buffer, 0, lines, 0, cut + 1);
                    put(new Chunk(lines, cut + 1, false, false, null));
                    System.arraycopy(buffer, cut + 1, buffer, 0, filled - cut - 1);
                    filled -= cut + 1;
                }
            }
        } catch (IOException e) {
            try {
                put(new Chunk(null, 0, true, true, e.getMessage()));
            } catch (InterruptedException interrupted) {
                Thread.currentThread().interrupt();
            }
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        }
    }

    private static int lastNewline(byte[] b, int length) {
        for (int i = length - 1; i >= 0; i--) {
            if (b[i] == '\n') {
                return i;
            }
        }
        return -1;
    }

    /** Gzip when the file starts with gzip's magic bytes, else plain text: a run whose file was unpacked still reads. */
    private static InputStream open(InputStream raw) throws IOException {
        PushbackInputStream in = new PushbackInputStream(raw, 2);
        byte[] magic = in.readNBytes(2);
        in.unread(magic);
        return magic.length == 2 && (magic[0] & 0xff) == 0x1f && (magic[1] & 0xff) == 0x8b ? new GZIPInputStream(in, 1 << 16) : in;
    }

    @Override
    public void close() {
        closed = true;
        queue.clear();
        thread.interrupt();
    }
}
