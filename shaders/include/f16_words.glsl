// f16 activations in 32-bit words, so no 16-bit storage feature is needed (as rope, attention and the index
// family): element e of a uint[] buffer is bits [16 (e & 1), 16 (e & 1) + 16) of word e >> 1. Math is f32;
// a result is rounded to f16 once, by packHalf2x16 (round to nearest even on lavapipe and NVIDIA; Vulkan
// lets a driver truncate, which the f16 tolerances allow). Invocations store whole words; where a result's
// first or last word is shared with a neighbour (an odd offset or length), the caller's half is merged in
// with atomicAnd / atomicOr, so the neighbour's half is kept (the buffer must then not be writeonly).

// f16 element e of the uint[] buffer buf, as an f32 (exact).
#define F16_AT(buf, e) unpackHalf2x16((buf)[(e) >> 1] >> (((e) & 1u) << 4)).x

// Stores v (two f32, rounded to f16) as word w of buf: both halves when lo and hi hold, else only the
// caller's half, merged atomically.
#define F16_STORE_WORD(buf, w, v, lo, hi)                                      \
  {                                                                            \
    const uint bits_ = packHalf2x16(v);                                        \
    if ((lo) && (hi)) {                                                        \
      buf[w] = bits_;                                                          \
    } else if ((lo) || (hi)) {                                                 \
      const uint mine_ = (lo) ? 0x0000ffffu : 0xffff0000u;                     \
      atomicAnd(buf[w], ~mine_);                                               \
      atomicOr(buf[w], bits_ & mine_);                                         \
    }                                                                          \
  }

// Stores val (rounded to f16) as element e of buf, merged into its word (the other half kept).
#define F16_STORE_ELEM(buf, e, val)                                                \
  {                                                                                \
    const uint sh_ = ((e) & 1u) << 4;                                              \
    atomicAnd(buf[(e) >> 1], ~(0xffffu << sh_));                                   \
    atomicOr(buf[(e) >> 1], (packHalf2x16(vec2(val, 0.0)) & 0xffffu) << sh_);      \
  }

// Stores v as elements e0 (if lo) and e0 + 1 (if hi) of buf: one word when e0 is even, else each merged.
#define F16_STORE_PAIR(buf, e0, v, lo, hi)                                         \
  {                                                                                \
    if (((e0) & 1u) == 0u) {                                                       \
      F16_STORE_WORD(buf, (e0) >> 1, v, lo, hi)                                    \
    } else {                                                                       \
      if (lo) F16_STORE_ELEM(buf, e0, (v).x)                                       \
      if (hi) F16_STORE_ELEM(buf, (e0) + 1u, (v).y)                                \
    }                                                                              \
  }

// f32 -> f16 -> f32: the value an f16 store keeps (addRmsNorm's sum, normalised as it is stored).
float f16Round(float v) {
  return unpackHalf2x16(packHalf2x16(vec2(v, 0.0))).x;
}

// The words of a contiguous f16 result of n elements at element offset off: word i covers result elements
// 2i - (off & 1) (its low half) and the one after; halfLo / halfHi say whether each is in [0, n).
uint halfWords(uint off, uint n) {
  return ((off & 1u) + n + 1u) >> 1;
}
uint halfFirst(uint off, uint i) {
  return 2u * i - (off & 1u); // wraps for the first word of an odd offset, whose low half is not the result's
}
bool halfLo(uint off, uint n, uint i) {
  return !(i == 0u && (off & 1u) == 1u) && halfFirst(off, i) < n;
}
bool halfHi(uint off, uint n, uint i) {
  return halfFirst(off, i) + 1u < n;
}
