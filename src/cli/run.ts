// `vkts run kernel.comp --threads N --buffer name=size ...`: runs one kernel from the command line and
// prints its GPU time. Buffers the shader only reads are filled with seeded random values, the others with
// zeros.
import { readFileSync } from 'node:fs';
import { Device, type Tensor } from '../device/index.ts';
import { createKernel, type Launch, type PushValue } from '../device/kernel.ts';
import type { DType } from '../device/dtype.ts';
import type { DescriptorBinding } from '../spirv/reflect.ts';
import type { SpirvType } from '../spirv/types.ts';
import { duration, si } from './bench/report.ts';
import { UsageError } from './errors.ts';
import { deviceSelector, readableFile, wholeNumber } from './args.ts';

export interface RunOptions {
  buffer: string[];
  push: string[];
  define: string[];
  spec: string[];
  threads?: string;
  groups?: string;
  localSize?: string;
  repeat: string;
  device?: string;
  print: string[];
  targetEnv?: string;
  seed?: string;
}

const UNITS: Record<string, number> = { '': 1, K: 1e3, M: 1e6, G: 1e9, Ki: 2 ** 10, Mi: 2 ** 20, Gi: 2 ** 30 };

/** `1048576`, `1M`, `4Mi` → a count; with a trailing `B` it is a byte size. */
export function parseSize(text: string): { value: number; bytes: boolean } {
  const m = text.match(/^(\d+(?:\.\d+)?)(K|M|G|Ki|Mi|Gi)?(B)?$/);
  if (!m)
    throw new UsageError(
      `size ${JSON.stringify(text)}: expected a number with an optional K/M/G/Ki/Mi/Gi suffix and B for bytes (e.g. 1Mi, 64MiB)`,
    );
  const value = Number(m[1]) * UNITS[m[2] ?? ''];
  if (!Number.isInteger(value)) throw new UsageError(`size ${text} is not a whole number`);
  return { value, bytes: m[3] === 'B' };
}

function pairs(list: string[], what: string): [string, string][] {
  return list.map((p) => {
    const i = p.indexOf('=');
    if (i <= 0) throw new UsageError(`--${what} ${p}: expected name=value`);
    return [p.slice(0, i), p.slice(i + 1)];
  });
}

function dims(text: string, what: string): [number, number?, number?] {
  const v = text.split(',').map((x) => parseSize(x).value);
  if (v.length > 3) throw new UsageError(`--${what} takes up to 3 comma-separated sizes`);
  return v as [number, number?, number?];
}

function elementDType(t: SpirvType): DType {
  const s = t.tag === 'scalar' ? t : t.tag === 'vector' ? t.component : undefined;
  if (!s) return 'bytes';
  const key = `${s.kind}${s.width}`;
  return (
    ({ float32: 'f32', float16: 'f16', int32: 'i32', uint32: 'u32', uint8: 'u8', int8: 'u8' } as Record<string, DType>)[key] ?? 'bytes'
  );
}

