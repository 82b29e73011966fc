// Soak: a long random mix of public-API work on one device, checked for wrong results, leaks and
// validation messages. A program, not a test (it runs for minutes); exits 1 on any failure.
//
//   tsx bench/soak.ts [--dispatches 100000] [--seed 1] [--check-every 1000] [--reports 10] [--device N]
//                     [--idle-limit 64] [--only unary,views,...]
//
// Until --dispatches dispatches have run (the device's own count, profile().counts.dispatches, plus those
// of graph replays), it runs ops picked at random (seeded: the same seed gives the same sequence) on freshly
// uploaded random data of random shapes, and destroys what it made:
//   unary / binary   relu neg sqr abs gelu silu sigmoid tanh erf exp; add sub mul div with NumPy
//                    broadcasting (size-1 and missing dimensions)
//   views            permute / slice (with steps) / broadcastTo, made contiguous, or fed to a unary op as is
//   to               t.to(dtype) between f32, f16, bf16, i32, u32, i8, u8
//   reduce / norm    sum, max, softmax, rmsNorm (with and without a weight) over the last dimension
//   matmul           gemm (transB or not, M, N, K <= 48) and matvec (<= 192 x 192)
//   graph            replays of a graph captured once (add -> gelu -> sum into persistent tensors, its
//                    input rewritten between replays), and capture / replay / drop of a fresh graph
//   readAsync        any of the above read back with readAsync() instead of read()
// Every --check-every ops (and at each kind's first use) the op's result is read and compared with the CPU
// reference of its family (src/ops/<family>/reference.ts): exact for views, to() and the exact unary ops,
// NMSE <= 1e-10 otherwise (the tests' tolerances). The first mismatch stops the run with its details.
//
// The device is opened with validation: true; any validation message fails the run. --reports times (and at
// the end) it syncs and prints RSS, heap and device.memoryStats(): live buffers (after sync only the
// soak's own graph tensors) and the idle pooled ones. Random shapes give nearly every buffer a new size,
// so the pool fills up to its idle bounds (memory.idleLimit, default 1/8 of the device-local heap, 256 MiB on
// lavapipe, and memory.idleBuffers, 4096 buffers); the soak sets the byte bound to --idle-limit MiB
// (default 64) so that the bound is reached early. The first 20% of the run is warm-up (the pool and the
// allocator's blocks fill up); the growth from the end of warm-up to the end is reported, and the run fails
// if the live buffers grow by more than 16, device memory by more than max(16 MiB, 25%) or RSS by more than
// max(64 MiB, 25%). --only runs a subset of the op kinds listed above.
// It ends with a table per op kind: count, dispatches recorded, checks, worst error, mean wall time.
import { Device, type DType, type Tensor } from '../src/device/index.ts';
import {
  binary,
  gemm,
  matvec,
  max,
  rmsNorm,
  softmax,
  sum,
  unary,
  add,
  gelu,
  RMS_NORM_EPS,
  type BinaryOp,
  type UnaryOp,
} from '../src/ops/index.ts';
import * as ewRef from '../src/ops/elementwise/reference.ts';
import * as cvRef from '../src/ops/convert/reference.ts';
import * as rdRef from '../src/ops/reduce/reference.ts';
import * as nmRef from '../src/ops/norm/reference.ts';
import * as mmRef from '../src/ops/matmul/reference.ts';

const argv = process.argv.slice(2);
const arg = (name: string, def: number): number => {
  const i = argv.indexOf(`--${name}`);
  if (i < 0) return def;
  const v = Number(argv[i + 1]);
  if (!Number.isFinite(v) || v < 0) throw new Error(`--${name} needs a non-negative number (got ${argv[i + 1]})`);
  return v;
};
const N = arg('dispatches', 100_000);
const SEED = arg('seed', 1);
const CHECK_EVERY = Math.max(1, arg('check-every', 1000));
const REPORTS = Math.max(2, arg('reports', 10));
const IDLE_LIMIT_MIB = arg('idle-limit', 64);
const deviceSel = argv.includes('--device') ? arg('device', 0) : undefined;
const ONLY = argv.includes('--only') ? argv[argv.indexOf('--only') + 1]!.split(',') : undefined;

