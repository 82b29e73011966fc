// A ragged batch (SEGMENTS; src/ops/matmul/segments.ts), included by gemm_half.glsl and gemm_coopmat2.comp:
// the rows of A are grouped, group z (rows seg[z] .. seg[z + 1] - 1) is multiplied by B's matrix
// z - pc.groupFirst (at offB + (z - groupFirst) * batchB) into the same rows of C, for the groups z of
// pc.groupFirst .. pc.groupEnd - 1 (of the pc.batch = G whose bounds seg holds: a dispatch may take a range
// of them, B holding only theirs). The grid's y walks the range's row tiles laid end to end: group z's tiles
// of BM rows are numbers seg[G + 1 + z] .. seg[G + 2 + z] - 1, counted here from the range's first, so a tile
// never straddles two groups and the grid needs no more than ceil(rows / BM) + (groupEnd - groupFirst) tiles
// (the host's bound; the tiles past the range return at once). A tile's rows end where its group ends: loads
// past them read 0 and stores past them are dropped, so the next group's rows are never touched.
// Binding 3: seg[0 .. G] (row bounds), then seg[G + 1 .. 2 G + 1] (tile bounds, in tiles of BM): written
// by the routing kernel (src/quant/gemm/route_segments.comp), non-decreasing.

layout(set = 0, binding = 3, std430) readonly buffer Segments { uint seg[]; };

uint segMatrix; // the group of this workgroup's tile, from the range's first: B's matrix
uint segRow0;   // the tile's first row of A and C
uint segRowEnd; // one past its group's last row

// Finds the range's tile t's group (a binary search over the tile bounds, uniform across the workgroup);
// false for a tile past the range's last group.
bool segmentTile(uint t) {
  const uint bounds = pc.batch + 1u; // the tile bounds follow the row bounds
  t += seg[bounds + pc.groupFirst];
  if (t >= seg[bounds + pc.groupEnd]) return false;
  uint lo = pc.groupFirst, hi = pc.groupEnd; // seg[bounds + lo] <= t < seg[bounds + hi]
  while (hi - lo > 1u) {
    const uint mid = (lo + hi) >> 1;
    if (seg[bounds + mid] <= t) lo = mid;
    else hi = mid;
  }
  segMatrix = lo - pc.groupFirst;
  segRow0 = seg[lo] + (t - seg[bounds + lo]) * BM;
  segRowEnd = seg[lo + 1u];
  return true;
}
