package dev.figmark.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;

/**
 * Writes a file through a temporary file in the same directory and moves it into place, so a failure never leaves a
 * half-written figure under its name nor clobbers the good one that was there.
 */
final class AtomicFiles {

    /** Writes the body of a file. */
    @FunctionalInterface
    interface Body {
        void write(OutputStream out) throws IOException;
    }

    private AtomicFiles() {
    }

    /**
     * A temporary file is private to its owner; the figure should have the permissions a plain new file gets (or
     * those of the file it replaces), not those.
     */
    private static void permissions(Path temp, Path target) throws IOException {
        if (!Files.getFileStore(temp).supportsFileAttributeView(java.nio.file.attribute.PosixFileAttributeView.class)) {
            return;
        }
        java.util.Set<java.nio.file.attribute.PosixFilePermission> wanted = Files.exists(target)
                ? Files.getPosixFilePermissions(target)
                : java.nio.file.attribute.PosixFilePermissions.fromString("rw-r--r--");
        Files.setPosixFilePermissions(temp, wanted);
    }

    static void write(Path target, Body body) throws IOException {
        Path dir = target.toAbsolutePath().getParent();
        Path temp = Files.createTempFile(dir, "." + target.getFileName(), ".part");
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
