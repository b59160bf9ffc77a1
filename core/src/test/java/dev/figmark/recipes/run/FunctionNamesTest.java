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
        assertEquals("memmove_avx_unaligned_erms", FunctionNames.readable("__memmove_avx_unaligned_erms@@GLIBC_2.2.5"), "whole: it wraps");
        assertEquals("tensor::deserialize", FunctionNames.readable("safetensors::tensor::deserialize(std::vector<unsigned char>)"));
    }

    @Test
    void longNamesLoseTheirTemplateArgumentsAndOuterScopesNeverTheirLetters() {
        assertEquals("_Function_handler<…>::_M_invoke", FunctionNames.readable(
                "std::_Function_handler<void (torch::jit::Stack&), createOperator_addmm>::_M_invoke(std::_Any_data const&)"));
        assertEquals("at::native::addmm", FunctionNames.readable("at::native::addmm(at::Tensor const&, c10::Scalar) const"));
        assertEquals("abcdefghijklmnopqrstuvwxyz", FunctionNames.compact("abcdefghijklmnopqrstuvwxyz", 23));
        assertEquals("short", FunctionNames.compact("short", 23));
    }

    @Test
    void cxxSymbolsAreDemangledFirst() {
        assertEquals("VariableType::add", FunctionNames.readable("_ZN5torch8autograd12VariableType12_GLOBAL__N_13addERKN2at6TensorES6_RKN3c106ScalarE"));
        assertEquals("c10::TensorImpl::size", FunctionNames.readable("_ZNK3c1010TensorImpl4sizeEl"));
        assertEquals("vllm::rms_norm_kernel<…>", FunctionNames.kernel("_ZN4vllm15rms_norm_kernelIN3c108BFloat16EEEvPT_PKS3_S6_fii"),
                "a kernel's return type and arguments go, and its template arguments past 30 characters");
        assertEquals("vllm::act_kernel<c10::Half>", FunctionNames.kernel("void vllm::act_kernel<c10::Half>"), "short: whole");
        assertEquals("f", FunctionNames.readable("_Z1fv.cold"));
    }

    @Test
    void repeatedLabelsInAPanelAreNumbered() {
        assertEquals(List.of("a", "b", "a #2", "a #3"), FunctionNames.distinct(List.of("a", "b", "a", "a")));
        // Names that compaction makes the same are told apart by what their template's last argument names.
        String handler = "std::_Function_handler<void (torch::jit::Stack&), torch::jit::(anonymous namespace)::createOperator_%s>::_M_invoke(std::_Any_data const&)";
        assertEquals(List.of("_M_invoke (createOperator_add)", "_M_invoke (createOperator_mul)", "GPU driver"),
                FunctionNames.labels(List.of(String.format(handler, "add"), String.format(handler, "mul"), "libcuda.so.1!?"), FunctionNames::readable));
        assertEquals(List.of("f", "f #2"), FunctionNames.labels(List.of("f(int)", "f(long)"), FunctionNames::readable),
                "what nothing tells apart is numbered");
        assertEquals(null, FunctionNames.lastTemplateArgument("std::function<void (std::vector<int>&)>::operator()()"), "a function type is no name");
    }
}
