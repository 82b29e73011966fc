// The order key of an f32 value: an unsigned integer whose order is PyTorch's order of the values (-0.0 and
// 0.0 equal, every NaN equal to every other NaN and above +inf); a descending order complements it. Used by
// the sort family's bitonic sort (bitonic.glsl) and the reduce family's argmax/argmin.
// Bit tests, not isnan(): a driver may assume no NaN in float compares.
uint orderKey(float v, bool descending) {
  uint b = floatBitsToUint(v);
  if ((b & 0x7fffffffu) > 0x7f800000u) b = 0x7fc00000u; // every NaN as one
  if (b == 0x80000000u) b = 0u;                          // -0.0 as 0.0
  const uint k = (b & 0x80000000u) != 0u ? ~b : (b | 0x80000000u);
  return descending ? ~k : k;
}
