/** The PDF writer, through PDFBox, fonts embedded as subset CID TrueType. */
module dev.figmark.render.pdf {
    requires dev.figmark.core;
    requires org.apache.pdfbox;
    requires org.apache.pdfbox.io;
    requires org.apache.fontbox;

    exports dev.figmark.render.pdf to dev.figmark.api;
}
