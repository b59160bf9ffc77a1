package dev.figmark.testing;

import dev.figmark.render.SceneWriter;
import dev.figmark.scene.Scene;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.Locale;
import java.util.TimeZone;

/** Writes a scene under a given default locale and time zone, restoring both, for the writers' determinism tests. */
public final class Determinism {

    private Determinism() {
    }

    public static byte[] write(SceneWriter writer, Scene scene) throws IOException {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        writer.write(scene, out);
        return out.toByteArray();
    }

    public static byte[] writeUnder(Locale locale, String zone, SceneWriter writer, Scene scene) throws IOException {
        Locale savedLocale = Locale.getDefault();
        TimeZone savedZone = TimeZone.getDefault();
        try {
            Locale.setDefault(locale);
            TimeZone.setDefault(TimeZone.getTimeZone(zone));
            return write(writer, scene);
        } finally {
            Locale.setDefault(savedLocale);
            TimeZone.setDefault(savedZone);
        }
    }
}
