// The gemm tile sweeps: gemm.comp (f32; --kernel f32, the default) or gemm_coopmat2.comp (f16 on NV cooperative
// matrix 2; --kernel coopmat2) compiled at each configuration (no SPIR-V committed for a trial) and timed as
// `vkts bench` times a row (a back-to-back warm-up running into the measured window, the median of the
// per-dispatch GPU timestamps), each result checked against gemm() (the shipped op) on the same operands; a
// mismatch is reported, the sweep goes on and exits 1 at the end. Needs glslc.
//
//   tsx bench/gemm-sweep.ts [--kernel f32|coopmat2] [--shapes 4096x4096x4096,512x4096x14336] [--layouts nn,nt]
//                           [--configs 128x64k16r8x8v,128x64k16r8x8vw,...] [--json out.json]
//
// f32: a configuration <BM>x<BN>k<BK>r<TM>x<TN> and flags: v (VEC4), w (WARP_MAP); gemm.comp's header has what
// the last run measured. coopmat2: <BM>x<BN>k<BK>w<WG> (WG invocations a workgroup); half-kernels.ts's
// COOPMAT2_TILES are the shipped ones. A line per shape and layout: each configuration's TFLOP/s, then the
// best.
import { readFileSync, writeFileSync } from 'node:fs';
import { Device, type Tensor } from '../src/device/index.ts';
import { timeSteps, type TimingPlan } from '../src/cli/bench/measure.ts';
import { castF32ToF16 } from '../src/ops/convert/ops.ts';
import { gemm } from '../src/ops/matmul/ops.ts';
import { listOption, option } from './args.ts';

/** One configuration compiled and dispatched for one shape and layout. */
interface Trial {
  name: string;
  defines: Record<string, number>;
  push: Record<string, number>;
  groups: [number, number, number];
}

const PLAN: TimingPlan = { warmupSeconds: 0.15, minRepeats: 10, windowSeconds: 0.1, maxRepeats: 500 };
const kernel = option('kernel') ?? 'f32';
if (kernel !== 'f32' && kernel !== 'coopmat2') throw new Error(`--kernel: '${kernel}' is not f32 or coopmat2`);
const half = kernel === 'coopmat2';
const shapes = listOption('shapes', half ? '512x4096x14336,4096x4096x4096' : '4096x4096x4096').map(
  (s) => s.split('x').map(Number) as [number, number, number],
);
const layouts = listOption('layouts', half ? 'nt' : 'nn,nt');
const configNames = listOption(
  'configs',
  half
    ? '128x256k32w256,128x128k64w256,128x128k32w256,128x64k64w128,64x128k64w128,64x64k64w128,256x128k32w256'
    : '128x64k16r8x8v,128x64k16r8x8vw,128x64k32r8x8v,128x128k16r8x8v,128x64k16r4x16v',
);
for (const l of layouts) if (l !== 'nn' && l !== 'nt') throw new Error(`--layouts: '${l}' is not nn or nt`);
const jsonPath = option('json');

/** The configuration `name` at M x N x K (B transposed with transB). */
function trial(name: string, M: number, N: number, K: number, transB: boolean): Trial {
  const trans: Record<string, number> = transB ? { TRANS_B: 1 } : {};
  if (half) {
    const m = /^(\d+)x(\d+)k(\d+)w(\d+)$/.exec(name);
    if (!m) throw new Error(`--configs: '${name}' is not <BM>x<BN>k<BK>w<WG>`);
    const [bm, bn, bk, wg] = m.slice(1, 5).map(Number) as [number, number, number, number];
    return {
      name,
      defines: { BM: bm, BN: bn, BK: bk, WG: wg, ...trans },
      push: { M, N, K, offA: 0, offB: 0, offC: 0, lda: K, ldb: transB ? K : N, batchA: 0, batchB: 0, accumulate: 0, batch: 1 },
      groups: [Math.ceil(N / bn), Math.ceil(M / bm), 1],
    };
  }
  const m = /^(\d+)x(\d+)k(\d+)r(\d+)x(\d+)([vw]*)$/.exec(name);
  if (!m) throw new Error(`--configs: '${name}' is not <BM>x<BN>k<BK>r<TM>x<TN>[v][w]`);
  const [bm, bn, bk, tm, tn] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  const vec4 = m[6]!.includes('v');
  const q = vec4 ? 4 : 1;
  return {
    name: `${name} (${(bm / tm) * (bn / tn)} invocations)`,
    defines: {
      BM: bm,
      BN: bn,
      BK: bk,
      TM: tm,
      TN: tn,
      ...trans,
      ...(vec4 ? { VEC4: 1 } : {}),
      ...(m[6]!.includes('w') ? { WARP_MAP: 1 } : {}),
    },
    push: { M, N, K, offA: 0, offB: 0, offC: 0, lda: K / q, ldb: (transB ? K : N) / q },
    groups: [Math.ceil(N / bn), Math.ceil(M / bm), 1],
  };
}

