// The quantized matvec's walk sweep: qmatvec.comp compiled with each walk (rows per workgroup NUM_ROWS, units per
// step SLOT_UNITS, interleave RUN_SPREAD: src/quant/matvec/kernels.ts) and specialised to each workgroup size,
// timed per format at ggml's decode shape (rows 4096, cols 14336) as `vkts bench` times a row (a back-to-back
// warm-up of GPU time running into the measured window, the median of the per-dispatch GPU timestamps). It
// chose qmatvec's walk per format.
//
//   tsx bench/qmatvec-sweep.ts [--formats q4_0,q4_K] [--walks shipped,group,r4u1s1] [--wg 32,64,128]
//                              [--shape 4096x14336] [--rotate] [--json out.json]
//
// A walk is `r<NUM_ROWS>u<SLOT_UNITS>s<RUN_SPREAD>`, with a `c` after it for WEIGH_CODES (the codes weighed and
// each run's sum scaled), `shipped` (the format's in kernels.ts) or `group` (the earlier thread-per-group walk,
// u4s1, at the shipped rows, decoded weights); walks that do not fit a format's block are skipped. --rotate cycles W through copies beyond the last-level cache (256 MiB in all), as `vkts bench` does
// by default; without it one copy stays cache-resident, as in ggml's perf mode. Every configuration's result
// is checked against quant.matvec's (the shipped variant): a mismatch (MISMATCH) or a configuration that
// fails to build or run (FAILED) is reported and the sweep goes on, exiting 1 at the end. Needs glslc.
import { readFileSync, writeFileSync } from 'node:fs';
import { BLOCK_FORMATS } from '../src/device/block-formats.ts';
import { Device } from '../src/device/index.ts';
import { timeSteps, type TimingPlan } from '../src/cli/bench/measure.ts';
import { blocksOf } from '../src/quant/matvec/bench.ts';
import { matvec } from '../src/quant/matvec/ops.ts';
import { gridOperands } from '../src/quant/matvec/grids.ts';
import {
  hasCodes,
  QMATVEC_FORMATS,
  qmatvecDefines,
  qmatvecWalk,
  type QMatvecFormat,
  type QMatvecWalk,
} from '../src/quant/matvec/kernels.ts';
import { listOption, numbersOption, option } from './args.ts';

const [ROWS, COLS] = listOption('shape', '4096x14336')[0]!.split('x').map(Number) as [number, number];
const PLAN: TimingPlan = { warmupSeconds: 0.15, minRepeats: 10, windowSeconds: 0.05, maxRepeats: 2000 };
const formats = listOption(
  'formats',
  'q8_0,q4_0,q4_1,q5_0,q5_1,q4_K,q5_K,q6_K,q2_K,q3_K,iq4_nl,iq4_xs,tq2_0,iq2_xxs,iq3_s',
) as QMatvecFormat[];
const walkNames = listOption('walks', 'group,shipped');
const sizes = numbersOption('wg', '32,64,128');
const rotate = process.argv.includes('--rotate');
const jsonPath = option('json');

const source = readFileSync('src/quant/matvec/qmatvec.comp', 'utf8');
const device = Device.open({ profile: true });

console.log(`${device.info.name}, driver ${device.info.driver.info}; W ${rotate ? 'rotated beyond the cache' : 'cache-resident'}`);
/** The walk a name stands for in `format`, or undefined where it does not fit the format's block. */
function walkOf(name: string, format: QMatvecFormat): QMatvecWalk | undefined {
  const shipped = qmatvecWalk(format);
  if (name === 'shipped') return shipped;
  if (name === 'group') return { rows: shipped.rows, slotUnits: 4, spread: 1, codes: false };
  const m = /^r(\d+)u(\d+)s(\d+)(c?)$/.exec(name);
  if (!m) throw new Error(`--walks: '${name}' is not shipped, group or r<rows>u<units>s<spread>[c]`);
  const [rows, slotUnits, spread] = m.slice(1, 4).map(Number) as [number, number, number];
  const codes = m[4] === 'c';
  const units = BLOCK_FORMATS[format].blockSize / 8;
  const pow2 = (v: number) => v > 0 && (v & (v - 1)) === 0;
  const fits = rows > 0 && pow2(slotUnits) && pow2(spread) && units % (slotUnits * spread) === 0 && (!codes || hasCodes(format));
  return fits ? { rows, slotUnits, spread, codes } : undefined;
}
const walkName = (w: QMatvecWalk) => `r${w.rows}u${w.slotUnits}s${w.spread}${w.codes ? 'c' : ''}`;

const results: { format: string; walk: string; wg: number; us: number; tbps: number }[] = [];
let failures = 0;
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
  const walks = [...new Map(walkNames.flatMap((n) => walkOf(n, format) ?? []).map((w) => [walkName(w), w])).values()];
  for (const walk of walks)
    for (const wg of sizes) {
      const tag = `${walkName(walk)}w${wg}`;
      let t;
      try {
        const kw = device.kernel(source, {
          fileName: 'src/quant/matvec/qmatvec.comp',
          includePaths: ['shaders/include'],
          defines: qmatvecDefines(format, '', '_x4', walk),
          localSize: wg,
          optimize: true, // as build-shaders compiles the shipped variants
          name: `qmatvec ${format} ${tag}`,
        });
        const push = { rows: ROWS, cols: COLS, offW: 0, ldw: (COLS / f.blockSize) * f.blockBytes, offX: 0, offY: 0, n: 1 };
        const cost = { bytesRead: bytes + 4 * COLS, bytesWritten: 4 * ROWS, flops: 2 * ROWS * COLS, precision: 'f32' as const };
        t = timeSteps(device, PLAN, (i) =>
          kw.dispatch([ws[i % copies]!, x, y, ...extra], push, { groups: [Math.ceil(ROWS / walk.rows), 1, 1], label: 'sweep', cost }),
        );
      } catch (e) {
        failures++;
        line += ` ${tag} FAILED`;
        console.error(`${format} ${tag}: ${(e as Error).message}`);
        continue;
      }
      const got = y.read();
      const worst = got.reduce((m, v, r) => Math.max(m, Math.abs(v - expected[r]!)), 0);
      if (!(worst <= 1e-4 * scale)) {
        failures++;
        line += ` ${tag} MISMATCH`;
        console.error(`${format} ${tag}: off by ${worst} (of ${scale}) from quant.matvec`);
        continue;
      }
      const us = t.median * 1e6;
      results.push({ format, walk: walkName(walk), wg, us, tbps: bytes / t.median / 1e12 });
      line += ` ${tag} ${us.toFixed(1)}`;
    }
  const best = results.filter((r) => r.format === format).sort((a, b) => a.us - b.us)[0];
  console.log(
    best
      ? `${line}\n${format.padEnd(8)} best ${best.walk} wg${best.wg}: ${best.us.toFixed(1)} us, ${best.tbps.toFixed(2)} TB/s of weights`
      : line,
  );
  for (const w of ws) w.destroy();
  x.destroy();
  y.destroy();
}
if (jsonPath) writeFileSync(jsonPath, JSON.stringify({ device: device.info.name, rotate, results }, null, 1));
device.destroy();
if (failures > 0) {
  console.error(`${failures} configuration(s) failed to build or run, or disagreed with quant.matvec`);
  process.exitCode = 1;
}
