// How the norm shaders (src/ops/norm) spread a row of a [rows, cols] result over the workgroup, and their
// element access in f32 or F16 (f16 activations in 32-bit words, f16_words.glsl; f32 math).
//   f32 (and F16 with AXIS): register k of an invocation holds column tid + k * wg; the rest of a long row
//     is columns tid + CACHE * wg, tid + (CACHE + 1) * wg, ...
//   F16: an invocation owns whole words of the contiguous result row at element yRow: slot j is word j of
//     the row (columns halfFirst(yRow, j) and the next), registers 2k and 2k + 1 hold slot tid + k * wg,
//     so results are stored a word at a time; a row's first or last word shared with a neighbouring row
//     is merged (F16_STORE_WORD). Columns outside [0, cols) are padding.
//   F16 with VEC8 (contiguous rows whose length and every operand's offset are multiples of 8): every
//     buffer is uvec4[], 8 halves each; slot j is uvec4 j of the row, registers 8k .. 8k + 7 hold slot
//     tid + k * wg, loaded (FETCH_REGS, all before the first use) and stored 16 bytes at a time: an f16
//     row moves as many bytes per load instruction as an f32 one does per four. The rest of a long row is
//     read element by element (AT), stored a uvec4 at a time.
// IN_ROW(k, c): whether register k, holding column c = COLK(k), is in the row (padding otherwise).
// The including shader defines yRow, tid and wg before using these, and OUT_REG(k, c) / OUT_COL(c) (the
// result of register k, holding column c, and of re-read column c) before STORE_ROW.

#if defined(F16) && defined(VEC8)
#include "f16_words.glsl"
#define ELEM uvec4
#define AT(buf, e) unpackHalf2x16((buf)[(e) >> 3u][((e) >> 1u) & 3u] >> (((e) & 1u) << 4u)).x
// whole uvec4s only: no merging
#define OUT_ACCESS writeonly
#elif defined(F16)
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

#if defined(F16) && defined(VEC8)
#define VEC_REGS (CACHE / 8u)
#define COLK(k) (8u * (tid + ((k) >> 3) * wg) + ((k) & 7u))
// whether register k holds a column of the row: one test per slot (rows are whole slots)
#define IN_ROW(k, c) (8u * (tid + ((k) >> 3) * wg) < pc.cols)
#define FOR_REST(c)                                                                     \
  for (uint j_ = tid + VEC_REGS * wg; 8u * j_ < pc.cols; j_ += wg)                     \
    for (uint c = 8u * j_, e_ = c + 8u; c != e_; c++)
// uvec4 q[VEC_REGS]: the register slots of the row of buf at element start (a multiple of 8), every load
// issued before any is used; slots past the row read 0
#define FETCH_REGS(q, buf, start)                                                       \
  uvec4 q[VEC_REGS];                                                                    \
  [[unroll]] for (uint g_ = 0u; g_ < VEC_REGS; g_++) {                                  \
    const uint j_ = tid + g_ * wg;                                                      \
    q[g_] = 8u * j_ < pc.cols ? buf[((start) >> 3) + j_] : uvec4(0u);                   \
  }
// register k's value in the fetched slots q (k a constant once unrolled)
#define REG_AT(q, k) unpackHalf2x16((q)[(k) >> 3][((k) >> 1) & 3u])[(k) & 1u]
#elif defined(F16) && !defined(AXIS)
#define PAIRS
#define COLK(k) (halfFirst(yRow, tid + ((k) >> 1) * wg) + ((k) & 1u))
#define IN_ROW(k, c) ((c) < pc.cols)
// every column of the row past the registers (padding ones filtered out)
#define FOR_REST(c)                                                                     \
  for (uint j_ = tid + (CACHE / 2u) * wg; j_ < halfWords(yRow, pc.cols); j_ += wg)     \
    for (uint c = halfFirst(yRow, j_), e_ = c + 2u; c != e_; c++)                      \
      if (c < pc.cols)
#else
#define COLK(k) (tid + (k) * wg)
#define IN_ROW(k, c) ((c) < pc.cols)
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
#ifdef VEC_REGS
// the uvec4 of 8 results of slot j: registers 8g .. 8g + 7 (PACK_REGS) or re-read columns (PACK_COLS); no
// inner loop, so the slot loop unrolls in spirv-opt and the registers stay constant-indexed
#define PACK_REG_(g, j, h) packHalf2x16(vec2(OUT_REG(8u * (g) + 2u * (h), 8u * (j) + 2u * (h)), OUT_REG(8u * (g) + 2u * (h) + 1u, 8u * (j) + 2u * (h) + 1u)))
#define PACK_REGS(g, j) uvec4(PACK_REG_(g, j, 0u), PACK_REG_(g, j, 1u), PACK_REG_(g, j, 2u), PACK_REG_(g, j, 3u))
#define PACK_COL_(j, h) packHalf2x16(vec2(OUT_COL(8u * (j) + 2u * (h)), OUT_COL(8u * (j) + 2u * (h) + 1u)))
#define PACK_COLS(j) uvec4(PACK_COL_(j, 0u), PACK_COL_(j, 1u), PACK_COL_(j, 2u), PACK_COL_(j, 3u))
#define STORE_ROW(buf, start)                                                                        \
  {                                                                                                  \
    [[unroll]] for (uint g_ = 0u; g_ < VEC_REGS; g_++) {                                            \
      const uint j_ = tid + g_ * wg;                                                                 \
      if (8u * j_ < pc.cols) buf[((start) >> 3) + j_] = PACK_REGS(g_, j_);                          \
    }                                                                                                \
    for (uint j_ = tid + VEC_REGS * wg; 8u * j_ < pc.cols; j_ += wg) buf[((start) >> 3) + j_] = PACK_COLS(j_); \
  }
#elif defined(PAIRS)
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
