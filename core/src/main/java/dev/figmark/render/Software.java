package dev.figmark.render;

/** Who made a file: written into PDF, SVG and PNG metadata and the captions' method paragraph. */
public final class Software {

    public static final String VERSION = "0.1.0";
    public static final String NAME = "figmark " + VERSION;

    private Software() {
    }
}
