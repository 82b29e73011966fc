#version 450
// bf16_unscale: the bf16 gemm's result from the f16 gemm of its scaled operands (src/ops/matmul/bf16-scaled.ts).
// Row m of A was scaled by 2^sA[m] and column n of B by 2^sB[n] (bf16_scale.comp), so C[m, n] = P[m, n] *
// 2^-(sA[m] + sB[n]) for P the f32 product of the scaled operands: a multiplication by a power of two, exact
// wherever the result is a normal f32 (P is, up to the f32 accumulation's rounding, the exact sum scaled).
// The result is stored as f32 or rounded once to bf16 (OUT_BF16, convert.glsl); with accumulate != 0 it is
// added to C first, as gemm_half's store does.
//
// Bindings (set 0): 0 = P (readonly, f32, contiguous [batch, M, N]), 1 = sA, 2 = sB (readonly, i32), 3 = C
//   (f32, or bf16 bits with OUT_BF16; read too with accumulate).
// Push constants: M, N, batch; offP, offC (elements; C contiguous [batch, M, N]); batchA, batchB (the
//   distance between consecutive batches' exponents: M or N, or 0 for an operand used for every batch);
//   accumulate.
// Workgroup size: specialization constant 0 (default 256). Grid: one invocation per element, a 1-D count.

#extension GL_EXT_shader_16bit_storage : require

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"
#include "convert.glsl"

layout(set = 0, binding = 0, std430) readonly buffer P { float p[]; };
layout(set = 0, binding = 1, std430) readonly buffer SA { int sA[]; };
layout(set = 0, binding = 2, std430) readonly buffer SB { int sB[]; };
#ifdef OUT_BF16
layout(set = 0, binding = 3, std430) buffer C { uint16_t c[]; };
#else
layout(set = 0, binding = 3, std430) buffer C { float c[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint M;
  uint N;
  uint batch;
  uint offP;
  uint offC;
  uint batchA;
  uint batchB;
  uint accumulate;
} pc;

// 2^e for e in [-126, 127], exactly.
float pow2(int e) { return uintBitsToFloat(uint(e + 127) << 23); }

// v * 2^e by steps of at most 2^126 each way (|e| reaches 2 * 164): every step but the last is exact.
float scaleBy(float v, int e) {
  for (int i = 0; i < 3 && e < -126; i++) {
    v *= pow2(-126);
    e += 126;
  }
  for (int i = 0; i < 3 && e > 127; i++) {
    v *= pow2(127);
    e -= 127;
  }
  return v * pow2(clamp(e, -126, 127));
}

void main() {
  const uint i = linearInvocation();
  const uint mn = pc.M * pc.N;
  if (i >= pc.batch * mn) return;
  const uint b = i / mn, m = (i % mn) / pc.N, n = i % pc.N;
  float v = scaleBy(p[pc.offP + i], -(sA[b * pc.batchA + m] + sB[b * pc.batchB + n]));
  const uint o = pc.offC + i;
#ifdef OUT_BF16
  if (pc.accumulate != 0u) v += uintBitsToFloat(bf16ToF32Bits(uint(c[o])));
  c[o] = uint16_t(f32ToBf16Bits(floatBitsToUint(v)));
#else
  c[o] = pc.accumulate != 0u ? c[o] + v : v;
#endif
}
