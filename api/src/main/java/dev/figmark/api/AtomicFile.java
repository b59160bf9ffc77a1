package dev.figmark.api;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.atomic.AtomicLong;

/** A file written under a temporary name beside it and moved into place, so that no reader sees half of it. */
final class AtomicFile {

    /** What writes the file's content. */
    interface Content {
        void writeTo(OutputStream out) throws IOException;
    }

    private static final AtomicLong SERIAL = new AtomicLong();

    private AtomicFile() {
    }

    static void write(Path file, Content content) throws IOException {
        Path dir = file.toAbsolutePath().getParent();
        Files.createDirectories(dir);
        // Not Files.createTempFile: its owner-only permissions would stay on the figure.
        Path part = dir.resolve("." + file.getFileName() + "." + ProcessHandle.current().pid() + "-" + SERIAL.incrementAndGet() + ".part");
        try {
            try (OutputStream out = Files.newOutputStream(part, StandardOpenOption.CREATE_NEW, StandardOpenOption.WRITE)) {
                content.writeTo(out);
            }
            try {
                Files.move(part, file, StandardCopyOption.REPLACE_EXISTING, StandardCopyOption.ATOMIC_MOVE);
            } catch (AtomicMoveNotSupportedException e) {
                Files.move(part, file, StandardCopyOption.REPLACE_EXISTING);
            }
        } finally {
            Files.deleteIfExists(part);
        }
    }
}
