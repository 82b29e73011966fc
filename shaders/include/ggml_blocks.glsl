// GGML block layouts read in place from a buffer of verbatim blocks (no repacking). Blocks are byte-aligned
// (q4_0 is 18 bytes), so fields are read through byte offsets: every 16- and 32-bit field these formats read
// starts at an even offset (every block size is even), so a 16-bit read never straddles a word and a 32-bit
// read is aligned or off by 2 bytes; single scale bytes (q3_K, iq4_xs) are read out of their word.
//
// The includer declares the blocks as `uint qw[]` (a buffer, or a shared copy) before including this file,
// and BLOCK_BYTES when its blocks start at multiples of BLOCK_BYTES from the array's start. Device buffers
// hold whole 32-bit words (Device.alloc rounds their size up), so the word holding a buffer's last byte is in
// range (a shared copy holds the words of its blocks' bytes).
//
// Each format has a unit of 8 weights of one block, the work of one invocation: two runs of 4 consecutive
// weights at positions pos_<fmt>(s) of the block (s: the unit's index in the block, adjacent invocations
// adjacent units, so their 32-bit loads are adjacent words), decoded by decode_<fmt>(b, s, w0, w1) with b
// the block's byte offset. Values match ggml's to_float: f32 products of the decoded scales and codes.
//
// decode_<fmt> is made from codes_<fmt>(b, s, c0, c1, am): each run as a scale, codes and an offset, w = a *
// c + m with am = (a0, m0, a1, m1), m -0.0 where the format has none (x + -0.0 is x, -0.0 included). The
// codes and scales are exact in f32 and a * c + m is the expression ggml's to_float rounds, so the weights
// are its values; a matvec may instead weigh the codes (a * dot(c, x) + m * sum(x)), fewer operations per
// weight in another rounding order.
#define DECODE_FROM_CODES(fmt) \
  void decode_##fmt(uint b, uint s, out vec4 w0, out vec4 w1) { \
    vec4 am; \
    codes_##fmt(b, s, w0, w1, am); \
    w0 = am.x * w0 + am.y; \
    w1 = am.z * w1 + am.w; \
  }
// The offset of a run without one.
#define NO_MIN (-0.0)

uint qU8(uint o) { return (qw[o >> 2] >> ((o & 3u) * 8u)) & 0xffu; }
uint qU16(uint o) { return (qw[o >> 2] >> ((o & 2u) * 8u)) & 0xffffu; }
#if defined(BLOCK_BYTES) && (BLOCK_BYTES % 4) == 0
// Blocks of whole words (q4_1, q5_1, q2_K, q4_K, q5_K, iq4_xs, iq1_m) start on a word, the includer's blocks
// lying at multiples of BLOCK_BYTES from one, and these formats read their 32-bit fields at word offsets in
// the block: one load.
uint qU32(uint o) { return qw[o >> 2]; }
#else
uint qU32(uint o) {
  // a select, not a branch: adjacent blocks of an 18-byte format alternate alignment, and a branch would
  // diverge; the next word is clamped to the buffer, so the last field of a buffer never reads past it
  const uint i = o >> 2, lo = qw[i], hi = qw[min(i + 1u, uint(qw.length()) - 1u)];
  return (o & 2u) == 0u ? lo : (lo >> 16) | (hi << 16);
}
#endif

// 4 codes 0..127 (one per byte) minus c, as 4 packed int8 (no borrow crosses a byte: each starts at 128 + q;
// the int8 dot-product kernels' centred codes).
uint centre4(uint q, uint c) { return ((q | 0x80808080u) - c * 0x01010101u) ^ 0x80808080u; }

// The 4 bytes of a word, unsigned, and as int8.
uvec4 bytesOf(uint q) { return (uvec4(q) >> uvec4(0u, 8u, 16u, 24u)) & 0xffu; }
ivec4 sbytesOf(uint q) { return ivec4(uvec4(q) << uvec4(24u, 16u, 8u, 0u)) >> 24; }
uvec4 lowNibbles(uint q) { return (uvec4(q) >> uvec4(0u, 8u, 16u, 24u)) & 0xfu; }
uvec4 highNibbles(uint q) { return (uvec4(q) >> uvec4(4u, 12u, 20u, 28u)) & 0xfu; }

