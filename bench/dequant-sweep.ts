// dequantize_f16's units per invocation swept per format: dequantize.comp compiled with UNITS_PER_INV 1, 2,
// 4, ... (src/quant/gemm/kernels.ts's dequantizeDefines: a workgroup stages that many times 256 units of a
// row's blocks) and timed at quant.gemm's f16-path chunk, W
// [4096, 14336] decoded whole to f16, as `vkts bench` times a row (a back-to-back warm-up running into the
// measured window, the median of the per-dispatch GPU timestamps). Each configuration's f16 output is compared
// bit for bit with quant.dequantizeTensor's (the shipped variant); a mismatch or a configuration that fails
// to build is reported and the sweep goes on, exiting 1 at the end. Needs glslc.
//
//   tsx bench/dequant-sweep.ts [--formats q4_K,q8_0] [--units 2,4,8] [--shape 4096x14336] [--rotate]
//
// --rotate cycles W through copies beyond the last-level cache (256 MiB in all), as `vkts bench` does.
import { readFileSync } from 'node:fs';
import { BLOCK_FORMATS } from '../src/device/block-formats.ts';
import { Device } from '../src/device/index.ts';
import { timeSteps, type TimingPlan } from '../src/cli/bench/measure.ts';
import { dequantizeCost } from '../src/quant/gemm/cost.ts';
import { DEQUANT_UNITS_PER_INVOCATION, dequantizeDefines, dequantizeGroups } from '../src/quant/gemm/kernels.ts';
import { dequantizeTensor } from '../src/quant/gemm/dequant.ts';
import type { QGemmFormat } from '../src/quant/gemm/kernels.ts';
import { gridOperands } from '../src/quant/matvec/grids.ts';
import { blocksOf } from '../src/quant/matvec/bench.ts';
import { listOption, numbersOption } from './args.ts';

const [ROWS, COLS] = listOption('shape', '4096x14336')[0]!.split('x').map(Number) as [number, number];
const formats = listOption('formats', 'q4_0,q8_0,q4_K,q5_K,q6_K') as QGemmFormat[];
const unitCounts = numbersOption('units', '2,4,8');
const rotate = process.argv.includes('--rotate');
const PLAN: TimingPlan = { warmupSeconds: 0.15, minRepeats: 10, windowSeconds: 0.05, maxRepeats: 2000 };

const source = readFileSync('src/quant/gemm/dequantize.comp', 'utf8');
const device = Device.open({ profile: true });
console.log(
  `${device.info.name}, driver ${device.info.driver.info}; W ${ROWS} x ${COLS} ${rotate ? 'rotated beyond the cache' : 'cache-resident'}`,
);

let failures = 0;
for (const format of formats) {
  const f = BLOCK_FORMATS[format];
  const bytes = (ROWS * COLS * f.blockBytes) / f.blockSize;
  const copies = rotate ? Math.max(2, Math.ceil((256 << 20) / bytes)) : 1;
  const blocks = blocksOf(format, ROWS, COLS);
  const wq = device.upload(blocks, { dtype: format, shape: [ROWS, COLS] });
  const expected = new Uint16Array(dequantizeTensor(wq, { dtype: 'f16' }).read().buffer.slice(0));
  wq.destroy();
  const words = new Uint32Array(Math.ceil(blocks.length / 4)); // the kernel binds W as 32-bit words
  new Uint8Array(words.buffer).set(blocks);
  const ws = Array.from({ length: copies }, () => device.upload(words));
  const out = device.alloc('u32', [(ROWS * COLS) / 2]);
  const extra = gridOperands(device, format);
  const push = {
    rows: ROWS,
    blocks: COLS / f.blockSize,
    blk0: 0,
    offW: 0,
    ldw: (COLS / f.blockSize) * f.blockBytes,
    offOut: 0,
    ldOut: COLS,
  };
  let line = `${format.padEnd(8)} (shipped ${DEQUANT_UNITS_PER_INVOCATION})`;
  for (const k of unitCounts) {
    if ((256 * k) % (f.blockSize / 8) !== 0) continue; // a workgroup's units make whole blocks
    try {
      const kernel = device.kernel(source, {
        fileName: 'src/quant/gemm/dequantize.comp',
        includePaths: ['shaders/include'],
        defines: dequantizeDefines(format, k),
        optimize: true, // as build-shaders compiles the shipped variants
        name: `dequantize_f16 ${format} u${k}`,
      });
      const groups = dequantizeGroups(format, ROWS, COLS / f.blockSize, k);
      const t = timeSteps(device, PLAN, (i) =>
        kernel.dispatch([ws[i % copies]!, out, ...extra], push, {
          groups: device.splitGrid(groups),
          label: 'sweep',
          cost: dequantizeCost(format, ROWS * COLS),
        }),
      );
      const got = new Uint16Array(out.read().buffer.slice(0));
      const bad = got.findIndex((v, i) => v !== expected[i]);
      if (bad >= 0) {
        failures++;
        line += ` u${k} MISMATCH at ${bad}`;
        continue;
      }
      const us = t.median * 1e6;
      line += ` u${k} ${us.toFixed(1)} us (${((bytes + 2 * ROWS * COLS) / t.median / 1e12).toFixed(2)} TB/s)`;
    } catch (e) {
      failures++;
      line += ` u${k} FAILED`;
      console.error(`${format} u${k}: ${(e as Error).message}`);
    }
  }
  console.log(line);
  for (const w of ws) w.destroy();
  out.destroy();
}
device.destroy();
if (failures > 0) {
  console.error(`${failures} configuration(s) failed to build or run, or disagreed with quant.dequantizeTensor`);
  process.exitCode = 1;
}