// ---- seeded randomness ----
let state = (SEED * 0x9e3779b9) >>> 0 || 1;
function rnd(): number {
  state = (state + 0x6d2b79f5) >>> 0;
  let t = state;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
}
const int = (lo: number, hi: number): number => lo + Math.floor(rnd() * (hi - lo + 1)); // inclusive
const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
const floats = (n: number, lo = -2, hi = 2): Float32Array => Float32Array.from({ length: n }, () => lo + rnd() * (hi - lo));
const prod = (s: readonly number[]): number => s.reduce((a, b) => a * b, 1);
/** A random shape of rank 1-4 with at most `maxElems` elements. */
function shape(maxElems = 4096, maxRank = 4): number[] {
  const rank = int(1, maxRank);
  const s: number[] = [];
  let left = maxElems;
  for (let i = 0; i < rank; i++) {
    const d = int(1, Math.max(1, Math.min(24, Math.floor(left / 2 ** (rank - i - 1)))));
    s.push(d);
    left = Math.max(1, Math.floor(left / d));
  }
  return s;
}

// ---- host-side strided views (independent of the library's view arithmetic) ----
interface View {
  shape: number[];
  strides: number[];
  offset: number;
}
const contig = (s: readonly number[]): View => {
  const strides = new Array<number>(s.length);
  for (let i = s.length - 1, st = 1; i >= 0; i--) {
    strides[i] = st;
    st *= s[i]!;
  }
  return { shape: [...s], strides, offset: 0 };
};
function gather(data: ArrayLike<number>, v: View): Float32Array {
  const out = new Float32Array(prod(v.shape));
  const idx = new Array<number>(v.shape.length).fill(0);
  for (let i = 0; i < out.length; i++) {
    let o = v.offset;
    for (let d = 0; d < idx.length; d++) o += idx[d]! * v.strides[d]!;
    out[i] = data[o]!;
    for (let d = idx.length - 1; d >= 0; d--) {
      if (++idx[d]! < v.shape[d]!) break;
      idx[d] = 0;
    }
  }
  return out;
}

// ---- comparison ----
function nmse(got: ArrayLike<number>, want: ArrayLike<number>): number {
  if (got.length !== want.length) return Infinity;
  let num = 0,
    den = 0;
  for (let i = 0; i < want.length; i++) {
    const g = got[i]!,
      w = want[i]!;
    if (Number.isNaN(g) !== Number.isNaN(w)) return Infinity;
    if (Number.isNaN(w) || g === w) continue; // equal infinities too
    num += (g - w) ** 2;
    den += w * w;
  }
  return num === 0 ? 0 : num / Math.max(den, 1e-30);
}
function exactDiff(got: ArrayLike<number>, want: ArrayLike<number>): number {
  if (got.length !== want.length) return Infinity;
  let bad = 0;
  for (let i = 0; i < want.length; i++) if (!Object.is(got[i], want[i])) bad++;
  return bad;
}

// ---- the device and the work ----
const d = Device.open({ device: deviceSel, validation: true, memory: { idleLimit: Math.round(IDLE_LIMIT_MIB * 2 ** 20) } });
console.log(
  `device: ${d.info.name} (${d.info.type}, memory ${d.info.memory.kind}); ${N} dispatches, seed ${SEED}, idle pool limit ${IDLE_LIMIT_MIB} MiB`,
);
/** Graph replays do not pass through device.dispatch(): their dispatches are counted here. */
let replayed = 0;
const dispatches = (): number => d.profile().counts.dispatches + replayed;
const f32 = (data: Float32Array, s: readonly number[]): Tensor<'f32'> => d.upload(data, { shape: s });