// An IEEE half, exactly, without branches: the exponent rebiased in the bits (infinities and NaN moved on
// to 255, their payload kept); a subnormal, rebiased as if normal to 2^-15 (1 + m / 1024), is 2 * that -
// 2^-14 = m * 2^-24, exact, with no f32 subnormal on the way, so no flush-to-zero rule can touch it; the sign
// goes on last (-0 kept).
float halfToFloat(uint h) {
  const uint em = h & 0x7fffu;
  const float f = uintBitsToFloat((em << 13) + (em >= 0x7c00u ? 224u << 23 : 112u << 23));
  const float mag = em < 0x400u ? f * 2.0 - uintBitsToFloat(0x38800000u) : f; // 2^-14
  return uintBitsToFloat(floatBitsToUint(mag) | ((h & 0x8000u) << 16));
}

// ---- 32-weight blocks: weights j and j + 16 share byte j of qs (q8_0: 8 consecutive codes) ----

uvec2 pos_legacy(uint s) { return uvec2(4u * s, 16u + 4u * s); }

// q8_0: d (f16), int8 qs[32].
uvec2 pos_q8_0(uint s) { return uvec2(8u * s, 8u * s + 4u); }
void codes_q8_0(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const float d = halfToFloat(qU16(b));
  c0 = vec4(sbytesOf(qU32(b + 2u + 8u * s)));
  c1 = vec4(sbytesOf(qU32(b + 6u + 8u * s)));
  am = vec4(d, NO_MIN, d, NO_MIN);
}
DECODE_FROM_CODES(q8_0)

// q4_0: d, qs[16] (4-bit codes - 8).
uvec2 pos_q4_0(uint s) { return pos_legacy(s); }
void codes_q4_0(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const float d = halfToFloat(qU16(b));
  const uint q = qU32(b + 2u + 4u * s);
  c0 = vec4(lowNibbles(q)) - 8.0;
  c1 = vec4(highNibbles(q)) - 8.0;
  am = vec4(d, NO_MIN, d, NO_MIN);
}
DECODE_FROM_CODES(q4_0)

// q4_1: d, m, qs[16] (d * code + m).
uvec2 pos_q4_1(uint s) { return pos_legacy(s); }
void codes_q4_1(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const float d = halfToFloat(qU16(b)), m = halfToFloat(qU16(b + 2u));
  const uint q = qU32(b + 4u + 4u * s);
  c0 = vec4(lowNibbles(q));
  c1 = vec4(highNibbles(q));
  am = vec4(d, m, d, m);
}
DECODE_FROM_CODES(q4_1)

// The fifth bits of weights 4s..4s+3 (bits of qh) and of weights 16+4s.. (bits 16 higher).
uvec4 fifthBits(uint qh, uint j) { return ((uvec4(qh) >> (uvec4(0u, 1u, 2u, 3u) + j)) & 1u) << 4; }

// q5_0: d, qh (u32), qs[16] (5-bit codes - 16).
uvec2 pos_q5_0(uint s) { return pos_legacy(s); }
void codes_q5_0(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const float d = halfToFloat(qU16(b));
  const uint qh = qU32(b + 2u), q = qU32(b + 6u + 4u * s);
  c0 = vec4(lowNibbles(q) | fifthBits(qh, 4u * s)) - 16.0;
  c1 = vec4(highNibbles(q) | fifthBits(qh, 16u + 4u * s)) - 16.0;
  am = vec4(d, NO_MIN, d, NO_MIN);
}
DECODE_FROM_CODES(q5_0)

// q5_1: d, m, qh, qs[16] (d * code + m).
uvec2 pos_q5_1(uint s) { return pos_legacy(s); }
void codes_q5_1(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const float d = halfToFloat(qU16(b)), m = halfToFloat(qU16(b + 2u));
  const uint qh = qU32(b + 4u), q = qU32(b + 8u + 4u * s);
  c0 = vec4(lowNibbles(q) | fifthBits(qh, 4u * s));
  c1 = vec4(highNibbles(q) | fifthBits(qh, 16u + 4u * s));
  am = vec4(d, m, d, m);
}
DECODE_FROM_CODES(q5_1)

