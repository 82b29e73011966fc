// GGML's codebook formats (IQ2_XXS, IQ2_XS, IQ2_S, IQ3_XXS, IQ3_S, IQ1_S, IQ1_M) for quant.matvec, in the
// contract of ggml_blocks.glsl (included first: qU16, qU32, halfToFloat): pos_<fmt>(s) and
// decode_<fmt>(b, s, w0, w1) per unit of 8 weights, values equal to ggml's to_float (f32 products of the
// decoded scale and the grid values; a sign flips a product exactly). All are 256-weight blocks whose unit s
// is weights 8s..8s+7: one 8-weight grid point (IQ2, IQ1) or two 4-weight points sharing a sign byte (IQ3).
//
// The grids are indexed per weight group, a different point in every invocation. Their words (generated:
// src/quant/generated/iq-grids-gpu.ts, 16 bits a point) come in a storage buffer the includer declares as
// `uint iqGridWords[]` when INIT is defined (not GLSL constant arrays: see scripts/iq-grids-glsl.ts), and, as
// ggml-vulkan does, each workgroup first copies its format's grid (0.5-4 KiB) into shared memory: init_<fmt>(),
// then a barrier, before any decode_<fmt>.

#include "iq_grids.glsl"

uint iqByte(uint o) { return (qw[o >> 2] >> ((o & 3u) * 8u)) & 0xffu; }

// One shared copy per grid; a variant keeps only its own (unused ones are dead code to glslc -O).
shared uint iq2xxsGrid[IQ2XXS_GRID_WORDS];
shared uint iq2xsGrid[IQ2XS_GRID_WORDS];
shared uint iq2sGrid[IQ2S_GRID_WORDS];
shared uint iq3xxsGrid[IQ3XXS_GRID_WORDS];
shared uint iq3sGrid[IQ3S_GRID_WORDS];
shared uint iq1sGrid[IQ1S_GRID_WORDS];

// Arrays are values in GLSL function calls (a shared array cannot be passed by reference): macros.
#define IQ_LOAD(dst, words) \
  for (uint i = gl_LocalInvocationID.x; i < (words); i += gl_WorkGroupSize.x) dst[i] = iqGridWords[i]
#define IQ_POINT(grid, i) ((grid[(i) >> 1] >> (((i) & 1u) * 16u)) & 0xffffu)

// Level (signed byte) of 2-bit codes c (levels in one word), or of 4-bit codes (levels in two).
ivec4 iqLevels2(uint lv, uvec4 c) { return ivec4(uvec4(lv) << (24u - 8u * c)) >> 24; }
ivec4 iqLevels4(uvec2 lv, uvec4 c) {
  const uvec4 w = mix(uvec4(lv.x), uvec4(lv.y), greaterThanEqual(c, uvec4(4u)));
  return ivec4(w << (24u - 8u * (c & 3u))) >> 24;
}

const uvec4 IQ_LOW2 = uvec4(0u, 2u, 4u, 6u);
const uvec4 IQ_BITS = uvec4(0u, 1u, 2u, 3u);

// db * level, negated where bit j of sb is set (ggml: db * grid[j] * (sign ? -1 : 1)).
vec4 iqSigned(float db, ivec4 lv, uint sb) {
  const vec4 m = db * vec4(lv);
  return mix(m, -m, notEqual((uvec4(sb) >> IQ_BITS) & 1u, uvec4(0u)));
}

// The 8 weights of a 2-bit-coded IQ2 point p with sign byte sb.
void iq2Point(uint p, uint lv, uint sb, float db, out vec4 w0, out vec4 w1) {
  w0 = iqSigned(db, iqLevels2(lv, (uvec4(p) >> IQ_LOW2) & 3u), sb);
  w1 = iqSigned(db, iqLevels2(lv, (uvec4(p) >> (IQ_LOW2 + 8u)) & 3u), sb >> 4);
}

// The 8 weights of two 4-bit-coded IQ3 points, sb's low nibble the first's signs.
void iq3Pair(uint p0, uint p1, uvec2 lv, uint sb, float db, out vec4 w0, out vec4 w1) {
  w0 = iqSigned(db, iqLevels4(lv, (uvec4(p0) >> (4u * IQ_BITS)) & 15u), sb);
  w1 = iqSigned(db, iqLevels4(lv, (uvec4(p1) >> (4u * IQ_BITS)) & 15u), sb >> 4);
}

