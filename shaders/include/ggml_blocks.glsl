// GGML block layouts read in place from a buffer of verbatim blocks (no repacking). Blocks are byte-aligned
// (q4_0 is 18 bytes), so fields are read through byte offsets: every field these formats read starts at an
// even offset, so a 16-bit read never straddles a word and a 32-bit read is aligned or off by 2 bytes.
//
// The includer declares the block buffer `uint qw[]` before including this file. Device buffers hold whole
// 32-bit words (Device.alloc rounds their size up), so the word holding a buffer's last byte is in range.
//
// Each format has a unit of 8 weights of one block, the work of one invocation: two runs of 4 consecutive
// weights at positions pos_<fmt>(s) of the block (s: the unit's index in the block, adjacent invocations
// adjacent units, so their 32-bit loads are adjacent words), decoded by decode_<fmt>(b, s, w0, w1) with b
// the block's byte offset. Values match ggml's to_float: f32 products of the decoded scales and codes.

uint qU16(uint o) { return (qw[o >> 2] >> ((o & 2u) * 8u)) & 0xffffu; }
uint qU32(uint o) {
  const uint i = o >> 2, lo = qw[i];
  // a branch, not a select: the next word is read only when the field reaches into it
  if ((o & 2u) == 0u) return lo;
  return (lo >> 16) | (qw[i + 1u] << 16);
}

// The 4 bytes of a word, unsigned, and as int8.
uvec4 bytesOf(uint q) { return (uvec4(q) >> uvec4(0u, 8u, 16u, 24u)) & 0xffu; }
ivec4 sbytesOf(uint q) { return ivec4(uvec4(q) << uvec4(24u, 16u, 8u, 0u)) >> 24; }
uvec4 lowNibbles(uint q) { return (uvec4(q) >> uvec4(0u, 8u, 16u, 24u)) & 0xfu; }
uvec4 highNibbles(uint q) { return (uvec4(q) >> uvec4(4u, 12u, 20u, 28u)) & 0xfu; }

// An IEEE half, exactly, in integer arithmetic: subnormals are normalised by hand (a float result is never
// subnormal, so no flush-to-zero rule can touch it), -0, infinities and NaN keep their bits.
float halfToFloat(uint h) {
  const uint sign = (h & 0x8000u) << 16, e = (h >> 10) & 0x1fu, m = h & 0x3ffu;
  if (e == 31u) return uintBitsToFloat(sign | 0x7f800000u | (m << 13));
  if (e != 0u) return uintBitsToFloat(sign | ((e + 112u) << 23) | (m << 13));
  if (m == 0u) return uintBitsToFloat(sign);
  const int p = findMSB(m); // m = 1.f * 2^p, value m * 2^-24
  return uintBitsToFloat(sign | (uint(p + 103) << 23) | ((m << (23 - p)) & 0x7fffffu));
}

// ---- 32-weight blocks: weights j and j + 16 share byte j of qs (q8_0: 8 consecutive codes) ----

uvec2 pos_legacy(uint s) { return uvec2(4u * s, 16u + 4u * s); }

// q8_0: d (f16), int8 qs[32].
uvec2 pos_q8_0(uint s) { return uvec2(8u * s, 8u * s + 4u); }
void decode_q8_0(uint b, uint s, out vec4 w0, out vec4 w1) {
  const float d = halfToFloat(qU16(b));
  w0 = d * vec4(sbytesOf(qU32(b + 2u + 8u * s)));
  w1 = d * vec4(sbytesOf(qU32(b + 6u + 8u * s)));
}

// q4_0: d, qs[16] (4-bit codes - 8).
uvec2 pos_q4_0(uint s) { return pos_legacy(s); }
void decode_q4_0(uint b, uint s, out vec4 w0, out vec4 w1) {
  const float d = halfToFloat(qU16(b));
  const uint q = qU32(b + 2u + 4u * s);
  w0 = d * (vec4(lowNibbles(q)) - 8.0);
  w1 = d * (vec4(highNibbles(q)) - 8.0);
}

// q4_1: d, m, qs[16] (d * code + m).
uvec2 pos_q4_1(uint s) { return pos_legacy(s); }
void decode_q4_1(uint b, uint s, out vec4 w0, out vec4 w1) {
  const float d = halfToFloat(qU16(b)), m = halfToFloat(qU16(b + 2u));
  const uint q = qU32(b + 4u + 4u * s);
  w0 = d * vec4(lowNibbles(q)) + m;
  w1 = d * vec4(highNibbles(q)) + m;
}

// The fifth bits of weights 4s..4s+3 (bits of qh) and of weights 16+4s.. (bits 16 higher).
uvec4 fifthBits(uint qh, uint j) { return ((uvec4(qh) >> (uvec4(0u, 1u, 2u, 3u) + j)) & 1u) << 4; }

// q5_0: d, qh (u32), qs[16] (5-bit codes - 16).
uvec2 pos_q5_0(uint s) { return pos_legacy(s); }
void decode_q5_0(uint b, uint s, out vec4 w0, out vec4 w1) {
  const float d = halfToFloat(qU16(b));
  const uint qh = qU32(b + 2u), q = qU32(b + 6u + 4u * s);
  w0 = d * (vec4(lowNibbles(q) | fifthBits(qh, 4u * s)) - 16.0);
  w1 = d * (vec4(highNibbles(q) | fifthBits(qh, 16u + 4u * s)) - 16.0);
}

