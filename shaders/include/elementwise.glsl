// The head of the elementwise shaders (src/ops/elementwise): the element type T — float, or vec4 with VEC4
// (four elements per invocation; the host picks it when n % 4 == 0 and every offset is a multiple of 4) —
// the 1-D workgroup, and the addressing: contiguous operands are read at offset + i, STRIDED operands
// through their shape and strides (strided.glsl). Results are contiguous. One invocation per T of output,
// indexed over the whole grid (index.glsl).

// Declared before index.glsl: gl_WorkGroupSize takes the local size declared so far (1 before it).
layout(local_size_x = 256, local_size_x_id = 0) in;

#include "index.glsl"
#include "strided.glsl"

#ifdef VEC4
#define T vec4
#define WIDTH 4u
#else
#define T float
#define WIDTH 1u
#endif
