#version 450
// Rotary position embedding over x seen as [batch, heads, tokens, headDim] (the op maps a 3-D
// [tokens, heads, headDim] x onto it): for each pair p < pairs = rotaryDims / 2 of each head row,
//   y[a] = x[a] * cos - x[b] * sin,   y[b] = x[b] * cos + x[a] * sin
// with (a, b) = (p, p + pairs) (neox: rotate halves) or (2p, 2p + 1) (GPTJ: interleaved pairs), and the
// angle of (batch, token, p) either pos * freq[p] (f32 product; positions read on the GPU, the frequency
// table computed by the host) or from cos / sin tables (TABLE). Elements past rotaryDims are copied
// (none when the op runs in place: then passUnits is 0 and nothing past rotaryDims is touched).
//
// Variants (kernels.ts): f32 | f16 (f16 in and out, f32 math) x neox | gptj x pos | table x _vec4 |
// _strided. _vec4 moves four elements per access (vec4, or two words of f16) with x and y contiguous
// along headDim and every offset and stride a multiple of 4. _strided: f32 x and y any views; f16 x any
// view (elements read out of their words) and y written a word (two elements) at a time, so its rows
// start on words.
// Work per invocation (a "unit"): VEC pairs of one (batch, token) for HEADS heads: VEC sin/cos pairs
// computed once and reused for every head; each element read once and written once; all the heads'
// loads issued before the stores. Units past the rotated ones copy 2 VEC elements of the pass-through
// part. Unit order: unit within the row fastest, then token, head group, batch, so neighbouring
// invocations touch neighbouring memory.
//
// Bindings: 0 = x (readonly), 1 = y (writeonly; may be x itself, in place), 2 = positions (i32 / u32,
//   posSigned says which) | cos (TABLE), 3 = freq (f32 [pairs]) | sin (TABLE).
// Push constants: units (invocations), rowUnits, rotUnits (per row: rotation units, then copy units),
//   tokens, headGroups, heads, pairs (rotaryDims / 2), headDim, offX, sXb, sXh, sXt, sXd, offY, sYb, sYh, sYt, sYd (element
//   offsets and strides); positions: offP, sPb, sPt, posSigned, offF; TABLE: offC, sCb, sCt, sCi, offS,
//   sSb, sSt, sSi.
// Workgroup: specialization constant 0 (default 256). Grid: units / workgroup (linearInvocation()).

#extension GL_EXT_control_flow_attributes : require

layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"
#include "sincos.glsl"

#ifndef HEADS
#define HEADS 4
#endif

#if defined(VEC4)
#define VEC 4
#define V vec4
#elif defined(F16)
#define VEC 2
#define V vec2
#else
#define VEC 1
#define V float
#endif

