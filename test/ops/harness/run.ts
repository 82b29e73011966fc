/// <reference types="vite/client" />
// The correctness harness (in the spirit of ggml's test-backend-ops): every op case of every family
// (src/ops/<family>/cases.ts and src/quant/<family>/cases.ts, found by glob: a new op gets coverage by declaring its case) runs on every
// shape it lists, with its inputs passed contiguously and as views (offset, transposed, strided, broadcast),
// once more on a device whose grid limit forces 2-D/3-D grids, and is compared with its f64 CPU reference
// at the family's NMSE tolerance (0: bit-exact). Validation and synchronization validation are on; any
// message fails. At the end, every variant of the families' kernels must have run (or be reported as not
// supported by this device: a variant needing a capability it lacks is skipped with the reason printed).
// The families are dealt to the HARNESS_SHARDS shard files beside this one, which vitest runs in parallel,
// largest first (by case count) to the shard with the fewest cases so far: as one file the harness took
// longer than the rest of the suite on the H200, and four shards dealt round-robin still left two at over
// twice the others' time there.
import { afterAll, describe, expect, test } from 'vitest';
import { DTYPES, hostArray, type PlainDType as DType, type HostArray } from '../../../src/device/dtype.ts';
import { Device } from '../../../src/device/device.ts';
import { forEachOffset, type Tensor } from '../../../src/device/tensor.ts';
import { contiguousStrides } from '../../../src/device/layout.ts';
import { nmse, type HostTensor, type InputDecl, type OpCase } from '../../../src/ops/case.ts';
import { FAMILIES } from '../../../src/quant/families.ts';
import { loadShader } from '../../../src/ops/shaders.ts';
import { capabilityCheck } from '../../../src/device/kernel.ts';
import { reflect } from '../../../src/spirv/reflect.ts';
import { expectNoValidation, openValidated } from '../../helpers/device.ts';
import { rng } from '../../helpers/ops.ts';

const modules = import.meta.glob<{ cases: OpCase[] }>(['../../../src/ops/*/cases.ts', '../../../src/quant/*/cases.ts'], { eager: true });
const familyOf = (path: string): string => path.split('/').at(-2)!;

type Layout = 'contiguous' | 'offset' | 'transposed' | 'strided' | 'broadcast';
const LAYOUTS: readonly Layout[] = ['contiguous', 'offset', 'transposed', 'strided', 'broadcast'];

/** Random (or listed) row-major values of a dtype, or listed bit patterns. */
function hostData(decl: InputDecl, n: number, seed: number): HostArray {
  const t = DTYPES[decl.dtype];
  const f32 = t.kind === 'float' && t.size === 4;
  const arr = f32 ? new Uint32Array(n) : hostArray(decl.dtype, n); // f32 elements are written as bits
  const out = arr as unknown as number[];
  const r = rng(seed);
  const [lo, hi] = decl.range ?? (t.kind === 'float' ? [-1, 1] : [t.min, t.max + 1]);
  for (let i = 0; i < n; i++) {
    if (decl.bits) {
      out[i] = decl.bits[i % decl.bits.length]!;
      continue;
    }
    const v = decl.values ? decl.values[i % decl.values.length]! : r(lo, hi);
    out[i] = t.kind === 'float' ? t.bitsOf(v) : t.kind === 'raw' ? Math.floor(v) & 0xff : Math.max(t.min, Math.min(t.max, Math.floor(v)));
  }
  return f32 ? new Float32Array(arr.buffer) : arr;
}

const prod = (s: readonly number[]): number => s.reduce((a, b) => a * b, 1);

/** A host array's elements as integers (f32 as its bits: copying a NaN through a JS number may change it). */
const bitsOf = (a: HostArray): number[] =>
  (a instanceof Float32Array ? new Uint32Array(a.buffer, a.byteOffset, a.length) : a) as unknown as number[];

/** A base tensor's contents (the reversed shape) such that base.permute(reversed dims) reads as `data`. */
function transposedBase(data: HostArray, shape: readonly number[], dtype: DType): { base: HostArray; shape: number[] } {
  const bshape = [...shape].reverse();
  const base = hostArray(dtype, data.length);
  const dst = bitsOf(base),
    src = bitsOf(data);
  forEachOffset(shape, contiguousStrides(bshape).reverse(), 0, (o, i) => (dst[o] = src[i]!));
  return { base, shape: bshape };
}

