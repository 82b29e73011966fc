// The f32 gemm's tile sweep: gemm.comp compiled at each configuration (no SPIR-V committed for a trial) and
// timed as `vkts bench` times a row (a back-to-back warm-up running into the measured window, the median of
// the per-dispatch GPU timestamps), each result checked against gemm() (the shipped op) on the same
// operands; a mismatch is reported, the sweep goes on and exits 1 at the end. Needs glslc.
//
//   tsx bench/gemm-f32-sweep.ts [--shapes 4096x4096x4096,512x4096x14336] [--layouts nn,nt]
//                               [--configs 128x64k16r8x8v,128x64k16r8x8vw,...] [--json out.json]
//
// A configuration <BM>x<BN>k<BK>r<TM>x<TN> and flags: v (VEC4), w (WARP_MAP). A line per shape and layout:
// each configuration's TFLOP/s, then the best. gemm.comp's header has what the last run measured.
import { readFileSync, writeFileSync } from 'node:fs';
import { Device, type Tensor } from '../src/device/index.ts';
import { timeSteps, type TimingPlan } from '../src/cli/bench/measure.ts';
import { gemm } from '../src/ops/matmul/ops.ts';
import { listOption, option } from './args.ts';

const PLAN: TimingPlan = { warmupSeconds: 0.15, minRepeats: 10, windowSeconds: 0.1, maxRepeats: 500 };
const shapes = listOption('shapes', '4096x4096x4096').map((s) => s.split('x').map(Number) as [number, number, number]);
const layouts = listOption('layouts', 'nn,nt');
const configs = listOption('configs', '128x64k16r8x8v,128x64k16r8x8vw,128x64k32r8x8v,128x128k16r8x8v,128x64k16r4x16v').map((c) => {
  const m = /^(\d+)x(\d+)k(\d+)r(\d+)x(\d+)([vw]*)$/.exec(c);
  if (!m) throw new Error(`--configs: '${c}' is not <BM>x<BN>k<BK>r<TM>x<TN>[v][w]`);
  const [bm, bn, bk, tm, tn] = m.slice(1, 6).map(Number) as [number, number, number, number, number];
  return { name: c, bm, bn, bk, tm, tn, vec4: m[6]!.includes('v'), warpMap: m[6]!.includes('w') };
});
for (const l of layouts) if (l !== 'nn' && l !== 'nt') throw new Error(`--layouts: '${l}' is not nn or nt`);
const jsonPath = option('json');

const source = readFileSync('src/ops/matmul/gemm.comp', 'utf8');
const device = Device.open({ profile: true });
console.log(`${device.info.name}, driver ${device.info.driver.info}`);

const random = (shape: number[], seed: number): Tensor =>
  device.upload(
    Float32Array.from({ length: shape[0]! * shape[1]! }, (_, i) => Math.sin(i * 0.37 + seed)),
    { shape },
  );

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
    for (const cfg of configs) {
      const wg = (cfg.bm / cfg.tm) * (cfg.bn / cfg.tn);
      const kern = device.kernel(source, {
        fileName: 'src/ops/matmul/gemm.comp',
        defines: {
          BM: cfg.bm,
          BN: cfg.bn,
          BK: cfg.bk,
          TM: cfg.tm,
          TN: cfg.tn,
          ...(transB ? { TRANS_B: 1 } : {}),
          ...(cfg.vec4 ? { VEC4: 1 } : {}),
          ...(cfg.warpMap ? { WARP_MAP: 1 } : {}),
        },
        optimize: true, // as build-shaders compiles the shipped variants
        name: `gemm ${layout} ${cfg.name} (${wg} invocations)`,
      });
      const q = cfg.vec4 ? 4 : 1;
      const push = { M, N, K, offA: 0, offB: 0, offC: 0, lda: K / q, ldb: (transB ? K : N) / q };
      const groups = [Math.ceil(N / cfg.bn), Math.ceil(M / cfg.bm), 1] as [number, number, number];
      const flops = 2 * M * N * K;
      const cost = { bytesRead: 4 * (M * K + N * K), bytesWritten: 4 * M * N, flops, precision: 'f32' as const };
      const t = timeSteps(device, PLAN, () => kern.dispatch([a, b, c], push, { groups, label: 'sweep', cost }));
      const got = c.read() as Float32Array;
      let err = 0,
        norm = 0;
      got.forEach((y, i) => ((err += (y - want[i]!) ** 2), (norm += want[i]! ** 2)));
      if (!(err / norm <= 1e-10)) {
        mismatches++;
        line += ` ${cfg.name} MISMATCH`;
        console.error(`${layout} ${M}x${N}x${K} ${cfg.name}: nmse ${(err / norm).toExponential(2)} against gemm()`);
      } else {
        const tflops = flops / t.median / 1e12;
        results.push({ layout, M, N, K, config: cfg.name, tflops });
        line += ` ${cfg.name} ${tflops.toFixed(1)}`;
      }
    }
    console.log(line);
    const best = results.filter((r) => r.layout === layout && r.M === M && r.N === N && r.K === K).sort((x, y) => y.tflops - x.tflops)[0];
    if (best) console.log(`  best ${best.config}: ${best.tflops.toFixed(1)} TFLOP/s`);
    for (const x of [b, shipped, c]) x.destroy();
  }
  a.destroy();
}
if (jsonPath) writeFileSync(jsonPath, JSON.stringify({ device: device.info.name, results }, null, 1));
device.destroy();
if (mismatches > 0) {
  console.error(`${mismatches} configuration(s) disagreed with gemm()`);
  process.exitCode = 1;
}
