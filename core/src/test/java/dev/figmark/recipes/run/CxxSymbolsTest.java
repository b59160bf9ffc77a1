package dev.figmark.recipes.run;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * C++ symbols read back as binutils' c++filt reads them, on 1,239 real and hand-made symbols (src/test/resources/cxx,
 * made by make.sh): each is either exactly what c++filt prints or kept as it is, never something else.
 */
class CxxSymbolsTest {

    private record Pair(String symbol, String expected) {
    }

    private static List<Pair> fixture() throws IOException {
        List<Pair> out = new ArrayList<>();
        for (String line : Files.readAllLines(Path.of("src/test/resources/cxx/symbols.tsv"))) {
            String[] parts = line.split("\t", 2);
            out.add(new Pair(parts[0], parts[1]));
        }
        return out;
    }

    @Test
    void everySymbolIsWhatCxxfiltPrintsOrKeptAsItIs() throws IOException {
        List<String> wrong = new ArrayList<>();
        int read = 0;
        List<Pair> all = fixture();
        for (Pair pair : all) {
            String ours = CxxSymbols.demangle(pair.symbol());
            if (ours.equals(pair.expected())) {
                read++;
            } else if (!ours.equals(pair.symbol())) {
                wrong.add(pair.symbol() + "\n  c++filt: " + pair.expected() + "\n  ours:    " + ours);
            }
        }
        assertEquals(List.of(), wrong, wrong.size() + " read differently");
        // What is left as it is: decltype expressions (1 of the 1,239 here).
        assertTrue(read >= all.size() * 0.99, read + " of " + all.size() + " read");
    }

    @Test
    void theNamesOfARunAreRead() {
        assertEquals("torch::autograd::VariableType::(anonymous namespace)::add(at::Tensor const&, at::Tensor const&, c10::Scalar const&)",
                CxxSymbols.demangle("_ZN5torch8autograd12VariableType12_GLOBAL__N_13addERKN2at6TensorES6_RKN3c106ScalarE"));
        assertEquals("void f<int>(int)", CxxSymbols.demangle("_Z1fIiEvT_"));
    }

    @Test
    void whatIsNotAMangledNameOrCannotBeReadIsKept() {
        for (String s : List.of("main", "_PyEval_EvalFrameDefault", "_Z", "_Z1", "_Z999f", "_Z1fIiEDTcl1gfp_EET_", "_ZS_",
                "_Z1fPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPPi",
                "_Z1fv.", "_Z1fvX", "_Z1fT_")) {
            assertEquals(s, CxxSymbols.demangle(s), s);
        }
    }
}
