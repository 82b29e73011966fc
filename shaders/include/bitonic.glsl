// A workgroup's bitonic sort of (key, index) pairs in shared memory, for the sort family
// (src/ops/sort/sort.comp, src/ops/sort/moe_route.comp). Included after the shader's local_size layout.
//
// Keys are f32 values mapped to unsigned integers whose order is PyTorch's order of the values: -0.0 and
// 0.0 are equal, every NaN is equal to every other NaN and above +inf. Pairs are ordered by key, then by
// index: indices are distinct, so the order is total and the result is the stable sort's whatever the
// network does. A descending sort complements the keys (its order is then ascending by ~key, then index:
// ties still keep the lower index first).
// Padding past the row holds SORT_NONE keys and indices, above every real pair: it sorts to the end.
// SORT_MAX (define, default 4096) pairs take 8 * SORT_MAX bytes of shared memory (32 KiB at 4096).

#ifndef SORT_MAX
#define SORT_MAX 4096
#endif

#define SORT_NONE 0xffffffffu

shared uint sort_key[SORT_MAX];
shared uint sort_idx[SORT_MAX];

// The order key of an f32 value (bit tests, not isnan(): a driver may assume no NaN in float compares).
uint orderKey(float v, bool descending) {
  uint b = floatBitsToUint(v);
  if ((b & 0x7fffffffu) > 0x7f800000u) b = 0x7fc00000u; // every NaN as one
  if (b == 0x80000000u) b = 0u;                          // -0.0 as 0.0
  const uint k = (b & 0x80000000u) != 0u ? ~b : (b | 0x80000000u);
  return descending ? ~k : k;
}

// The value of an order key (-0.0 comes back as 0.0, NaN as the quiet NaN).
float keyValue(uint k, bool descending) {
  if (descending) k = ~k;
  return uintBitsToFloat((k & 0x80000000u) != 0u ? (k & 0x7fffffffu) : ~k);
}

// Sorts pairs [0, n) ascending by (key, index); n is a power of two <= SORT_MAX. Every invocation of the
// workgroup calls it in uniform control flow (it holds barriers); it begins with one, so the caller's
// stores to sort_key/sort_idx are visible.
void bitonicSort(uint n) {
  barrier();
  const uint half_n = n >> 1u;
  for (uint size = 2u; size <= n; size <<= 1u) {
    for (uint stride = size >> 1u; stride > 0u; stride >>= 1u) {
      for (uint t = gl_LocalInvocationID.x; t < half_n; t += gl_WorkGroupSize.x) {
        // the t-th pair of this step: i in the lower half of its 2 * stride block, l = i + stride
        const uint i = ((t & ~(stride - 1u)) << 1u) | (t & (stride - 1u));
        const uint l = i + stride;
        const uint ki = sort_key[i], kl = sort_key[l];
        const uint ii = sort_idx[i], il = sort_idx[l];
        const bool ascending = (i & size) == 0u;
        const bool greater = ki > kl || (ki == kl && ii > il);
        if (greater == ascending) {
          sort_key[i] = kl;
          sort_key[l] = ki;
          sort_idx[i] = il;
          sort_idx[l] = ii;
        }
      }
      barrier();
    }
  }
}
