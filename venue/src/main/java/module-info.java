/**
 * The venues' measures and print's rules, one fact in one place for the engine, the lint and the command line: the
 * width of a paper template's column and text, its text height and faces, the smallest text and line that stay
 * readable, and lengths as LaTeX writes them. The JDK only.
 */
module dev.figmark.venue {
    exports dev.figmark.venue;
}
