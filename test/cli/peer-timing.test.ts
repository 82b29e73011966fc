// The peers' timing method, without a GPU: bench/peers/torch.py's time_back_to_back driven by a stub
// stream (python3, no PyTorch), bench/peers/ggml.py's conversion of test-backend-ops output, and how
// `--compare` treats a peer that did not rotate its weights. The method must not drift back to timing one
// call between two events, which counts the launch gap into the peer's figure (the issue behind this test).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { parseBaseline, rotationMismatches, type BenchResult } from '../../src/cli/bench/result.ts';
import { render } from '../../src/cli/bench/report.ts';
import { analyze, type CostModel, type Roofs } from '../../src/device/roofline.ts';

const peers = fileURLToPath(new URL('../../bench/peers/', import.meta.url));

/** Runs a Python program (which may import the peer scripts as `torch_peer` and `ggml_peer`) and returns
 * the JSON it prints last. python3 is a declared dependency (scripts/setup-system.sh): a missing one fails. */
function python(code: string): unknown {
  const prelude = [
    'import importlib.util, json, math, statistics, sys',
    'def load(name, file):',
    '    spec = importlib.util.spec_from_file_location(name, ' + JSON.stringify(peers) + ' + file)',
    '    mod = importlib.util.module_from_spec(spec)',
    '    spec.loader.exec_module(mod)',
    '    return mod',
    "torch_peer = load('torch_peer', 'torch.py')",
    "ggml_peer = load('ggml_peer', 'ggml.py')",
    '',
  ].join('\n');
  // no __pycache__ left in bench/peers/
  const r = spawnSync('python3', ['-'], {
    input: prelude + code,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, PYTHONDONTWRITEBYTECODE: '1' },
  });
  if (r.error) {
    throw new Error(
      `python3 could not be run (${(r.error as NodeJS.ErrnoException).code ?? r.error.message}): this test needs python3 >= 3.8 on PATH; scripts/setup-system.sh installs it`,
    );
  }
  expect(r.stderr, 'python3 stderr').toBe('');
  expect(r.status, r.stderr).toBe(0);
  return JSON.parse(r.stdout.trim().split('\n').pop()!);
}

// A stub GPU stream. Calls queue up and run back to back; one that finds the stream drained (after a sync)
// first waits `gap` (the launch gap), and the first 20 ms after a drain run 3x slower (as an H200 does).
// Every 997th call is 30x slower: outliers that a median ignores and a mean does not. Events record the
// stream's clock; `log` keeps ('call', i), ('event', calls so far) and ('sync', clock) in order.
const STUB = `
class Gpu:
    def __init__(self, per_call, gap=15e-6, slow=3.0, slow_for=0.02, spike_every=997):
        self.per_call, self.gap, self.slow, self.slow_for, self.spike_every = per_call, gap, slow, slow_for, spike_every
        self.t, self.resume, self.idle, self.calls, self.log, self.capturing = 0.0, 0.0, True, 0, [], None
    def call(self, i):
        if self.idle:
            self.t += self.gap
            self.resume, self.idle = self.t, False
        d = self.per_call * (self.slow if self.t - self.resume < self.slow_for else 1.0)
        if self.spike_every and self.calls % self.spike_every == self.spike_every - 1:
            d *= 30
        self.t += d
        self.calls += 1
        self.log.append(('call', i))
    def step(self, i):
        if self.capturing is not None:
            self.capturing.append(i)
        else:
            self.call(i)
    def sync(self):
        self.idle = True
        self.log.append(('sync', self.t))
    def event(self):
        return Event(self)
    def capture(self, enqueue):
        self.capturing = []
        enqueue()
        captured, self.capturing = self.capturing, None
        def replay():
            for i in captured:
                self.call(i)
        return replay

class Event:
    def __init__(self, gpu):
        self.gpu, self.at = gpu, None
    def record(self):
        self.at, self.pos = self.gpu.t, len(self.gpu.log)
        self.gpu.log.append(('event', self.gpu.calls))
    def synchronize(self):
        assert self.at is not None
    def elapsed_time(self, later):
        return (later.at - self.at) * 1e3

def measured(gpu, timing):
    """From the stub's log: the calls and syncs between consecutive sample bounds (the events between
    samples), and the calls from the last sync before the first bound to it (what warmed the samples up)."""
    pos = [b.pos for b in timing.bounds]
    between = [gpu.log[a + 1:b] for a, b in zip(pos, pos[1:])]
    last_sync = max(k for k, e in enumerate(gpu.log[:pos[0]]) if e[0] == 'sync')
    warm_gpu_time = timing.bounds[0].at - gpu.log[last_sync][1]
    return {
        'calls': [sum(1 for e in b if e[0] == 'call') for b in between],
        'syncs': sum(1 for e in gpu.log[pos[0]:pos[-1]] if e[0] == 'sync'),
        'indices': [[e[1] for e in b if e[0] == 'call'] for b in between],
        'warm_calls_seen': sum(1 for e in gpu.log[last_sync:pos[0]] if e[0] == 'call'),
        'warm_gpu_time': warm_gpu_time,
    }

def report(gpu, timing, plan):
    m = measured(gpu, timing)
    return {
        'seconds': timing.seconds, 'min': timing.min, 'max': timing.max, 'samples': timing.samples,
        'median': statistics.median(timing.samples), 'mean': statistics.mean(timing.samples),
        'calls_per_sample': timing.calls_per_sample, 'sample_calls': timing.calls, 'warmup_calls': timing.warmup_calls,
        'warmup_seconds': timing.warmup_seconds, 'graph': timing.graph, 'plan_warmup': plan.warmup_seconds,
        **m,
    }
`;

