/**
 * The lint of any tool's PDF and SVG figures before submission, and the safe reading of other tools' figure files
 * that the lint and the golden checks share. PDFBox, the JDK and figmark's venue rules only: no engine of figmark's, no drawing library, no
 * test library.
 */
module dev.figmark.lint {
    // Rectangles of text and pages.
    requires java.desktop;
    requires java.xml;
    requires org.apache.pdfbox;
    requires org.apache.pdfbox.io;
    // The smallest text and line, as the engine keeps to them.
    requires dev.figmark.venue;

    exports dev.figmark.lint;
    // Read by the golden checks; not figmark's API.
    exports dev.figmark.files to dev.figmark.golden;
}
