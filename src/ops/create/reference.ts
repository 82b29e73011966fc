// CPU references of the create family: Philox4x32-10 on 32-bit integers (the bits random.comp produces),
// rand's exact values, randn's Box-Muller in f64, and arange's f32 arithmetic. Test-only.
import { DTYPES, f32BitsToBf16Bits, hostArray, type ElementDType, type HostArray } from '../../device/dtype.ts';
import { f32BitsToF16Bits } from '../../spirv/half.ts';
import type { RandomDType } from './kernels.ts';

/** The high and low 32 bits of the 64-bit product a * b (16-bit halves keep every step exact in f64). */
function mulhilo(a: number, b: number): [number, number] {
  const aL = a & 0xffff,
    aH = a >>> 16,
    bL = b & 0xffff,
    bH = b >>> 16;
  const ll = aL * bL,
    lh = aL * bH,
    hl = aH * bL;
  const mid = (ll >>> 16) + (lh & 0xffff) + (hl & 0xffff);
  const hi = aH * bH + Math.floor(lh / 65536) + Math.floor(hl / 65536) + Math.floor(mid / 65536);
  return [hi >>> 0, Math.imul(a, b) >>> 0];
}

/** Philox4x32-10 of a counter and a key (Random123's philox4x32_R(10, ...)). */
export function philox4x32(counter: readonly number[], key: readonly number[]): number[] {
  let [c0, c1, c2, c3] = counter.map((x) => x >>> 0) as [number, number, number, number];
  let [k0, k1] = key.map((x) => x >>> 0) as [number, number];
  for (let r = 0; r < 10; r++) {
    const [hi0, lo0] = mulhilo(0xd2511f53, c0);
    const [hi1, lo1] = mulhilo(0xcd9e8d57, c2);
    [c0, c1, c2, c3] = [(hi1 ^ c1 ^ k0) >>> 0, lo1, (hi0 ^ c3 ^ k1) >>> 0, lo0];
    k0 = (k0 + 0x9e3779b9) >>> 0;
    k1 = (k1 + 0xbb67ae85) >>> 0;
  }
  return [c0, c1, c2, c3];
}

/** The raw 32-bit draws of elements [0, n) for a seed: lane e % 4 of counter (e / 4, 0, 0, 0). */
export function draws(n: number, seed: number): Uint32Array {
  const out = new Uint32Array(n);
  const key = [seed % 2 ** 32, Math.floor(seed / 2 ** 32)];
  for (let b = 0; 4 * b < n; b++) {
    const r = philox4x32([b, 0, 0, 0], key);
    for (let k = 0; k < 4 && 4 * b + k < n; k++) out[4 * b + k] = r[k]!;
  }
  return out;
}

const F32 = new Float32Array(1);
const U32 = new Uint32Array(F32.buffer);
const f32Bits = (v: number): number => ((F32[0] = v), U32[0]!);
/** f32 bits → the element bits of a float dtype (round to nearest even). */
const store = (d: ElementDType, f: number): number => (d === 'f16' ? f32BitsToF16Bits(f) : d === 'bf16' ? f32BitsToBf16Bits(f) : f);

function fromBits(dtype: ElementDType, bits: ArrayLike<number>): HostArray {
  const out = hostArray(dtype, bits.length);
  const view =
    DTYPES[dtype].size === 4
      ? new Uint32Array(out.buffer)
      : DTYPES[dtype].size === 2
        ? new Uint16Array(out.buffer)
        : new Uint8Array(out.buffer);
  view.set(bits);
  return out;
}

const UNIFORM_BITS: Record<RandomDType, number> = { f32: 24, f16: 11, bf16: 8 };

/** rand: (u >> (32 - b)) * 2^-b, exact. */
export function rand(n: number, seed: number, dtype: RandomDType): HostArray {
  const b = UNIFORM_BITS[dtype];
  return fromBits(
    dtype,
    Array.from(draws(n, seed), (u) => store(dtype, f32Bits((u >>> (32 - b)) * 2 ** -b))),
  );
}

/** randn: Box-Muller in f64 on the exact uniforms, rounded to f32 (then to the dtype). */
export function randn(n: number, seed: number, dtype: RandomDType): HostArray {
  const u = draws(n + ((4 - (n % 4)) % 4), seed);
  const z = new Float64Array(u.length);
  for (let i = 0; i < u.length; i += 2) {
    const u1 = ((u[i]! >>> 8) + 1) * 2 ** -24,
      u2 = (u[i + 1]! >>> 8) * 2 ** -24;
    const r = Math.sqrt(-2 * Math.log(u1));
    z[i] = r * Math.cos(2 * Math.PI * u2);
    z[i + 1] = r * Math.sin(2 * Math.PI * u2);
  }
  return fromBits(
    dtype,
    Array.from(z.subarray(0, n), (v) => store(dtype, f32Bits(v))),
  );
}

/** arange: f32(start) + f32(f32(i) * f32(step)) for floats (then rounded to the dtype); integers exact. */
export function arange(dtype: ElementDType, n: number, start: number, step: number): HostArray {
  const t = DTYPES[dtype];
  const bits = Array.from({ length: n }, (_, i) => {
    if (t.kind !== 'float') return (start + i * step) >>> 0;
    return store(dtype, f32Bits(Math.fround(start) + Math.fround(Math.fround(i) * Math.fround(step))));
  });
  return fromBits(dtype, bits);
}