interface Timed {
  seconds: number;
  min: number;
  max: number;
  samples: number[];
  median: number;
  mean: number;
  calls_per_sample: number;
  sample_calls: number[];
  warmup_calls: number;
  warmup_seconds: number;
  graph: boolean;
  plan_warmup: number;
  calls: number[];
  syncs: number;
  indices: number[][];
  warm_calls_seen: number;
  warm_gpu_time: number;
}

describe('bench/peers/torch.py time_back_to_back on a stub stream', () => {
  const runs = python(
    STUB +
      `
out = {'torch_imported': 'torch' in sys.modules}
gpu = Gpu(64e-6)  # the f32 matvec of the issue: 64 us a call back to back
t = torch_peer.time_back_to_back(gpu.step, gpu.sync, gpu.event, torch_peer.GPU_TIMING)
out['matvec'] = report(gpu, t, torch_peer.GPU_TIMING)
gpu = Gpu(3.58e-3)  # a 4096^3 gemm: one call already lasts > 1 ms
t = torch_peer.time_back_to_back(gpu.step, gpu.sync, gpu.event, torch_peer.GPU_TIMING, period=4)
out['gemm'] = report(gpu, t, torch_peer.GPU_TIMING)
gpu = Gpu(64e-6)
t = torch_peer.time_back_to_back(gpu.step, gpu.sync, gpu.event, torch_peer.QUICK_TIMING)
out['quick'] = report(gpu, t, torch_peer.QUICK_TIMING)
gpu = Gpu(5e-6, spike_every=0)  # short: a CUDA graph of one chunk, weights cycling through 3 copies
t = torch_peer.time_back_to_back(gpu.step, gpu.sync, gpu.event, torch_peer.GPU_TIMING, capture=gpu.capture, period=3)
out['graph'] = report(gpu, t, torch_peer.GPU_TIMING)
out['copies'] = [torch_peer.copies_of(14336 * 4096 * 4), torch_peer.copies_of(1024 * 1024 * 4), torch_peer.copies_of(4096 * 4096 * 4), torch_peer.copies_of(14336 * 4096 * 4, rotate=False)]
out['method'] = torch_peer.method_text(torch_peer.GPU_TIMING, True)
print(json.dumps(out))
`,
  ) as { torch_imported: boolean; matvec: Timed; gemm: Timed; quick: Timed; graph: Timed; copies: number[]; method: string };

  test('the script imports without PyTorch (torch is imported in main())', () => {
    expect(runs.torch_imported).toBe(false);
  });

  test.each(['matvec', 'gemm', 'quick', 'graph'] as const)(
    '%s: every sample is more than one call back to back, >= 1 ms, no sync inside the window',
    (name) => {
      const r = runs[name];
      expect(r.calls_per_sample).toBeGreaterThan(1);
      expect(r.samples.length).toBeGreaterThanOrEqual(name === 'quick' ? 3 : 10);
      expect(r.calls).toEqual(r.sample_calls); // what the stream ran between consecutive sample bounds
      expect(r.syncs).toBe(0);
      r.samples.forEach((perCall, k) => expect(perCall * r.sample_calls[k]).toBeGreaterThanOrEqual(1e-3));
    },
  );

  test.each(['matvec', 'gemm', 'quick', 'graph'] as const)('%s: warms up by GPU time, straight into the samples', (name) => {
    const r = runs[name];
    expect(r.warmup_seconds).toBeGreaterThanOrEqual(r.plan_warmup);
    expect(r.warmup_calls).toBeGreaterThan(0);
    // between the last sync and the first sample: the warm-up's calls, and its GPU time on the stub's clock
    expect(r.warm_calls_seen).toBeGreaterThanOrEqual(r.warmup_calls);
    expect(r.warm_gpu_time).toBeGreaterThanOrEqual(r.plan_warmup);
  });

  test('the result is the median of the samples per call: slow start, launch gap and outliers excluded', () => {
    for (const [name, perCall] of [
      ['matvec', 64e-6],
      ['gemm', 3.58e-3],
      ['quick', 64e-6],
      ['graph', 5e-6],
    ] as const) {
      const r = runs[name];
      expect(r.seconds).toBe(r.median);
      expect(Math.abs(r.seconds - perCall) / perCall, name).toBeLessThan(1e-9);
      expect(r.min).toBeLessThanOrEqual(r.seconds);
      expect(r.max).toBeGreaterThanOrEqual(r.seconds);
    }
    // the matvec window holds a 30x call or two: the mean moves, the median does not
    expect(runs.matvec.max).toBeGreaterThan(1.5 * runs.matvec.seconds);
    expect(runs.matvec.mean).toBeGreaterThan(1.01 * runs.matvec.seconds);
  });

  test('short calls replay a CUDA graph whose chunk is a whole number of weight rotations', () => {
    const g = runs.graph;
    expect(g.graph).toBe(true);
    expect(runs.matvec.graph).toBe(false);
    expect(g.sample_calls.every((n) => n % 3 === 0)).toBe(true);
    for (const ids of g.indices) {
      const copies = ids.map((i) => i % 3);
      expect(copies.every((c, k) => k === 0 || c !== copies[k - 1])).toBe(true); // never one copy twice in a row
    }
    expect(runs.gemm.sample_calls.every((n) => n % 4 === 0)).toBe(true);
  });

  test('weights rotate through 256 MiB of copies exactly as vkts (ops-suite.ts copiesOf); one with --no-rotate', () => {
    expect(runs.copies).toEqual([2, 64, 4, 1]);
    expect(runs.method).toMatch(/back-to-back/);
  });
});

