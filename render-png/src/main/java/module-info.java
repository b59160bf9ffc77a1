/** The PNG writer, through Java2D, with its own deterministic encoder. */
module dev.figmark.render.png {
    requires dev.figmark.core;
    requires java.desktop;

    exports dev.figmark.render.png to dev.figmark.api;
}
