package dev.figmark.render;

import dev.figmark.scene.FontFace;
import dev.figmark.scene.Scene;
import java.io.IOException;
import java.io.OutputStream;
import java.util.Set;

/** Writes one finished scene in one format. It draws; it never lays out, measures or decides. */
public interface SceneWriter {

    /** The file extension, without a dot: {@code svg}, {@code pdf}, {@code png}. */
    String extension();

    void write(Scene scene, OutputStream out) throws IOException;

    /**
     * Sets up, once per process, what the first file will need (the writer's libraries, the platform's graphics, the
     * fonts of {@code faces}), so that a program can do it on a spare thread while it reads its input. Writing works
     * the same without it, and draws the same bytes.
     */
    default void prepare(Set<FontFace> faces) throws IOException {
    }
}