/** A device tensor with `layout` whose logical row-major contents are `data`. */
function materialise(device: Device, layout: Layout, dtype: DType, shape: readonly number[], data: HostArray): Tensor {
  const n = prod(shape);
  const up = (a: HostArray, s: readonly number[]): Tensor => device.upload(a, { dtype, shape: s });
  switch (layout) {
    case 'contiguous':
      return up(data, shape);
    case 'offset': {
      const padded = hostArray(dtype, n + 3);
      padded.set(data as never, 1);
      const base = up(padded, [n + 3]);
      const v = base.slice(0, 1, n + 1).reshape([...shape]);
      base.destroy();
      return v;
    }
    case 'transposed': {
      const { base, shape: bshape } = transposedBase(data, shape, dtype);
      const b = up(base, bshape);
      const v = b.permute(shape.map((_, i) => shape.length - 1 - i));
      b.destroy();
      return v;
    }
    case 'strided': {
      const last = shape.at(-1) ?? 1;
      const lead = shape.slice(0, -1);
      const wide = hostArray(dtype, n * 2);
      const dst = bitsOf(wide),
        src = bitsOf(data);
      for (let i = 0; i < n; i++) dst[2 * i] = src[i]!;
      const b = up(wide, [...lead, last * 2]);
      const v = b.slice(-1, 0, undefined, 2).reshape(shape.length ? [...shape] : []);
      b.destroy();
      return v;
    }
    case 'broadcast':
      throw new Error('broadcast inputs are made by broadcastInput');
  }
}

/** For the broadcast layout: a [1, ...rest] tensor broadcast to `shape`, with the logical contents it has. */
function broadcastInput(device: Device, decl: InputDecl, shape: readonly number[], seed: number): { t: Tensor; host: HostTensor } {
  const row = hostData(decl, prod(shape.slice(1)), seed);
  const base = device.upload(row, { dtype: decl.dtype, shape: [1, ...shape.slice(1)] });
  const t = base.broadcastTo([...shape]);
  base.destroy();
  const full = hostArray(decl.dtype, prod(shape));
  for (let i = 0; i < shape[0]!; i++) full.set(row as never, i * row.length);
  return { t, host: { dtype: decl.dtype, shape, data: full } };
}

function applies(layout: Layout, decl: InputDecl, shape: readonly number[]): boolean {
  if (layout === 'contiguous') return true;
  if (decl.views === false || prod(shape) === 0) return false;
  if (layout === 'transposed') return shape.length >= 2;
  if (layout === 'broadcast') return shape.length >= 2 && shape[0]! > 1;
  return true;
}

function compare(c: OpCase, got: HostArray, want: HostArray, dtype: DType, what: string): void {
  expect(got.length, `${what}: result length`).toBe(want.length);
  const t = DTYPES[dtype];
  if (c.tolerance === 0) {
    const g = new Uint8Array(got.buffer, got.byteOffset, got.byteLength),
      w = new Uint8Array(want.buffer, want.byteOffset, want.byteLength);
    const valueAt = (a: HostArray, e: number): number => (t.size === 2 ? t.valueOf(a[e] as number) : (a[e] as number));
    const nanPair = (e: number): boolean =>
      c.anyNaN === true && t.kind === 'float' && Number.isNaN(valueAt(got, e)) && Number.isNaN(valueAt(want, e));
    for (let e = 0; e < got.length; e++) {
      for (let b = e * t.size; b < (e + 1) * t.size; b++) {
        if (g[b] !== w[b] && !nanPair(e))
          expect.fail(`${what}: element ${e} of ${got.length} differs: got ${got[e]}, expected ${want[e]} (bit-exact)`);
      }
    }
    return;
  }
  const values = (a: HostArray): number[] =>
    Array.from(a as unknown as ArrayLike<number>, (b) => (t.kind === 'float' && t.size === 2 ? t.valueOf(b) : b));
  const e = nmse(values(got), values(want));
  expect(e, `${what}: nmse ${e} > ${c.tolerance}`).toBeLessThanOrEqual(c.tolerance);
}

function runCase(device: Device, c: OpCase, shapes: readonly (readonly number[])[], layout: Layout, seed: number): void {
  const inputs: Tensor[] = [];
  const hosts: HostTensor[] = [];
  try {
    c.inputs.forEach((decl, k) => {
      const shape = shapes[k]!;
      const l = applies(layout, decl, shape) ? layout : 'contiguous';
      if (l === 'broadcast') {
        const { t, host } = broadcastInput(device, decl, shape, seed + k);
        inputs.push(t);
        hosts.push(host);
      } else {
        const data = hostData(decl, prod(shape), seed + k);
        hosts.push({ dtype: decl.dtype, shape, data });
        inputs.push(materialise(device, l, decl.dtype, shape, data));
      }
    });
    const want = c.reference(hosts);
    const result = c.run(device, inputs);
    const got = result.read();
    compare(c, got, want, result.dtype as DType, `${c.name} ${shapes.map((s) => `[${s}]`).join(' ')} ${layout}`);
    if (!inputs.includes(result)) result.destroy();
  } finally {
    for (const t of inputs) t.destroy();
  }
}

