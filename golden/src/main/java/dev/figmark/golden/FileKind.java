package dev.figmark.golden;

import java.util.Locale;

/** How a file is compared, by its extension: each kind in its own terms, anything unknown as bytes. */
public enum FileKind {
    /** Element by element, ids by what they name; drawn by Batik for the diff image. */
    SVG(true),
    /** Page by page: text, drawing operators, and the page rendered by PDFBox. */
    PDF(true),
    /** Pixel by pixel within the tolerance. */
    PNG(true),
    /** Cell by cell. */
    CSV(false),
    /** Line by line: captions, JSON, HTML, logs. */
    TEXT(false),
    /** Equal bytes or not: a kind figmark has no comparison for. */
    BYTES(false);

    private final boolean picture;

    FileKind(boolean picture) {
        this.picture = picture;
    }

    /**
     * Whether files of this kind are pictures, shown and diffed as images in reports.
     *
     * @return true for SVG, PDF and PNG
     */
    public boolean picture() {
        return picture;
    }

    /**
     * The kind of a file, by its name's extension.
     *
     * @param name the file's name, whose extension says its kind
     * @return its kind; {@link #BYTES} when the extension is not known
     */
    public static FileKind of(String name) {
        int dot = name.lastIndexOf('.');
        String extension = dot < 0 ? "" : name.substring(dot + 1).toLowerCase(Locale.ROOT);
        return switch (extension) {
            case "svg" -> SVG;
            case "pdf" -> PDF;
            case "png" -> PNG;
            case "csv" -> CSV;
            case "txt", "md", "json", "jsonl", "html", "htm", "tex", "xml", "yaml", "yml", "tsv", "log" -> TEXT;
            default -> BYTES;
        };
    }
}