/** mulberry32: a small seeded generator of 32-bit words, so a --seed reproduces the same inputs. */
function words(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** f32 in [-1, 1), integers in [0, 256), bytes. */
function fillRandom(t: Tensor, next: () => number): void {
  const n = t.size;
  if (t.dtype === 'f32') t.write(Float32Array.from({ length: n }, () => (next() / 2 ** 32) * 2 - 1));
  else if (t.dtype === 'i32') t.write(Int32Array.from({ length: n }, () => next() & 255));
  else if (t.dtype === 'u32') t.write(Uint32Array.from({ length: n }, () => next() & 255));
  else t.write(Uint8Array.from({ length: t.byteLength }, () => next() & 255));
}

export async function run(file: string, opts: RunOptions): Promise<void> {
  if (!/\.(comp|spv)$/.test(file)) throw new UsageError(`${file}: expected a GLSL compute shader (.comp) or SPIR-V (.spv)`);
  readableFile(file, 'kernel');
  const repeat = wholeNumber(opts.repeat, '--repeat', 1);
  const seed = opts.seed === undefined ? Math.floor(Math.random() * 2 ** 32) : wholeNumber(opts.seed, '--seed');
  const source = readFileSync(file);
  const defines = Object.fromEntries(pairs(opts.define, 'define'));
  const specConstants = Object.fromEntries(
    pairs(opts.spec, 'spec').map(([k, v]) => [k, v === 'true' ? true : v === 'false' ? false : Number(v)]),
  );
  const device = Device.open({ device: deviceSelector(opts.device), profile: true });
  try {
    const k = createKernel(device, file.endsWith('.spv') ? new Uint8Array(source) : source.toString('utf8'), {
      fileName: file,
      defines,
      specConstants,
      localSize: opts.localSize ? dims(opts.localSize, 'local-size') : undefined,
      targetEnv: opts.targetEnv as never,
    });
    const wanted = new Map(pairs(opts.buffer, 'buffer'));
    const unknown = [...wanted.keys()].filter((n) => !k.bindingNames.includes(n));
    if (unknown.length)
      throw new UsageError(`--buffer ${unknown.join(', ')}: ${file} has no such binding (its bindings: ${k.bindingNames.join(', ')})`);
    const tensors: Record<string, Tensor> = {};
    const random = words(seed);
    k.reflection.bindings.forEach((b: DescriptorBinding, i) => {
      const name = k.bindingNames[i];
      const spec = wanted.get(name);
      if (!spec) throw new UsageError(`missing --buffer ${name}=SIZE (${file} binds ${k.bindingNames.join(', ')})`);
      const size = parseSize(spec);
      const stride = b.runtimeArray?.stride ?? 1;
      const bytes = size.bytes ? size.value : (b.fixedSize ?? 0) + size.value * stride;
      const dtype = b.runtimeArray ? elementDType(b.runtimeArray.element) : 'bytes';
      const shape = [bytes / (dtype === 'bytes' || dtype === 'u8' ? 1 : dtype === 'f16' ? 2 : 4)];
      const t = b.readonly ? device.alloc(dtype, shape) : device.zeros(dtype, shape);
      if (b.readonly) fillRandom(t, random);
      tensors[name] = t;
    });
    const push: Record<string, PushValue> = {};
    for (const [name, text] of pairs(opts.push, 'push')) {
      try {
        push[name] = JSON.parse(text) as PushValue;
      } catch {
        throw new UsageError(`--push ${name}=${text}: the value must be a number, true/false, or JSON for vectors and structs`);
      }
    }
    const launch: Launch = opts.groups
      ? { groups: dims(opts.groups, 'groups') }
      : opts.threads
        ? { threads: dims(opts.threads, 'threads') }
        : (() => {
            throw new UsageError('give --threads N or --groups X[,Y,Z]');
          })();
    k.dispatch(tensors, push, launch); // warm-up (pipeline creation, first-touch of memory)
    device.sync();
    device.resetProfile();
    for (let i = 0; i < repeat; i++) k.dispatch(tensors, push, launch);
    device.sync();
    const stat = device.profile().kernels.find((s) => s.name === k.name);
    const total = Object.values(tensors).reduce((s, t) => s + t.byteLength, 0);
    if (stat && stat.samples.length > 0) {
      const sorted = [...stat.samples].sort((a, b) => a - b);
      const seconds = sorted[sorted.length >> 1] / 1e3;
      console.log(
        `${k.name} on ${device.info.name}: ${duration(seconds)} per dispatch (GPU timestamps, median of ${sorted.length}, ` +
          `min ${duration(sorted[0] / 1e3)}); ${si(total / seconds, 'B/s')} if every bound byte is touched once; inputs --seed ${seed}`,
      );
    } else console.log(`${k.name} on ${device.info.name}: ran ${repeat} times (this device has no timestamps); inputs --seed ${seed}`);
    for (const name of opts.print) {
      const t = tensors[name];
      if (!t) throw new UsageError(`--print ${name}: no such buffer`);
      const values = Array.from(t.read() as ArrayLike<number>).slice(0, 16);
      console.log(`${name}[0:${values.length}] = ${values.map((v) => +v.toPrecision(6)).join(', ')}${t.size > 16 ? ', …' : ''}`);
    }
  } finally {
    device.destroy();
  }
}
