package dev.figmark.chart.look;

import dev.figmark.scene.FontFamily;
import dev.figmark.text.FontLibrary;
import dev.figmark.venue.Venue;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.function.Consumer;

/** A venue's face as installed here, or the bundled face of its kind with a note that says which package brings it. */
public final class VenueFonts {

    private VenueFonts() {
    }

    /**
     * The venue's face, looked up in {@code dirs} and the system's fonts; when it is not installed, the bundled face of
     * its kind, and a note to {@code notes} that says so and which package brings the face.
     *
     * @param venue the venue
     * @param dirs  directories to look in first
     * @param notes where the note and the font lookup's warnings go
     * @return the family to draw in
     */
    public static FontFamily family(Venue venue, List<Path> dirs, Consumer<String> notes) {
        try {
            return FontLibrary.family(venue.fontFamily(), dirs, notes);
        } catch (IOException e) {
            notes.accept("note: " + venue.name() + "'s face " + venue.fontFamily() + " is not installed; drawn in "
                    + (venue.serif() ? "Liberation Serif" : "Liberation Sans") + " (" + venue.fontPackage() + ")");
            return venue.serif() ? FontFamily.SERIF : FontFamily.SANS;
        }
    }
}