// The 8 weights of an IQ1 point (values -1, 0, 1): dl * (value + delta).
void iq1Point(uint p, float delta, float dl, out vec4 w0, out vec4 w1) {
  w0 = dl * (vec4(iqLevels2(IQ1S_LEVELS.x, (uvec4(p) >> IQ_LOW2) & 3u)) + delta);
  w1 = dl * (vec4(iqLevels2(IQ1S_LEVELS.x, (uvec4(p) >> (IQ_LOW2 + 8u)) & 3u)) + delta);
}

uvec2 posIq(uint s) { return uvec2(8u * s, 8u * s + 4u); }

// ggml's IQ2 group scale d * (0.5 + s) * 0.25, in f32 left to right.
float iq2Scale(float d, uint s) { return d * (0.5 + float(s)) * 0.25; }

// iq2_xxs (66 bytes): d, then per 32 weights (ib = s / 4) 4 index bytes and a u32 of 4 seven-bit sign
// indices (bits 7l..) and the 4-bit scale (bits 28..31).
uvec2 pos_iq2_xxs(uint s) { return posIq(s); }
void decode_iq2_xxs(uint b, uint s, out vec4 w0, out vec4 w1) {
  const uint ib = s >> 2, aux = qU32(b + 6u + 8u * ib);
  const float db = iq2Scale(halfToFloat(qU16(b)), aux >> 28);
  const uint p = IQ_POINT(iq2xxsGrid, iqByte(b + 2u + 8u * ib + (s & 3u)));
  iq2Point(p, IQ2XXS_LEVELS.x, iqSignByte((aux >> (7u * (s & 3u))) & 127u), db, w0, w1);
}

// iq2_xs (74 bytes): d, a u16 per unit (index bits 0..8, sign index 9..15), a scale byte per 32 weights
// (low nibble: units 0, 1 of the 32; high: 2, 3) at 66.
uvec2 pos_iq2_xs(uint s) { return posIq(s); }
void decode_iq2_xs(uint b, uint s, out vec4 w0, out vec4 w1) {
  const uint v = qU16(b + 2u + 2u * s), sc = (iqByte(b + 66u + (s >> 2)) >> (4u * ((s >> 1) & 1u))) & 0xfu;
  iq2Point(IQ_POINT(iq2xsGrid, v & 511u), IQ2XS_LEVELS.x, iqSignByte(v >> 9), iq2Scale(halfToFloat(qU16(b)), sc), w0, w1);
}

// iq2_s (82 bytes): d, a low index byte per unit at 2, a sign byte per unit at 34, per 32 weights a qh byte
// (2 high index bits per unit) at 66 and a scale byte (as iq2_xs) at 74.
uvec2 pos_iq2_s(uint s) { return posIq(s); }
void decode_iq2_s(uint b, uint s, out vec4 w0, out vec4 w1) {
  const uint ib = s >> 2, l = s & 3u;
  const uint index = iqByte(b + 2u + s) | (((iqByte(b + 66u + ib) >> (2u * l)) & 3u) << 8);
  const uint sc = (iqByte(b + 74u + ib) >> (4u * (l >> 1))) & 0xfu;
  iq2Point(IQ_POINT(iq2sGrid, index), IQ2S_LEVELS.x, iqByte(b + 34u + s), iq2Scale(halfToFloat(qU16(b)), sc), w0, w1);
}

// iq3_xxs (98 bytes): d, two index bytes per unit at 2, per 32 weights a u32 at 66 as iq2_xxs's second
// word; scale d * (0.5 + s) * 0.5.
uvec2 pos_iq3_xxs(uint s) { return posIq(s); }
void decode_iq3_xxs(uint b, uint s, out vec4 w0, out vec4 w1) {
  const uint aux = qU32(b + 66u + 4u * (s >> 2)), g = qU16(b + 2u + 2u * s);
  const float db = halfToFloat(qU16(b)) * (0.5 + float(aux >> 28)) * 0.5;
  const uint sb = iqSignByte((aux >> (7u * (s & 3u))) & 127u);
  iq3Pair(IQ_POINT(iq3xxsGrid, g & 0xffu), IQ_POINT(iq3xxsGrid, g >> 8), IQ3XXS_LEVELS, sb, db, w0, w1);
}

