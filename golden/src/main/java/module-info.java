/**
 * Golden-file comparison of any tool's figure files (SVG, PDF, PNG, CSV and text) with its HTML and JUnit XML reports
 * and its JUnit API ({@code GoldenFiles}), built on the lint module (which it passes on: the command line checks and
 * lints through it). It does not depend on figmark's engine.
 */
module dev.figmark.golden {
    requires transitive dev.figmark.lint;
    requires java.desktop;
    requires java.xml;
    // What PDFBox says it left out of a page reaches figmark only through its log (PdfBoxOmissions).
    requires java.logging;
    requires org.apache.pdfbox;
    // The stand-in for fonts a PDF does not embed, parsed from the Liberation Sans PDFBox carries (StandInFonts).
    requires org.apache.fontbox;
    requires org.apache.pdfbox.io;
    requires org.apache.xmlgraphics.batik.transcoder;
    // Batik's user agent, to load no external resource; "brdige" is how batik-bridge's manifest spells its name.
    requires org.apache.xmlgraphics.batik.brdige;
    requires org.apache.xmlgraphics.batik.util;
    // Only GoldenFiles, called from tests, which have it: not needed to run checks or lint.
    requires static org.opentest4j;

    exports dev.figmark.golden;
}
