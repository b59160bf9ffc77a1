package dev.figmark.format;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The output formats, with their names, media types and options: the one list the command line, the library, the
 * golden files and the benchmarks read.
 */
public enum Format {
    /** Vector, fonts embedded as subset CID TrueType: what a paper takes. */
    PDF("pdf", "application/pdf"),
    /** Pixels at a chosen resolution, for slides and the web. */
    PNG("png", "image/png"),
    /** Vector with real text, for the web and for editing. */
    SVG("svg", "image/svg+xml");

    /** The PNG resolution when none is given, in dots per inch. */
    public static final int DEFAULT_DPI = 300;
    /** The lowest PNG resolution taken, in dots per inch. */
    public static final int MIN_DPI = 10;
    /** The highest PNG resolution taken, in dots per inch: a double-column figure is then 17,000 pixels wide. */
    public static final int MAX_DPI = 2400;

    private final String extension;
    private final String mediaType;

    Format(String extension, String mediaType) {
        this.extension = extension;
        this.mediaType = mediaType;
    }

    /**
     * The file extension, without a dot.
     *
     * @return {@code pdf}, {@code png} or {@code svg}
     */
    public String extension() {
        return extension;
    }

    /**
     * The media type, for HTTP and HTML.
     *
     * @return such as {@code image/svg+xml}
     */
    public String mediaType() {
        return mediaType;
    }

    /**
     * Whether the format takes a resolution.
     *
     * @return true for PNG
     */
    public boolean takesDpi() {
        return this == PNG;
    }

    /**
     * The format of that name, in any case.
     *
     * @param name such as {@code "pdf"}
     * @return the format
     * @throws IllegalArgumentException for an unknown name, listing the known ones
     */
    public static Format of(String name) {
        String wanted = named(name, "a format").trim().toLowerCase(Locale.ROOT);
        for (Format f : values()) {
            if (f.extension.equals(wanted)) {
                return f;
            }
        }
        throw new IllegalArgumentException("unknown format '" + name + "'; formats are " + names());
    }

    /**
     * The format a file name's extension names, if any.
     *
     * @param fileName such as {@code figure.pdf}
     * @return the format, or empty
     */
    public static Optional<Format> ofFileName(String fileName) {
        int dot = named(fileName, "a file name").lastIndexOf('.');
        if (dot < 0) {
            return Optional.empty();
        }
        String extension = fileName.substring(dot + 1).toLowerCase(Locale.ROOT);
        for (Format f : values()) {
            if (f.extension.equals(extension)) {
                return Optional.of(f);
            }
        }
        return Optional.empty();
    }

    /**
     * Several formats by name, in the order given, without repeats.
     *
     * @param names such as {@code ["pdf", "svg"]}
     * @return the formats
     * @throws IllegalArgumentException for an unknown name
     */
    public static List<Format> of(List<String> names) {
        List<Format> out = new ArrayList<>();
        for (String name : named(names, "a list of formats")) {
            Format f = of(name);
            if (!out.contains(f)) {
                out.add(f);
            }
        }
        return out;
    }

    /**
     * The names, for messages and help.
     *
     * @return {@code "pdf, png, svg"}
     */
    public static String names() {
        return String.join(", ", List.of(values()).stream().map(Format::extension).toList());
    }

    /** A value given, or the package's one refusal of a null, saying what was wanted. */
    private static <T> T named(T value, String what) {
        if (value == null) {
            throw new IllegalArgumentException("null where " + what + " was wanted");
        }
        return value;
    }

    /**
     * Checks a resolution.
     *
     * @param dpi dots per inch
     * @return the same resolution
     * @throws IllegalArgumentException when outside {@link #MIN_DPI} to {@link #MAX_DPI}
     */
    public static int checkDpi(int dpi) {
        if (dpi < MIN_DPI || dpi > MAX_DPI) {
            throw new IllegalArgumentException("the resolution must be between " + MIN_DPI + " and " + MAX_DPI + " dpi, not " + dpi);
        }
        return dpi;
    }
}
