// The exact power-of-two scaling of the norms (src/ops/norm: rms_norm, layer_norm): a row is scaled by 2^-e,
// e the exponent of its largest |x|, so its squares neither overflow (|x| ~ 1e19) nor underflow (x ~ 1e-30
// with eps = 0); eps is scaled by 2^-2e with it. Scaling by a power of two is exact, so the result rounds as
// the plain formula would.

// e for a row whose largest |x| is m (0 for a zero, inf or NaN row), kept within [-126, 126] so 2^-e stays a
// normal float (no flush to zero).
int rowExponent(float m) {
  int e = 0;
  if (m > 0.0 && m < uintBitsToFloat(0x7f800000u)) frexp(m, e);
  return clamp(e, -126, 126);
}

// 1 / sqrt(meanScaled + eps * 2^-2e), in the scaled row's units (meanScaled is the mean square, or the
// variance, of x * 2^-e: at most 4). When eps * 2^-2e passes 2^61 it dwarfs meanScaled: 1/rms is then
// 2^e / sqrt(eps), decided from eps's exponent because eps * 2^-2e itself may be past FLT_MAX (where ldexp is
// undefined) — and not computed as eps * 2^-e * 2^-e, whose 2^-e * 2^-e a driver may fold first (inf, and
// 0 * inf = NaN for eps = 0: seen on the NVIDIA driver).
float invRootScaled(float meanScaled, float eps, int e) {
  int ee = 0;
  frexp(eps, ee);
  if (eps > 0.0 && ee - 2 * e > 61) return ldexp(inversesqrt(eps), e);
  return inversesqrt(meanScaled + ldexp(eps, -2 * e));
}
