package dev.figmark.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** compare and matrix draw what the seed drew: the same rows and numbers, the same captions. */
class CompareParityTest {

    @TempDir
    Path out;

    @Test
    void compareMatchesTheSeed() throws Exception {
        BadInputTest.Result r = BadInputTest.run("compare", "vLLM=" + Parity.EXAMPLES.resolve("vllm-8b"), "SGLang=" + Parity.EXAMPLES.resolve("sglang-8b"),
                "--out", out.toString(), "--formats", "svg");
        assertEquals(0, r.status(), r.err());
        Parity.assertCsvs(Parity.REFERENCE.resolve("compare"), out);
        Parity.assertCaptions(Parity.REFERENCE.resolve("compare"), out);
    }

    @Test
    void matrixMatchesTheSeedAndNamesTheFailedCase() throws Exception {
        BadInputTest.Result r = BadInputTest.run("matrix", Parity.EXAMPLES.resolve("matrix.json").toString(), "--out", out.toString(), "--formats", "svg");
        assertEquals(0, r.status(), r.err());
        assertEquals("case 'phi-3-mini bf16 1xH100' failed and is not drawn: arm B failed: CUDA out of memory", r.err().strip());
        Parity.assertCsvs(Parity.REFERENCE.resolve("matrix"), out);
        String seed = Files.readString(Parity.REFERENCE.resolve("matrix/captions.md")).strip();
        String ours = Files.readString(out.resolve("captions.md")).strip();
        assertTrue(ours.contains(" These are the captions of the figures this run wrote: matrix."), ours);
        ours = ours.replace(" These are the captions of the figures this run wrote: matrix.", "");
        assertTrue(ours.startsWith(seed), ours);
        assertTrue(ours.endsWith(" 1 case failed and is not drawn: phi-3-mini bf16 1xH100 (arm B failed: CUDA out of memory)."), ours);
    }

    @Test
    void aMatrixWithoutFinishedCasesIsOneLine() throws Exception {
        Path file = Files.writeString(out.resolve("m.json"), "{\"a\": \"A\", \"b\": \"B\", \"cases\": [{\"label\": \"x\", \"error\": \"boom\"}]}");
        BadInputTest.Result r = BadInputTest.run("matrix", file.toString(), "--out", out.resolve("figs").toString());
        assertEquals(2, r.status());
        assertTrue(r.err().contains("error: " + file + ": this matrix has no finished cases (1 failed)"), r.err());
    }

    @Test
    void aBadRunSpecIsOneLine() {
        BadInputTest.Result r = BadInputTest.run("compare", "examples/vllm-8b");
        assertEquals(2, r.status());
        assertEquals("error: runs are given as LABEL=RUN_DIR, not 'examples/vllm-8b'", r.err().strip());
    }
}