// ---- 256-weight superblocks: 32 units ----

// q4_K / q5_K: 8 sub-blocks of 32 with 6-bit scales and mins packed in 12 bytes at b + 4; unit s is
// bytes 4t..4t+3 (t = s % 8) of chunk j = s / 8 of qs: low nibbles weights 64j + 4t.., sub-block 2j; high
// nibbles weights 64j + 32 + 4t.., sub-block 2j + 1.
uvec2 pos_k4(uint s) {
  const uint j = s >> 3, t = s & 7u;
  return uvec2(64u * j + 4u * t, 64u * j + 32u + 4u * t);
}

// The 6-bit scales (x, y) and mins (z, w) of sub-blocks 2j and 2j + 1 (ggml's get_scale_min_k4), four
// sub-blocks' bytes at a time in word operations, without a branch on j: sub-blocks 0-3 are the low 6 bits
// of scale bytes 0-3 (mins 4-7); 4-7 a nibble of bytes 8-11 and the top 2 bits of bytes 0-3 (mins 4-7).
uvec4 scaleMinPairK4(uvec3 sc, uint j) {
  const bool high = j >= 2u;
  const uint s = high ? (sc.z & 0x0f0f0f0fu) | ((sc.x >> 2) & 0x30303030u) : sc.x & 0x3f3f3f3fu;
  const uint m = high ? ((sc.z >> 4) & 0x0f0f0f0fu) | ((sc.y >> 2) & 0x30303030u) : sc.y & 0x3f3f3f3fu;
  const uint sh = 16u * (j & 1u);
  return uvec4(uvec2(s, m).xxyy >> uvec4(sh, sh + 8u, sh, sh + 8u)) & 0xffu;
}

// The f32 scale and min of sub-blocks 2j and 2j + 1 (d * sc, dmin * m).
void scalesK4(uint b, uint j, out vec2 d0, out vec2 d1) {
  const float d = halfToFloat(qU16(b)), dmin = halfToFloat(qU16(b + 2u));
  const uvec3 sc = uvec3(qU32(b + 4u), qU32(b + 8u), qU32(b + 12u));
  const uvec4 sm = scaleMinPairK4(sc, j);
  d0 = vec2(d * float(sm.x), dmin * float(sm.z));
  d1 = vec2(d * float(sm.y), dmin * float(sm.w));
}

// q4_K: d, dmin, scales[12], qs[128].
uvec2 pos_q4_K(uint s) { return pos_k4(s); }
void codes_q4_K(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  vec2 d0, d1;
  scalesK4(b, s >> 3, d0, d1);
  const uint q = qU32(b + 16u + 32u * (s >> 3) + 4u * (s & 7u));
  c0 = vec4(lowNibbles(q));
  c1 = vec4(highNibbles(q));
  am = vec4(d0.x, -d0.y, d1.x, -d1.y);
}
DECODE_FROM_CODES(q4_K)

// q5_K: d, dmin, scales[12], qh[32], qs[128]; byte 4t.. of qh holds the fifth bits of every chunk (bit 2j
// for the low nibbles of chunk j, 2j + 1 for the high).
uvec2 pos_q5_K(uint s) { return pos_k4(s); }
void codes_q5_K(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const uint j = s >> 3, t = s & 7u;
  vec2 d0, d1;
  scalesK4(b, j, d0, d1);
  const uvec4 qh = bytesOf(qU32(b + 16u + 4u * t));
  const uint q = qU32(b + 48u + 32u * j + 4u * t);
  c0 = vec4(lowNibbles(q) | (((qh >> (2u * j)) & 1u) << 4));
  c1 = vec4(highNibbles(q) | (((qh >> (2u * j + 1u)) & 1u) << 4));
  am = vec4(d0.x, -d0.y, d1.x, -d1.y);
}
DECODE_FROM_CODES(q5_K)

