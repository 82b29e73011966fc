// quant.gemm's paths timed per format at ggml's prefill shape (M 512 tokens, N 4096, K 14336: test-backend-ops
// mul_mat m = 4096, k = 14336, n = 512), the weights re-used (cache-resident as in ggml's perf mode). A step
// of the f16 path is several dispatches (x to f16, then per chunk of K: W's decode and the f16 matmul), which
// `vkts bench` cannot time as one row (it times one kernel), so this script times a step two ways
// (bench/step-timing.ts): the wall time of a captured graph of `repeats` steps replayed back to back (the
// number to quote; a chunk's decode may overlap the previous chunk's matmul), and the sum of its dispatches'
// GPU timestamps in eager runs (its parts say where the time goes). Each format's f16 result is checked
// against its f32 path's (NMSE printed).
//
//   tsx bench/qgemm-f16.ts [--formats q4_K,q8_0] [--paths f16,int8,f32,f16@128] [--shape 512x4096x14336] [--rows 512,64]
//                          [--repeats 20]
//
// --rows times each M of the list (default: the shape's) on row slices of one x.
//
// A path f16@<MiB> runs the f16 path with that scratch for W's chunks instead of QGEMM_F16_SCRATCH_BYTES;
// f16@<MiB>:<tile> also forces the coopmat2 matmul at that tile (COOPMAT2_TILES: 128x256k32, 128x128k64).
import { Device } from '../src/device/index.ts';
import { nmse } from '../src/ops/case.ts';
import '../src/ops/convert/index.ts';
import { blocksOf } from '../src/quant/matvec/bench.ts';
import { gemm, type QGemmPath } from '../src/quant/gemm/ops.ts';
import { gemmF16 } from '../src/quant/gemm/f16-path.ts';
import type { QGemmFormat } from '../src/quant/gemm/kernels.ts';
import type { Coopmat2TileName } from '../src/ops/matmul/half-kernels.ts';
import { listOption, numbersOption, option } from './args.ts';
import { timeStep } from './step-timing.ts';

const [M0, N, K] = (option('shape') ?? '512x4096x14336').split('x').map(Number) as [number, number, number];
const rows = numbersOption('rows', String(M0));
const formats = listOption('formats', 'q4_K,q8_0,q6_K,q4_0') as QGemmFormat[];
const paths = listOption('paths', 'f16,f32');
const repeats = Number(option('repeats') ?? 20);

const device = Device.open({ profile: true });
console.log(`${device.info.name}, driver ${device.info.driver.info}; N ${N}, K ${K}, M ${rows.join(', ')}, weights cache-resident`);
const xAll = device.upload(
  Float32Array.from({ length: Math.max(...rows) * K }, (_, i) => Math.sin(i * 0.37)),
  { shape: [Math.max(...rows), K] },
);
// Half a second of f16 products first: the first configuration timed otherwise ran 2.7x slow on the H200
// (clocks ramping up, memory touched for the first time).
{
  const w = device.upload(blocksOf(formats[0]!, N, K), { dtype: formats[0]!, shape: [N, K] });
  const t0 = performance.now();
  while (performance.now() - t0 < 500) {
    gemm(xAll, w, { transB: true, path: 'f16' }).destroy();
    device.sync();
  }
  w.destroy();
}
for (const format of formats) {
  const w = device.upload(blocksOf(format, N, K), { dtype: format, shape: [N, K] });
  for (const M of rows) {
    const x = xAll.slice(0, 0, M);
    const flops = 2 * M * N * K;
    const results: Record<string, Float32Array> = {};
    for (const path of paths) {
      const c = device.alloc('f32', [M, N]);
      const custom = /^f16@(\d+)(?::(\w+))?$/.exec(path);
      const step = custom
        ? () => gemmF16(device, x, w, format, c, [M, N, K], Number(custom[1]) << 20, custom[2] as Coopmat2TileName | undefined)
        : () => gemm(x, w, { transB: true, path: path as QGemmPath, out: c });
      for (let i = 0; i < 3; i++) step();
      device.sync();
      results[path] = c.read();
      const { wall, gpu, parts } = timeStep(device, step, repeats);
      console.log(
        `${format} ${M}x${N}x${K} ${path}: ${(wall * 1e6).toFixed(1)} us ${(flops / wall / 1e12).toFixed(1)} TFLOP/s (replayed graph, wall); ` +
          `timestamp sum ${(gpu * 1e6).toFixed(1)} us ${(flops / gpu / 1e12).toFixed(1)} TFLOP/s [${parts}]`,
      );
      c.destroy();
    }
    for (const p of paths.filter((p) => p !== 'f32' && results.f32))
      console.log(`${format} ${M}x${N}x${K}: ${p} vs f32 path NMSE ${nmse(results[p]!, results.f32!).toExponential(2)}`);
    x.destroy();
  }
  w.destroy();
}
xAll.destroy();
device.destroy();
