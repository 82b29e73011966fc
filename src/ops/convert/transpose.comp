#version 450
// transpose: the copy of contiguous() (convert's copy32) for a view read along a dimension other than its
// last: y (contiguous) = x, where x steps 1 along dimension I of the collapsed shape and strideJ along the
// last dimension J. The strided copy reads such an x a column at a time (one element per 32-element
// line per invocation); here a workgroup moves a 64 x 64 tile through shared memory: it reads the tile
// along I (x's unit stride: 128-byte lines per subgroup) and writes it along J (y's unit stride), 16
// elements per invocation, all 16 loads issued before the first store (64 B in flight per invocation).
// The shared rows are padded to 65 words, so the column reads of the write phase hit 32 different banks.
// The other dimensions are a batch (rank <= TRANSPOSE_BATCH_RANK, any strides of x; y's from its shape).
// Variants (kernels.ts): b32 (4-byte elements: f32, i32, u32), b16 (2-byte elements: f16, bf16, read and
// written as words of two, so I, J, both offsets and x's strides must be even).
//
// Bindings: 0 = x (readonly), 1 = y (writeonly, contiguous; may not alias x).
// Push constants: I, J (the tile dimensions' extents), tilesI, tilesJ (tiles along each), offX, offY
//   (element offsets), strideJ (x's stride along J), strideYI (y's stride along I), batchRank, and the
//   batch dimensions' shape with x's and y's strides.
// Grid: one workgroup per 64 x 64 tile, tilesI * tilesJ per batch entry (linearGroup(): 2-D/3-D grids allowed).

#extension GL_EXT_control_flow_attributes : require

#define TILE 64u
#define ROWS 4u // 256 invocations: 64 x 4, each moving TILE / ROWS = 16 elements of the tile
#define PER (TILE / ROWS)
#define WORDS (TILE / 2u) // B16: 32 words per tile row, 256 invocations as 32 x 8, 8 words each
#define ROWS16 (256u / WORDS)
#define PER16 (TILE / ROWS16)
#define TRANSPOSE_BATCH_RANK 4

layout(local_size_x = 256) in;

#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { uint x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { uint y[]; };

layout(push_constant, std430) uniform Push {
  uint I;
  uint J;
  uint tilesI;
  uint tilesJ;
  uint offX;
  uint offY;
  uint strideJ;
  uint strideYI;
  uint batchRank;
  uint batchShape[TRANSPOSE_BATCH_RANK];
  uint batchStrideX[TRANSPOSE_BATCH_RANK];
  uint batchStrideY[TRANSPOSE_BATCH_RANK];
} pc;

shared uint tile[TILE][TILE + 1u];

void main() {
  const uint g = linearGroup();
  // the tile and the batch entry: a few divisions per workgroup, none per element
  const uint tj = g % pc.tilesJ, rest = g / pc.tilesJ;
  const uint ti = rest % pc.tilesI;
  uint b = rest / pc.tilesI, bx = pc.offX, by = pc.offY;
  for (int d = int(pc.batchRank) - 1; d >= 0; d--) {
    const uint e = b % pc.batchShape[d];
    b /= pc.batchShape[d];
    bx += e * pc.batchStrideX[d];
    by += e * pc.batchStrideY[d];
  }
  if (b != 0u) return; // past the last batch entry (the grid may round up): uniform across the workgroup

  const uint i0 = ti * TILE, j0 = tj * TILE;
#ifdef B16
  // 16-bit elements as halves of words (I, J, offsets and strides even: the host checks): invocation
  // (tw, ty) reads word tw (elements i0 + 2 tw, + 1) of columns j0 + ty + 8k, the halves stored apart, and
  // writes word tw of rows i0 + ty + 8k of y from the halves of columns j0 + 2 tw and + 1.
  const uint tw = gl_LocalInvocationID.x % WORDS, ty = gl_LocalInvocationID.x / WORDS;
  const uint i = i0 + 2u * tw;
  uint v[PER16];
  [[unroll]] for (uint k = 0u; k < PER16; k++) {
    const uint j = j0 + ty + k * ROWS16;
    v[k] = i < pc.I && j < pc.J ? x[(bx + i + j * pc.strideJ) >> 1] : 0u;
  }
  [[unroll]] for (uint k = 0u; k < PER16; k++) {
    tile[ty + k * ROWS16][2u * tw] = v[k] & 0xffffu;
    tile[ty + k * ROWS16][2u * tw + 1u] = v[k] >> 16;
  }
  barrier();
  const uint j = j0 + 2u * tw;
  [[unroll]] for (uint k = 0u; k < PER16; k++) {
    const uint r = i0 + ty + k * ROWS16;
    if (r < pc.I && j < pc.J) y[(by + r * pc.strideYI + j) >> 1] = tile[2u * tw][ty + k * ROWS16] | (tile[2u * tw + 1u][ty + k * ROWS16] << 16);
  }
#else
  const uint tx = gl_LocalInvocationID.x % TILE, ty = gl_LocalInvocationID.x / TILE;
  // read: invocation (tx, ty) takes element i0 + tx of columns j0 + ty + 4k; every load before any store
  const uint i = i0 + tx;
  uint v[PER];
  [[unroll]] for (uint k = 0u; k < PER; k++) {
    const uint j = j0 + ty + k * ROWS;
    v[k] = i < pc.I && j < pc.J ? x[bx + i + j * pc.strideJ] : 0u;
  }
  [[unroll]] for (uint k = 0u; k < PER; k++) tile[ty + k * ROWS][tx] = v[k];
  barrier();
  // write: invocation (tx, ty) stores element j0 + tx of rows i0 + ty + 4k of y
  const uint j = j0 + tx;
  [[unroll]] for (uint k = 0u; k < PER; k++) {
    const uint r = i0 + ty + k * ROWS;
    if (r < pc.I && j < pc.J) y[by + r * pc.strideYI + j] = tile[tx][ty + k * ROWS];
  }
#endif
}