// q6_K: ql[128], qh[64], int8 scales[16], d (f16) at 208. Two halves of 128 weights (h = s / 16); in a
// half, unit v = s % 16 is group g = v % 8 (l = 4g..4g+3) of pair p = v / 8: ql byte 32p + l (low nibble:
// weight 32p + l, high: 64 + 32p + l) and bits 2p (low) and 2p + 4 (high) of qh byte l; sub-blocks of 16.
uvec2 pos_q6_K(uint s) {
  const uint h = s >> 4, p = (s >> 3) & 1u, g = s & 7u;
  const uint p0 = 128u * h + 32u * p + 4u * g;
  return uvec2(p0, p0 + 64u);
}
void codes_q6_K(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const uint h = s >> 4, p = (s >> 3) & 1u, g = s & 7u;
  const float d = halfToFloat(qU16(b + 208u));
  const uint ql = qU32(b + 64u * h + 32u * p + 4u * g);
  const uvec4 qh = bytesOf(qU32(b + 128u + 32u * h + 4u * g));
  const uint k = 8u * h + (g >> 2) + 2u * p; // scale of the low run; the high run's is k + 4
  const ivec4 sc = sbytesOf(qU32(b + 192u + (k & ~3u)));
  const ivec4 sc2 = sbytesOf(qU32(b + 192u + ((k + 4u) & ~3u)));
  const float s0 = d * float(sc[k & 3u]), s1 = d * float(sc2[(k + 4u) & 3u]);
  c0 = vec4(lowNibbles(ql) | (((qh >> (2u * p)) & 3u) << 4)) - 32.0;
  c1 = vec4(highNibbles(ql) | (((qh >> (2u * p + 4u)) & 3u) << 4)) - 32.0;
  am = vec4(s0, NO_MIN, s1, NO_MIN);
}
DECODE_FROM_CODES(q6_K)

// ---- 2-bit planes (q2_K, q3_K, tq2_0): byte l of 32-byte half h of qs holds weights 128h + l + 32n in bits
// 2n. Unit s reads word t = s % 8 of half h = s / 16 and takes its planes 2p and 2p + 1 (p = s / 8 % 2):
// weights 128h + 64p + 4t.. and 32 further. ----

uvec2 pos_planes2(uint s) {
  const uint p0 = 128u * (s >> 4) + 64u * ((s >> 3) & 1u) + 4u * (s & 7u);
  return uvec2(p0, p0 + 32u);
}

// Unit s's two runs of 2-bit codes from the qs starting at byte q.
void planes2(uint q, uint s, out uvec4 c0, out uvec4 c1) {
  const uint word = qU32(q + 32u * (s >> 4) + 4u * (s & 7u)), sh = 4u * ((s >> 3) & 1u);
  c0 = (uvec4(word) >> (uvec4(0u, 8u, 16u, 24u) + sh)) & 3u;
  c1 = (uvec4(word) >> (uvec4(2u, 10u, 18u, 26u) + sh)) & 3u;
}

// Unit s's first run lies in group g0 = 8h + 4p + t / 4 of 16 weights; its second in g0 + 2.
uint group16(uint s) { return 8u * (s >> 4) + 4u * ((s >> 3) & 1u) + ((s & 7u) >> 2); }

// q2_K: scales[16] (low nibble: group scale, high: group min), qs[64], d and dmin (f16) at 80:
// d * sc * q - dmin * m.
uvec2 pos_q2_K(uint s) { return pos_planes2(s); }
void codes_q2_K(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const uint dm = qU32(b + 80u), g = group16(s);
  const float d = halfToFloat(dm & 0xffffu), dmin = halfToFloat(dm >> 16);
  const uvec4 sc = bytesOf(qU32(b + (g & ~3u))); // the scale bytes of groups g & ~3 .. +3 (g0 and g0 + 2)
  const uint s0 = sc[g & 3u], s1 = sc[(g & 3u) + 2u];
  uvec4 q0, q1;
  planes2(b + 16u, s, q0, q1);
  c0 = vec4(q0);
  c1 = vec4(q1);
  am = vec4(d * float(s0 & 15u), -(dmin * float(s0 >> 4)), d * float(s1 & 15u), -(dmin * float(s1 >> 4)));
}
DECODE_FROM_CODES(q2_K)