// iq3_s (110 bytes): d, two low index bytes per unit at 2, per 32 weights a qh byte at 66 (bit 2l + k: the
// 9th index bit of point k of unit l), a sign byte per unit at 74, a scale nibble per 32 weights at 106
// (scale d * (1 + 2 s)).
uvec2 pos_iq3_s(uint s) { return posIq(s); }
void decode_iq3_s(uint b, uint s, out vec4 w0, out vec4 w1) {
  const uint ib = s >> 2, g = qU16(b + 2u + 2u * s), qh = iqByte(b + 66u + ib) >> (2u * (s & 3u));
  const float db = halfToFloat(qU16(b)) * float(1u + 2u * ((iqByte(b + 106u + (ib >> 1)) >> (4u * (ib & 1u))) & 0xfu));
  const uint i0 = (g & 0xffu) | ((qh & 1u) << 8), i1 = (g >> 8) | (((qh >> 1) & 1u) << 8);
  iq3Pair(IQ_POINT(iq3sGrid, i0), IQ_POINT(iq3sGrid, i1), IQ3S_LEVELS, iqByte(b + 74u + s), db, w0, w1);
}

// iq1_s (50 bytes): d, a low index byte per unit at 2, per 32 weights a u16 at 34 (bits 3l..3l+2: unit l's
// high index bits, 12..14: scale s giving d * (2 s + 1), 15: the delta's sign).
uvec2 pos_iq1_s(uint s) { return posIq(s); }
void decode_iq1_s(uint b, uint s, out vec4 w0, out vec4 w1) {
  const uint qh = qU16(b + 34u + 2u * (s >> 2));
  const float dl = halfToFloat(qU16(b)) * float(2u * ((qh >> 12) & 7u) + 1u);
  const uint index = iqByte(b + 2u + s) | (((qh >> (3u * (s & 3u))) & 7u) << 8);
  iq1Point(IQ_POINT(iq1sGrid, index), (qh & 0x8000u) != 0u ? -IQ1S_DELTA : IQ1S_DELTA, dl, w0, w1);
}

// iq1_m (56 bytes): a low index byte per unit at 0, a nibble per unit at 32 (3 high index bits, then the
// delta's sign), 4 u16 at 48: 3-bit scales per 16 weights (d * (2 s + 1)), their top nibbles the f16 d.
uvec2 pos_iq1_m(uint s) { return posIq(s); }
void decode_iq1_m(uint b, uint s, out vec4 w0, out vec4 w1) {
  const uint ib = s >> 2, l = s & 3u, lo = qU32(b + 48u), hi = qU32(b + 52u);
  const float d = halfToFloat(((lo >> 12) & 0xfu) | ((lo >> 24) & 0xf0u) | ((hi >> 4) & 0xf00u) | ((hi >> 16) & 0xf000u));
  // scale word ib / 2 (lo: words 0, 1; hi: 2, 3), 6 bits per 32 weights, 3 per 16
  const uint sc = (((ib & 4u) != 0u ? hi : lo) >> (16u * ((ib >> 1) & 1u) + 6u * (ib & 1u) + 3u * (l >> 1))) & 7u;
  const uint h = iqByte(b + 32u + 2u * ib + (l >> 1)) >> (4u * (l & 1u));
  const uint index = iqByte(b + s) | ((h & 7u) << 8);
  iq1Point(IQ_POINT(iq1sGrid, index), (h & 8u) != 0u ? -IQ1M_DELTA : IQ1M_DELTA, d * float(2u * sc + 1u), w0, w1);
}

#ifdef INIT
// The formats' INIT: their grid from the bound words into shared memory.
void init_iq2_xxs() { IQ_LOAD(iq2xxsGrid, IQ2XXS_GRID_WORDS); }
void init_iq2_xs() { IQ_LOAD(iq2xsGrid, IQ2XS_GRID_WORDS); }
void init_iq2_s() { IQ_LOAD(iq2sGrid, IQ2S_GRID_WORDS); }
void init_iq3_xxs() { IQ_LOAD(iq3xxsGrid, IQ3XXS_GRID_WORDS); }
void init_iq3_s() { IQ_LOAD(iq3sGrid, IQ3S_GRID_WORDS); }
void init_iq1_s() { IQ_LOAD(iq1sGrid, IQ1S_GRID_WORDS); }
void init_iq1_m() { IQ_LOAD(iq1sGrid, IQ1S_GRID_WORDS); }
#endif
