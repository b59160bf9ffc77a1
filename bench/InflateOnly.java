import java.nio.file.*;
import java.util.*;
import java.util.zip.*;

/** Inflates the IDAT data of every PNG under the given directories, one thread: zlib's share of a golden check. */
public class InflateOnly {
    public static void main(String[] args) throws Exception {
        long bytes = 0;
        long start = System.nanoTime();
        byte[] out = new byte[1 << 20];
        for (String dir : args) {
            try (var files = Files.list(Path.of(dir))) {
                for (Path f : files.sorted().toList()) {
                    byte[] png = Files.readAllBytes(f);
                    Inflater inf = new Inflater();
                    int at = 8;
                    while (at + 8 <= png.length) {
                        int len = (png[at] & 0xff) << 24 | (png[at + 1] & 0xff) << 16 | (png[at + 2] & 0xff) << 8 | (png[at + 3] & 0xff);
                        String kind = new String(png, at + 4, 4, "ISO-8859-1");
                        if (kind.equals("IDAT")) {
                            inf.setInput(png, at + 8, len);
                            int n;
                            while ((n = inf.inflate(out)) > 0) { bytes += n; }
                        }
                        at += 12 + len;
                    }
                    inf.end();
                }
            }
            System.out.printf("%s: %.2f s, %.0f MB out%n", dir, (System.nanoTime() - start) / 1e9, bytes / 1e6);
        }
    }
}
