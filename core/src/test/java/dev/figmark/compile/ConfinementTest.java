package dev.figmark.compile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.figmark.chart.look.Style;
import dev.figmark.data.InputException;
import dev.figmark.model.DataAccess;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A description reads data only from its project, the git work tree around it (or its folder), after following every
 * link, and from folders allowed besides; never /proc, /sys or /dev (issue #44). Real files, folders and links.
 */
class ConfinementTest {

    @TempDir
    Path dir;

    private Path project() throws IOException {
        Path project = Files.createDirectories(dir.resolve("paper"));
        Files.createDirectories(project.resolve(".git"));
        Files.createDirectories(project.resolve("figures"));
        Files.createDirectories(project.resolve("results"));
        Files.writeString(project.resolve("results/runs.csv"), "x,y\n1,2\n2,3\n");
        Files.writeString(dir.resolve("secret.csv"), "x,y\n1,9\n2,9\n");
        return project;
    }

    private FigureSpec description(Path project, String file) throws IOException {
        return FigureSpec.read(Files.writeString(project.resolve("figures/plot.json"), "{\"data\": {\"d\": {\"file\": \"" + file + "\"}},"
                + " \"panels\": [{\"series\": [{\"kind\": \"line\", \"data\": \"d\", \"x\": \"x\", \"y\": \"y\"}]}]}"));
    }

    private String refusal(FigureSpec spec) {
        return assertThrows(InputException.class, () -> spec.build(Style.defaults())).getMessage();
    }

    @Test
    void dataWithinTheGitWorkTreeIsReadAndNothingOutsideIt() throws IOException {
        Path project = project();
        assertEquals(2, description(project, "../results/runs.csv").build(Style.defaults()).table().size(), "a sibling folder of the repository");
        String where = project.resolve("figures/plot.json") + ": data.d.file: ";
        assertEquals(where + "\"../../secret.csv\" lies outside " + project.toRealPath()
                + "; allow its folder with --data-root DIR (DataAccess.within in the library)", refusal(description(project, "../../secret.csv")));
        assertEquals(where + "\"" + dir.resolve("secret.csv") + "\" lies outside " + project.toRealPath()
                + "; allow its folder with --data-root DIR (DataAccess.within in the library)", refusal(description(project, dir.resolve("secret.csv").toString())));
        Files.createSymbolicLink(project.resolve("results/passwd.csv"), dir.resolve("secret.csv"));
        assertEquals(where + "\"../results/passwd.csv\" leads to " + dir.resolve("secret.csv").toRealPath() + ", which lies outside "
                + project.toRealPath() + "; allow its folder with --data-root DIR (DataAccess.within in the library)",
                refusal(description(project, "../results/passwd.csv")), "a link a cloned repository carries");
        assertEquals(where + "\"/proc/self/environ\" is " + Path.of("/proc/self/environ").toRealPath() + ", under /proc, which no figure reads",
                refusal(description(project, "/proc/self/environ")));
    }

    @Test
    void aFolderAllowedBesidesIsRead() throws IOException {
        Path project = project();
        FigureSpec spec = description(project, "../../secret.csv").access(DataAccess.project(project.resolve("figures")).and(List.of(dir)));
        assertEquals(2, spec.build(Style.defaults()).table().size());
        FigureSpec proc = description(project, "/proc/self/environ").access(DataAccess.within(Path.of("/")));
        assertEquals(true, refusal(proc).endsWith("under /proc, which no figure reads"), "/proc even where / is allowed");
    }

    @Test
    void withoutAGitWorkTreeTheDescriptionsFolderIsItsProject() throws IOException {
        Path folder = Files.createDirectories(dir.resolve("loose"));
        Files.writeString(folder.resolve("runs.csv"), "x,y\n1,2\n2,3\n");
        assertEquals(DataAccess.within(folder.toAbsolutePath()), DataAccess.project(folder));
    }
}
