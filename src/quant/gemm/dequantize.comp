#version 450
// dequantize_f16: GGML blocks to f16. W [rows, blocks-per-row] is read verbatim (row r at byte
// offW + r * ldw); blocks blk0 .. blk0 + blocks - 1 of every row are decoded as ggml's to_float decodes them
// (f32), rounded to f16 once by packHalf2x16 (nearest even on NVIDIA and lavapipe; Vulkan does not specify
// its rounding: on a driver that truncates the bit-exact tests would fail, naming the weight),
// and written to Out [rows, blocks * BLOCK_WEIGHTS] at element offOut + r * ldOut. Decoding a column range of
// blocks lets quant.gemm's f16 path dequantize W a chunk of K at a time into a bounded scratch.
//
// Bindings (set 0): 0 = W blocks (readonly, 32-bit words), 1 = Out (writeonly, f16 in pairs of words),
// 2 = the codebook formats' packed grid (INIT only; readonly).
// Push constants: rows, blocks, blk0, offW, ldw (bytes), offOut, ldOut (f16 elements, multiples of 4).
// Workgroup size: fixed, 256. Grid: one invocation per UNITS_PER_INV units of 8 weights (ggml_blocks.glsl)
//   of one block, a 1-D count (linearInvocation()); adjacent invocations decode adjacent units of a block,
//   so both the block reads and the 8-byte stores of a run of 4 halves are adjacent.
// Defines (src/quant/gemm/kernels.ts): BLOCK_WEIGHTS, BLOCK_BYTES, POS, and CODES (the formats decoded as
//   a * code + m: the multiply-add is kept unfused by `precise`, so every weight is the f32 value ggml's
//   to_float and quant.dequantize compute) or DECODE with INIT (the codebook formats, products only);
//   UNITS_PER_INV (a power of two dividing the block's units, default 1): an invocation's consecutive units
//   (it issues all their loads before its stores, and those of one scale group share its decode).

#extension GL_EXT_control_flow_attributes : require

#define WG 256
#define UNITS (BLOCK_WEIGHTS / 8)
#ifndef UNITS_PER_INV
#define UNITS_PER_INV 1
#endif
#if (UNITS % UNITS_PER_INV) != 0
#error "UNITS_PER_INV must divide the units of a block"
#endif

layout(local_size_x = WG) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer Wq { uint qw[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Ov { uvec2 o[]; };
#ifdef INIT
layout(set = 0, binding = 2, std430) readonly buffer Grid { uint iqGridWords[]; };
#endif

#include "ggml_blocks.glsl"
#ifdef INIT
#include "ggml_blocks_iq.glsl"
#endif

layout(push_constant, std430) uniform Push {
  uint rows;
  uint blocks;
  uint blk0;
  uint offW;
  uint ldw;
  uint offOut;
  uint ldOut;
} pc;

void decodeUnit(uint b, uint s, out vec4 w0, out vec4 w1) {
#ifdef CODES
  vec4 c0, c1, am;
  CODES(b, s, c0, c1, am);
  precise vec4 r0 = am.x * c0 + am.y;
  precise vec4 r1 = am.z * c1 + am.w;
  w0 = r0;
  w1 = r1;
#else
  DECODE(b, s, w0, w1);
#endif
}

// Rounded by the conversion instruction: convert.glsl's integer rounding (f32ToF16Bits, 8 per unit) left
// this kernel at 43% of the copy roof on the H200 (q8_0 97 us at 4096 x 14336, rotated weights).
uvec2 run4(vec4 w) { return uvec2(packHalf2x16(w.xy), packHalf2x16(w.zw)); }

void main() {
#ifdef INIT
  INIT(); // every invocation takes part, before any bounds test
  barrier();
#endif
  const uint i = linearInvocation();
  if (i >= pc.rows * pc.blocks * (UNITS / UNITS_PER_INV)) return;
  // the unit fields are disjoint bits (s0 a multiple of UNITS_PER_INV), so the compiler sees which of an
  // invocation's units share a scale group
  const uint s0 = (i % (UNITS / UNITS_PER_INV)) * UNITS_PER_INV, q = i / (UNITS / UNITS_PER_INV);
  const uint bc = q % pc.blocks, r = q / pc.blocks;
  const uint b = pc.offW + r * pc.ldw + (pc.blk0 + bc) * BLOCK_BYTES;
  const uint e = pc.offOut + r * pc.ldOut + bc * BLOCK_WEIGHTS;
  vec4 w0[UNITS_PER_INV], w1[UNITS_PER_INV];
  [[unroll]] for (uint m = 0u; m < UNITS_PER_INV; m++) decodeUnit(b, s0 | m, w0[m], w1[m]);
  [[unroll]] for (uint m = 0u; m < UNITS_PER_INV; m++) {
    const uvec2 p = POS(s0 | m);
    o[(e + p.x) >> 2] = run4(w0[m]);
    o[(e + p.y) >> 2] = run4(w1[m]);
  }
}
