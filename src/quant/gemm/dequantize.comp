#version 450
// dequantize_f16: GGML blocks to f16. W [rows, blocks-per-row] is read verbatim (row r at byte
// offW + r * ldw); blocks blk0 .. blk0 + blocks - 1 of every row are decoded as ggml's to_float decodes them
// (f32), rounded to f16 once by packHalf2x16 (nearest even on NVIDIA and lavapipe; Vulkan does not specify
// its rounding: on a driver that truncates the bit-exact tests would fail, naming the weight),
// and written to Out [rows, blocks * BLOCK_WEIGHTS] at element offOut + r * ldOut. Decoding a column range of
// blocks lets quant.gemm's f16 path dequantize W a chunk of K at a time into a bounded scratch.
// GATHER (dequantize_rows, quant.embedding): Out's row r is W's row ids[offIds + r] instead, and zeros where
// that id is not below tableRows (an i32 id below 0 reads as a uint of 2^31 or more: out of range too; W is
// then not read). OUT_F32: Out is f32, each weight stored as the f32 value to_float gives (4 a vec4).
//
// Bindings (set 0): 0 = W blocks (readonly, 32-bit words), 1 = Out (writeonly, f16 in pairs of words, or f32
// vec4s), GATHER: 2 = ids (readonly, u32 or i32); then the codebook formats' packed grid (INIT only; readonly).
// Push constants: rows, blocks, blk0, offW, ldw (bytes), offOut, ldOut (Out's elements, multiples of 4);
//   GATHER: offIds (elements), tableRows.
// Workgroup size: fixed, 256. Grid: rows (of Out) x ceil(blocks / GROUP_BLOCKS) workgroups, a 1-D count
//   (linearGroup(), row-major): each decodes GROUP_BLOCKS consecutive blocks of one row (fewer at a row's
//   end), WG * UNITS_PER_INV units of 8 weights (ggml_blocks.glsl).
// Scheme: the group's blocks are first copied into shared memory as whole words, every invocation issuing
//   its loads of adjacent words back to back; then each invocation decodes UNITS_PER_INV units from there,
//   unit tid + m * WG (adjacent invocations adjacent units, so the 8-byte stores of a run of 4 halves are
//   adjacent). Decoding straight from global memory, one 4-byte code load in flight per invocation, left
//   this kernel at 41-78% of the copy roof on the H200 (q4_K 56.5 us, q8_0 75.3 at 4096 x 14336, rotated).
// Defines (src/quant/gemm/kernels.ts): BLOCK_WEIGHTS, BLOCK_BYTES, POS, and CODES (the formats decoded as
//   a * code + m: the multiply-add is kept unfused by `precise`, so every weight is the f32 value ggml's
//   to_float and quant.dequantize compute) or DECODE with INIT (the codebook formats, products only);
//   UNITS_PER_INV (default 4; a power of two, at least the units that make a whole block per WG).

#extension GL_EXT_control_flow_attributes : require

#define WG 256
#define UNITS (BLOCK_WEIGHTS / 8)
#ifndef UNITS_PER_INV
#define UNITS_PER_INV 4
#endif
#define GROUP_BLOCKS (WG * UNITS_PER_INV / UNITS)
#if (WG * UNITS_PER_INV) % UNITS != 0
#error "a workgroup's units must make whole blocks"
#endif
// the group's bytes from a 2-byte-aligned start (blocks are even-sized): one word more than they fill
#define STAGE_WORDS ((GROUP_BLOCKS * BLOCK_BYTES + 2 + 3) / 4)

layout(local_size_x = WG) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer Wq { uint wq[]; };
#ifdef OUT_F32
layout(set = 0, binding = 1, std430) writeonly buffer Ov { vec4 o[]; };
#else
layout(set = 0, binding = 1, std430) writeonly buffer Ov { uvec2 o[]; };
#endif
#ifdef GATHER
layout(set = 0, binding = 2, std430) readonly buffer Ids { uint ids[]; };
#define GRID_BINDING 3
#else
#define GRID_BINDING 2
#endif
#ifdef INIT
layout(set = 0, binding = GRID_BINDING, std430) readonly buffer Grid { uint iqGridWords[]; };
#endif

// The staged blocks, the `qw` ggml_blocks.glsl reads (byte offsets from the first staged word).
shared uint qw[STAGE_WORDS];

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
#ifdef GATHER
  uint offIds;
  uint tableRows;
#endif
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
#ifdef OUT_F32
vec4 run4(vec4 w) { return w; }
#else
uvec2 run4(vec4 w) { return uvec2(packHalf2x16(w.xy), packHalf2x16(w.zw)); }
#endif

void main() {
  const uint groupsPerRow = (pc.blocks + GROUP_BLOCKS - 1u) / GROUP_BLOCKS;
  const uint g = linearGroup();
  if (g >= pc.rows * groupsPerRow) return; // a whole workgroup: no barrier is skipped by part of one
  const uint r = g / groupsPerRow, bc0 = (g % groupsPerRow) * GROUP_BLOCKS;
  const uint nb = min(GROUP_BLOCKS, pc.blocks - bc0);
#ifdef GATHER
  const uint id = ids[pc.offIds + r];
  const bool live = id < pc.tableRows; // the same for the whole workgroup
  const uint src = live ? id : 0u;
#define LIVE live &&
#else
  const uint src = r;
#define LIVE
#endif
  const uint base = pc.offW + src * pc.ldw + (pc.blk0 + bc0) * BLOCK_BYTES;
  const uint w0 = base >> 2, words = ((base & 3u) + nb * BLOCK_BYTES + 3u) >> 2;
  const uint tid = gl_LocalInvocationID.x;
#ifdef INIT
  INIT();
#endif
  [[unroll]] for (uint k = tid; k < STAGE_WORDS; k += WG)
    if (LIVE k < words) qw[k] = wq[w0 + k];
  barrier();

  const uint e0 = pc.offOut + r * pc.ldOut + bc0 * BLOCK_WEIGHTS;
  [[unroll]] for (uint m = 0u; m < UNITS_PER_INV; m++) {
    const uint u = tid + m * WG, lb = u / UNITS, s = u % UNITS;
    if (lb < nb) {
      vec4 a, c;
#ifdef GATHER
      a = c = vec4(0.0);
      if (live)
#endif
        decodeUnit((base & 3u) + lb * BLOCK_BYTES, s, a, c);
      const uvec2 p = POS(s);
      const uint e = e0 + lb * BLOCK_WEIGHTS;
      o[(e + p.x) >> 2] = run4(a);
      o[(e + p.y) >> 2] = run4(c);
    }
  }
}
