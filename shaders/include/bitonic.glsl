// A workgroup's bitonic sort of (key, index) pairs in shared memory, for the sort family
// (src/ops/sort/sort.comp, src/ops/sort/moe_route.comp). Included after the shader's local_size layout.
//
// Keys are f32 values mapped to unsigned integers whose order is PyTorch's order of the values: -0.0 and
// 0.0 are equal, every NaN is equal to every other NaN and above +inf. Pairs are ordered by key, then by
// index: indices are distinct, so the order is total and the result is the stable sort's whatever the
// network does. A descending sort complements the keys (its order is then ascending by ~key, then index:
// ties still keep the lower index first).
// Padding past the row holds SORT_NONE keys and indices, above every real pair: it sorts to the end.
// Pairs live at swizzled slots: read and write them through KEY_AT(i) / IDX_AT(i).
// SORT_MAX (define, default 4096) pairs take 8 * SORT_MAX bytes of shared memory (32 KiB at 4096).

#ifndef SORT_MAX
#define SORT_MAX 4096
#endif

#define SORT_NONE 0xffffffffu

shared uint sort_key[SORT_MAX];
shared uint sort_idx[SORT_MAX];

#include "order_key.glsl"

// The value of an order key (-0.0 comes back as 0.0, NaN as the quiet NaN).
float keyValue(uint k, bool descending) {
  if (descending) k = ~k;
  return uintBitsToFloat((k & 0x80000000u) != 0u ? (k & 0x7fffffffu) : ~k);
}

// Shared slot of pair i: its low 5 bits XOR the next 5, a permutation within every aligned 32 slots that
// puts the j-th of 16 consecutive pairs of each of 32 invocations (the passes with lo = 1, below) in 32
// different banks (unswizzled, they would fall in 2); 32 consecutive pairs stay in 32 banks.
#define SORT_SLOT(i) ((i) ^ (((i) >> 5u) & 31u))
#define KEY_AT(i) sort_key[SORT_SLOT(i)]
#define IDX_AT(i) sort_idx[SORT_SLOT(i)]

void compareSwap(inout uint ka, inout uint ia, inout uint kb, inout uint ib, bool ascending) {
  const bool greater = ka > kb || (ka == kb && ia > ib);
  if (greater == ascending) {
    const uint k = ka, i = ia;
    ka = kb;
    ia = ib;
    kb = k;
    ib = i;
  }
}

// A pass: Q (1..4) consecutive stages of the merge of blocks of `size`, strides 2^(loBits + Q - 1) down to
// lo = 2^loBits, in registers: each invocation takes the 2^Q pairs base + j * lo, which those strides pair
// only among themselves; their direction is one (base's bit `size`).
#define SORT_PASS(Q)                                                                     \
  void sortPass##Q(uint n, uint size, uint loBits) {                                     \
    const uint lo = 1u << loBits;                                                        \
    for (uint t = gl_LocalInvocationID.x; t < (n >> Q); t += gl_WorkGroupSize.x) {       \
      const uint base = ((t >> loBits) << (loBits + Q)) | (t & (lo - 1u));               \
      const bool up = (base & size) == 0u;                                               \
      uint k[1 << Q], x[1 << Q];                                                         \
      [[unroll]] for (uint j = 0u; j < (1u << Q); j++) {                                 \
        k[j] = KEY_AT(base + j * lo);                                                    \
        x[j] = IDX_AT(base + j * lo);                                                    \
      }                                                                                  \
      [[unroll]] for (uint r = 1u; r <= Q; r++) {                                         \
        const uint ms = (1u << Q) >> r;                                                  \
        [[unroll]] for (uint j = 0u; j < (1u << Q); j++) {                               \
          if ((j & ms) == 0u) compareSwap(k[j], x[j], k[j + ms], x[j + ms], up);         \
        }                                                                                \
      }                                                                                  \
      [[unroll]] for (uint j = 0u; j < (1u << Q); j++) {                                 \
        KEY_AT(base + j * lo) = k[j];                                                    \
        IDX_AT(base + j * lo) = x[j];                                                    \
      }                                                                                  \
    }                                                                                    \
  }
SORT_PASS(1)
SORT_PASS(2)
SORT_PASS(3)
SORT_PASS(4)

const uint RUN_SIZE[10] = uint[](2u, 4u, 4u, 8u, 8u, 8u, 16u, 16u, 16u, 16u);
const uint RUN_STRIDE[10] = uint[](1u, 2u, 1u, 4u, 2u, 1u, 8u, 4u, 2u, 1u);

// Every run of 16 consecutive pairs sorted in registers (the merges of sizes 2 to 16), alternately
// ascending and descending as the network needs.
void sortRuns(uint n) {
  for (uint t = gl_LocalInvocationID.x; t < (n >> 4u); t += gl_WorkGroupSize.x) {
    const uint base = t << 4u;
    uint k[16], x[16];
    [[unroll]] for (uint j = 0u; j < 16u; j++) {
      k[j] = KEY_AT(base + j);
      x[j] = IDX_AT(base + j);
    }
    // the 10 stages (size, stride) of sizes 2 to 16, as plain counted loops so that spirv-opt unrolls
    // them and the arrays become registers
    [[unroll]] for (uint st = 0u; st < 10u; st++) {
      const uint size = RUN_SIZE[st], ms = RUN_STRIDE[st];
      [[unroll]] for (uint j = 0u; j < 16u; j++) {
        if ((j & ms) == 0u) compareSwap(k[j], x[j], k[j + ms], x[j + ms], ((base + j) & size) == 0u);
      }
    }
    [[unroll]] for (uint j = 0u; j < 16u; j++) {
      KEY_AT(base + j) = k[j];
      IDX_AT(base + j) = x[j];
    }
  }
}

// Sorts pairs [0, n) ascending by (key, index); n is a power of two in [16, SORT_MAX]. Every invocation
// of the workgroup calls it in uniform control flow (it holds barriers); it begins with one, so the
// caller's stores are visible, and ends with one. The log2(size) stages of each merge run as passes of
// up to 4 in registers, one barrier each (21 barriers for 4096 pairs, where a stage per barrier takes 78).
void bitonicSort(uint n) {
  barrier();
  sortRuns(n);
  barrier();
  for (uint size = 32u; size <= n; size <<= 1u) {
    const uint stages = uint(findMSB(size)); // strides size / 2 down to 1
    uint q = stages % 4u == 0u ? 4u : stages % 4u; // the first pass takes the remainder
    uint loBits = stages - q;
    while (true) {
      if (q == 1u) sortPass1(n, size, loBits);
      else if (q == 2u) sortPass2(n, size, loBits);
      else if (q == 3u) sortPass3(n, size, loBits);
      else sortPass4(n, size, loBits);
      barrier();
      if (loBits == 0u) break;
      q = 4u;
      loBits -= 4u;
    }
  }
}
