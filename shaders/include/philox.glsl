// Philox4x32-10 (Salmon et al., "Parallel random numbers: as easy as 1, 2, 3", SC 2011; the Random123
// reference, also cuRAND's and JAX's): a counter-based generator, so element e of a random tensor is a pure
// function of (seed, e) and any invocation computes its own without state. Ten rounds of
//   (hi0, lo0) = M0 * c0; (hi1, lo1) = M1 * c2 (32 x 32 -> 64-bit products);
//   c = (hi1 ^ c1 ^ k0, lo1, hi0 ^ c3 ^ k1, lo0); then the key bumps by the Weyl constants (W0, W1).
// The TS reference is src/ops/create/reference.ts (philox4x32), checked against Random123's known answers.

uvec4 philox4x32(uvec4 c, uvec2 k) {
  const uint M0 = 0xD2511F53u, M1 = 0xCD9E8D57u, W0 = 0x9E3779B9u, W1 = 0xBB67AE85u;
  for (int r = 0; r < 10; r++) {
    uint hi0, lo0, hi1, lo1;
    umulExtended(M0, c.x, hi0, lo0);
    umulExtended(M1, c.z, hi1, lo1);
    c = uvec4(hi1 ^ c.y ^ k.x, lo1, hi0 ^ c.w ^ k.y, lo0);
    k += uvec2(W0, W1);
  }
  return c;
}
