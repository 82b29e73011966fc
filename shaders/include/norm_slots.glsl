// How the norm shaders (src/ops/norm) spread a row of a [rows, cols] result over the workgroup, and their
// element access in f32 or F16 (f16 activations in 32-bit words, f16_words.glsl; f32 math).
//   f32 (and F16 with AXIS): register k of an invocation holds column tid + k * wg; the rest of a long row
//     is columns tid + CACHE * wg, tid + (CACHE + 1) * wg, ...
//   F16: an invocation owns whole words of the contiguous result row at element yRow: slot j is word j of
//     the row (columns halfFirst(yRow, j) and the next), registers 2k and 2k + 1 hold slot tid + k * wg,
//     so results are stored a word at a time; a row's first or last word shared with a neighbouring row
//     is merged (F16_STORE_WORD). Columns outside [0, cols) are padding.
// The including shader defines yRow, tid and wg before using these, and OUT_REG(k, c) / OUT_COL(c) (the
// result of register k, holding column c, and of re-read column c) before STORE_ROW.

#ifdef F16
#include "f16_words.glsl"
#define ELEM uint
#define AT(buf, e) F16_AT(buf, e)
// results are merged into words with atomics: the result buffers are read-write
#define OUT_ACCESS
#else
#define ELEM float
#define AT(buf, e) buf[e]
#define OUT_ACCESS writeonly
#endif

#if defined(F16) && !defined(AXIS)
#define PAIRS
#define COLK(k) (halfFirst(yRow, tid + ((k) >> 1) * wg) + ((k) & 1u))
// every column of the row past the registers (padding ones filtered out)
#define FOR_REST(c)                                                                     \
  for (uint j_ = tid + (CACHE / 2u) * wg; j_ < halfWords(yRow, pc.cols); j_ += wg)     \
    for (uint c = halfFirst(yRow, j_), e_ = c + 2u; c != e_; c++)                      \
      if (c < pc.cols)
#else
#define COLK(k) (tid + (k) * wg)
#define FOR_REST(c) for (uint c = tid + CACHE * wg; c < pc.cols; c += wg)
#endif

// Element c of a result row starting at element `start`: contiguous, or AXIS (softmax over a non-last
// axis) `inner` elements apart.
#ifdef AXIS
#define YAT(start, c) ((start) + (c) * pc.inner)
#else
#define YAT(start, c) ((start) + (c))
#endif

// Stores the row's results into buf at `start`: registers through OUT_REG, the rest through OUT_COL (both
// evaluated only for columns inside the row: they may read weights).
#ifdef PAIRS
#define STORE_ROW(buf, start)                                                                        \
  {                                                                                                  \
    [[unroll]] for (uint k = 0u; k < CACHE; k += 2u) {                                              \
      const uint c0 = COLK(k);                                                                       \
      const bool lo_ = c0 < pc.cols, hi_ = c0 + 1u < pc.cols;                                        \
      F16_STORE_PAIR(buf, (start) + c0, vec2(lo_ ? OUT_REG(k, c0) : 0.0, hi_ ? OUT_REG(k + 1u, c0 + 1u) : 0.0), lo_, hi_) \
    }                                                                                                \
    for (uint j_ = tid + (CACHE / 2u) * wg; j_ < halfWords(yRow, pc.cols); j_ += wg) {              \
      const uint c0 = halfFirst(yRow, j_);                                                           \
      const bool lo_ = c0 < pc.cols, hi_ = c0 + 1u < pc.cols;                                        \
      F16_STORE_PAIR(buf, (start) + c0, vec2(lo_ ? OUT_COL(c0) : 0.0, hi_ ? OUT_COL(c0 + 1u) : 0.0), lo_, hi_) \
    }                                                                                                \
  }
#elif defined(F16)
#define STORE_ROW(buf, start)                                                                        \
  {                                                                                                  \
    [[unroll]] for (uint k = 0u; k < CACHE; k++) {                                                  \
      const uint c = COLK(k);                                                                        \
      if (c < pc.cols) F16_STORE_ELEM(buf, YAT(start, c), OUT_REG(k, c))                                \
    }                                                                                                \
    FOR_REST(c) F16_STORE_ELEM(buf, YAT(start, c), OUT_COL(c))                                       \
  }
#else
#define STORE_ROW(buf, start)                                                                        \
  {                                                                                                  \
    [[unroll]] for (uint k = 0u; k < CACHE; k++) {                                                  \
      const uint c = COLK(k);                                                                        \
      if (c < pc.cols) buf[YAT(start, c)] = OUT_REG(k, c);                                              \
    }                                                                                                \
    FOR_REST(c) buf[YAT(start, c)] = OUT_COL(c);                                                     \
  }
#endif
