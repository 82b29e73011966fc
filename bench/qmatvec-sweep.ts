// The quantized matvec's walk sweep: qmatvec.comp compiled with each walk (rows per workgroup NUM_ROWS, units per
// step SLOT_UNITS, interleave RUN_SPREAD: src/quant/matvec/kernels.ts) and specialised to each workgroup size,
// timed per format at ggml's decode shape (rows 4096, cols 14336) as `vkts bench` times a row (a back-to-back
// warm-up of GPU time running into the measured window, the median of the per-dispatch GPU timestamps). It
// chose qmatvec's walk per format.
//
//   tsx bench/qmatvec-sweep.ts [--formats q4_0,q4_K] [--walks shipped,group,r4u1s1] [--wg 32,64,128]
//                              [--shape 4096x14336] [--rotate] [--json out.json] [--q8 [--variants word,v16,pairs]]
//
// A walk is `r<NUM_ROWS>u<SLOT_UNITS>s<RUN_SPREAD>`, with a `c` after it for WEIGH_CODES (the codes weighed and
// each run's sum scaled), `shipped` (the format's in kernels.ts) or `group` (the earlier thread-per-group walk,
// u4s1, at the shipped rows, decoded weights); walks that do not fit a format's block are skipped. --rotate cycles W through copies beyond the last-level cache (256 MiB in all), as `vkts bench` does
// by default; without it one copy stays cache-resident, as in ggml's perf mode. Every configuration's result
// is checked against quant.matvec's (the shipped variant): a mismatch (MISMATCH) or a configuration that
// fails to build or run (FAILED) is reported and the sweep goes on, exiting 1 at the end. Needs glslc.
//
// --q8 sweeps the int8 path instead (qmatvec_q8.comp, x as q8_1 blocks; formats default to all of its):
// walks `q<NUM_ROWS>x<UNROLL>` or `shipped`, either with `p2` after it (q2_K / q3_K units of two x blocks,
// not four) and/or `xv` (x in 8- or 16-byte loads where a unit's x blocks are consecutive: X_VEC); each time
// is the quantize dispatch of x plus the dot dispatch (what ggml's MUL_MAT row includes), the dot alone in
// brackets; checked against quant.matvec with { activations: 'q8_1' }. --variants (default word) adds W's other loads where a format has them: v16, the
// 16-byte loads (LOADS_16: q4_K, q5_K), pairs, two 32-weight blocks as one run of words (PAIRS; cols a
// multiple of 64); the tag says which after the walk.
import { readFileSync, writeFileSync } from 'node:fs';
import { BLOCK_FORMATS } from '../src/device/block-formats.ts';
import { Device } from '../src/device/index.ts';
import type { CompileOptions } from '../src/spirv/index.ts';
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
import { quantizeActivations } from '../src/quant/gemm/ops.ts';
import {
  hasLoads,
  QMATVEC_Q8_FORMATS,
  qmatvecQ8Defines,
  qmatvecQ8Walk,
  type QMatvecQ8Format,
  type QMatvecQ8Loads,
  type QMatvecQ8Walk,
} from '../src/quant/matvec/q8-kernels.ts';
import { listOption, numbersOption, option } from './args.ts';

/** Whether a configuration's result is off from the op's by more than 1e-4 of the result's scale (and says
 * so on stderr). */
function mismatch(what: string, got: Float32Array, expected: ArrayLike<number>, scale: number, op: string): boolean {
  const worst = got.reduce((m, v, r) => Math.max(m, Math.abs(v - expected[r]!)), 0);
  if (worst <= 1e-4 * scale) return false;
  console.error(`${what}: off by ${worst} (of ${scale}) from ${op}`);
  return true;
}

/** One configuration: `time` builds and times it, `mismatches` checks its result; FAILED (it threw, said on
 * stderr) or MISMATCH instead of the timing, each counted as a failure. */
function tryConfig<T extends object>(what: string, time: () => T, mismatches: () => boolean): T | 'FAILED' | 'MISMATCH' {
  let t: T;
  try {
    t = time();
  } catch (e) {
    failures++;
    console.error(`${what}: ${(e as Error).message}`);
    return 'FAILED';
  }
  if (!mismatches()) return t;
  failures++;
  return 'MISMATCH';
}