/** What `shader.variant` needs that `device` lacks (its SPIR-V's capabilities), or undefined. */
function unsupportedHere(device: Device, name: string): string | undefined {
  const [shader, variant] = name.split('.') as [string, string];
  const caps = reflect(loadShader(shader, variant, device.shaderDir)).capabilities;
  const lacks = [...new Set(caps.flatMap((c) => capabilityCheck(device, c) ?? []))];
  return lacks.length ? lacks.join(', ') : undefined;
}

/** How many shard files (shard-1.test.ts ... shard-N.test.ts) the families are dealt to. */
export const HARNESS_SHARDS = 8;

/** Each family's shard (1-based): families by descending case count (then name), each to the shard with
 * the fewest cases so far (the lowest-numbered on a tie), so every shard file computes the same deal. */
function dealFamilies(): Map<string, number> {
  const count = new Map<string, number>();
  for (const [path, mod] of Object.entries(modules)) count.set(familyOf(path), (count.get(familyOf(path)) ?? 0) + mod.cases.length);
  const load = new Array<number>(HARNESS_SHARDS).fill(0);
  const deal = new Map<string, number>();
  for (const [name, n] of [...count].sort(([a, x], [b, y]) => y - x || a.localeCompare(b))) {
    const k = load.indexOf(Math.min(...load));
    load[k]! += n;
    deal.set(name, k + 1);
  }
  return deal;
}

/** Shard `shard` (1-based) of HARNESS_SHARDS: its dealt families on their own devices, and the check that every
 * variant of those families ran. */
export function runHarness(shard: number): void {
  const shardFiles = Object.keys(import.meta.glob('./shard-*.test.ts'));
  test(`the harness has one shard file per shard (${HARNESS_SHARDS})`, () => {
    expect(shardFiles.sort()).toEqual(Array.from({ length: HARNESS_SHARDS }, (_, i) => `./shard-${i + 1}.test.ts`).sort());
  });
  const deal = dealFamilies();
  const mine = new Set([...deal].filter(([, k]) => k === shard).map(([name]) => name));
  const shardModules = Object.entries(modules).filter(([path]) => mine.has(familyOf(path)));
  const device = openValidated({ profile: true });
  const splitGrid = openValidated({ profile: true, maxWorkgroupsPerDimension: 3 });
  const ran = new Set<string>();
  const excused = new Map<string, string>(); // shader -> why its (only) cases were skipped

  afterAll(() => {
    for (const d of [device, splitGrid]) {
      for (const k of d.profile().kernels) ran.add(k.name);
      d.destroy();
      expectNoValidation(d);
    }
  });

  for (const [path, mod] of shardModules) {
    describe(familyOf(path), () => {
      for (const c of mod.cases) {
        test(c.name, (ctx) => {
          const why = c.unsupported?.(device);
          if (why) {
            console.log(`harness: ${c.name} skipped: ${why}`);
            for (const shader of c.onlyShaders ?? []) excused.set(shader, why);
            ctx.skip(why);
          }
          let seed = 1;
          for (const shapes of c.shapes) {
            for (const layout of LAYOUTS) {
              if (layout !== 'contiguous' && !c.inputs.some((d, k) => applies(layout, d, shapes[k]!))) continue;
              runCase(device, c, shapes, layout, seed++);
              expectNoValidation(device);
            }
          }
          // The largest shape again on a device whose grid holds 3 workgroups per dimension.
          if (c.splitGrid === false) return;
          const largest = [...c.shapes].sort((a, b) => prod(b[0]!) - prod(a[0]!))[0]!;
          runCase(splitGrid, c, largest, 'contiguous', seed);
          expectNoValidation(splitGrid);
        });
      }
    });
  }

  test(`every variant of this shard's families ran (${[...mine].join(', ')})`, () => {
    for (const d of [device, splitGrid]) for (const k of d.profile().kernels) ran.add(k.name);
    const harnessed = mine;
    const declared = FAMILIES.filter((f) => harnessed.has(f.name)).flatMap((f) =>
      f.kernels.flatMap((k) => k.variants.map((v) => `${k.shader}.${v.name}`)),
    );
    // A variant whose SPIR-V needs a capability this device lacks (the cooperative-matrix gemm on lavapipe)
    // cannot run here: it is reported as skipped, with the reason.
    const missing = declared.filter((v) => {
      if (ran.has(v)) return false;
      const excuse = excused.get(v.split('.')[0]!);
      if (excuse) {
        console.log(`harness: ${v} skipped: ${excuse}`);
        return false;
      }
      const why = unsupportedHere(device, v);
      if (why) console.log(`harness: ${v} skipped: ${device.info.name} lacks ${why}`);
      return !why;
    });
    expect(missing.join(', '), 'variants no harness case dispatched').toBe('');
  });
}
