// The attention decode kernel's sweep: attention_decode.comp compiled with each team width (T), keys per
// team and step (KPL) and split size, contiguous and PAGED (vLLM's layout, blocks of 16 scattered through
// the pool), timed at the bench's LLM shapes (32 query heads over 8 kv heads, headDim 128, f16; batch 1
// and 8, 4k and 32k keys) as `vkts bench` times a row (a back-to-back warm-up of GPU time running into the
// measured window, the median of the per-dispatch GPU timestamps), with each MERGE (the splits whose
// partials the last workgroup of a kv head loads together when it combines them; the one dispatch is the
// whole step). Every result is checked against attention()'s prefill kernel (an independent path) over the
// same keys, and the counters must come back to 0; a mismatch is reported and the sweep goes on, exiting 1
// at the end. Needs glslc.
//
//   tsx bench/decode-sweep.ts [--shapes 1x4096,1x32768,8x4096,8x32768] [--configs T8k2,T8k4,T16k4,T16k8]
//                             [--splits 128,256,512,1024,2048] [--layouts contiguous,paged] [--merge 8]
//                             [--wg 128,256] [--source attention_decode.comp] [--ablate stream+combine]
//                             [--json out.json]
//
// A configuration T<t>k<kpl> is the team width and the keys a team takes per step (KPL); teams wider than
// the device's smallest subgroup are skipped. --wg: the workgroup sizes (WG; WG / T teams, the shipped 128).
//
// A line per shape and layout: `T<t>k<kpl>s<split>m<MERGE>` (then w<WG> if not 128) and the dispatch's µs; the best and its TB/s on
// the K/V bytes; the shipped configuration is the one decodePlan picks (at the shader's MERGE, 8).
//
// --ablate times the kernel with parts switched off (bench/decode-ablations.ts names them: combine, stream,
// q, teams, subgroups, write, tail, all; joined by '+'), contiguous layout only; its results are wrong by
// design and are not checked.
import { readFileSync, writeFileSync } from 'node:fs';
import { Device, type Tensor } from '../src/device/index.ts';
import { timeSteps, type TimingPlan } from '../src/cli/bench/measure.ts';
import { castF32ToF16, convert } from '../src/ops/convert/ops.ts';
import { attention, decodePlan } from '../src/ops/attention/ops.ts';
import { pagedAttention } from '../src/ops/attention/paged.ts';
import { listOption, numbersOption, option } from './args.ts';
import { ablate } from './decode-ablations.ts';

const [HEADS, KV, D, BLOCK] = [32, 8, 128, 16] as const;
const PLAN: TimingPlan = { warmupSeconds: 0.15, minRepeats: 10, windowSeconds: 0.05, maxRepeats: 2000 };
const shapes = listOption('shapes', '1x4096,1x32768,8x4096,8x32768').map((s) => s.split('x').map(Number) as [number, number]);
const configs = listOption('configs', 'T8k2,T8k4,T16k4,T16k8').map((c) => {
  const m = /^T(\d+)k(\d+)$/.exec(c);
  if (!m) throw new Error(`--configs: '${c}' is not T<team width>k<keys per step>`);
  return [Number(m[1]), Number(m[2])] as const;
});
const splitSizes = numbersOption('splits', '128,256,512,1024,2048');
const layouts = listOption('layouts', 'contiguous,paged');
const merges = numbersOption('merge', '8');
const workgroups = numbersOption('wg', '128');
for (const l of layouts) if (l !== 'contiguous' && l !== 'paged') throw new Error(`--layouts: '${l}' is not contiguous or paged`);
const jsonPath = option('json');

const ablation = option('ablate');
if (ablation && layouts.includes('paged'))
  throw new Error("--ablate: the ablations switch parts off through the contiguous layout's flags; add --layouts contiguous");
const shippedSource = readFileSync(option('source') ?? 'src/ops/attention/attention_decode.comp', 'utf8');
const source = ablation ? ablate(shippedSource, ablation) : shippedSource;
const device = Device.open({ profile: true });
console.log(
  `${device.info.name}, driver ${device.info.driver.info}, subgroups ${device.info.subgroup.minSize}-${device.info.subgroup.maxSize}`,
);

// a prime period of values tiled (no key row repeats another): the host's sin over all of 8 x 32k's 268M
// elements took seconds of the sweep's minute
const PERIOD = 999_983;
const half = (shape: number[], seed: number): Tensor => {
  const n = shape.reduce((a, b) => a * b, 1);
  const host = new Float32Array(n);
  for (let i = 0; i < Math.min(n, PERIOD); i++) host[i] = Math.sin(i * 0.7 + seed) * 0.5;
  for (let filled = PERIOD; filled < n; filled *= 2) host.copyWithin(filled, 0, Math.min(filled, n - filled));
  const x = device.upload(host, { shape });
  const y = castF32ToF16(x);
  x.destroy();
  return y;
};

