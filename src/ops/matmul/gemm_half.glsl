// The half-precision gemm's common part (gemm.comp with HALF, and gemm_coopmat.comp): the result buffer,
// the push constants, the batch offsets and the store. A and B are f16 or bf16 (IN_BF16), the product is
// accumulated in f32 and stored as f32, or rounded once to the input dtype (OUT_HALF: round to nearest
// even, bit-exact with convert()). With pc.accumulate != 0 the stored value is C + A B (C read first).
//
// Push constants: M, N, K; offA, offB, offC (element offsets; gemm_coopmat's VEC variants: offA, offB,
//   lda, ldb, batchA and batchB in units of 4 elements); lda, ldb (row strides of the stored a and b);
//   batchA, batchB (the distance between consecutive matrices of a batch; 0: one matrix for every batch);
//   accumulate (0: C = A B, else C += A B). The batch index is gl_WorkGroupID.z; C is contiguous
//   [batch, M, N] from offC. TILE_ROW0 is the first row of the workgroup's block and ROWS_M the end of its
//   rows (the kernels compare rows with it).
// SEGMENTS: a ragged batch (gemm_segments.glsl: pc.batch groups, the workgroup's block found by
//   segmentTile() at the top of main; A and C are one matrix of all groups' rows, B one matrix a group).
// The including kernel enables GL_EXT_shader_16bit_storage (its A and B come first).

#include "convert.glsl"

#ifdef OUT_HALF
layout(set = 0, binding = 2, std430) buffer MatC { uint16_t c[]; };
#else
layout(set = 0, binding = 2, std430) buffer MatC { float c[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint M;
  uint N;
  uint K;
  uint offA;
  uint offB;
  uint offC;
  uint lda;
  uint ldb;
  uint batchA;
  uint batchB;
  uint accumulate;
  uint batch; // the grid's z (the host's dispatch rule reads it); SEGMENTS: the groups seg bounds
#ifdef SEGMENTS
  uint groupFirst; // the groups this dispatch multiplies: groupFirst .. groupEnd - 1 (gemm_segments.glsl)
  uint groupEnd;
#endif
} pc;

#ifdef SEGMENTS
#include "gemm_segments.glsl"
#define TILE_ROW0 segRow0
#define ROWS_M segRowEnd
#define OFF_A pc.offA
#define OFF_B (pc.offB + segMatrix * pc.batchB)
#define OFF_C pc.offC
#else
#define TILE_ROW0 (gl_WorkGroupID.y * BM)
#define ROWS_M pc.M
#define OFF_A (pc.offA + gl_WorkGroupID.z * pc.batchA)
#define OFF_B (pc.offB + gl_WorkGroupID.z * pc.batchB)
#define OFF_C (pc.offC + gl_WorkGroupID.z * pc.M * pc.N)
#endif

// A stored f16 or bf16 element (its 16 bits) as an f32, exactly.
float widen(uint bits) {
#ifdef IN_BF16
  return uintBitsToFloat(bits << 16);
#else
  return uintBitsToFloat(f16ToF32Bits(bits));
#endif
}

void storeC(uint i, float v) {
#ifdef OUT_HALF
  if (pc.accumulate != 0u) v += widen(uint(c[i]));
#ifdef IN_BF16
  c[i] = uint16_t(f32ToBf16Bits(floatBitsToUint(v)));
#else
  c[i] = uint16_t(f32ToF16Bits(floatBitsToUint(v)));
#endif
#else
  c[i] = pc.accumulate != 0u ? c[i] + v : v;
#endif
}
