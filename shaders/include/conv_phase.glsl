// What conv2d_gemm.comp and conv2d_coopmat.comp share about a workgroup's output pixels and the taps its k
// tiles walk: conv2d's are all of y's oh * ow pixels and every tap; TRANSPOSED's (convTranspose2d) those of
// one output phase (oy % sh, ox % sw) and the taps that reach it. For the phase (py, px), tap ky reaches
// oy = py + qy sh when sh divides py + ph - ky dh: every kyStep-th tap (kyStep = sh / gcd(sh, dh)) from the
// first, and pixel qy reads input row iy = qy + a - j (kyStep dh / sh) at its j-th such tap, a stride-1
// correlation over x (so for x). Included after the push block (pc: the two kernels' common layout, with
// TRANSPOSED phaseTiles, kyStep and kxStep) and BN's definition.

// TRANSPOSED: the phase (phaseY, phaseX) and the width qw of its pixel grid, whose pixel (qy, qx) is y's
// (phaseY + qy sh, phaseX + qx sw).
uint phaseY, phaseX, qw;
// The taps of the k tiles: (gKy0 + jy gKyStep, gKx0 + jx gKxStep) for jy < gNky, jx < gNkx; tap (jy, jx)
// reads the input row and column of a pixel's origin (pixelOrigin) plus jy gDy and jx gDx.
uint gKy0, gKx0, gKyStep, gKxStep, gNky, gNkx;
int gDy, gDx, gAy, gAx;

#ifdef TRANSPOSED
// Along one dimension (stride s, padding pad, dilation d, k taps): the taps that reach output phase `phase`,
// `count` of them `step` apart from k0, and the input index offset a of the first (q + a at pixel q) and
// dq of the next ones. Tap t reaches the phase when s divides phase + pad - t d, tested as phase + pad +
// (s - 1) t d (never negative, the same residue); none does unless gcd(s, d) divides phase + pad.
void phaseTaps(uint phase, uint s, uint pad, uint d, uint k, uint step, out uint k0, out uint count, out int a, out int dq) {
  k0 = 0u;
  while (k0 < step && (phase + pad + (s - 1u) * k0 * d) % s != 0u) k0++;
  count = k0 < min(k, step) ? (k - k0 + step - 1u) / step : 0u;
  a = (int(phase + pad) - int(k0 * d)) / int(s); // exact: s divides it
  dq = -int(step * d / s);
}
#endif

// Sets the workgroup's pixels and taps from its pixel tile tp; returns the tile's first pixel.
uint setupPixels(uint tp) {
#ifdef TRANSPOSED
  const uint phase = tp / pc.phaseTiles;
  phaseY = phase / pc.sw;
  phaseX = phase % pc.sw;
  qw = (pc.ow + pc.sw - 1u) / pc.sw;
  phaseTaps(phaseY, pc.sh, pc.ph, pc.dh, pc.kh, pc.kyStep, gKy0, gNky, gAy, gDy);
  phaseTaps(phaseX, pc.sw, pc.pw, pc.dw, pc.kw, pc.kxStep, gKx0, gNkx, gAx, gDx);
  gKyStep = pc.kyStep;
  gKxStep = pc.kxStep;
  return (tp % pc.phaseTiles) * BN;
#else
  gKy0 = 0u;
  gKx0 = 0u;
  gKyStep = 1u;
  gKxStep = 1u;
  gNky = pc.kh;
  gNkx = pc.kw;
  gDy = int(pc.dh);
  gDx = int(pc.dw);
  return tp * BN;
#endif
}

// y's element (within an output plane) of pixel p, or -1 past the outputs.
int outputAt(uint p) {
#ifdef TRANSPOSED
  const uint qy = p / qw, oy = phaseY + qy * pc.sh, ox = phaseX + (p - qy * qw) * pc.sw;
  return oy < pc.oh && ox < pc.ow ? int(oy * pc.ow + ox) : -1;
#else
  return p < pc.oh * pc.ow ? int(p) : -1;
#endif
}

// Pixel p's input row and column at tap (0, 0) of the walk (may lie outside x), and whether p is an output.
bool pixelOrigin(uint p, out int iy, out int ix) {
#ifdef TRANSPOSED
  const uint qy = p / qw;
  iy = int(qy) + gAy;
  ix = int(p - qy * qw) + gAx;
#else
  const uint oy = p / pc.ow;
  iy = int(oy * pc.sh) - int(pc.ph);
  ix = int((p - oy * pc.ow) * pc.sw) - int(pc.pw);
#endif
  return outputAt(p) >= 0;
}

// The tap (ky kw + kx) of the walk's (jy, jx).
uint tapAt(uint jy, uint jx) {
  return (gKy0 + jy * gKyStep) * pc.kw + gKx0 + jx * gKxStep;
}
