package dev.figmark.lint;

/** What a finding is about; its {@link #id()} names it in the JSON output. */
public enum Check {
    /** The page is not as wide as the target, so everything on it will be scaled. */
    WIDTH("width"),
    /** A font is not embedded, or is Type 3 (bitmapped or refused by many venues' checks). */
    FONT("font"),
    /** Text smaller than the minimum once the figure is scaled to the target width. */
    TEXT_SIZE("text-size"),
    /** Lines thinner than the minimum once scaled, which vanish in print. */
    HAIRLINE("hairline"),
    /** Text that reaches beyond the page. */
    TEXT_OFF_PAGE("text-off-page"),
    /**
     * No text at all, only shapes: letters drawn as outlines, whose size lint cannot check and a reader cannot search.
     * Said, but the figure still passes: outlines are a choice (matplotlib's SVG default, figmark's
     * {@code --svg-text paths}).
     */
    TEXT_OUTLINES("text-outlines", true);

    private final String id;
    private final boolean advisory;

    Check(String id) {
        this(id, false);
    }

    Check(String id, boolean advisory) {
        this.id = id;
        this.advisory = advisory;
    }

    /**
     * The check's name in JSON and on the command line.
     *
     * @return a lower-case name such as {@code text-size}
     */
    public String id() {
        return id;
    }

    /**
     * Whether a finding of this check is said without failing the figure.
     *
     * @return true for a note, false for a finding that fails
     */
    public boolean advisory() {
        return advisory;
    }
}
