/** The PDF writer, through PDFBox, fonts embedded as subset CID TrueType. */
module dev.figmark.render.pdf {
    requires dev.figmark.core;
    requires org.apache.pdfbox;
    // PDFBox is an automatic module and names none of what it needs: on the module path, commons-logging is only
    // resolved when a named module requires it.
    requires org.apache.commons.logging;
    // pdfbox-io unmaps its buffers through sun.misc.Unsafe; on the module path that lives in jdk.unsupported, which
    // is resolved only when a module requires it (else it logs a SEVERE stack trace and leaves the buffers mapped).
    requires jdk.unsupported;
    requires org.apache.pdfbox.io;
    requires org.apache.fontbox;

    exports dev.figmark.render.pdf to dev.figmark.api;
}
