/**
 * Golden-file comparison of any tool's figures (SVG, PDF, PNG, CSV and text), its HTML and JUnit XML reports, and
 * the JUnit API ({@code GoldenFiles}). It does not depend on figmark's engine.
 */
module dev.figmark.golden {
    requires java.desktop;
    requires java.xml;
    requires org.apache.pdfbox;
    requires org.apache.xmlgraphics.batik.transcoder;
    requires org.opentest4j;

    exports dev.figmark.golden;
}
