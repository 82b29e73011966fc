// sin and cos of an f32 angle from correctly rounded f32 arithmetic only, so every driver gives about the
// same answer: Vulkan bounds the built-in sin/cos only on [-pi, pi] (2^-11 absolute) and not at all
// outside, and rope's angles are large (position 4096 x frequency 1 is 4096 rad); a hardware sine that
// takes a / 2pi rounded to f32 is already off by ~|a| * 2^-24 (2.4e-4 rad there). (lavapipe's built-in
// sin/cos happen to be accurate: rope's NMSE is the same with them.)
//
// Reduction (Cody-Waite): q = round(a * 2/pi), r = a - q * pi/2 with pi/2 split into six parts of at most
// 7 significant bits (their sum is pi/2 to f64 precision). For |q| < 2^17 (|a| < ~205887 rad) each
// q * part is exact, and each subtraction is exact (Sterbenz) or rounds at the size of the final r, so r
// is within a few 2^-24 of the true reduced angle. Larger angles lose accuracy gradually; there the f32
// angle's own rounding (ulp(2^17) = 2^-6) dominates anyway.
// Polynomials on |r| <= pi/4: the minimax coefficients of Cephes' sinf / cosf (about 1 ulp), then the
// quadrant q mod 4 picks and signs them.
// Needs no extension; `precise` keeps the compiler from reassociating the reduction (a contraction of
// r - q * part into an fma is harmless: the product is exact).

#define SINCOS_PIO2_1 uintBitsToFloat(0x3fca0000u) //  1.578125
#define SINCOS_PIO2_2 uintBitsToFloat(0xbbf00000u) // -7.32421875e-3
#define SINCOS_PIO2_3 uintBitsToFloat(0xb6960000u) // -4.470348358154297e-6
#define SINCOS_PIO2_4 uintBitsToFloat(0x32880000u) //  1.5832483768463135e-8
#define SINCOS_PIO2_5 uintBitsToFloat(0x2e860000u) //  6.093614501878619e-11
#define SINCOS_PIO2_6 uintBitsToFloat(0xaa3a0000u) // -1.652011860642233e-13

void sinCos(float a, out float s, out float c) {
  // |q| is clamped so int(q) is defined for any finite angle (beyond 2^17 the result is approximate).
  const float q = clamp(roundEven(a * 0.636619772367581343f), -1073741824.0, 1073741824.0);
  precise float r = a - q * SINCOS_PIO2_1;
  r = r - q * SINCOS_PIO2_2;
  r = r - q * SINCOS_PIO2_3;
  r = r - q * SINCOS_PIO2_4;
  r = r - q * SINCOS_PIO2_5;
  r = r - q * SINCOS_PIO2_6;
  const float z = r * r;
  const float sr = fma(fma(fma(-1.9515295891e-4, z, 8.3321608736e-3), z, -1.6666654611e-1) * z, r, r);
  const float cr = fma(fma(fma(2.443315711809948e-5, z, -1.388731625493765e-3), z, 4.166664568298827e-2) * z, z, fma(-0.5, z, 1.0));
  const uint quadrant = uint(int(q)) & 3u;
  const float sq = (quadrant & 1u) == 0u ? sr : cr;
  const float cq = (quadrant & 1u) == 0u ? cr : sr;
  s = (quadrant & 2u) == 0u ? sq : -sq;
  c = ((quadrant + 1u) & 2u) == 0u ? cq : -cq;
}