describe('bench/peers/ggml.py: test-backend-ops perf output to peer JSON', () => {
  // test-backend-ops at d99724f2, perf mode on lavapipe (console, with its colour codes) and --output sql
  const esc = String.fromCharCode(27);
  const consoleOut = [
    'Backend 1/2: Vulkan0',
    '  Device description: NVIDIA H200',
    `  ADD(name=vkts:add:67108864:f32,type=f32,ne=[67108864,1,1,1],op_params=[],sources=f32[67108864,1,1,1],f32[67108864,1,1,1]):        4300 runs -   190.50 us/run -   786432 kB/run - ${esc}[1;34m4127.22 GB/s${esc}[0m`,
    '  MUL_MAT(name=vkts:matvec:14336x4096:f32,type=f32,ne=[14336,1,1,1],op_params=[],sources=f32[4096,14336,1,1],f32[4096,1,1,1]):   not supported',
    '  MUL_MAT(type_a=f32,type_b=f32,m=4096,n=1,k=14336,bs=[1,1],nr=[1,1],per=[0,1,2,3],k_v=0,o=1):     1278 runs -    60.00 us/run - 117.44 MFLOP/run -   1.96 TFLOPS',
    '  MUL_MAT(type_a=q4_0,type_b=f32,m=4096,n=1,k=14336,bs=[1,1],nr=[1,1],per=[0,1,2,3],k_v=0,o=1):    8520 runs -    12.00 us/run - 117.44 MFLOP/run -   9.79 TFLOPS',
    "INSERT INTO test_backend_ops (test_time, build_commit, backend_name, op_name, op_params, test_mode, supported, passed, error_message, time_us, flops, bandwidth_gb_s, memory_kb, n_runs, device_description, backend_reg_name) VALUES ('2026-12-01T08:15:26Z', 'unknown', 'Vulkan0', 'SOFT_MAX', 'name=vkts:softmax:32768x4096:f32,type=f32,ne=[4096,32768,1,1],op_params=[0:1065353216],sources=f32[4096,32768,1,1]', 'perf', '1', '1', '', '300.250000', '0.000000', '0.278244', '48', '8192', '', '');",
  ].join('\n');
  const out = python(`
cases = ggml_peer.vkts_cases(ggml_peer.FULL)
doc, skipped = ggml_peer.convert(${JSON.stringify(consoleOut)}, 'ggml-vulkan d99724f2')
fields = []
for line in cases:
    f = line.split(' ')
    n_params = int(f[6])
    n_src = int(f[7 + n_params])
    fields.append(len(f) == 8 + n_params + 9 * n_src + 1)
print(json.dumps({'doc': doc, 'skipped': skipped, 'names': [c.split(' ')[-1] for c in cases], 'well_formed': fields}))
`) as {
    doc: {
      peer: string;
      device: string;
      method: string;
      rotated: boolean;
      kernels: { op: string; shape: string; dtype: string; seconds: number; rotated: boolean }[];
    };
    skipped: number;
    names: string[];
    well_formed: boolean[];
  };

  test('the --test-file names each case by its vkts row, in the generic-op line format', () => {
    expect(out.names).toContain('vkts:matvec:14336x4096:f32');
    expect(out.names).toContain('vkts:softmax:32768x4096:f32');
    expect(out.names).toContain('vkts:gemm_nt:4096x4096x4096:f32');
    expect(out.well_formed.every(Boolean)).toBe(true);
  });

  test('perf rows become peer rows, all rotated: false, with the method', () => {
    expect(out.doc.device).toBe('NVIDIA H200');
    expect(out.doc.rotated).toBe(false);
    expect(out.doc.method).toMatch(/same operands/);
    expect(out.doc.kernels.map((k) => [k.op, k.shape, k.dtype, k.rotated])).toEqual([
      ['add', '67108864', 'f32', false],
      ['matvec', '4096x14336', 'f32', false], // ggml's own f32 MUL_MAT perf case (m x k)
      ['softmax', '32768x4096', 'f32', false],
    ]);
    expect(out.doc.kernels[0].seconds).toBeCloseTo(190.5e-6, 12);
    expect(out.doc.kernels[2].seconds).toBeCloseTo(300.25e-6, 12);
    expect(out.skipped).toBe(1); // the q4_0 row; "not supported" rows are not perf rows
  });

  // --compare with that JSON: labelled "(no rotation)", compared only with a --no-rotate run
  const roofs: Roofs = { bandwidth: 4e12, peaks: { f32: 50e12 } };
  const cost: CostModel = { bytesRead: 2 * 2 ** 28, bytesWritten: 2 ** 28, flops: 2 ** 26, precision: 'f32' };
  const result = (rotated: boolean): BenchResult => ({
    vkts: '0.1.0',
    date: '2026-12-01',
    device: { name: 'Test GPU', driver: 'test', api: '1.3.0', type: 'discrete' },
    compute: {},
    roofs,
    kernels: [
      {
        op: 'add',
        shape: '67108864',
        dtype: 'f32',
        variant: 'vec4',
        timing: { median: 190.5e-6 / 1.02, min: 186e-6, max: 188e-6, repeats: 100 },
        cost,
        roofline: analyze(cost, 186.8e-6, roofs),
      },
    ],
    notes: [
      rotated
        ? 'matvec and gemm rotate weights through ≥ 256 MiB of copies (beyond the last-level cache)'
        : 'weights are not rotated (--no-rotate): results may come from the cache',
    ],
    rotated,
  });

  test('vkts labels the column "(no rotation)", prints the peer method, and compares only --no-rotate rows', () => {
    const baseline = parseBaseline(JSON.stringify(out.doc), 'ggml.json');
    expect(baseline.label).toBe('ggml-vulkan d99724f2 (no rotation)');
    expect(rotationMismatches(baseline, true)).toHaveLength(3);
    expect(rotationMismatches(baseline, false)).toEqual([]);
    const unrotated = render(result(false), 'md', baseline);
    expect(unrotated).toContain('vs ggml-vulkan d99724f2 (no rotation) |');
    expect(unrotated).toContain('| 1.02× |');
    expect(unrotated).toMatch(/peer method: ggml test-backend-ops perf/);
    const rotated = render(result(true), 'md', baseline);
    expect(rotated).not.toContain('1.02×');
    expect(rotated).toMatch(/add 67108864 not compared: measured with weights re-used/);
    // a result written before the `rotated` field: its notes say
    const old = result(false);
    delete old.rotated;
    expect(render(old, 'md', baseline)).toContain('| 1.02× |');
  });

  test('vkts bench refuses to compare a rotating run with it, before opening a device', () => {
    const file = join(mkdtempSync(join(tmpdir(), 'vkts-peer-')), 'ggml.json');
    writeFileSync(file, JSON.stringify(out.doc));
    const bin = fileURLToPath(new URL('../../bin/vkts.js', import.meta.url));
    const r = spawnSync(process.execPath, [bin, 'bench', '--suite', 'ops', '--compare', file], { encoding: 'utf8', timeout: 60_000 });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toMatch(
      /ggml-vulkan d99724f2 \(no rotation\) measured 3 of its rows \(add 67108864, matvec 4096x14336, softmax 32768x4096\) re-using the same operands \(rotated: false\).*add --no-rotate/,
    );
  });

  test('a torch peer JSON keeps its method and per-row rotation', () => {
    const torch = parseBaseline(
      JSON.stringify({
        peer: 'torch 2.11',
        method: 'CUDA events around back-to-back calls',
        kernels: [
          { op: 'add', shape: '67108864', dtype: 'f32', seconds: 1.887e-4 },
          { op: 'matvec', shape: '14336x4096', dtype: 'f32', seconds: 6.4e-5, rotated: true },
        ],
      }),
      'torch.json',
    );
    expect(torch.label).toBe('torch 2.11');
    expect(torch.method).toBe('CUDA events around back-to-back calls');
    expect(rotationMismatches(torch, true)).toEqual([]);
    expect(rotationMismatches(torch, false)).toEqual(['matvec|14336x4096|f32']);
    expect(() =>
      parseBaseline('{"kernels": [{"op": "a", "shape": "1", "dtype": "f32", "seconds": 1, "rotated": "no"}]}', 'bad.json'),
    ).toThrow(/"rotated" must be true or false/);
  });
});
