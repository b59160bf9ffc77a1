package dev.figmark.recipes.run;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

class FunctionNamesTest {

    @Test
    void namesLibrariesForWhatTheyAreAndDropsArgumentsAndVersions() {
        assertEquals("GPU driver", FunctionNames.readable("libcuda.so.550.90.07!?"));
        assertEquals("NCCL", FunctionNames.readable("libnccl.so.2.21.5!?"));
        assertEquals("libfoo", FunctionNames.readable("libfoo.so.1!?"));
        assertEquals("clock (vdso)", FunctionNames.readable("[vdso]"));
        assertEquals("PyEval_EvalFrameDefault", FunctionNames.readable("_PyEval_EvalFrameDefault"));
        assertEquals("memmove_avx…aligned_erms", FunctionNames.readable("__memmove_avx_unaligned_erms@@GLIBC_2.2.5"));
        assertEquals("safetensors…:deserialize", FunctionNames.readable("safetensors::tensor::deserialize(std::vector<unsigned char>)"));
    }

    @Test
    void longTemplateNamesLoseTheirTemplateArgumentsNotTheirEnd() {
        assertEquals("std::_Funct…>::_M_invoke", FunctionNames.readable(
                "std::_Function_handler<void (torch::jit::Stack&), createOperator_addmm>::_M_invoke(std::_Any_data const&)"));
        assertEquals("at::native::addmm", FunctionNames.readable("at::native::addmm(at::Tensor const&, c10::Scalar) const"));
        assertEquals("abcdefghijk…pqrstuvwxyz", FunctionNames.shorten("abcdefghijklmnopqrstuvwxyz", 23));
        assertEquals("short", FunctionNames.shorten("short", 23));
    }

    @Test
    void repeatedLabelsInAPanelAreNumbered() {
        assertEquals(List.of("a", "b", "a #2", "a #3"), FunctionNames.distinct(List.of("a", "b", "a", "a")));
    }
}