const [ROWS, COLS] = listOption('shape', '4096x14336')[0]!.split('x').map(Number) as [number, number];
const PLAN: TimingPlan = { warmupSeconds: 0.15, minRepeats: 10, windowSeconds: 0.05, maxRepeats: 2000 };
const q8 = process.argv.includes('--q8');
const formats = listOption(
  'formats',
  q8 ? QMATVEC_Q8_FORMATS.join(',') : 'q8_0,q4_0,q4_1,q5_0,q5_1,q4_K,q5_K,q6_K,q2_K,q3_K,iq4_nl,iq4_xs,tq2_0,iq2_xxs,iq3_s',
) as QMatvecFormat[];
const walkNames = listOption('walks', q8 ? 'shipped,q2x1,q4x1,q4x2,q8x1,q8x2' : 'group,shipped');
const sizes = numbersOption('wg', '32,64,128');
const loadsNames = listOption('variants', 'word') as QMatvecQ8Loads[];
for (const l of loadsNames) if (!['word', 'v16', 'pairs'].includes(l)) throw new Error(`--variants: '${l}' is not word, v16 or pairs`);
const rotate = process.argv.includes('--rotate');
const jsonPath = option('json');

const sourceFile = `src/quant/matvec/${q8 ? 'qmatvec_q8' : 'qmatvec'}.comp`;
const source = readFileSync(sourceFile, 'utf8');
const device = Device.open({ profile: true });
/** The swept shader with `defines` at workgroup size `wg`, optimized as build-shaders compiles the shipped
 * variants. */
const compiled = (defines: CompileOptions['defines'], wg: number, name: string) =>
  device.kernel(source, { fileName: sourceFile, includePaths: ['shaders/include'], defines, localSize: wg, optimize: true, name });

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

