// The head of the row-wise shaders (src/ops/reduce, src/ops/norm): one workgroup per row of a [rows, cols]
// view, the row index over the whole grid (index.glsl), workgroup reductions (wg_reduce.glsl), and how
// element (row, c) of x is found:
//   contiguous x:  offX + row * cols + c
//   STRIDED x:     stridedIndex(row, ...) + c * colStride — the row's offset through the collapsed shape
//                  and strides of the dimensions that are kept (strided.glsl), the reduced dimension through
//                  its own extent (cols) and stride (colStride). The host decides which dimension is
//                  reduced (any one axis), so the shaders never need to know.
// Results are contiguous. Each shader's push block starts with ROW_PUSH (rows, cols, offX, offY; for STRIDED
// also colStride, rank, shape[MAX_RANK], strideX[MAX_RANK]) and ends with ROW_PUSH_STRIDED.

#extension GL_EXT_control_flow_attributes : require

// Declared before index.glsl: gl_WorkGroupSize takes the local size declared so far (1 before it).
// ROW_LOCAL_SIZE: a shader's own default (its declaration's workgroup), e.g. moe_route's small rows.
#ifndef ROW_LOCAL_SIZE
#define ROW_LOCAL_SIZE 256
#endif
layout(local_size_x = ROW_LOCAL_SIZE, local_size_x_id = 0) in;

#include "index.glsl"
#include "strided.glsl"
// NO_WG_REDUCE: a shader whose shared memory is full without the reductions' slots (src/ops/sort/sort.comp).
#ifndef NO_WG_REDUCE
#include "wg_reduce.glsl"
#endif

#define ROW_PUSH \
  uint rows;     \
  uint cols;     \
  uint offX;     \
  uint offY;

#ifdef STRIDED
#define ROW_PUSH_STRIDED \
  uint colStride;        \
  uint rank;             \
  uint shape[MAX_RANK];  \
  uint strideX[MAX_RANK];
// Storage index of element (row, 0) of x, and the step from column 0 to column c.
#define ROW_BASE(row) stridedIndex(row, pc.rank, pc.shape, pc.strideX, pc.offX)
#define COL(c) ((c) * pc.colStride)
#else
#define ROW_PUSH_STRIDED
#define ROW_BASE(row) (pc.offX + (row) * pc.cols)
#define COL(c) (c)
#endif

#define NEG_INF uintBitsToFloat(0xff800000u)
#define POS_INF uintBitsToFloat(0x7f800000u)
#define QUIET_NAN uintBitsToFloat(0x7fc00000u)
