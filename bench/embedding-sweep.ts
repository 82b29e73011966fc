// The f32 embedding's 16-byte gather timed at each count of vectors per invocation (embedding's
// vectorsPerInvocation: 4 is the default, 1, 2 and 8 the candidates) at the bench shape (a 32000 x 4096
// table, 4096 ids), as `vkts bench` times a row (warm-up, then the median of the per-dispatch GPU
// timestamps), with TB/s (table rows read + result written) and the share of --roof (TB/s, the copy roof).
// Every count's result is checked bit for bit against the table rows it names at 64 sampled tokens; a
// mismatch is printed (FAILED), the sweep goes on and exits 1 at the end.
//
//   tsx bench/embedding-sweep.ts [--units 1,2,4,8] [--vocab 32000] [--dim 4096] [--tokens 4096] [--roof 4.26]
import { Device } from '../src/device/index.ts';
import { timeSteps, type TimingPlan } from '../src/cli/bench/measure.ts';
import { embedding } from '../src/ops/index/ops.ts';
import { numbersOption, option } from './args.ts';

const units = numbersOption('units', '1,2,4,8') as (1 | 2 | 4 | 8)[];
const [vocab, dim, tokens] = ['vocab', 'dim', 'tokens'].map((k, i) => Number(option(k) ?? [32000, 4096, 4096][i]));
const roof = Number(option('roof') ?? 4.26);
const PLAN: TimingPlan = { warmupSeconds: 0.3, minRepeats: 10, windowSeconds: 0.1, maxRepeats: 500 };

const device = Device.open({ profile: true });
console.log(`${device.info.name}; embedding ${vocab}x${dim}[${tokens}] f32; copy roof ${roof} TB/s`);
const tableHost = Float32Array.from({ length: vocab * dim }, (_, i) => ((i * 2654435761) >>> 0) / 2 ** 32);
const idsHost = Uint32Array.from({ length: tokens }, (_, i) => ((i * 40503 + 17) >>> 0) % vocab);
const table = device.upload(tableHost, { shape: [vocab, dim] });
const ids = device.upload(idsHost, { shape: [tokens] });
const out = device.alloc('f32', [tokens, dim]);
const bytes = 2 * tokens * dim * 4;
let failed = false;
for (const u of units) {
  try {
    const t = timeSteps(device, PLAN, () => embedding(table, ids, { out, vectorsPerInvocation: u }));
    const got = out.read() as Float32Array;
    for (let s = 0; s < 64; s++) {
      const tok = Math.floor((s * tokens) / 64),
        row = idsHost[tok]!;
      for (let d = 0; d < dim; d++)
        if (got[tok * dim + d] !== tableHost[row * dim + d]) throw new Error(`token ${tok} element ${d} is not table row ${row}'s`);
    }
    out.write(new Float32Array(tokens * dim)); // the next count must write every element again
    const tbs = bytes / t.median / 1e12;
    console.log(
      `units ${u}: ${(t.median * 1e6).toFixed(1).padStart(7)} us ${tbs.toFixed(2)} TB/s ${((100 * tbs) / roof).toFixed(0)}% of the copy roof`,
    );
  } catch (e) {
    failed = true;
    console.log(`units ${u}: FAILED: ${(e as Error).message}`);
  }
}
for (const x of [table, ids, out]) x.destroy();
device.destroy();
if (failed) process.exitCode = 1;
