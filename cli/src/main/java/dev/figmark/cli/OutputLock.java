package dev.figmark.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;

/**
 * One writer per output directory: an operating-system lock on {@code .figmark.lock} in the directory, held while a
 * run writes there. A second writer waits for it ({@code --wait}) or is refused at once, told which process holds it;
 * a killed writer's lock ends with its process, so a {@code kill -9} never leaves a directory locked.
 */
final class OutputLock implements AutoCloseable {

    /** The lock file's name: hidden, beside the figures. */
    static final String NAME = ".figmark.lock";

    /** A directory another figmark is writing into, named with that process. */
    static final class Busy extends RuntimeException {
        private static final long serialVersionUID = 1L;

        Busy(String message) {
            super(message);
        }
    }

    /** The locks this process holds, by directory, with how many holders each has: a live preview and its drawings. */
    private static final java.util.Map<Path, OutputLock> HELD = new java.util.HashMap<>();

    private final Path key;
    private final FileChannel channel;
    private final FileLock lock;
    private int holders = 1;

    private OutputLock(Path key, FileChannel channel, FileLock lock) {
        this.key = key;
        this.channel = channel;
        this.lock = lock;
    }

    /**
     * Takes the directory's lock, waiting for another writer when {@code wait}, else refusing at once with the other
     * process named; then records who holds it.
     */
    static OutputLock take(Path dir, boolean wait) throws IOException {
        Path key = dir.toRealPath();
        synchronized (HELD) {
            OutputLock held = HELD.get(key);
            if (held != null) {
                held.holders++;
                return held;
            }
        }
        Path file = dir.resolve(NAME);
        FileChannel channel = FileChannel.open(file, StandardOpenOption.CREATE, StandardOpenOption.READ, StandardOpenOption.WRITE);
        try {
            FileLock lock = wait ? channel.lock() : channel.tryLock();
            if (lock == null) {
                String holder = holder(channel);
                channel.close();
                throw new Busy(dir + ": another figmark is writing into it (" + (holder.isEmpty() ? "a process that has not said which" : holder)
                        + "); give --wait to wait for it, or another --out");
            }
            ProcessHandle self = ProcessHandle.current();
            String who = "process " + self.pid() + ": " + shortened(command);
            channel.truncate(0);
            channel.write(ByteBuffer.wrap((who + "\n").getBytes(StandardCharsets.UTF_8)), 0);
            channel.force(false);
            OutputLock taken = new OutputLock(key, channel, lock);
            synchronized (HELD) {
                HELD.put(key, taken);
            }
            return taken;
        } catch (OverlappingFileLockException e) {
            channel.close();
            throw new Busy(dir + ": this figmark is already writing into it from another run; give each run its own --out");
        } catch (IOException | RuntimeException e) {
            if (channel.isOpen()) {
                channel.close();
            }
            throw e;
        }
    }

    /** Who holds the lock, as the holder wrote it. */
    private static String holder(FileChannel channel) throws IOException {
        ByteBuffer buffer = ByteBuffer.allocate(4096);
        channel.read(buffer, 0);
        return new String(buffer.array(), 0, buffer.position(), StandardCharsets.UTF_8).strip();
    }

    /** The command this process runs, as the user typed it (set by {@link Figmark}): what a refused writer is told. */
    static volatile String command = "figmark";

    /** A command line of a sensible length for one line of error. */
    private static String shortened(String commandLine) {
        return commandLine.length() > 200 ? commandLine.substring(0, 200) + " ..." : commandLine;
    }

    @Override
    public void close() throws IOException {
        synchronized (HELD) {
            if (--holders > 0) {
                return;
            }
            HELD.remove(key);
        }
        // A watch stopped by an interrupt still lets go: a channel's I/O under an interrupt would fail instead.
        boolean interrupted = Thread.interrupted();
        try {
            lock.release();
        } finally {
            channel.close();
            if (interrupted) {
                Thread.currentThread().interrupt();
            }
        }
    }
}
