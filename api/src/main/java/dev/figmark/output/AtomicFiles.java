package dev.figmark.output;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file through a temporary file in the same directory and moves it into place, so a failure never leaves a
 * half-written figure under its name nor clobbers the good one that was there: the one writer of the library and the
 * command line.
 */
public final class AtomicFiles {

    /** Writes the body of a file. */
    @FunctionalInterface
    public interface Body {
        /**
         * Writes the file's bytes.
         *
         * @param out where they go
         * @throws IOException when they cannot be written
         */
        void write(OutputStream out) throws IOException;
    }

    private AtomicFiles() {
    }

    private static final long PID = ProcessHandle.current().pid();
    private static final java.util.concurrent.atomic.AtomicLong SERIAL = new java.util.concurrent.atomic.AtomicLong();

    /**
     * The temporary file of a target: hidden, named after its target and this process, so a later run can tell the
     * litter of a killed process from the work of a live one ({@link #isStale}). Named without a random number: the
     * secure random generator {@code Files.createTempFile} uses costs a start-up its seeding.
     */
    private static Path temporary(Path dir, Path target) throws IOException {
        while (true) {
            Path temp = dir.resolve("." + target.getFileName() + "." + PID + "-" + SERIAL.incrementAndGet() + ".part");
            try {
                return Files.createFile(temp);
            } catch (java.nio.file.FileAlreadyExistsException e) {
                // Left by an earlier process with the same id: take the next name.
            }
        }
    }

    /**
     * Removes the temporary files of an earlier run that was killed while writing: never a figure, only litter. A live
     * run's are left alone.
     *
     * @param dir the folder to sweep
     * @throws IOException when it cannot be listed
     */
    public static void removeStale(Path dir) throws IOException {
        try (java.util.stream.Stream<Path> files = Files.list(dir)) {
            for (Path p : files.filter(p -> isStale(p) && Files.isRegularFile(p)).toList()) {
                Files.deleteIfExists(p);
            }
        }
    }

    /**
     * Whether a file is a temporary file of a process that is no longer running.
     *
     * @param file the file
     * @return true for such litter
     */
    public static boolean isStale(Path file) {
        String name = file.getFileName().toString();
        if (!name.startsWith(".") || !name.endsWith(".part")) {
            return false;
        }
        String stem = name.substring(0, name.length() - ".part".length());
        int dash = stem.lastIndexOf('-');
        int dot = stem.lastIndexOf('.', dash);
        if (dash < 0 || dot < 0) {
            return true;
        }
        try {
            long pid = Long.parseLong(stem.substring(dot + 1, dash));
            return pid != PID && ProcessHandle.of(pid).map(p -> !p.isAlive()).orElse(true);
        } catch (NumberFormatException e) {
            return true;
        }
    }

    /**
     * A new file gets the permissions a plain new file gets (or those of the file it replaces); set exactly, so the
     * umask of the moment does not decide them.
     */
    private static void permissions(Path temp, Path target) throws IOException {
        try {
            java.util.Set<java.nio.file.attribute.PosixFilePermission> wanted = Files.exists(target)
                    ? Files.getPosixFilePermissions(target)
                    : java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--");
            Files.setPosixFilePermissions(temp, wanted);
        } catch (UnsupportedOperationException e) {
            // A file system without POSIX permissions: the file keeps what it was given.
        }
    }

    /**
     * Writes {@code target} through its temporary file; a failure of the file system is said with the file's path
     * and in words ("the disk is full"), and leaves no temporary file.
     *
     * @param target the file
     * @param body   what writes its bytes
     * @throws IOException when it cannot be written, naming it
     */
    public static void write(Path target, Body body) throws IOException {
        try {
            writeThrough(target, body);
        } catch (IOException e) {
            throw named(target, e);
        }
    }

    /**
     * An error of the file system, with the file named and the system's words turned into the user's.
     *
     * @param target the file
     * @param e      what the system said
     * @return the error in words
     */
    public static IOException named(Path target, IOException e) {
        String system = e instanceof java.nio.file.FileSystemException fs && fs.getReason() != null ? fs.getReason() : String.valueOf(e.getMessage());
        String words = e instanceof java.nio.file.AccessDeniedException ? "permission denied: this user may not write there"
                : system.contains("No space left") ? "the disk is full"
                : system.contains("File too large") ? "the file is larger than this system lets a process write (see ulimit -f)"
                : system.contains("quota") ? "the disk quota is used up"
                : system.contains("Read-only file system") ? "the file system is read-only"
                : null;
        String said = words == null ? system : words + " (" + system + ")";
        return new IOException(target + ": cannot be written: " + said, e);
    }

    private static void writeThrough(Path target, Body body) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path temp = temporary(dir, target);
        boolean moved = false;
        try {
            permissions(temp, target);
            try (OutputStream out = new java.io.BufferedOutputStream(Files.newOutputStream(temp), 1 << 16)) {
                body.write(out);
            }
            try {
                Files.move(temp, target, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(temp, target, StandardCopyOption.REPLACE_EXISTING);
            }
            moved = true;
        } finally {
            if (!moved) {
                Files.deleteIfExists(temp);
            }
        }
    }
}