interface Outcome {
  /** The tensor to read back (destroyed by the caller with the rest). */
  result: Tensor;
  /** Compares the host values with the reference; returns the error (0 = exact). */
  check: (got: ArrayLike<number>) => { err: number; limit: number; what: string };
  temps: Tensor[];
}
type Op = () => Outcome;

const TOL = 1e-10;
const EXACT_UNARY: readonly UnaryOp[] = ['relu', 'neg', 'abs', 'sqr'];
// A fixed set (ops that take no parameters and are defined on all of [-6, 6]), so that the sequence a seed
// gives does not change when ops are added to the library.
const SOAK_UNARY: readonly UnaryOp[] = ['relu', 'neg', 'sqr', 'abs', 'gelu', 'silu', 'sigmoid', 'tanh', 'erf', 'exp'];
const SOAK_BINARY: readonly BinaryOp[] = ['add', 'sub', 'mul', 'div'];
const CONVERT_DTYPES = ['f32', 'f16', 'bf16', 'i32', 'u32', 'i8', 'u8'] as const;

function hostFor(dtype: DType, n: number): ArrayLike<number> & ArrayBufferView {
  switch (dtype) {
    case 'f32':
      return floats(n, -300, 300);
    case 'i32':
      return Int32Array.from({ length: n }, () => int(-100000, 100000));
    case 'u32':
      return Uint32Array.from({ length: n }, () => int(0, 200000));
    case 'i8':
      return Int8Array.from({ length: n }, () => int(-128, 127));
    case 'u8':
      return Uint8Array.from({ length: n }, () => int(0, 255));
    default: // f16 / bf16: bit patterns of finite values (exponent field below all-ones)
      return Uint16Array.from({ length: n }, () => {
        const b = int(0, 0xffff);
        return dtype === 'f16' ? b & 0xfbff : b & 0xff7f;
      });
  }
}

/** A random view of x (shape xs) and its host-side description. */
function randomView(x: Tensor, xs: number[]): { t: Tensor; v: View; what: string } {
  const base = contig(xs);
  const kind = pick(['permute', 'slice', 'broadcastTo'] as const);
  if (kind === 'permute' && xs.length > 1) {
    const dims = xs.map((_, i) => i);
    for (let i = dims.length - 1; i > 0; i--) {
      const j = int(0, i);
      [dims[i], dims[j]] = [dims[j]!, dims[i]!];
    }
    return {
      t: x.permute(dims),
      v: { shape: dims.map((k) => xs[k]!), strides: dims.map((k) => base.strides[k]!), offset: 0 },
      what: `permute(${dims})`,
    };
  }
  if (kind === 'slice' || xs.length === 1) {
    const dim = int(0, xs.length - 1);
    const size = xs[dim]!;
    const start = int(0, size - 1);
    const end = int(start + 1, size);
    const step = int(1, 3);
    const v = { shape: [...xs], strides: [...base.strides], offset: start * base.strides[dim]! };
    v.shape[dim] = Math.ceil((end - start) / step);
    v.strides[dim] = base.strides[dim]! * step;
    return { t: x.slice(dim, start, end, step), v, what: `slice(${dim}, ${start}, ${end}, ${step})` };
  }
  // broadcastTo: size-1 dimensions of x grow, and leading dimensions are added.
  const lead = Array.from({ length: int(0, 4 - xs.length) }, () => int(1, 4));
  const grown = xs.map((s) => (s === 1 ? int(1, 5) : s));
  const to = [...lead, ...grown];
  const v: View = {
    shape: to,
    strides: [...lead.map(() => 0), ...xs.map((s, i) => (s === 1 ? 0 : base.strides[i]!))],
    offset: 0,
  };
  return { t: x.broadcastTo(to), v, what: `broadcastTo([${to}])` };
}

