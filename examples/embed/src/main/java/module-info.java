/** A user's module: it reads figmark's library and nothing else, so only exported packages compile. */
module org.example.figures {
    requires dev.figmark.api;
}