const kernels = new Map<string, ReturnType<Device['kernel']>>();
function kernelOf(t: number, kpl: number, paged: boolean, merge: number, wg: number) {
  const key = `${t}/${kpl}/${paged}/${merge}/${wg}`;
  let k = kernels.get(key);
  if (!k) {
    k = device.kernel(source, {
      fileName: 'src/ops/attention/attention_decode.comp',
      includePaths: ['shaders/include'],
      defines: {
        D,
        RMAX: 4,
        KPL: kpl,
        T: t,
        Q_F16: 1,
        KV_F16: 1,
        MERGE: merge,
        WG: wg,
        ...(paged ? { PAGED: 1 } : {}),
      },
      targetEnv: 'vulkan1.2',
      optimize: true, // as build-shaders compiles the shipped variants
      name: `attention_decode T${t} KPL${kpl}${paged ? ' paged' : ''} MERGE ${merge} WG ${wg}`,
    });
    kernels.set(key, k);
  }
  return k;
}

const results: {
  layout: string;
  batch: number;
  keys: number;
  t: number;
  kpl: number;
  splitSize: number;
  merge: number;
  wg: number;
  us: number;
  tbps: number;
}[] = [];
let mismatches = 0;
for (const [b, tk] of shapes) {
  const q = half([b, HEADS, 1, D], 1);
  const k = half([b, KV, tk, D], 2);
  const v = half([b, KV, tk, D], 3);
  const kvBytes = 2 * b * KV * tk * D * 2;
  const shipped = decodePlan({ batch: b, heads: HEADS, kvHeads: KV, tokensQ: 1, tokensK: tk, dtype: 'f16', d: D }, device.info);
  for (const layout of layouts) {
    const paged = layout === 'paged';
    // the paged caches hold the same keys: sequence s's block i at physical block i * b + s
    const perSeq = tk / BLOCK;
    const tables = Uint32Array.from({ length: b * perSeq }, (_, i) => (i % perSeq) * b + Math.floor(i / perSeq));
    let kc: Tensor | undefined, vc: Tensor | undefined, bt: Tensor | undefined, lens: Tensor | undefined;
    if (paged) {
      const host = (t: Tensor) => new Uint16Array((t.read() as Uint16Array).buffer.slice(0));
      const [kh, vh] = [host(k), host(v)];
      const [kp, vp] = [new Uint16Array(kh.length), new Uint16Array(vh.length)];
      for (let s = 0; s < b; s++)
        for (let h = 0; h < KV; h++)
          for (let j = 0; j < tk; j++) {
            const slot = tables[s * perSeq + Math.floor(j / BLOCK)]! * BLOCK + (j % BLOCK);
            const from = ((s * KV + h) * tk + j) * D,
              to = (slot * KV + h) * D;
            kp.set(kh.subarray(from, from + D), to);
            vp.set(vh.subarray(from, from + D), to);
          }
      const shape = [b * perSeq, BLOCK, KV, D];
      kc = device.upload(kp, { dtype: 'f16', shape });
      vc = device.upload(vp, { dtype: 'f16', shape });
      bt = device.upload(tables, { dtype: 'u32', shape: [b, perSeq] });
      lens = device.upload(new Uint32Array(b).fill(tk), { dtype: 'u32' });
    }
    // the reference is the prefill kernel (a path of its own) on the contiguous keys, which the paged cache
    // holds in the same order
    const ref = attention(q, k, v, { path: 'prefill' });
    const ref32 = convert(ref, 'f32');
    const want = ref32.read() as Float32Array;
    ref32.destroy();
    // kernel() binds a buffer by its elements' type: the halves as the words the shader reads
    const words = (t: Tensor) => device.upload(new Uint32Array((t.read() as Uint16Array).slice().buffer), { dtype: 'u32' });
    const [qw, kw, vw] = [q, paged ? kc! : k, paged ? vc! : v].map(words) as [Tensor, Tensor, Tensor];
    const [maskDummy, lenDummy] = [device.zeros('f32', [4]), device.zeros('u32', [4])];
    const nmseOf = (t: Tensor): number => {
      const g = convert(t, 'f32');
      const x = g.read() as Float32Array;
      g.destroy();
      let err = 0,
        norm = 0;
      x.forEach((y, i) => ((err += (y - want[i]!) ** 2), (norm += want[i]! ** 2)));
      return err / norm;
    };
    // the shipped op, checked the same way
    const op = paged ? pagedAttention(q.reshape([b, HEADS, D]), kc!, vc!, { blockTables: bt!, contextLengths: lens! }) : attention(q, k, v);
    const opErr = nmseOf(op);
    op.destroy();
    if (!(opErr <= 1e-5)) {
      mismatches++;
      console.error(`${layout} ${b}x${tk}: the shipped op's nmse ${opErr.toExponential(2)} against the prefill kernel`);
    }
    let line = `${layout} ${b}x${tk} (shipped ${shipped.variant} splits of ${shipped.splitSize}${ablation ? `; ablated: ${ablation}` : ''}):`;
    for (const [t, kpl] of configs) {
      if (t > device.info.subgroup.minSize) continue;
      for (const splitSize of splitSizes) {
        if (splitSize > tk || workgroups.every((wg) => splitSize % ((wg / t) * kpl) !== 0)) continue;
        const splits = Math.ceil(tk / splitSize);
        const acc = device.alloc('f32', [b * HEADS, splits, D]);
        const ml = device.alloc('f32', [b * HEADS, splits, 2]);
        const common = { batch: b, heads: HEADS, group: HEADS / KV, offQ: 0, sQb: HEADS * D, sQh: D, scale: 1 / Math.sqrt(D) };
        const tail = { splits, splitSize, chunks: 1, chunkRows: HEADS / KV };
        const push = paged
          ? {
              ...common,
              numBlocks: b * perSeq,
              blockSize: BLOCK,
              maxBlocks: perSeq,
              offK: 0,
              offV: 0,
              offT: 0,
              offL: 0,
              offKS: 0,
              offVS: 0,
              ...tail,
            }
          : {
              ...common,
              tokensQ: 1,
              tokensK: tk,
              sQt: 0,
              offK: 0,
              sKb: KV * tk * D,
              sKh: tk * D,
              sKt: D,
              offV: 0,
              sVb: KV * tk * D,
              sVh: tk * D,
              sVt: D,
              offM: 0,
              sMb: 0,
              sMh: 0,
              sMq: 0,
              sMk: 0,
              kvLen: tk,
              offL: 0,
              sLb: 0,
              flags: 0,
              ...tail,
            };
        const buffers = paged ? [qw, kw, vw, acc, ml, bt!, lens!] : [qw, kw, vw, acc, ml, maskDummy, lenDummy];
        const groups = splits * KV * b;
        const cost = {
          bytesRead: kvBytes,
          bytesWritten: 4 * b * HEADS * splits * (D + 2),
          flops: 4 * b * HEADS * tk * D,
          precision: 'f32' as const,
        };
        for (const [wg, merge] of workgroups.flatMap((wg) => merges.map((m) => [wg, m] as const))) {
          if (splitSize % ((wg / t) * kpl) !== 0) continue; // a split is a whole number of the workgroup's steps
          const tag = `T${t}k${kpl}s${splitSize}m${merge}${wg === 128 ? '' : `w${wg}`}`;
          const kern = kernelOf(t, kpl, paged, merge, wg);
          // the counters start at 0 and every dispatch leaves them there; the f16 result as words
          const done = device.zeros('u32', [b * KV]);
          const words = device.alloc('u32', [(b * HEADS * D) / 2]);
          const step = timeSteps(device, PLAN, () =>
            kern.dispatch([...buffers, done, words], { ...push, offO: 0 }, { groups: device.splitGrid(groups), label: 'sweep', cost }),
          );
          const got = device.upload(new Uint16Array((words.read() as Uint32Array).slice().buffer), { dtype: 'f16' });
          const err = nmseOf(got);
          got.destroy();
          // a second look at the counters: a dispatch that left one non-zero breaks the next
          const stuck = (done.read() as Uint32Array).some((c) => c !== 0);
          done.destroy();
          words.destroy();
          if (!ablation && (!(err <= 1e-5) || stuck)) {
            mismatches++;
            line += ` ${tag} MISMATCH`;
            console.error(
              `${layout} ${b}x${tk} ${tag}: nmse ${err.toExponential(2)} against the prefill kernel${stuck ? ', counters left non-zero' : ''}`,
            );
            continue;
          }
          const us = step.median * 1e6;
          results.push({ layout, batch: b, keys: tk, t, kpl, splitSize, merge, wg, us, tbps: kvBytes / us / 1e6 });
          line += ` ${tag} ${us.toFixed(1)}`;
        }
        acc.destroy();
        ml.destroy();
      }
    }
    const best = results.filter((r) => r.layout === layout && r.batch === b && r.keys === tk).sort((x, y) => x.us - y.us)[0];
    console.log(line);
    if (best)
      console.log(
        `  best T${best.t}k${best.kpl}s${best.splitSize} MERGE ${best.merge} WG ${best.wg}: ${best.us.toFixed(1)} us, ${best.tbps.toFixed(2)} TB/s of K/V`,
      );
    for (const x of [ref, kc, vc, bt, lens, qw, kw, vw, maskDummy, lenDummy]) x?.destroy();
  }
  for (const x of [q, k, v]) x.destroy();
}
if (jsonPath) writeFileSync(jsonPath, JSON.stringify({ device: device.info.name, results }, null, 1));
device.destroy();
if (mismatches > 0) {
  console.error(`${mismatches} configuration(s) disagreed with the op`);
  process.exitCode = 1;
}