const OPS: Record<string, Op> = {
  unary() {
    const op = pick(SOAK_UNARY);
    const s = shape();
    const xv = op === 'exp' ? floats(prod(s), -20, 20) : floats(prod(s), -6, 6);
    const x = f32(xv, s);
    const want = ewRef.unary(op, xv);
    return {
      result: unary(op, x),
      temps: [x],
      check: (g) =>
        EXACT_UNARY.includes(op)
          ? { err: exactDiff(g, want), limit: 0, what: `${op} [${s}]` }
          : { err: nmse(g, want), limit: TOL, what: `${op} [${s}]` },
    };
  },
  binary() {
    const op = pick(SOAK_BINARY);
    const s = shape(2048);
    // b: a suffix of a's shape, some dimensions 1 (or the other way round).
    const k = int(0, s.length - 1);
    let bs = s.slice(k).map((v) => (rnd() < 0.3 ? 1 : v));
    let as = s;
    if (rnd() < 0.3) [as, bs] = [bs, as];
    const av = floats(prod(as)),
      bv = op === 'div' ? floats(prod(bs), 0.5, 2).map((v) => (rnd() < 0.5 ? -v : v)) : floats(prod(bs));
    const a = f32(av, as),
      b = f32(bv, bs);
    const want = ewRef.binary(op, av, as, bv, bs);
    return {
      result: binary(op, a, b),
      temps: [a, b],
      check: (g) => ({ err: nmse(g, want), limit: op === 'div' ? TOL : 0, what: `${op} [${as}] [${bs}]` }),
    };
  },
  views() {
    const s = shape(2048);
    const xv = floats(prod(s));
    const x = f32(xv, s);
    const { t, v, what } = randomView(x, s);
    // A view that is already contiguous would come back from contiguous() as itself: it goes through neg.
    const viaUnary = t.isContiguous || rnd() < 0.5;
    const want = gather(xv, v);
    return {
      result: viaUnary ? unary('neg', t) : t.contiguous(),
      temps: [t, x], // a view holds the storage until it is destroyed too (or collected)
      check: (g) => ({
        err: exactDiff(g, viaUnary ? want.map((q) => -q) : want),
        limit: 0,
        what: `${what}${viaUnary ? ' -> neg' : ' -> contiguous'} of [${s}]`,
      }),
    };
  },
  to() {
    const from = pick(CONVERT_DTYPES);
    let to = pick(CONVERT_DTYPES);
    if (to === from) to = from === 'f32' ? 'f16' : 'f32';
    const n = int(1, 3000);
    const host = hostFor(from, n);
    const x = d.upload(host, { dtype: from });
    const want = cvRef.bitsOf(to, cvRef.convert(from, to, host as never));
    return {
      result: x.to(to),
      temps: [x],
      check: (g) => ({ err: exactDiff(cvRef.bitsOf(to, g as never), want), limit: 0, what: `${from} -> ${to} [${n}]` }),
    };
  },
  reduce() {
    const op = pick(['sum', 'max'] as const);
    const rows = int(1, 64),
      cols = int(1, 700);
    const xv = floats(rows * cols);
    const x = f32(xv, [rows, cols]);
    const want = rdRef.reduceRows(op, xv, rows, cols);
    return {
      result: op === 'sum' ? sum(x) : max(x),
      temps: [x],
      check: (g) => ({ err: nmse(g, want), limit: op === 'max' ? 0 : TOL, what: `${op} [${rows}, ${cols}]` }),
    };
  },
  norm() {
    const rows = int(1, 48),
      cols = int(1, 600);
    const xv = floats(rows * cols, -8, 8);
    const x = f32(xv, [rows, cols]);
    if (rnd() < 0.5) {
      const want = nmRef.softmax(xv, rows, cols);
      return { result: softmax(x), temps: [x], check: (g) => ({ err: nmse(g, want), limit: TOL, what: `softmax [${rows}, ${cols}]` }) };
    }
    const wv = rnd() < 0.5 ? floats(cols, 0.5, 1.5) : undefined;
    const w = wv && f32(wv, [cols]);
    const want = nmRef.rmsNorm(xv, rows, cols, RMS_NORM_EPS, wv);
    return {
      result: rmsNorm(x, { weight: w }),
      temps: w ? [x, w] : [x],
      check: (g) => ({ err: nmse(g, want), limit: TOL, what: `rmsNorm [${rows}, ${cols}]${w ? ' weighted' : ''}` }),
    };
  },
  gemm() {
    const M = int(1, 48),
      N2 = int(1, 48),
      K = int(1, 48);
    const transB = rnd() < 0.5;
    const av = floats(M * K),
      bv = floats(K * N2);
    const a = f32(av, [M, K]),
      b = f32(bv, transB ? [N2, K] : [K, N2]);
    const want = mmRef.gemm(av, bv, M, N2, K, transB);
    return {
      result: gemm(a, b, { transB }),
      temps: [a, b],
      check: (g) => ({ err: nmse(g, want), limit: TOL, what: `gemm ${M}x${N2}x${K}${transB ? ' transB' : ''}` }),
    };
  },
  matvec() {
    const rows = int(1, 192),
      cols = int(1, 192);
    const wv = floats(rows * cols),
      xv = floats(cols);
    const w = f32(wv, [rows, cols]),
      x = f32(xv, [cols]);
    const want = mmRef.matvec(wv, xv, rows, cols);
    return {
      result: matvec(w, x),
      temps: [w, x],
      check: (g) => ({ err: nmse(g, want), limit: TOL, what: `matvec ${rows}x${cols}` }),
    };
  },
};