// Group g's q3_K scale, -32..31: a low nibble (byte g of the 12 at b + 96 for g < 8, else the high nibble of
// byte g - 8) and two top bits (bits 2 (g / 4).. of byte 8 + g % 4).
int scaleQ3(uint b, uint g) {
  const uint lo = (qU8(b + 96u + (g & 7u)) >> (4u * (g >> 3))) & 15u;
  const uint hi = (qU8(b + 104u + (g & 3u)) >> (2u * (g >> 2))) & 3u;
  return int(lo | (hi << 4)) - 32;
}

// q3_K: hmask[32] (bit k of byte l: weight 32k + l has its third bit), qs[64], scales[12], d (f16) at 108:
// d * sc * (q - 4 when the third bit is clear).
uvec2 pos_q3_K(uint s) { return pos_planes2(s); }
void codes_q3_K(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const float d = halfToFloat(qU16(b + 108u));
  const uint g = group16(s), k = 4u * (s >> 4) + 2u * ((s >> 3) & 1u); // the hmask bit of the first run
  const uvec4 hm = bytesOf(qU32(b + 4u * (s & 7u)));
  uvec4 q0, q1;
  planes2(b + 32u, s, q0, q1);
  c0 = vec4(q0) - vec4((~hm >> k) & 1u) * 4.0;
  c1 = vec4(q1) - vec4((~hm >> (k + 1u)) & 1u) * 4.0;
  am = vec4(d * float(scaleQ3(b, g)), NO_MIN, d * float(scaleQ3(b, g + 2u)), NO_MIN);
}
DECODE_FROM_CODES(q3_K)

// tq2_0: qs[64] (codes q + 1), d (f16) at 64: d * q.
uvec2 pos_tq2_0(uint s) { return pos_planes2(s); }
void codes_tq2_0(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const float d = halfToFloat(qU16(b + 64u));
  uvec4 q0, q1;
  planes2(b, s, q0, q1);
  c0 = vec4(q0) - 1.0;
  c1 = vec4(q1) - 1.0;
  am = vec4(d, NO_MIN, d, NO_MIN);
}
DECODE_FROM_CODES(tq2_0)

// ---- tq1_0: qs[48], qh[4], d (f16) at 52. A byte holds 5 trits (qh bytes 4) as a base-3 fraction of 256:
// trit n of byte q is ((q * 3^n) mod 256) * 3 / 256, minus 1. qs[m] (m < 32) holds weights m + 32n, qs[32 + m]
// weights 160 + m + 16n, qh[j] weights 240 + j + 4n. ----

// A run of unit s (r = 0, 1): the byte offset in the block of its word, its trit, its first weight. Units
// 0-15 take trits 2p, 2p + 1 of word s % 8 of qs[0..31] (p = s / 8); units 16-23 the same of word s % 4 of
// qs[32..47]; units 24-31 (v = s - 24) trit 4 of word v of qs[0..31], and trit 4 of word v of qs[32..47]
// (v < 4) or trit v - 4 of qh (v >= 4).
uvec3 tq1Run(uint s, uint r) {
  if (s < 16u) {
    const uint t = s & 7u, n = 2u * (s >> 3) + r;
    return uvec3(4u * t, n, 32u * n + 4u * t);
  }
  if (s < 24u) {
    const uint t = s & 3u, n = 2u * ((s - 16u) >> 2) + r;
    return uvec3(32u + 4u * t, n, 160u + 16u * n + 4u * t);
  }
  const uint v = s - 24u;
  if (r == 0u) return uvec3(4u * v, 4u, 128u + 4u * v);
  return v < 4u ? uvec3(32u + 4u * v, 4u, 224u + 4u * v) : uvec3(48u, v - 4u, 224u + 4u * v);
}

uint pow3(uint n) { return ((n & 1u) != 0u ? 3u : 1u) * ((n & 2u) != 0u ? 9u : 1u) * ((n & 4u) != 0u ? 81u : 1u); }

