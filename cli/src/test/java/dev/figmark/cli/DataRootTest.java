package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code figmark plot} reads a description's data from its project only, links followed, unless --data-root allows a
 * folder besides (issue #44): a cloned repository's link to a file outside draws nothing of it.
 */
class DataRootTest {

    @TempDir
    Path dir;

    @Test
    void aLinkLeavingTheRepositoryIsRefusedUntilItsFolderIsAllowed() throws Exception {
        Path repo = Files.createDirectories(dir.resolve("repo"));
        Files.createDirectories(repo.resolve(".git"));
        Path outside = Files.createDirectories(dir.resolve("outside"));
        Files.writeString(outside.resolve("secret.csv"), "x,y\n1,9\n2,9\n");
        Files.createSymbolicLink(repo.resolve("runs.csv"), outside.resolve("secret.csv"));
        Path description = Files.writeString(repo.resolve("plot.json"), "{\"data\": {\"d\": {\"file\": \"runs.csv\"}}, \"panels\": [{\"series\":"
                + " [{\"kind\": \"line\", \"data\": \"d\", \"x\": \"x\", \"y\": \"y\"}]}]}");
        Path out = dir.resolve("out");
        BadInputTest.Result refused = BadInputTest.run("plot", description.toString(), "--out", out.toString());
        assertEquals(2, refused.status());
        assertEquals("error: " + description + ": data.d.file: \"runs.csv\" leads to " + outside.resolve("secret.csv").toRealPath()
                + ", which lies outside " + repo.toRealPath() + "; allow its folder with --data-root DIR (DataAccess.within in the library)",
                refused.err().strip());
        assertFalse(Files.exists(out.resolve("plot.csv")), "nothing of the secret is written");
        BadInputTest.Result allowed = BadInputTest.run("plot", description.toString(), "--out", out.toString(), "--data-root", outside.toString());
        assertEquals(0, allowed.status(), allowed.err());
        assertTrue(Files.readString(out.resolve("plot.csv")).contains("9"), "read from the folder allowed");
    }
}
