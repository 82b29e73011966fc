// Activations in f32 or, with F16, f16 in 32-bit words (f16_words.glsl): ACT is a buffer's element type and
// ACT_OUT the qualifiers of a written buffer (with F16 it is read too, by the merges); ACT_AT(buf, e) reads
// element e as f32 (exact), ACT_STORE(buf, e, v) writes v there (with F16 rounded once and merged into its
// word).
#ifdef F16
#include "f16_words.glsl"
#define ACT uint
#define ACT_OUT buffer
#define ACT_AT(buf, e) F16_AT(buf, e)
#define ACT_STORE(buf, e, v) F16_STORE_ELEM(buf, e, v)
#else
#define ACT float
#define ACT_OUT writeonly buffer
#define ACT_AT(buf, e) buf[e]
#define ACT_STORE(buf, e, v) buf[e] = (v);
#endif
