// Strided tensor addressing. A view is a shape, strides (in elements; 0 along a broadcast dimension) and an
// element offset over its buffer; the host collapses the dimensions every operand steps through
// contiguously, so `rank` is the fewest dimensions that describe the access (src/device/layout.ts,
// collapseDims). Results are written contiguously: `i` is a row-major index into the shape.

#define MAX_RANK 8

// The storage index of row-major element i of (shape, strides) at offset.
uint stridedIndex(uint i, uint rank, uint shape[MAX_RANK], uint strides[MAX_RANK], uint offset) {
  uint at = offset;
  for (int d = int(rank) - 1; d >= 0; d--) {
    const uint n = shape[d];
    at += (i % n) * strides[d];
    i /= n;
  }
  return at;
}