// A graph captured once and replayed throughout: s = sum(gelu(x + b)) over rows, into persistent tensors.
const G_ROWS = 16,
  G_COLS = 256;
const gx = d.alloc('f32', [G_ROWS, G_COLS]),
  gb = f32(floats(G_COLS), [G_COLS]);
const gy = d.alloc('f32', [G_ROWS, G_COLS]),
  gz = d.alloc('f32', [G_ROWS, G_COLS]),
  gs = d.alloc('f32', [G_ROWS]);
const gbHost = gb.read();
const graph = d.capture(() => {
  add(gx, gb, { out: gy });
  gelu(gy, { out: gz });
  sum(gz, { out: gs });
});
function graphWant(xv: Float32Array): Float32Array {
  const y = ewRef.binary('add', xv, [G_ROWS, G_COLS], gbHost, [G_COLS]);
  return rdRef.sumRows(ewRef.unary('gelu', y), G_ROWS, G_COLS);
}
OPS.replay = () => {
  const xv = floats(G_ROWS * G_COLS);
  gx.write(xv);
  const times = int(1, 4);
  for (let i = 0; i < times; i++) graph.replay();
  replayed += times * graph.dispatches;
  const want = graphWant(xv);
  return { result: gs, temps: [], check: (g) => ({ err: nmse(g, want), limit: TOL, what: `graph replay x${times}` }) };
};
OPS.capture = () => {
  // A fresh small graph over fresh tensors: capture, replay, drop (its buffers are released at the drop).
  const n = int(1, 2048);
  const xv = floats(n);
  const x = f32(xv, [n]);
  const y = d.alloc('f32', [n]);
  const op = pick(SOAK_UNARY.filter((o) => o !== 'exp'));
  const g = d.capture(() => {
    unary(op, x, { out: y });
  });
  g.replay();
  g.drop();
  const want = ewRef.unary(op, xv);
  return {
    result: y,
    temps: [x],
    check: (got) => ({
      err: EXACT_UNARY.includes(op) ? exactDiff(got, want) : nmse(got, want),
      limit: EXACT_UNARY.includes(op) ? 0 : TOL,
      what: `capture ${op} [${n}]`,
    }),
  };
};