#if defined(F16) && defined(VEC4)
layout(set = 0, binding = 0, std430) readonly buffer X { uvec2 x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { uvec2 y[]; };
#elif defined(F16)
layout(set = 0, binding = 0, std430) readonly buffer X { uint x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { uint y[]; };
#else
layout(set = 0, binding = 0, std430) readonly buffer X { V x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { V y[]; };
#endif

#ifdef TABLE
layout(set = 0, binding = 2, std430) readonly buffer Cos { float cosT[]; };
layout(set = 0, binding = 3, std430) readonly buffer Sin { float sinT[]; };
#else
layout(set = 0, binding = 2, std430) readonly buffer Pos { uint positions[]; };
layout(set = 0, binding = 3, std430) readonly buffer Freq { float freq[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint units;
  uint rowUnits;
  uint rotUnits;
  uint tokens;
  uint headGroups;
  uint heads;
  uint pairs;
  uint headDim;
  uint offX;
  uint sXb;
  uint sXh;
  uint sXt;
  uint sXd;
  uint offY;
  uint sYb;
  uint sYh;
  uint sYt;
  uint sYd;
#ifdef TABLE
  uint offC;
  uint sCb;
  uint sCt;
  uint sCi;
  uint offS;
  uint sSb;
  uint sSt;
  uint sSi;
#else
  uint offP;
  uint sPb;
  uint sPt;
  uint posSigned;
  uint offF;
#endif
} pc;

// The vector of VEC elements starting at storage element `at` of x (then at + sXd for _strided f16), and
// its store into y. _vec4 and f16 _strided addresses are multiples of VEC (the op checks).
V load(uint at) {
#if defined(F16) && defined(VEC4)
  const uvec2 w = x[at >> 2];
  return vec4(unpackHalf2x16(w.x), unpackHalf2x16(w.y));
#elif defined(F16)
  const uint b = at + pc.sXd;
  return vec2(unpackHalf2x16(x[at >> 1] >> ((at & 1u) << 4)).x, unpackHalf2x16(x[b >> 1] >> ((b & 1u) << 4)).x);
#elif defined(VEC4)
  return x[at >> 2];
#else
  return x[at];
#endif
}

void store(uint at, V v) {
#if defined(F16) && defined(VEC4)
  y[at >> 2] = uvec2(packHalf2x16(v.xy), packHalf2x16(v.zw));
#elif defined(F16)
  y[at >> 1] = packHalf2x16(v);
#elif defined(VEC4)
  y[at >> 2] = v;
#else
  y[at] = v;
#endif
}

#if VEC == 4
#define FROM(a) vec4(a[0], a[1], a[2], a[3])
#elif VEC == 2
#define FROM(a) vec2(a[0], a[1])
#else
#define FROM(a) a[0]
#endif

// cos and sin of the angles of pairs p0 .. p0 + VEC - 1 of (b, t).
void angles(uint b, uint t, uint p0, out V c, out V s) {
  float cs[VEC], sn[VEC];
#ifdef TABLE
  [[unroll]] for (uint k = 0u; k < VEC; k++) {
    cs[k] = cosT[pc.offC + b * pc.sCb + t * pc.sCt + (p0 + k) * pc.sCi];
    sn[k] = sinT[pc.offS + b * pc.sSb + t * pc.sSt + (p0 + k) * pc.sSi];
  }
#else
  const uint raw = positions[pc.offP + b * pc.sPb + t * pc.sPt];
  const float pos = pc.posSigned != 0u ? float(int(raw)) : float(raw);
  [[unroll]] for (uint k = 0u; k < VEC; k++) {
    precise float a = pos * freq[pc.offF + p0 + k]; // one f32 rounding, as the reference
    sinCos(a, sn[k], cs[k]);
  }
#endif
  c = FROM(cs);
  s = FROM(sn);
}

// Rotates one vector pair: neox (and GPTJ at VEC 1) lo holds the first elements of the pairs and hi their
// partners; GPTJ at VEC > 1 lo holds pairs p0.. and hi the next VEC / 2 pairs, each pair (even, odd).
#if defined(GPTJ) && VEC == 4
#define LOW(v) (v).xxyy
#define HIGH(v) (v).zzww
#define SWAP(v) vec4(-(v).y, (v).x, -(v).w, (v).z)
#elif defined(GPTJ) && VEC == 2
#define LOW(v) (v).xx
#define HIGH(v) (v).yy
#define SWAP(v) vec2(-(v).y, (v).x)
#endif

void main() {
  uint u = linearInvocation();
  if (u >= pc.units) return;
  const uint j = u % pc.rowUnits;
  u /= pc.rowUnits;
  const uint t = u % pc.tokens;
  u /= pc.tokens;
  const uint h0 = (u % pc.headGroups) * HEADS;
  const uint b = u / pc.headGroups;
  const uint xRow = pc.offX + b * pc.sXb + t * pc.sXt;
  const uint yRow = pc.offY + b * pc.sYb + t * pc.sYt;

  if (j >= pc.rotUnits) {
    // pass-through: two vectors from rotaryDims + 2 VEC (j - rotUnits) (the last may be past headDim)
    const uint d0 = 2u * pc.pairs + (j - pc.rotUnits) * 2u * VEC;
    [[unroll]] for (uint k = 0u; k < HEADS; k++) {
      const uint h = h0 + k;
      if (h >= pc.heads) break;
      [[unroll]] for (uint e = 0u; e < 2u; e++) {
        const uint d = d0 + e * VEC;
        if (d < pc.headDim) store(yRow + h * pc.sYh + d * pc.sYd, load(xRow + h * pc.sXh + d * pc.sXd));
      }
    }
    return;
  }

  const uint p0 = j * VEC;
#if defined(GPTJ)
  const uint da = 2u * p0, db = 2u * p0 + VEC;
#else
  const uint da = p0, db = p0 + pc.pairs;
#endif
  // the heads' loads first: they wait on nothing, the angles on the position (or table) loads
  V lo[HEADS], hi[HEADS];
  [[unroll]] for (uint k = 0u; k < HEADS; k++) {
    const uint h = h0 + k;
    if (h < pc.heads) {
      lo[k] = load(xRow + h * pc.sXh + da * pc.sXd);
      hi[k] = load(xRow + h * pc.sXh + db * pc.sXd);
    }
  }
  V c, s;
  angles(b, t, p0, c, s);
  [[unroll]] for (uint k = 0u; k < HEADS; k++) {
    const uint h = h0 + k;
    if (h >= pc.heads) break;
#if defined(GPTJ) && VEC > 1
    const V ya = lo[k] * LOW(c) + SWAP(lo[k]) * LOW(s);
    const V yb = hi[k] * HIGH(c) + SWAP(hi[k]) * HIGH(s);
#else
    const V ya = lo[k] * c - hi[k] * s;
    const V yb = hi[k] * c + lo[k] * s;
#endif
    store(yRow + h * pc.sYh + da * pc.sYd, ya);
    store(yRow + h * pc.sYh + db * pc.sYd, yb);
  }
}
