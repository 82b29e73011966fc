// quant.gemm over an expert bank (ggml's mul_mat_id prefill) timed per path and shape: the f32 tile, the f16
// path (the entries as a ragged batch through the f16 matmul), and the f16 path with another scratch bound or
// a forced ragged-matmul kernel, each step timed as bench/step-timing.ts does (a replayed graph's wall time,
// the number to quote, beside the timestamp sum and its parts). Every token is routed to topK distinct
// experts (a fixed pseudo-random choice); the weights are re-used (cache-resident where they fit, as in
// ggml's perf mode). Each f16 result is checked against the f32 tile's (NMSE printed).
//
//   tsx bench/qgemm-experts.ts [--format q4_K] [--shapes 8x4096x14336:512x2,128x768x2048:512x8]
//                              [--paths f16,f32,f16@512,f16:fma,f16:coopmat,f16:coopmat2/128x256k32] [--repeats 10]
//
// A shape is <experts>x<N>x<K>:<tokens>x<topK> (W [experts, N, K], x [tokens, K]). A path f16@<MiB> bounds W's
// f16 scratch at that many MiB; f16:<path>[/<tile>] forces the ragged matmul's kernel (and tile).
// --ggml <file> reads ggml-vulkan's `test-backend-ops perf -o MUL_MAT_ID` output and adds its prefill cases of
// this format (b=0, n >= 32 tokens: W [n_mats, m, k], n tokens routed to n_used experts), each printed with
// ggml's time beside (its perf re-uses the operands, as here).
import { readFileSync } from 'node:fs';
import { Device } from '../src/device/index.ts';
import { nmse } from '../src/ops/case.ts';
import '../src/ops/convert/index.ts';
import type { GemmHalfKernelPath } from '../src/ops/matmul/half-ops.ts';
import type { SegmentsChoice } from '../src/ops/matmul/segments.ts';
import { blocksOf } from '../src/quant/matvec/bench.ts';
import { expertsGemm } from '../src/quant/gemm/experts.ts';
import type { QGemmFormat } from '../src/quant/gemm/kernels.ts';
import { listOption, option } from './args.ts';
import { timeStep } from './step-timing.ts';

const format = (option('format') ?? 'q4_K') as QGemmFormat;
/** ggml's MUL_MAT_ID perf lines of `format` as shapes, with ggml's microseconds a run. */
function ggmlCases(file: string | undefined): Map<string, number> {
  const cases = new Map<string, number>();
  if (!file) return cases;
  const line = /MUL_MAT_ID\(type_a=(\w+),type_b=f32,n_mats=(\d+),n_used=(\d+),b=0,m=(\d+),n=(\d+),k=(\d+)[^)]*\):.*?([\d.]+) us\/run/;
  for (const l of readFileSync(file, 'utf8').split('\n')) {
    const m = line.exec(l);
    if (m && m[1] === format && Number(m[5]) >= 32) cases.set(`${m[2]}x${m[4]}x${m[6]}:${m[5]}x${m[3]}`, Number(m[7]));
  }
  return cases;
}
const ggml = ggmlCases(option('ggml'));
const shapes = [...(option('ggml') ? [] : listOption('shapes', '8x4096x14336:512x2,128x768x2048:512x8')), ...ggml.keys()];
const paths = listOption('paths', 'f16,f32');
const repeats = Number(option('repeats') ?? 10);

const device = Device.open({ profile: true });
console.log(`${device.info.name}, driver ${device.info.driver.info}; ${format}, weights re-used`);

/** topK distinct experts for each token (a fixed pseudo-random choice). */
function routes(tokens: number, topK: number, experts: number): Uint32Array {
  const ids = new Uint32Array(tokens * topK);
  for (let t = 0; t < tokens; t++)
    for (let k = 0, e = (t * 2654435761) % experts; k < topK; k++, e = (e + 1 + ((t * 40503 + k) % 7)) % experts) {
      while (ids.subarray(t * topK, t * topK + k).includes(e)) e = (e + 1) % experts;
      ids[t * topK + k] = e;
    }
  return ids;
}

/** The path's options for expertsGemm: its path, and for f16 the scratch bound and the ragged matmul. */
function pathOf(p: string): { path: 'f16' | 'f32'; f16?: { scratchBytes?: number; matmul?: SegmentsChoice } } {
  const scratch = /^f16@(\d+)$/.exec(p),
    forced = /^f16:(\w+)(?:\/(\w+))?$/.exec(p);
  if (scratch) return { path: 'f16', f16: { scratchBytes: Number(scratch[1]) << 20 } };
  if (forced) return { path: 'f16', f16: { matmul: { path: forced[1] as GemmHalfKernelPath, tile: forced[2] as SegmentsChoice['tile'] } } };
  return { path: p as 'f16' | 'f32' };
}

for (const shape of shapes) {
  const [bank, route] = shape.split(':');
  const [E, N, K] = bank!.split('x').map(Number) as [number, number, number];
  const [tokens, topK] = route!.split('x').map(Number) as [number, number];
  const w = device.upload(blocksOf(format, E * N, K), { dtype: format, shape: [E, N, K] });
  const x = device.upload(
    Float32Array.from({ length: tokens * K }, (_, i) => Math.sin(i * 0.37)),
    { shape: [tokens, K] },
  );
  const ids = device.upload(routes(tokens, topK, E), { shape: [tokens, topK] });
  const flops = 2 * tokens * topK * N * K;
  const results: Record<string, Float32Array> = {};
  for (const p of paths) {
    const { path, f16 } = pathOf(p);
    const y = device.alloc('f32', [tokens, topK, N]);
    const step = () => expertsGemm(device, format, w, x, ids, y, path, f16);
    step();
    device.sync();
    results[p] = y.read() as Float32Array;
    const { wall, gpu, parts } = timeStep(device, step, repeats);
    console.log(
      `${format} ${shape} ${p}: ${(wall * 1e6).toFixed(1)} us ${(flops / wall / 1e12).toFixed(1)} TFLOP/s (replayed graph, wall); ` +
        `timestamp sum ${(gpu * 1e6).toFixed(1)} us [${parts}]`,
    );
    y.destroy();
  }
  for (const p of paths.filter((p) => p !== 'f32' && results.f32))
    console.log(`${format} ${shape}: ${p} vs f32 tile NMSE ${nmse(results[p]!, results.f32!).toExponential(2)}`);
  const peer = ggml.get(shape);
  if (peer !== undefined) console.log(`${format} ${shape}: ggml-vulkan ${peer} us ${(flops / peer / 1e6).toFixed(1)} TFLOP/s`);
  for (const t of [w, x, ids]) t.destroy();
}
device.destroy();
