package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.figmark.recipes.Kinds;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import picocli.CommandLine;

/**
 * The commands modelled in code read a line as picocli's annotations did: defaults kept until given, a list option's
 * values replacing its default and adding up over repeats, paths as paths, positional parameters required, and the
 * root's {@code --verbose} taken after any command.
 */
class CommandModelTest {

    @Test
    void optionsNotGivenKeepTheirDefaults() {
        RunCommand run = new RunCommand();
        new CommandLine(run.model()).parseArgs("runs/a");
        assertEquals(List.of(Path.of("runs/a")), run.runDirs);
        assertEquals(Kinds.names(Kinds.RUN), run.kinds);
        assertEquals("double", run.styleOptions.width);
        assertEquals(300, run.styleOptions.output.dpi);
        assertEquals(List.of("pdf", "png", "svg"), run.styleOptions.output.formats);
        assertNull(run.out);
        assertFalse(run.perGpu);
    }

    @Test
    void givenValuesReplaceTheDefaultAndAddUpOverRepeats() {
        RunCommand run = new RunCommand();
        new CommandLine(run.model()).parseArgs("--kinds", "serving,phases", "--kinds", "memory", "--font-dir", "a", "--font-dir", "b",
                "--dpi", "150", "--per-gpu", "--font-size", "8.5", "--out", "figs", "x", "y");
        assertEquals(List.of("serving", "phases", "memory"), run.kinds);
        assertEquals(List.of(Path.of("a"), Path.of("b")), run.styleOptions.fontDirs);
        assertEquals(150, run.styleOptions.output.dpi);
        assertTrue(run.perGpu);
        assertEquals(8.5, run.styleOptions.fontSize);
        assertEquals(Path.of("figs"), run.out);
        assertEquals(List.of(Path.of("x"), Path.of("y")), run.runDirs);
    }

    @Test
    void positionalParametersAreRequired() {
        assertThrows(CommandLine.MissingParameterException.class, () -> new CommandLine(new RunCommand().model()).parseArgs("--quiet"));
        assertThrows(CommandLine.MissingParameterException.class, () -> new CommandLine(new GoldenCommand().model()).parseArgs("check", "a"));
        GoldenCommand golden = new GoldenCommand();
        new CommandLine(golden.model()).parseArgs("update", "a", "b", "--only", "x.svg", "y.svg", "--max-rms", "2.5");
        assertEquals("update", golden.action);
        assertEquals(Path.of("b"), golden.actual);
        assertEquals(List.of("x.svg", "y.svg"), golden.only);
        assertEquals(2.5, golden.maxRms);
    }

    @Test
    void verboseIsTheRootsWhereverItIsGiven() {
        StringWriter err = new StringWriter();
        int status = Figmark.execute(new PrintWriter(new StringWriter()), new PrintWriter(err), "venues", "--verbose", "--bogus");
        assertEquals(2, status);
        assertTrue(err.toString().startsWith("Unknown option: '--bogus'"), err.toString());
        Figmark root = new Figmark();
        CommandLine line = new CommandLine(root.model());
        line.addSubcommand("venues", new CommandLine(new VenuesCommand().model()));
        line.parseArgs("venues", "--verbose");
        assertTrue(root.verbose);
    }
}
