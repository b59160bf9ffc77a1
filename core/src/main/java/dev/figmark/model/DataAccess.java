package dev.figmark.model;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * Where a description may read its data and font files from, after every link is followed: its project (the nearest
 * git work tree around it, or its own folder where there is none) and any folder the user allows besides; never
 * {@code /proc}, {@code /sys} or {@code /dev}. A co-author's repository, a pull request or a service drawing others'
 * descriptions then cannot bring {@code /etc/passwd} or a link to it into a figure.
 *
 * <pre>{@code
 * DataAccess paper = DataAccess.project(Path.of("paper/figures")).and(java.util.List.of(Path.of("/data/runs")));
 * }</pre>
 * and {@code Plot.read(json, paper)} reads a description with it.
 *
 * @param roots the folders data may lie in, as given
 */
public record DataAccess(List<Path> roots) {

    /** Folders no figure reads from, whatever is allowed: the kernel's and the devices'. */
    private static final List<Path> NEVER = List.of(Path.of("/proc"), Path.of("/sys"), Path.of("/dev"));

    /** Copies the folders. */
    public DataAccess {
        roots = List.copyOf(FigureException.notNull(roots, "roots"));
    }

    /**
     * Data in these folders and below them, and nowhere else.
     *
     * @param folders the folders
     * @return the policy
     */
    public static DataAccess within(Path... folders) {
        return new DataAccess(List.of(FigureException.noNulls("folders", folders)));
    }

    /**
     * The project of a description in this folder: the nearest folder around it that holds a git work tree's
     * {@code .git}, else the folder itself.
     *
     * @param folder the description's folder
     * @return the policy
     */
    public static DataAccess project(Path folder) {
        Path start = FigureException.notNull(folder, "folder").toAbsolutePath().normalize();
        for (Path p = start; p != null; p = p.getParent()) {
            if (Files.exists(p.resolve(".git"))) {
                return within(p);
            }
        }
        return within(start);
    }

    /**
     * The same policy with more folders allowed.
     *
     * @param more the folders
     * @return the policy
     */
    public DataAccess and(List<Path> more) {
        List<Path> all = new ArrayList<>(roots);
        all.addAll(FigureException.notNull(more, "more"));
        return new DataAccess(all);
    }

    /**
     * Why a file may not be read, in words, or empty when it may (a file that does not exist is for the reader to
     * say so).
     *
     * @param file the file, as resolved against the description's folder
     * @return the reason, naming the file as found after its links and the folders allowed
     */
    public Optional<String> refusal(Path file) {
        Path real;
        try {
            real = FigureException.notNull(file, "file").toRealPath();
        } catch (IOException e) {
            return Optional.empty();
        }
        for (Path never : NEVER) {
            if (real.startsWith(never)) {
                return Optional.of("is " + real + ", under " + never + ", which no figure reads");
            }
        }
        List<String> allowed = new ArrayList<>();
        for (Path root : roots) {
            Path r;
            try {
                r = root.toRealPath();
            } catch (IOException e) {
                r = root.toAbsolutePath().normalize();
            }
            if (real.startsWith(r)) {
                return Optional.empty();
            }
            allowed.add(r.toString());
        }
        boolean linked = !real.equals(file.toAbsolutePath().normalize());
        return Optional.of((linked ? "leads to " + real + ", which lies" : "lies") + " outside " + String.join(" and ", allowed)
                + "; allow its folder with --data-root DIR (DataAccess.within in the library)");
    }
}
