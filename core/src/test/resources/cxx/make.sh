#!/bin/sh
# The demangler's fixture: real symbols and what binutils' c++filt prints for them, made once with
#   sh make.sh > symbols.tsv
# from the exported symbols of the system's libstdc++ (every 5th, for size), the symbols of the run examples, and
# hand-written ones for shapes libstdc++ lacks (lambdas, packs, clones, function pointers, arrays, literals).
set -eu
{
  nm -D --defined-only /usr/lib/x86_64-linux-gnu/libstdc++.so.6 | awk '{print $NF}' | grep '^_Z' | sed 's/@.*//' | sort -u | awk 'NR % 5 == 0'
  cat <<'SYMS'
_ZN5torch8autograd12VariableType12_GLOBAL__N_13addERKN2at6TensorES6_RKN3c106ScalarE
_ZNSt6vectorIiSaIiEE9push_backERKi
_ZNSsC1Ev
_ZNKSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEE4sizeEv
_Z1fIiEvT_
_ZN1AC2Ev
_ZN1AD0Ev
_ZlsRSoPFRSoS_E
_Z3fooPFviE
_Z3fooPPFviE
_Z3fooRKPFviE
_ZZ4mainE1x
_ZZ4mainE1x_0
_ZZ4mainENKUlvE_clEv
_ZZ4mainENKUliE0_clEi
_ZNSt8ios_base4InitC1Ev
_Z1fILi3EEvv
_Z1fILb1EEvv
_Z1fILj7EEvv
_Z1fILin2EEvv
_ZN9__gnu_cxx13new_allocatorIcE8allocateEmPKv
_Z1fA10_i
_Z1fPA10_i
_Z1fA2_A3_i
_Z1fA10_Pi
_Z1fM1AFviE
_Z1fM1AKFviE
_Z1fM1Ai
_ZTV1A
_ZTI1A
_ZTS1A
_ZGVZ1fvE1x
_ZNSt6chrono3_V212system_clock3nowEv
_ZNKSt3__14hashIiEclEi
_Z1fIJidEEvDpT_
_Z1fIJEEvDpT_
_ZN1AcviEv
_Z1fIiEDTcl1gfp_EET_
_Z1fv.cold
_Z1fi.isra.0
_Z1fi.constprop.0.isra.0
_Z1fPVKi
_Z1fPKVi
_Z1fRA4_Kc
_Z1fOi
_Z1fDn
_Z1fz
_Z1fiz
_ZN2at6native18elementwise_kernelILi128ELi2EZNS0_22gpu_kernel_impl_nocastIZZZNS0_23direct_copy_kernel_cudaERNS_18TensorIteratorBaseEENKUlvE1_clEvENKUlvE2_clEvEUlfE_EEvS4_RKT_EUliE_EEviT1_
_ZN4vllm15rms_norm_kernelIN3c108BFloat16EEEvPT_PKS3_S6_fii
_ZNK3c1010TensorImpl4sizeEl
_ZN3c106detail14torchCheckFailEPKcS2_jRKNSt7__cxx1112basic_stringIcSt11char_traitsIcESaIcEEE
_ZN5torch3jit6tracer9addInputsEPNS0_4NodeEPKcRKN2at6TensorE
_ZNSt10unique_ptrIN3c1010TensorImplESt14default_deleteIS1_EED2Ev
_ZN2at4_ops3add4callERKNS_6TensorES4_RKN3c106ScalarE
_ZL8internalv
_ZN12_GLOBAL__N_13fooEv
_ZNK1AplERKS_
_ZN1AplIiEEiT_
_ZNSt6vectorIiSaIiEEixEm
_ZN1AI1BIiEE1fEv
_Z1fI1AIcEEvT_
_ZTv0_n24_N1A1fEv
_ZThn8_N1A1fEv
_ZN1A1fB5cxx11Ev
_ZNKSt3mapIiiSt4lessIiESaISt4pairIKiiEEE4findERS3_
_Z1fSt6vectorIS_IiSaIiEESaIS1_EE
SYMS
} | while IFS= read -r sym; do printf '%s\t%s\n' "$sym" "$(printf '%s\n' "$sym" | c++filt)"; done
