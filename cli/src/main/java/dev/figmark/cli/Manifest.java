package dev.figmark.cli;

import dev.figmark.data.Json;
import dev.figmark.model.json.JsonText;
import dev.figmark.output.AtomicFiles;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * What runs wrote into a directory, kept in {@code .figmark-files.json}: a run removes the files an earlier one wrote
 * of the figures it draws again and no longer writes (the whole {@code gpu_time.*} once it writes {@code gpu_time-1}
 * and {@code gpu_time-2}, the old {@code serving.pdf} when it writes only {@code serving.svg}), so no figure is left
 * as a mix of two runs; the files of figures it does not draw (a run of {@code --kinds gpu-time}) stay, and a file
 * figmark did not write is never touched.
 */
final class Manifest {

    /** The manifest's name: hidden, beside the figures. */
    static final String NAME = ".figmark-files.json";

    private Manifest() {
    }

    /** The files an earlier run wrote, by name; none when there is no manifest or it cannot be read. */
    static Set<String> read(Path dir) {
        Path file = dir.resolve(NAME);
        Set<String> out = new LinkedHashSet<>();
        if (!Files.isRegularFile(file, LinkOption.NOFOLLOW_LINKS)) {
            return out;
        }
        try {
            for (Json name : Json.read(file).get("files").elements()) {
                String n = name.string();
                if (n != null && isPlain(n)) {
                    out.add(n);
                }
            }
        } catch (RuntimeException e) {
            // A damaged manifest names nothing: no file is removed on its word.
        }
        return out;
    }

    /** A name of a file in the directory itself: no separator, no way up, not hidden. */
    private static boolean isPlain(String name) {
        return !name.isEmpty() && !name.contains("/") && !name.contains("\\") && !name.startsWith(".") && !name.equals("..");
    }

    /**
     * Removes what the earlier run wrote and this one did not, then records this run's files (with the earlier ones
     * kept when this run did not finish, so none is forgotten); returns the files removed.
     */
    static List<String> replace(Path dir, Set<String> before, Set<String> now, boolean finished) throws IOException {
        List<String> removed = new ArrayList<>();
        Set<String> kept = new LinkedHashSet<>(now);
        Set<String> drawn = new LinkedHashSet<>();
        now.forEach(n -> drawn.add(family(n)));
        for (String name : before) {
            if (now.contains(name)) {
                continue;
            }
            Path stale = dir.resolve(name);
            if (finished && drawn.contains(family(name)) && Files.isRegularFile(stale, LinkOption.NOFOLLOW_LINKS)) {
                Files.delete(stale);
                removed.add(name);
            } else if (Files.exists(stale, LinkOption.NOFOLLOW_LINKS)) {
                kept.add(name);
            }
        }
        StringBuilder json = new StringBuilder("{\n  \"files\": [");
        int i = 0;
        for (String name : kept) {
            json.append(i++ == 0 ? "\n    " : ",\n    ").append(quote(name));
        }
        json.append(kept.isEmpty() ? "]\n}\n" : "\n  ]\n}\n");
        byte[] bytes = json.toString().getBytes(StandardCharsets.UTF_8);
        AtomicFiles.write(dir.resolve(NAME), out -> out.write(bytes));
        return removed;
    }

    /** The figure a file belongs to: its name without extension and part number ({@code gpu_time-2.svg} is gpu_time). */
    static String family(String name) {
        int dot = name.lastIndexOf('.');
        String stem = dot > 0 ? name.substring(0, dot) : name;
        return PART_NUMBER.matcher(stem).replaceFirst("");
    }

    /** The {@code -2} of {@code gpu_time-2}. */
    private static final java.util.regex.Pattern PART_NUMBER = java.util.regex.Pattern.compile("-\\d+$");

    private static String quote(String s) {
        return dev.figmark.model.json.JsonText.write(s);
    }
}
