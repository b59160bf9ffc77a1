package dev.figmark.render;

import dev.figmark.scene.Scene;
import java.io.IOException;
import java.io.OutputStream;

/** Writes one finished scene in one format. It draws; it never lays out, measures or decides. */
public interface SceneWriter {

    /** The file extension, without a dot: {@code svg}, {@code pdf}, {@code png}. */
    String extension();

    void write(Scene scene, OutputStream out) throws IOException;
}
