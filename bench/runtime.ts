// Runtime bench: eager dispatch cost, graph replay vs eager, upload/readback throughput vs memcpy.
//
//   tsx bench/runtime.ts [--device N] [--mb 64] [--dispatches 20000]
//
// Eager dispatch = CPU time to record a dispatch plus its share of vkQueueSubmit (the GPU wait is not
// counted). Replay = CPU time of graph.replay() for the same sequence. Throughput is measured on the
// device's default (direct-mapped where host-visible) path and on the forced staging path, against a
// plain TypedArray.set of the same size. Medians over repeats after warm-up.
import { Device, formatTable, type Pipeline, type Tensor } from '../src/device/index.ts';
import { loadShader } from '../src/ops/shaders.ts';

const arg = (name: string, def: number): number => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? Number(process.argv[i + 1]) : def;
};
const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const spread = (xs: number[]): string => `${Math.min(...xs).toFixed(3)}–${Math.max(...xs).toFixed(3)}`;

const deviceSel = process.argv.includes('--device') ? arg('device', 0) : undefined;
const MB = arg('mb', 64);
const N = arg('dispatches', 20000);
const REPEATS = 7;

// maxInFlight is raised so that recording never blocks on the GPU: the CPU cost is what is measured.
const d = Device.open({ device: deviceSel, batch: { maxInFlight: 1 << 16 } });
console.log(`device: ${d.info.name} (${d.info.type}, ${d.info.memory.kind}, driver ${d.info.driver.name} ${d.info.driver.info})`);
const affine = d.pipeline(loadShader('rt_affine', 'default'), { bindings: 1, pushConstantSize: 12, name: 'affine' });
const ts = Array.from({ length: 8 }, () => d.upload(new Uint32Array(64)));
const pushes = Array.from({ length: 8 }, (_, i) => new Uint32Array([64, 1, i]));

function record(p: Pipeline, tensors: Tensor[], count: number): void {
  for (let i = 0; i < count; i++) d.dispatch(p, [tensors[i & 7]], pushes[i & 7], [1, 1, 1]);
}

// Eager: record + submit (batches of 512), GPU wait excluded. On lavapipe the "GPU" runs on the same
// cores while we record, so this also measures contention.
const eager: number[] = [];
const recordOnly: number[] = [];
record(affine, ts, N); // warm-up
d.sync();
for (let r = 0; r < REPEATS; r++) {
  const t0 = performance.now();
  record(affine, ts, N);
  d.flush();
  eager.push(((performance.now() - t0) * 1000) / N);
  d.sync();
}
// Record-only: 500 dispatches into one batch while the device is idle.
for (let r = 0; r < REPEATS * 4; r++) {
  const t0 = performance.now();
  record(affine, ts, 500);
  recordOnly.push(((performance.now() - t0) * 1000) / 500);
  d.sync();
}

// Graph replay of the same sequence (1,000 dispatches per graph).
const G = 1000;
const g = d.capture(() => record(affine, ts, G));
const replay: number[] = [];
g.replay();
d.sync();
for (let r = 0; r < REPEATS; r++) {
  const t0 = performance.now();
  for (let k = 0; k < 10; k++) g.replay();
  replay.push(((performance.now() - t0) * 1000) / (10 * G));
  d.sync();
}
g.drop();

const rows: (string | number)[][] = [
  ['eager dispatch (record + submit share)', 'µs/dispatch', median(eager), spread(eager)],
  ['eager record only (500 into one batch, device idle)', 'µs/dispatch', median(recordOnly), spread(recordOnly)],
  ['graph replay (1,000-dispatch graph)', 'µs/dispatch', median(replay), spread(replay)],
  ['eager / replay', 'x', median(eager) / median(replay), ''],
];

// Throughput.
function throughput(dev: Device, label: string): void {
  const n = (MB * 2 ** 20) / 4;
  const src = new Float32Array(n);
  for (let i = 0; i < n; i += 1024) src[i] = i;
  const t = dev.alloc('f32', [n]);
  const host = new Float32Array(n);
  const up: number[] = [];
  const down: number[] = [];
  const mc: number[] = [];
  const mcAlloc: number[] = [];
  const downInto: number[] = [];
  const gbs = (ms: number) => (n * 4) / (ms / 1000) / 1e9;
  for (let r = 0; r < REPEATS + 1; r++) {
    let t0 = performance.now();
    t.write(src);
    const u = performance.now() - t0;
    t0 = performance.now();
    const back = t.read();
    const dn = performance.now() - t0;
    t0 = performance.now();
    t.read(host);
    const di = performance.now() - t0;
    t0 = performance.now();
    host.set(src);
    const m = performance.now() - t0;
    t0 = performance.now();
    const copy = src.slice();
    const ma = performance.now() - t0;
    if (back[1024] !== 1024 || copy[1024] !== 1024) throw new Error('bad copy');
    if (r === 0) continue; // warm-up
    up.push(gbs(u));
    down.push(gbs(dn));
    downInto.push(gbs(di));
    mc.push(gbs(m));
    mcAlloc.push(gbs(ma));
  }
  t.destroy();
  rows.push(
    [`upload ${MB} MiB (${label})`, 'GB/s', median(up), spread(up)],
    [`readback ${MB} MiB (${label}, into a new array)`, 'GB/s', median(down), spread(down)],
    [`readback ${MB} MiB (${label}, into an existing array)`, 'GB/s', median(downInto), spread(downInto)],
  );
  if (label === 'direct') {
    rows.push(
      [`memcpy ${MB} MiB (TypedArray.set)`, 'GB/s', median(mc), spread(mc)],
      [`memcpy ${MB} MiB into a new array (slice)`, 'GB/s', median(mcAlloc), spread(mcAlloc)],
      ['upload / memcpy', '%', (100 * median(up)) / median(mc), ''],
      ['readback / memcpy into a new array', '%', (100 * median(down)) / median(mcAlloc), ''],
      ['readback into an existing array / memcpy', '%', (100 * median(downInto)) / median(mc), ''],
    );
  }
}
const direct = d.info.memory.kind !== 'discrete';
throughput(d, direct ? 'direct' : 'staged');
for (const t of ts) t.destroy();
d.destroy();
const staged = Device.open({ device: deviceSel, memory: { forceStaging: true } });
throughput(staged, 'staged, 2 × 32 MiB slots');
staged.destroy();

console.log(formatTable(['measure', 'unit', 'median', 'range'], rows));
