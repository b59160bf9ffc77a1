package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Path;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** On every fixture the seed drew, figmark draws the same figures with the same data and the same captions. */
class RunParityTest {

    @TempDir
    Path out;

    @ParameterizedTest(name = "{0} at {1} width")
    @CsvSource({"llama8b-1gpu,double,llama8b-1gpu", "llama70b-8gpu,double,llama70b-8gpu", "cpu-only,double,cpu-only",
            "llama8b-1gpu,single,llama8b-1gpu-single"})
    void matchesTheSeed(String fixture, String width, String reference) throws Exception {
        int status = Figmark.execute("run", Parity.EXAMPLES.resolve(fixture).toString(), "--out", out.toString(), "--width", width, "--formats", "svg");
        assertEquals(0, status);
        Parity.assertCsvs(Parity.REFERENCE.resolve(reference), out);
        Parity.assertCaptions(Parity.REFERENCE.resolve(reference), out);
    }
}