const WEIGHTS: Record<string, number> = {
  unary: 4,
  binary: 4,
  views: 3,
  to: 2,
  reduce: 2,
  norm: 2,
  gemm: 1,
  matvec: 1,
  replay: 1,
  capture: 1,
};
const KINDS = Object.keys(WEIGHTS).filter((k) => !ONLY || ONLY.includes(k));
if (KINDS.length === 0) throw new Error(`--only: none of ${ONLY} (kinds: ${Object.keys(WEIGHTS)})`);
const totalWeight = KINDS.reduce((a, k) => a + WEIGHTS[k]!, 0);
function pickKind(): string {
  let r = rnd() * totalWeight;
  for (const k of KINDS) if ((r -= WEIGHTS[k]!) < 0) return k;
  return KINDS[KINDS.length - 1]!;
}

interface Stat {
  count: number;
  dispatches: number;
  checks: number;
  asyncChecks: number;
  worst: number;
  ms: number;
}
const stats = new Map<string, Stat>(KINDS.map((k) => [k, { count: 0, dispatches: 0, checks: 0, asyncChecks: 0, worst: 0, ms: 0 }]));

interface Sample {
  at: number;
  rssMiB: number;
  heapMiB: number;
  devMiB: number;
  blocks: number;
  buffers: number;
  idleBuffers: number;
  idleMiB: number;
}
const MiB = 2 ** 20;
const samples: Sample[] = [];
function sample(): Sample {
  d.sync();
  const m = d.memoryStats();
  const mu = process.memoryUsage();
  const s = {
    at: dispatches(),
    rssMiB: mu.rss / MiB,
    heapMiB: mu.heapUsed / MiB,
    devMiB: m.bytes / MiB,
    blocks: m.blocks,
    buffers: m.buffers,
    idleBuffers: m.idleBuffers,
    idleMiB: m.idleBytes / MiB,
  };
  samples.push(s);
  console.log(
    `  ${String(s.at).padStart(8)} dispatches  rss ${s.rssMiB.toFixed(1)} MiB  heap ${s.heapMiB.toFixed(1)} MiB  device ${s.devMiB.toFixed(1)} MiB in ${s.blocks} blocks, ${s.buffers - s.idleBuffers} live buffers + ${s.idleBuffers} idle in the pool (${s.idleMiB.toFixed(1)} MiB)`,
  );
  return s;
}
function expectNoValidation(where: string): void {
  const msgs = d.validationMessages();
  if (msgs.length === 0 && d.validationMessagesDropped === 0) return;
  console.error(`FAIL: ${msgs.length} validation message(s) (${d.validationMessagesDropped} dropped) by ${where}:`);
  for (const m of msgs.slice(0, 10)) console.error(`  ${m.severity} ${m.id}: ${m.text.slice(0, 500)}`);
  process.exit(1);
}

