// The cooperative-matrix-2 attention sweep: attention_coopmat2.comp compiled at each tile configuration
// (no SPIR-V committed for a trial) and timed at the bench's prefill shapes (32 query heads over 8 kv
// heads, headDim 128, f16, causal by default; --heads, --kv-heads, --d and tokens as <tokensQ>x<tokensK>
// give others, e.g. ggml-vulkan's perf case 512x10000 over 2 kv heads at headDim 256) as `vkts bench` times a row (a back-to-back warm-up running
// into the measured window, the median of the per-dispatch GPU timestamps), beside the shipped path
// (attention()'s choice) and the KHR coopmat kernel. The GPU's clocks ramp unsteadily, so every entry is
// timed in `--rounds` interleaved rounds and the best round is reported. Each result is checked against the
// KHR kernel's (an independent path) on the same operands; a mismatch is reported, the sweep goes on and
// exits 1 at the end. Needs glslc and a device with NV cooperative matrix 2.
//
//   tsx bench/attention-sweep.ts [--tokens 4096,16384,512x10000] [--configs 64x64w256,64x64w128m,...] [--causal 1]
//                                [--heads 32] [--kv-heads 8] [--d 128] [--rounds 2] [--json out.json]
//
// A configuration <BR>x<BC>w<WG>, then m for ROWSUM_MMA (the row sums as a product with ones). The device's
// flexible cooperative-matrix-2 shapes (their granularity per workgroup size) are printed first.
import { readFileSync, writeFileSync } from 'node:fs';
import { Device, type Tensor } from '../src/device/index.ts';
import { timeSteps, type TimingPlan } from '../src/cli/bench/measure.ts';
import { castF32ToF16 } from '../src/ops/convert/ops.ts';
import { attention } from '../src/ops/attention/ops.ts';
import { attentionCost } from '../src/ops/attention/cost.ts';
import { f16ToNumber } from '../src/device/dtype.ts';
import { listOption, option } from './args.ts';

const HEADS = Number(option('heads') ?? '32');
const KV = Number(option('kv-heads') ?? '8');
const D = Number(option('d') ?? '128');
const PLAN: TimingPlan = { warmupSeconds: 0.2, minRepeats: 10, windowSeconds: 0.1, maxRepeats: 500 };
const tokensList = listOption('tokens', '4096,16384').map((t) => {
  const [tq, tk] = t.split('x').map(Number) as [number, number?];
  return [tq, tk ?? tq] as [number, number];
});
const causal = (option('causal') ?? '1') !== '0';
const rounds = Number(option('rounds') ?? '2');
const configs = listOption('configs', '64x64w128,64x64w256,64x64w256m,128x64w256,128x64w256m,64x32w128,128x32w256,64x128w256').map((c) => {
  const m = /^(\d+)x(\d+)w(\d+)(m?)$/.exec(c);
  if (!m) throw new Error(`--configs: '${c}' is not <BR>x<BC>w<WG>[m]`);
  const [br, bc, wg] = m.slice(1, 4).map(Number) as [number, number, number];
  return { name: c, br, defines: { D, BR: br, BC: bc, WG: wg, ...(m[4] ? { ROWSUM_MMA: 1 } : {}) } };
});
const jsonPath = option('json');

const fileName = 'src/ops/attention/attention_coopmat2.comp';
const source = readFileSync(fileName, 'utf8');
const device = Device.open({ profile: true });
console.log(`${device.info.name}, driver ${device.info.driver.info}; ${HEADS}/${KV} heads, headDim ${D}, causal ${causal}`);
for (const s of device.info.cooperativeMatrix.nv2?.flexibleShapes ?? [])
  console.log(`  flexible ${s.m}x${s.n}x${s.k} ${s.a}.${s.b}+${s.c}->${s.result} ${s.scope} ${s.workgroupInvocations ?? ''}`);
// the kernel's mask (f32) and kvLength (u32) bindings, unread (flags say so)
const unusedMask = device.alloc('f32', [1]);
const unusedLength = device.alloc('u32', [1]);

const PERIOD = 999_983; // a prime period of values tiled: no row repeats another, and the host fill stays quick
const half = (shape: number[], seed: number): Tensor => {
  const n = shape.reduce((a, b) => a * b, 1);
  const host = new Float32Array(n);
  for (let i = 0; i < Math.min(n, PERIOD); i++) host[i] = Math.sin(i * 0.37 + seed);
  for (let filled = PERIOD; filled < n; filled *= 2) host.copyWithin(filled, 0, Math.min(filled, n - filled));
  const x = device.upload(host, { shape });
  const y = castF32ToF16(x);
  x.destroy();
  return y;
};

