// The f16 cooperative-matrix gemm candidates against the f64 reference, as the tuner runs them, one test
// per candidate of a path: each path's tests are their own file (gemm-coopmat-candidates.test.ts and
// gemm-coopmat2-candidates.test.ts) so vitest runs them in parallel, as one file they were the longest of
// the suite on the H200 (the pipelines of every layout, result and load width of each tile are built).
// Skipped with the candidate's shortfall where the device cannot run it (lavapipe: all of them).
// Also the helpers gemm-half.test.ts shares.
import { describe, expect, test } from 'vitest';
import type { Device, Tensor } from '../../src/device/index.ts';
import { DTYPES } from '../../src/device/dtype.ts';
import { gemm, gemmCandidates } from '../../src/ops/index.ts';
import { COOPMAT2_TILES, COOPMAT_TILES } from '../../src/ops/matmul/half-kernels.ts';
import * as ref from '../../src/ops/matmul/reference.ts';
import { useDevice } from '../helpers/device.ts';
import { expectNmse, randomF32 } from '../helpers/ops.ts';

export type Half = 'f16' | 'bf16';

/** A random half tensor and its exact values. */
export function half(d: Device, dtype: Half, shape: number[], seed: number): { t: Tensor; v: Float32Array } {
  const n = shape.reduce((a, b) => a * b, 1);
  const bits = Uint16Array.from(randomF32(n, seed), (x) => DTYPES[dtype].bitsOf(x));
  return { t: d.upload(bits, { dtype, shape }), v: Float32Array.from(bits, (b) => DTYPES[dtype].valueOf(b)) };
}

export const valuesOf = (t: Tensor): Float32Array => {
  const r = t.read();
  return t.dtype === 'f32' ? (r as Float32Array) : Float32Array.from(r as Uint16Array, (b) => DTYPES[t.dtype as 'f16' | 'bf16'].valueOf(b));
};

/** The kernels the profiler saw since the last reset, by name. */
export function kernels(d: Device): string[] {
  d.sync();
  return d.profile().kernels.map((k) => k.name);
}

/** One test per registered f16 candidate of `path`: every layout, both results, vector and element loads,
 * batches and accumulate against the f64 reference. */
export function candidateTests(path: 'coopmat' | 'coopmat2'): void {
  describe(`gemm f16: the ${path} candidates`, () => {
    const dev = useDevice({ profile: true });
    const candidates = gemmCandidates('f16').filter((c) => c.options.path === path);
    test.for(candidates.map((c) => [c.name, c] as const))(
      '%s: every layout, both results, vector and element loads, batches and accumulate match the f64 reference',
      // 13-41 s each on the H200: over the 60 s default there once
      { timeout: 180_000 },
      ([, c], ctx) => {
        const d = dev();
        const why = c.shortfall?.(d.info, { dtype: 'f16', ab: 'nn', M: 256, N: 256, K: 256 });
        if (why) {
          console.log(`skipped: ${why}`);
          ctx.skip();
        }
        const prefix = `gemm_${path}.`;
        const tile = c.options.coopmatTile as string | undefined;
        const tiles: Record<string, { suffix: string }> = path === 'coopmat' ? COOPMAT_TILES : COOPMAT2_TILES;
        const suffix = tile ? tiles[tile]!.suffix : '';
        // [batch (0: 2-D), M, N, K]: ragged (element loads), multiples of 8 (vector loads), several blocks and
        // k steps; 256 x 512 x 576 has blocks wholly inside with K a whole number of (unrolled) k steps
        const shapes: [number, number, number, number][] = [
          [0, 1, 1, 1],
          [0, 129, 17, 15],
          [0, 200, 264, 100],
          [0, 256, 384, 520],
          [0, 256, 512, 576],
          [3, 130, 131, 67],
        ];
        let seed = 10;
        for (const [batch, M, N, K] of shapes)
          for (const transA of [false, true])
            for (const transB of [false, true])
              for (const out of ['f32', 'f16'] as const) {
                const what = `${c.name} ${batch}x${M}x${N}x${K} transA ${transA} transB ${transB} -> ${out}`;
                const lead = batch ? [batch] : [];
                const a = half(d, 'f16', [...lead, ...(transA ? [K, M] : [M, K])], seed++),
                  b = half(d, 'f16', transB ? [N, K] : [K, N], seed++); // b: one matrix for every batch
                const acc = out === 'f16' && M > 1; // accumulate into most f16 cases
                const c0 = half(d, 'f16', [...lead, M, N], seed++);
                d.sync();
                d.resetProfile();
                const r = gemm(a.t, b.t, { transA, transB, outDtype: out, ...c.options, ...(acc ? { out: c0.t, accumulate: true } : {}) });
                const ran = kernels(d);
                expect(
                  ran.every((k) => k.startsWith(prefix)),
                  what,
                ).toBe(true);
                // the candidate's own tile ran wherever its loads apply (every operand 8-aligned, for a KHR tile)
                const aligned = [M, N, K].every((x) => x % 8 === 0) || path === 'coopmat2';
                if (suffix && aligned)
                  expect(
                    ran.every((k) => k.includes(suffix)),
                    `${what}: ${ran.join(', ')}`,
                  ).toBe(true);
                const A = (i: number): Float32Array => {
                  const m = a.v.subarray(i * M * K, (i + 1) * M * K);
                  return transA ? Float32Array.from({ length: M * K }, (_, e) => m[(e % K) * M + Math.floor(e / K)]!) : m;
                };
                const want = new Float32Array(Math.max(batch, 1) * M * N);
                for (let i = 0; i < Math.max(batch, 1); i++) want.set(ref.gemm(A(i), b.v, M, N, K, transB), i * M * N);
                const exp = out === 'f32' ? want : want.map((x, i) => DTYPES.f16.valueOf(DTYPES.f16.bitsOf(x + (acc ? c0.v[i]! : 0))));
                expectNmse(valuesOf(r), exp, out === 'f32' ? 1e-10 : 1e-6, what);
                for (const x of new Set([a.t, b.t, c0.t, r])) x.destroy();
              }
      },
    );
  });
}