async function main(): Promise<void> {
  const t0 = performance.now();
  let ops = 0;
  const reportEvery = Math.max(1, Math.floor(N / REPORTS));
  let nextReport = reportEvery;
  sample();
  while (dispatches() < N) {
    const kind = pickKind();
    const st = stats.get(kind)!;
    const checkNow = ops % CHECK_EVERY === 0 || st.count === 0;
    const useAsync = checkNow && rnd() < 0.5;
    const before = dispatches();
    const t = performance.now();
    const o = OPS[kind]!();
    if (checkNow) {
      const got = useAsync ? await o.result.readAsync() : o.result.read();
      const { err, limit, what } = o.check(got as ArrayLike<number>);
      st.checks++;
      if (useAsync) st.asyncChecks++;
      st.worst = Math.max(st.worst, err);
      if (!(err <= limit)) {
        console.error(`FAIL: op ${ops} (${kind}: ${what}, read${useAsync ? 'Async' : ''}): error ${err} > ${limit}`);
        console.error(
          `  got  ${Array.from(got as ArrayLike<number>)
            .slice(0, 8)
            .join(', ')}`,
        );
        process.exit(1);
      }
    }
    if (o.result !== gs) o.result.destroy();
    for (const x of o.temps) x.destroy();
    st.ms += performance.now() - t;
    st.dispatches += dispatches() - before;
    st.count++;
    ops++;
    if (dispatches() >= nextReport) {
      nextReport += reportEvery;
      sample();
      expectNoValidation(`dispatch ${dispatches()}`);
    }
  }
  const end = sample();
  expectNoValidation('the end of the run');
  const seconds = (performance.now() - t0) / 1000;

  console.log(`\n${ops} ops, ${dispatches()} dispatches in ${seconds.toFixed(1)} s (${(dispatches() / seconds).toFixed(0)} dispatches/s)`);
  const head = ['op', 'count', 'dispatches', 'checks', 'of them readAsync', 'worst error', 'mean ms'];
  const rows = KINDS.map((k) => {
    const s = stats.get(k)!;
    return [
      k,
      String(s.count),
      String(s.dispatches),
      String(s.checks),
      String(s.asyncChecks),
      s.worst.toExponential(2),
      (s.ms / Math.max(1, s.count)).toFixed(3),
    ];
  });
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  for (const r of [head, ...rows]) console.log(r.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join('  '));

  // Growth after warm-up: from the first sample at or past 20% of the run to the final one.
  const warm = samples.find((s) => s.at >= 0.2 * N) ?? samples[0]!;
  const grow = (a: number, b: number): string => `${(b - a >= 0 ? '+' : '') + (b - a).toFixed(1)} MiB (${a.toFixed(1)} -> ${b.toFixed(1)})`;
  console.log(`\nafter warm-up (from dispatch ${warm.at}):`);
  console.log(`  rss     ${grow(warm.rssMiB, end.rssMiB)}`);
  console.log(`  heap    ${grow(warm.heapMiB, end.heapMiB)}`);
  const live = (x: Sample): number => x.buffers - x.idleBuffers;
  console.log(`  device  ${grow(warm.devMiB, end.devMiB)}; blocks ${warm.blocks} -> ${end.blocks}`);
  console.log(
    `  live buffers ${live(warm)} -> ${live(end)}; idle pooled ${warm.idleBuffers} -> ${end.idleBuffers} (${grow(warm.idleMiB, end.idleMiB)})`,
  );
  console.log(`  validation messages: 0`);
  const devLimit = Math.max(16, 0.25 * warm.devMiB),
    rssLimit = Math.max(64, 0.25 * warm.rssMiB);
  let failed = false;
  if (live(end) - live(warm) > 16) {
    console.error(
      `FAIL: ${live(end) - live(warm)} more live buffers after warm-up (after sync, everything but the soak's own is destroyed)`,
    );
    failed = true;
  }
  const pooled = ` (idle pooled buffers ${warm.idleBuffers} -> ${end.idleBuffers}, ${warm.idleMiB.toFixed(1)} -> ${end.idleMiB.toFixed(1)} MiB)`;
  if (end.devMiB - warm.devMiB > devLimit) {
    console.error(
      `FAIL: device memory grew by ${(end.devMiB - warm.devMiB).toFixed(1)} MiB after warm-up (limit ${devLimit.toFixed(1)})${pooled}`,
    );
    failed = true;
  }
  if (end.rssMiB - warm.rssMiB > rssLimit) {
    console.error(`FAIL: RSS grew by ${(end.rssMiB - warm.rssMiB).toFixed(1)} MiB after warm-up (limit ${rssLimit.toFixed(1)})${pooled}`);
    failed = true;
  }
  graph.drop();
  for (const t of [gx, gb, gy, gz, gs]) t.destroy();
  d.destroy();
  expectNoValidation('destroy');
  if (failed) process.exit(1);
  console.log('soak: OK');
}

main().catch((e: unknown) => {
  console.error('FAIL:', e);
  process.exit(1);
});