const results: { format: string; walk: string; wg: number; us: number; dotUs?: number; loads?: QMatvecQ8Loads; tbps: number }[] = [];
let failures = 0;
for (const format of q8 ? [] : formats) {
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
  const expected = matvec(wq, x, { activations: 'f32' }).read();
  const scale = expected.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  wq.destroy();
  let line = `${format.padEnd(8)}`;
  const walks = [...new Map(walkNames.flatMap((n) => walkOf(n, format) ?? []).map((w) => [walkName(w), w])).values()];
  for (const walk of walks)
    for (const wg of sizes) {
      const tag = `${walkName(walk)}w${wg}`;
      const t = tryConfig(
        `${format} ${tag}`,
        () => {
          const kw = compiled(qmatvecDefines(format, '', '_x4', walk), wg, `qmatvec ${format} ${tag}`);
          const push = { rows: ROWS, cols: COLS, offW: 0, ldw: (COLS / f.blockSize) * f.blockBytes, offX: 0, offY: 0, n: 1 };
          const cost = { bytesRead: bytes + 4 * COLS, bytesWritten: 4 * ROWS, flops: 2 * ROWS * COLS, precision: 'f32' as const };
          return timeSteps(device, PLAN, (i) =>
            kw.dispatch([ws[i % copies]!, x, y, ...extra], push, { groups: [Math.ceil(ROWS / walk.rows), 1, 1], label: 'sweep', cost }),
          );
        },
        () => mismatch(`${format} ${tag}`, y.read() as Float32Array, expected, scale, 'quant.matvec'),
      );
      if (typeof t === 'string') {
        line += ` ${tag} ${t}`;
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
if (q8) for (const format of formats) sweepQ8(format);
if (jsonPath) writeFileSync(jsonPath, JSON.stringify({ device: device.info.name, rotate, results }, null, 1));
device.destroy();
if (failures > 0) {
  console.error(`${failures} configuration(s) failed to build or run, or disagreed with quant.matvec`);
  process.exitCode = 1;
}

/** The int8 walk a name stands for (`shipped` or q<rows>x<unroll>, then p2: q2_K / q3_K units of 2 x
 * blocks; xv: x in 8- or 16-byte loads, X_VEC), or undefined where it does not fit the format. */
function q8WalkOf(name: string, format: QMatvecQ8Format): QMatvecQ8Walk | undefined {
  const m = /^(?:q(\d+)x(\d+)|(shipped))(p2)?(xv)?$/.exec(name);
  if (!m) throw new Error(`--walks (--q8): '${name}' is not shipped or q<rows>x<unroll>, then p2 or xv or both`);
  const walk: QMatvecQ8Walk = m[3] ? { ...qmatvecQ8Walk(format) } : { rows: Number(m[1]), unroll: Number(m[2]) };
  if (m[4]) {
    if (format !== 'q2_K' && format !== 'q3_K') return undefined;
    walk.planes = 2;
  }
  if (m[5]) walk.xvec = true;
  return walk;
}
function q8WalkName(w: QMatvecQ8Walk): string {
  return `q${w.rows}x${w.unroll}${w.planes === 2 ? 'p2' : ''}${w.xvec ? 'xv' : ''}`;
}

/** The GPU seconds of `step` (it records the quantize and the dot dispatch), a warm-up running straight into
 * the measured window as timeSteps does: the sum of the two kernels' medians, and the dot's apart. */
function timeQ8Path(step: (i: number) => void): { both: number; dot: number } {
  const medians = (repeats: number) =>
    device.profile().kernels.map((k) => {
      const s = k.samples.slice(-repeats).sort((a, b) => a - b);
      return { name: k.name, s: s[s.length >> 1]! / 1e3 };
    });
  device.resetProfile();
  step(0);
  device.sync();
  const estimate = Math.max(
    1e-7,
    medians(1).reduce((t, k) => t + k.s, 0),
  );
  const warmup = Math.min(20_000, Math.ceil(PLAN.warmupSeconds / estimate));
  const repeats = Math.min(PLAN.maxRepeats, Math.max(PLAN.minRepeats, Math.ceil(PLAN.windowSeconds / estimate)));
  device.resetProfile();
  for (let i = 1; i <= warmup + repeats; i++) step(i);
  device.sync();
  const m = medians(repeats);
  return { both: m.reduce((t, k) => t + k.s, 0), dot: m.find((k) => k.name.startsWith('qmatvec_q8'))?.s ?? NaN };
}

/** --q8: the int8 walks of `format` at each workgroup size, quantize + dot timed together. */
function sweepQ8(name: string): void {
  const format = QMATVEC_Q8_FORMATS.find((f) => f === name);
  if (!format) throw new Error(`${name} has no int8 kernel (${QMATVEC_Q8_FORMATS.join(', ')})`);
  const f = BLOCK_FORMATS[format];
  const bytes = (ROWS * COLS * f.blockBytes) / f.blockSize;
  const copies = rotate ? Math.max(2, Math.ceil((256 << 20) / bytes)) : 1;
  const blocks = blocksOf(format, ROWS, COLS);
  const words = new Uint32Array(Math.ceil(blocks.length / 4));
  new Uint8Array(words.buffer).set(blocks);
  const ws = Array.from({ length: copies }, () => device.upload(words));
  const x = device.upload(Float32Array.from({ length: COLS }, (_, i) => Math.sin(i))),
    xq = quantizeActivations(x),
    y = device.alloc('f32', [ROWS]);
  const grid = gridOperands(device, format); // the codebook formats' grid words, after y
  const wq = device.upload(blocks, { dtype: format, shape: [ROWS, COLS] });
  const expected = matvec(wq, x, { activations: 'q8_1' }).read();
  const scale = expected.reduce((m, v) => Math.max(m, Math.abs(v)), 0);
  wq.destroy();
  let line = `${format.padEnd(8)}`;
  const loadsOf = loadsNames.filter((l) => hasLoads(format, l) && (l !== 'pairs' || COLS % 64 === 0));
  for (const name of walkNames)
    for (const wg of sizes)
      for (const loads of loadsOf) {
        const walk = q8WalkOf(name, format);
        if (!walk) continue;
        const id = `${q8WalkName(walk)}${loads === 'word' ? '' : loads}`,
          tag = `${id}w${wg}`;
        const t = tryConfig(
          `${format} ${tag}`,
          () => {
            const kw = compiled(qmatvecQ8Defines(format, walk, loads), wg, `qmatvec_q8 ${format} ${tag}`);
            const push = { rows: ROWS, cols: COLS, offW: 0, ldw: (COLS / f.blockSize) * f.blockBytes, offX: 0, offY: 0 };
            const cost = { bytesRead: bytes, bytesWritten: 4 * ROWS, flops: 2 * ROWS * COLS, precision: 'int8' as const };
            return timeQ8Path((i) => {
              quantizeActivations(x, { out: xq });
              kw.dispatch([ws[i % copies]!, xq, y, ...grid], push, { groups: [Math.ceil(ROWS / walk.rows), 1, 1], label: 'sweep', cost });
            });
          },
          () => mismatch(`${format} ${tag}`, y.read() as Float32Array, expected, scale, 'quant.matvec q8_1'),
        );
        if (typeof t === 'string') {
          line += ` ${tag} ${t}`;
          continue;
        }
        results.push({ format, walk: id, wg, us: t.both * 1e6, dotUs: t.dot * 1e6, loads, tbps: bytes / t.both / 1e12 });
        line += ` ${tag} ${(t.both * 1e6).toFixed(1)} (${(t.dot * 1e6).toFixed(1)})`;
      }
  console.log(line);
  for (const loads of loadsOf) {
    const mine = results.filter((r) => r.format === format && r.loads === loads);
    const best = mine.sort((a, b) => a.us - b.us)[0],
      bestDot = mine.sort((a, b) => a.dotUs! - b.dotUs!)[0];
    if (best && bestDot)
      console.log(
        `${format.padEnd(8)} ${loads.padEnd(4)} best ${best.walk} wg${best.wg}: ${best.us.toFixed(1)} us quantize + dot; dot alone best ${bestDot.walk} wg${bestDot.wg}: ${bestDot.dotUs!.toFixed(1)} us`,
      );
  }
  for (const w of ws) w.destroy();
  for (const t of [x, xq, y]) t.destroy();
}