// Trit n of the 4 bytes of word q, as -1, 0, 1.
vec4 trits(uint q, uint n) { return vec4((((bytesOf(q) * pow3(n)) & 0xffu) * 3u) >> 8) - 1.0; }

uvec2 pos_tq1_0(uint s) { return uvec2(tq1Run(s, 0u).z, tq1Run(s, 1u).z); }
void codes_tq1_0(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const float d = halfToFloat(qU16(b + 52u));
  const uvec3 r0 = tq1Run(s, 0u), r1 = tq1Run(s, 1u);
  c0 = trits(qU32(b + r0.x), r0.y);
  c1 = trits(qU32(b + r1.x), r1.y);
  am = vec4(d, NO_MIN, d, NO_MIN);
}
DECODE_FROM_CODES(tq1_0)

// ---- iq4_nl / iq4_xs: 4-bit indices into ggml's 16-value non-linear codebook (kvalues_iq4nl), nibbles laid
// out as q4_0's (byte j of 16: weight j low, j + 16 high) ----

// The codebook as int8 bytes in a vector of words, -127 -104 -83 -65 | -49 -35 -22 -10 | 1 13 25 38 | 53 69 89
// 113: picking a component of a vector value is a select, where indexing a constant array makes drivers copy
// it to per-invocation memory (lavapipe ran iq4_nl 20x slower so).
const uvec4 KVALUES_IQ4 = uvec4(0xbfad9881u, 0xf6eaddcfu, 0x26190d01u, 0x71594535u);
vec4 kvalues4(uvec4 q) {
  const uvec4 w = uvec4(KVALUES_IQ4[q.x >> 2], KVALUES_IQ4[q.y >> 2], KVALUES_IQ4[q.z >> 2], KVALUES_IQ4[q.w >> 2]);
  return vec4(ivec4(w << (24u - 8u * (q & 3u))) >> 24);
}

// 4 codebook indices (a nibble in each byte) as their int8 values, packed (the int8 dot-product kernels' codes).
uint kvalueBytes(uint q) {
  uint r = 0u;
  [[unroll]] for (uint i = 0u; i < 4u; i++) {
    const uint k = (q >> (8u * i)) & 15u;
    r |= ((KVALUES_IQ4[k >> 2] >> (8u * (k & 3u))) & 0xffu) << (8u * i);
  }
  return r;
}

// iq4_nl: d (f16), qs[16]: d * kvalues[q].
uvec2 pos_iq4_nl(uint s) { return pos_legacy(s); }
void codes_iq4_nl(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const float d = halfToFloat(qU16(b));
  const uint q = qU32(b + 2u + 4u * s);
  c0 = kvalues4(lowNibbles(q));
  c1 = kvalues4(highNibbles(q));
  am = vec4(d, NO_MIN, d, NO_MIN);
}
DECODE_FROM_CODES(iq4_nl)

// iq4_xs: d (f16), scales_h (u16: 2 bits per group of 32), scales_l[4] (a nibble per group), qs[128] (16
// bytes per group): d * (ls - 32) * kvalues[q], ls 6 bits. Unit s is word s % 4 of group s / 4.
uvec2 pos_iq4_xs(uint s) {
  const uint p0 = 32u * (s >> 2) + 4u * (s & 3u);
  return uvec2(p0, p0 + 16u);
}
void codes_iq4_xs(uint b, uint s, out vec4 c0, out vec4 c1, out vec4 am) {
  const uint head = qU32(b), ib = s >> 2; // d, scales_h
  const uint ls = ((qU8(b + 4u + (ib >> 1)) >> (4u * (ib & 1u))) & 15u) | (((head >> (16u + 2u * ib)) & 3u) << 4);
  const float dl = halfToFloat(head & 0xffffu) * float(int(ls) - 32);
  const uint q = qU32(b + 8u + 16u * ib + 4u * (s & 3u));
  c0 = kvalues4(lowNibbles(q));
  c1 = kvalues4(highNibbles(q));
  am = vec4(dl, NO_MIN, dl, NO_MIN);
}
DECODE_FROM_CODES(iq4_xs)