// q5_1: d, m, qh, qs[16] (d * code + m).
uvec2 pos_q5_1(uint s) { return pos_legacy(s); }
void decode_q5_1(uint b, uint s, out vec4 w0, out vec4 w1) {
  const float d = halfToFloat(qU16(b)), m = halfToFloat(qU16(b + 2u));
  const uint qh = qU32(b + 4u), q = qU32(b + 8u + 4u * s);
  w0 = d * vec4(lowNibbles(q) | fifthBits(qh, 4u * s)) + m;
  w1 = d * vec4(highNibbles(q) | fifthBits(qh, 16u + 4u * s)) + m;
}

// ---- 256-weight superblocks: 32 units ----

// q4_K / q5_K: 8 sub-blocks of 32 with 6-bit scales and mins packed in 12 bytes at b + 4; unit s is
// bytes 4t..4t+3 (t = s % 8) of chunk j = s / 8 of qs: low nibbles weights 64j + 4t.., sub-block 2j; high
// nibbles weights 64j + 32 + 4t.., sub-block 2j + 1.
uvec2 pos_k4(uint s) {
  const uint j = s >> 3, t = s & 7u;
  return uvec2(64u * j + 4u * t, 64u * j + 32u + 4u * t);
}

uint scaleByte(uvec3 sc, uint k) { return (sc[k >> 2] >> ((k & 3u) * 8u)) & 0xffu; }

// Sub-block i's scale (x) and min (y), 6 bits each (ggml's get_scale_min_k4).
uvec2 scaleMinK4(uvec3 sc, uint i) {
  if (i < 4u) return uvec2(scaleByte(sc, i) & 63u, scaleByte(sc, i + 4u) & 63u);
  const uint hi = scaleByte(sc, i + 4u);
  return uvec2((hi & 0xfu) | ((scaleByte(sc, i - 4u) >> 6) << 4), (hi >> 4) | ((scaleByte(sc, i) >> 6) << 4));
}

// The f32 scale and min of sub-blocks 2j and 2j + 1 (d * sc, dmin * m).
void scalesK4(uint b, uint j, out vec2 d0, out vec2 d1) {
  const float d = halfToFloat(qU16(b)), dmin = halfToFloat(qU16(b + 2u));
  const uvec3 sc = uvec3(qU32(b + 4u), qU32(b + 8u), qU32(b + 12u));
  const uvec2 a = scaleMinK4(sc, 2u * j), c = scaleMinK4(sc, 2u * j + 1u);
  d0 = vec2(d * float(a.x), dmin * float(a.y));
  d1 = vec2(d * float(c.x), dmin * float(c.y));
}

// q4_K: d, dmin, scales[12], qs[128].
uvec2 pos_q4_K(uint s) { return pos_k4(s); }
void decode_q4_K(uint b, uint s, out vec4 w0, out vec4 w1) {
  vec2 d0, d1;
  scalesK4(b, s >> 3, d0, d1);
  const uint q = qU32(b + 16u + 32u * (s >> 3) + 4u * (s & 7u));
  w0 = d0.x * vec4(lowNibbles(q)) - d0.y;
  w1 = d1.x * vec4(highNibbles(q)) - d1.y;
}

// q5_K: d, dmin, scales[12], qh[32], qs[128]; byte 4t.. of qh holds the fifth bits of every chunk (bit 2j
// for the low nibbles of chunk j, 2j + 1 for the high).
uvec2 pos_q5_K(uint s) { return pos_k4(s); }
void decode_q5_K(uint b, uint s, out vec4 w0, out vec4 w1) {
  const uint j = s >> 3, t = s & 7u;
  vec2 d0, d1;
  scalesK4(b, j, d0, d1);
  const uvec4 qh = bytesOf(qU32(b + 16u + 4u * t));
  const uint q = qU32(b + 48u + 32u * j + 4u * t);
  w0 = d0.x * vec4(lowNibbles(q) | (((qh >> (2u * j)) & 1u) << 4)) - d0.y;
  w1 = d1.x * vec4(highNibbles(q) | (((qh >> (2u * j + 1u)) & 1u) << 4)) - d1.y;
}

// q6_K: ql[128], qh[64], int8 scales[16], d (f16) at 208. Two halves of 128 weights (h = s / 16); in a
// half, unit v = s % 16 is group g = v % 8 (l = 4g..4g+3) of pair p = v / 8: ql byte 32p + l (low nibble:
// weight 32p + l, high: 64 + 32p + l) and bits 2p (low) and 2p + 4 (high) of qh byte l; sub-blocks of 16.
uvec2 pos_q6_K(uint s) {
  const uint h = s >> 4, p = (s >> 3) & 1u, g = s & 7u;
  const uint p0 = 128u * h + 32u * p + 4u * g;
  return uvec2(p0, p0 + 64u);
}
void decode_q6_K(uint b, uint s, out vec4 w0, out vec4 w1) {
  const uint h = s >> 4, p = (s >> 3) & 1u, g = s & 7u;
  const float d = halfToFloat(qU16(b + 208u));
  const uint ql = qU32(b + 64u * h + 32u * p + 4u * g);
  const uvec4 qh = bytesOf(qU32(b + 128u + 32u * h + 4u * g));
  const uint k = 8u * h + (g >> 2) + 2u * p; // scale of the low run; the high run's is k + 4
  const ivec4 sc = sbytesOf(qU32(b + 192u + (k & ~3u)));
  const ivec4 sc2 = sbytesOf(qU32(b + 192u + ((k + 4u) & ~3u)));
  const float s0 = d * float(sc[k & 3u]), s1 = d * float(sc2[(k + 4u) & 3u]);
  w0 = s0 * (vec4(lowNibbles(ql) | (((qh >> (2u * p)) & 3u) << 4)) - 32.0);
  w1 = s1 * (vec4(highNibbles(ql) | (((qh >> (2u * p + 4u)) & 3u) << 4)) - 32.0);
}