/** An f16 tensor's values. */
const values = (t: Tensor): Float64Array => Float64Array.from(t.read() as Uint16Array, f16ToNumber);

const nmse = (got: Float64Array, want: Float64Array): number => {
  let err = 0,
    norm = 0;
  got.forEach((y, i) => ((err += (y - want[i]!) ** 2), (norm += want[i]! ** 2)));
  return err / norm;
};

const results: { tokensQ: number; tokensK: number; config: string; us: number; tflops: number }[] = [];
let failures = 0;
for (const [T, TK] of tokensList) {
  const q = half([1, HEADS, T, D], 1);
  const k = half([1, KV, TK, D], 2);
  const v = half([1, KV, TK, D], 3);
  const out = device.alloc('f16', [1, HEADS, T, D]);
  const cost = attentionCost({ batch: 1, heads: HEADS, kvHeads: KV, tokensQ: T, tokensK: TK, headDim: D, causal, bytes: 2 });
  attention(q, k, v, { causal, out, path: 'coopmat' });
  const want = values(out);
  const push = (br: number) => ({
    ...{ batch: 1, heads: HEADS, group: HEADS / KV, tokensQ: T, tokensK: TK },
    ...{ offQ: 0, sQb: HEADS * T * D, sQh: T * D, sQt: D, offK: 0, sKb: KV * TK * D, sKh: TK * D, sKt: D },
    ...{ offV: 0, sVb: KV * TK * D, sVh: TK * D, sVt: D, offO: 0, offM: 0, sMb: 0, sMh: 0, sMq: 0, sMk: 0 },
    ...{ kvLen: TK, offL: 0, sLb: 0, flags: causal ? 1 : 0, scale: Math.fround(1 / Math.sqrt(D)), blocks: Math.ceil(T / br) },
  });
  // the entries: the shipped path, the KHR kernel, then each configuration (compiled once)
  const entries: { name: string; step: () => void }[] = [
    { name: 'shipped', step: () => attention(q, k, v, { causal, out }) },
    { name: 'khr', step: () => attention(q, k, v, { causal, out, path: 'coopmat' }) },
  ];
  for (const c of configs) {
    try {
      const kern = device.kernel(source, {
        fileName,
        includePaths: ['shaders/include'],
        defines: c.defines,
        targetEnv: 'vulkan1.3',
        optimize: true,
        name: `attention_coopmat2 ${c.name}`,
      });
      const p = push(c.br);
      const groups: [number, number, number] = [p.blocks * HEADS, 1, 1];
      const step = () => kern.dispatch([q, k, v, out, unusedMask, unusedLength], p, { groups, label: 'sweep', cost });
      step();
      const e = nmse(values(out), want);
      if (!(e <= 1e-5)) {
        failures++;
        console.error(`${T}x${TK} ${c.name}: nmse ${e.toExponential(2)} against the KHR kernel`);
        continue;
      }
      entries.push({ name: c.name, step });
    } catch (err) {
      failures++;
      console.error(`${T}x${TK} ${c.name}: ${(err as Error).message}`);
    }
  }
  const best = new Map<string, number>();
  for (let r = 0; r < rounds; r++)
    for (const e of entries) {
      const t = timeSteps(device, PLAN, e.step).median;
      best.set(e.name, Math.min(best.get(e.name) ?? Infinity, t));
    }
  let line = `${T}x${TK}${causal ? ' causal' : ''}:`;
  for (const [name, t] of best) {
    const tflops = cost.flops / t / 1e12;
    results.push({ tokensQ: T, tokensK: TK, config: name, us: t * 1e6, tflops });
    line += ` ${name} ${(t * 1e6).toFixed(0)} us ${tflops.toFixed(1)} TF;`;
  }
  console.log(line);
  for (const x of [q, k, v, out]) x.destroy();
}
unusedMask.destroy();
unusedLength.destroy();
if (jsonPath) writeFileSync(jsonPath, JSON.stringify({ device: device.info.name, causal, results }, null, 1));
device.destroy();
if (failures > 0) {
  console.error(`${failures} configuration(s) failed to build or run, or disagreed with the KHR kernel`);
  process.exitCode = 1;
}