const fileName = half ? 'src/ops/matmul/gemm_coopmat2.comp' : 'src/ops/matmul/gemm.comp';
const source = readFileSync(fileName, 'utf8');
const device = Device.open({ profile: true });
console.log(`${device.info.name}, driver ${device.info.driver.info}; ${kernel}`);

const random = (shape: number[], seed: number): Tensor => {
  const t = device.upload(
    Float32Array.from({ length: shape[0]! * shape[1]! }, (_, i) => Math.sin(i * 0.37 + seed)),
    { shape },
  );
  if (!half) return t;
  const h = castF32ToF16(t);
  t.destroy();
  return h;
};

const results: { layout: string; M: number; N: number; K: number; config: string; tflops: number }[] = [];
let mismatches = 0;
for (const [M, N, K] of shapes) {
  const a = random([M, K], 1);
  for (const layout of layouts) {
    const transB = layout === 'nt';
    const b = random(transB ? [N, K] : [K, N], 2);
    const shipped = gemm(a, b, { transB });
    const want = shipped.read() as Float32Array;
    const c = device.alloc('f32', [M, N]);
    let line = `${layout} ${M}x${N}x${K}:`;
    for (const name of configNames) {
      const cfg = trial(name, M, N, K, transB);
      const { push, groups } = cfg;
      const flops = 2 * M * N * K;
      const bytes = half ? 2 : 4;
      const cost = {
        bytesRead: bytes * (M * K + N * K),
        bytesWritten: 4 * M * N,
        flops,
        precision: half ? ('f16' as const) : ('f32' as const),
      };
      let t;
      try {
        const kern = device.kernel(source, {
          fileName,
          includePaths: ['shaders/include'],
          defines: cfg.defines,
          ...(half ? { targetEnv: 'vulkan1.3' as const } : {}),
          optimize: true, // as build-shaders compiles the shipped variants
          name: `${kernel} gemm ${layout} ${cfg.name}`,
        });
        t = timeSteps(device, PLAN, () => kern.dispatch([a, b, c], push, { groups, label: 'sweep', cost }));
      } catch (e) {
        mismatches++;
        line += ` ${name} FAILED`;
        console.error(`${layout} ${M}x${N}x${K} ${name}: ${(e as Error).message}`);
        continue;
      }
      const got = c.read() as Float32Array;
      let err = 0,
        norm = 0;
      got.forEach((y, i) => ((err += (y - want[i]!) ** 2), (norm += want[i]! ** 2)));
      if (!(err / norm <= 1e-10)) {
        mismatches++;
        line += ` ${name} MISMATCH`;
        console.error(`${layout} ${M}x${N}x${K} ${name}: nmse ${(err / norm).toExponential(2)} against gemm()`);
      } else {
        const tflops = flops / t.median / 1e12;
        results.push({ layout, M, N, K, config: name, tflops });
        line += ` ${name} ${tflops.toFixed(1)}`;
      }
    }
    console.log(line);
    const best = results.filter((r) => r.layout === layout && r.M === M && r.N === N && r.K === K).sort((x, y) => y.tflops - x.tflops)[0];
    if (best) console.log(`  best ${best.config}: ${best.tflops.toFixed(1)} TFLOP/s`);
    for (const x of [b, shipped, c]) x.destroy();
  }
  a.destroy();
}
if (jsonPath) writeFileSync(jsonPath, JSON.stringify({ device: device.info.name, kernel, results }, null, 1));
device.destroy();
if (mismatches > 0) {
  console.error(`${mismatches} configuration(s) failed to build or run, or disagreed with gemm()`);
  process.exitCode = 1;
}
