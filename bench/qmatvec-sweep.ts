// The quantized matvec's tile sweep: qmatvec.comp compiled with each NUM_ROWS (rows per workgroup) and
// specialised to each workgroup size, timed per format at ggml's decode shape (rows 4096, cols 14336) as `vkts bench`
// times a row (a back-to-back warm-up of GPU time running into the measured window, the median of the
// per-dispatch GPU timestamps). It chose qmatvec's rows per format and workgroup size (src/quant/matvec/kernels.ts).
//
//   tsx bench/qmatvec-sweep.ts [--formats q4_0,q4_K] [--nrows 1,2,4] [--wg 32,64,128]
//                              [--rotate] [--json out.json]
//
// --rotate cycles W through copies beyond the last-level cache (256 MiB in all), as `vkts bench` does by
// default; without it one copy stays cache-resident, as in ggml's perf mode. Every configuration's result
// is checked against quant.matvec's (the shipped variant) and a mismatch stops the sweep. Needs glslc.
import { readFileSync, writeFileSync } from 'node:fs';
import { BLOCK_FORMATS } from '../src/device/block-formats.ts';
import { Device } from '../src/device/index.ts';
import { timeSteps, type TimingPlan } from '../src/cli/bench/measure.ts';
import { blocksOf } from '../src/quant/matvec/bench.ts';
import { matvec } from '../src/quant/matvec/ops.ts';
import { gridOperands } from '../src/quant/matvec/grids.ts';
import { QMATVEC_FORMATS, type QMatvecFormat } from '../src/quant/matvec/kernels.ts';

const list = (name: string, def: string): string[] => {
  const i = process.argv.indexOf(`--${name}`);
  return (i > 0 ? process.argv[i + 1]! : def).split(',');
};
const numbers = (name: string, def: string): number[] => list(name, def).map(Number);

const ROWS = 4096,
  COLS = 14336;
const PLAN: TimingPlan = { warmupSeconds: 0.15, minRepeats: 10, windowSeconds: 0.05, maxRepeats: 2000 };
const formats = list('formats', 'q8_0,q4_0,q4_1,q5_0,q5_1,q4_K,q5_K,q6_K,q2_K,q3_K,iq4_nl,iq4_xs,tq2_0,iq2_xxs,iq3_s') as QMatvecFormat[];
const rowsPerGroup = numbers('nrows', '1,2,4');
const sizes = numbers('wg', '32,64,128');
const rotate = process.argv.includes('--rotate');
const jsonAt = process.argv.indexOf('--json');

const source = readFileSync('src/quant/matvec/qmatvec.comp', 'utf8');
const manifest = JSON.parse(readFileSync('shaders/spv/manifest.json', 'utf8')) as {
  shaders: { name: string; variant: string; defines: Record<string, string | number> }[];
};
const definesOf = (variant: string) => manifest.shaders.find((s) => s.name === 'qmatvec' && s.variant === variant)!.defines;

const device = Device.open({ profile: true });

console.log(`${device.info.name}, driver ${device.info.driver.info}; W ${rotate ? 'rotated beyond the cache' : 'cache-resident'}`);
const results: { format: string; rows: number; wg: number; us: number; tbps: number }[] = [];
for (const format of formats) {
  if (!(QMATVEC_FORMATS as readonly string[]).includes(format)) throw new Error(`unknown format ${format}`);
  const f = BLOCK_FORMATS[format];
  const bytes = (ROWS * COLS * f.blockBytes) / f.blockSize;
  const copies = rotate ? Math.max(2, Math.ceil((256 << 20) / bytes)) : 1;
  const blocks = blocksOf(format, ROWS, COLS);
  const words = new Uint32Array(Math.ceil(blocks.length / 4)); // the kernel binds W as 32-bit words
  new Uint8Array(words.buffer).set(blocks);
  const ws = Array.from({ length: copies }, () => device.upload(words));
  const x = device.upload(Float32Array.from({ length: COLS }, (_, i) => Math.sin(i))),
    y = device.alloc('f32', [ROWS]);
  const extra = gridOperands(device, format);
  const wq = device.upload(blocks, { dtype: format, shape: [ROWS, COLS] });
  const expected = matvec(wq, x).read();
  const scale = expected.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  wq.destroy();
  let line = `${format.padEnd(8)}`;
  for (const nr of rowsPerGroup)
    for (const wg of sizes) {
      const kw = device.kernel(source, {
        fileName: 'src/quant/matvec/qmatvec.comp',
        includePaths: ['shaders/include'],
        defines: { ...definesOf(`${format}_x4`), NUM_ROWS: nr },
        localSize: wg,
        optimize: true, // as build-shaders compiles the shipped variants
        name: `qmatvec ${format} r${nr} wg${wg}`,
      });
      const push = { rows: ROWS, cols: COLS, offW: 0, ldw: (COLS / f.blockSize) * f.blockBytes, offX: 0, offY: 0, n: 1 };
      const cost = { bytesRead: bytes + 4 * COLS, bytesWritten: 4 * ROWS, flops: 2 * ROWS * COLS, precision: 'f32' as const };
      const t = timeSteps(device, PLAN, (i) =>
        kw.dispatch([ws[i % copies]!, x, y, ...extra], push, { groups: [Math.ceil(ROWS / nr), 1, 1], label: 'sweep', cost }),
      );
      const got = y.read();
      const worst = got.reduce((m, v, r) => Math.max(m, Math.abs(v - expected[r]!)), 0);
      if (!(worst <= 1e-4 * scale)) throw new Error(`${format} r${nr} wg${wg}: off by ${worst} (of ${scale}) from quant.matvec`);
      const us = t.median * 1e6;
      results.push({ format, rows: nr, wg, us, tbps: bytes / t.median / 1e12 });
      line += ` r${nr}w${wg} ${us.toFixed(1)}`;
    }
  const best = results.filter((r) => r.format === format).sort((a, b) => a.us - b.us)[0]!;
  console.log(
    `${line}\n${format.padEnd(8)} best r${best.rows} wg${best.wg}: ${best.us.toFixed(1)} us, ${best.tbps.toFixed(2)} TB/s of weights`,
  );
  for (const w of ws) w.destroy();
  x.destroy();
  y.destroy();
}
if (jsonAt > 0) writeFileSync(process.argv[jsonAt + 1]!, JSON.stringify({ device: device.info.name, rotate, results }, null, 1));
device.destroy();
