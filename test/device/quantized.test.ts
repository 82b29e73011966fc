// Quantized (GGML block dtype) tensors in the runtime: upload/read of raw block bytes, sizes, the view rules
// (whole blocks kept contiguous: slices and reshapes of leading dimensions work; anything that cuts or
// repeats a block is a ShapeError), contiguous() of a strided block view on the GPU, and every public op
// given a quantized tensor answering with a DTypeError (never a crash or an undefined property).
import { describe, expect, test } from 'vitest';
import * as ops from '../../src/ops/index.ts';
import { DTypeError, ShapeError, SizeError, Tensor } from '../../src/device/index.ts';
import { BLOCK_FORMATS } from '../../src/device/block-formats.ts';
import { VktsError } from '../../src/vk/core/errors.ts';
import { useDevice } from '../helpers/device.ts';
import { rng } from '../helpers/ops.ts';

const dev = useDevice();

/** Random bytes standing in for blocks (the runtime never interprets them). */
function randomBytes(n: number, seed: number): Uint8Array {
  const r = rng(seed);
  return Uint8Array.from({ length: n }, () => Math.floor(r(0, 256)));
}

/** The bytes of rows `rows` of a row-major [R, rowBytes] byte matrix, concatenated (the reference). */
const rowsOf = (bytes: Uint8Array, rowBytes: number, rows: readonly number[]): Uint8Array =>
  Uint8Array.from(rows.flatMap((r) => [...bytes.subarray(r * rowBytes, (r + 1) * rowBytes)]));

/** The tensors an op returned: itself, or the values of a result object ({ values, indices }, ...). */
const tensorsIn = (r: unknown): Tensor[] =>
  r instanceof Tensor ? [r] : r && typeof r === 'object' ? Object.values(r).filter((v): v is Tensor => v instanceof Tensor) : [];

describe('quantized tensors', () => {
  test('upload and read round-trip the raw bytes of every block format; size counts weights', async () => {
    const d = dev();
    for (const [name, f] of Object.entries(BLOCK_FORMATS)) {
      const rows = 3,
        cols = 2 * f.blockSize;
      const bytes = randomBytes(rows * 2 * f.blockBytes, f.ggmlType);
      const t = d.upload(bytes, { dtype: name.toUpperCase() as 'q4_K', shape: [rows, cols] });
      expect(t.dtype).toBe(name);
      expect(t.size).toBe(rows * cols);
      expect(t.byteLength).toBe(bytes.byteLength);
      expect(t.read()).toEqual(bytes);
      expect(await t.readAsync()).toEqual(bytes);
      expect(String(t)).toContain(`${bytes.byteLength} bytes of blocks`);
      t.destroy();
    }
    const flat = d.upload(randomBytes(144 * 2, 1), { dtype: 'q4_K' });
    expect(flat.shape).toEqual([512]);
    flat.destroy();
    const empty = d.alloc('q4_0', [0, 32]);
    expect(empty.byteLength).toBe(0);
    expect(empty.read()).toEqual(new Uint8Array(0));
    expect(empty.slice(1, 0, 32).read()).toEqual(new Uint8Array(0));
    empty.destroy();
  });

  test('sizes that do not fit whole blocks are typed errors', () => {
    const d = dev();
    expect(() => d.alloc('q4_0', [2, 33])).toThrow(ShapeError);
    expect(() => d.alloc('q4_0', [])).toThrow(ShapeError);
    expect(() => d.upload(new Uint8Array(18 * 3), { dtype: 'q4_0', shape: [2, 32] })).toThrow(ShapeError);
    expect(() => d.upload(new Uint8Array(17), { dtype: 'q4_0' })).toThrow(SizeError);
    expect(() => d.upload(new Float32Array(8), { dtype: 'q8_0' })).toThrow(DTypeError);
    expect(() => d.upload(new Uint8Array(18), { dtype: 'q9_9' as 'q4_0' })).toThrow(DTypeError);
  });

  test('write() takes whole blocks at a block offset', () => {
    const d = dev();
    const t = d.zeros('q8_0', [2, 64]); // 34-byte blocks, 2 per row
    const blk = randomBytes(34, 2);
    t.write(blk, 96);
    const want = new Uint8Array(4 * 34);
    want.set(blk, 3 * 34);
    expect(t.read()).toEqual(want);
    expect(() => t.write(blk, 16)).toThrow(SizeError);
    expect(() => t.write(blk.subarray(0, 33), 0)).toThrow(SizeError);
    expect(() => t.write(blk, 128)).toThrow(SizeError);
    expect(() => t.write(new Float32Array(17) as unknown as Uint8Array, 0)).toThrow(SizeError);
    t.destroy();
  });

  test('views along leading dimensions keep blocks whole: read and contiguous() give the rows they select', async () => {
    const d = dev();
    const rows = 5,
      cols = 64,
      rowBytes = 2 * 18; // q4_0: 18-byte blocks of 32
    const bytes = randomBytes(rows * rowBytes, 3);
    const t = d.upload(bytes, { dtype: 'q4_0', shape: [rows, cols] });
    const secondBlocks = Uint8Array.from({ length: rows * 18 }, (_, i) => bytes[Math.floor(i / 18) * rowBytes + 18 + (i % 18)]!);
    const picks: [string, Tensor, Uint8Array][] = [
      ['slice rows 1..4', t.slice(0, 1, 4), rowsOf(bytes, rowBytes, [1, 2, 3])],
      ['every other row', t.slice(0, 0, 5, 2), rowsOf(bytes, rowBytes, [0, 2, 4])],
      ['select row 3', t.select(0, 3), rowsOf(bytes, rowBytes, [3])],
      ['the second block of each row', t.slice(1, 32, 64), secondBlocks],
    ];
    for (const [what, v, want] of picks) {
      expect(v.read(), what).toEqual(want);
      expect(await v.readAsync(), `${what} readAsync`).toEqual(want);
      const c = v.contiguous();
      expect(c.isContiguous, what).toBe(true);
      expect(c.read(), `${what} contiguous()`).toEqual(want);
      if (c !== v) c.destroy();
      v.destroy();
    }
    const strided = t.slice(0, 0, 5, 2).contiguous();
    expect(strided.shape).toEqual([3, 64]);
    const r3 = t.reshape(5, 1, 64).squeeze(1).unsqueeze(0);
    expect(r3.shape).toEqual([1, 5, 64]);
    expect(r3.read()).toEqual(bytes);
    expect(t.reshape(10, 32).read()).toEqual(bytes);
    expect(t.reshape(320).read()).toEqual(bytes);
    for (const x of [strided, r3, t]) x.destroy();
  });

  test('views that cut, reorder or repeat blocks are ShapeErrors', () => {
    const d = dev();
    const t = d.zeros('q4_K', [4, 512]);
    expect(() => t.transpose()).toThrow(ShapeError);
    expect(() => t.permute(1, 0)).toThrow(ShapeError);
    expect(() => t.slice(1, 0, 100)).toThrow(ShapeError);
    expect(() => t.slice(1, 128, 512)).toThrow(ShapeError);
    expect(() => t.slice(1, 0, 512, 2)).toThrow(ShapeError);
    expect(() => t.select(1, 0)).toThrow(ShapeError);
    expect(() => t.unsqueeze(-1)).toThrow(ShapeError);
    expect(() => t.reshape(4, 2, 256).permute(1, 0, 2)).not.toThrow();
    expect(() => t.reshape(16, 128)).toThrow(ShapeError);
    expect(() => t.slice(0, 0, 1).broadcastTo(3, 512)).toThrow(ShapeError);
    expect(() => t.broadcastTo(2, 4, 512)).toThrow(ShapeError);
    expect(() => t.slice(0, 0, 2).reshape(1024)).not.toThrow();
    t.destroy();
  });

  test('tensor and device methods that need element values refuse quantized tensors', () => {
    const d = dev();
    const q = d.zeros('q4_0', [2, 32]);
    expect(() => q.to('f32')).toThrow(DTypeError);
    expect(q.to('q4_0')).toBe(q);
    expect(() => d.fill(q, 1)).toThrow(DTypeError);
    expect(() => d.full('q4_0', [32], 1)).toThrow(DTypeError);
    expect(() => d.ones('Q4_0' as 'q4_0', [32])).toThrow(DTypeError);
    d.fillBits(q, 0x01020304);
    expect(q.read()).toEqual(Uint8Array.from({ length: 36 }, (_, i) => 4 - (i % 4)));
    q.destroy();
  });

  test("a workbench kernel binds a quantized tensor's blocks as raw words", () => {
    const d = dev();
    const k = d.kernel(`#version 450
layout(local_size_x = 64) in;
layout(std430, binding = 0) readonly buffer Q { uint q[]; };
layout(std430, binding = 1) writeonly buffer O { uint o[]; };
layout(push_constant) uniform P { uint n; } p;
void main() { uint i = gl_GlobalInvocationID.x; if (i < p.n) o[i] = q[i] ^ 0xffffffffu; }`);
    const bytes = randomBytes(2 * 2 * 34, 4); // q8_0 [2, 64]: 136 bytes, 34 words
    const q = d.upload(bytes, { dtype: 'q8_0', shape: [2, 64] });
    const o = d.alloc('u32', [34]);
    k.dispatch({ q, o }, { n: 34 }, { threads: 34 });
    const got = new Uint8Array(o.read().buffer);
    expect(got).toEqual(bytes.map((b) => b ^ 0xff));
    for (const t of [q, o]) t.destroy();
  });

  test('every public op given a quantized tensor throws a DTypeError naming it (and nothing else)', () => {
    const d = dev();
    const q = d.zeros('q4_0', [2, 32]);
    const f = d.zeros('f32', [2, 32]);
    // not tensor ops (the gemm tuner's functions take a device, problem and candidate descriptions:
    // test/ops/gemm-tune.test.ts checks their errors)
    const notOps = new Set([
      'choose',
      'defineKernel',
      'loadShader',
      'product',
      'shaderSource',
      'shippedVariants',
      'keepsBits',
      'tuneGemm',
      'registerGemmCandidate',
    ]);
    const fns = Object.entries(ops).filter(
      ([name, v]) => typeof v === 'function' && !/(Cost|Variant|Error)$/.test(name) && !notOps.has(name),
    ) as [string, (...a: unknown[]) => unknown][];
    expect(fns.length).toBeGreaterThan(50);
    // Argument patterns that put q in each position an op may read a tensor from; each op must refuse q
    // with a DTypeError in at least one of them, and throw nothing but typed errors in any.
    const patterns: unknown[][] = [
      [q],
      [q, f],
      [f, q],
      [q, q],
      [q, f, f],
      [f, q, f],
      [f, f, q],
      [q, { min: 0, max: 1 }],
      [f, { out: q }],
      [f, f, { out: q }],
      [f, { weight: q }],
      [f, { bias: q }],
      [f, { mask: q }],
      [1, q, f],
      [1, f, q],
      [d, 'q4_0', 4],
      [d, [32], { dtype: 'q4_0' }],
      ...['relu', 'add', 'eq', 'sum'].flatMap((op) => [
        [op, q],
        [op, q, f],
        [op, f, q],
      ]),
    ];
    const missed: string[] = [];
    for (const [name, fn] of fns) {
      let sawDType = false,
        tensorWork = false;
      const crashes: string[] = [];
      for (const args of patterns) {
        let result: unknown;
        try {
          result = fn(...args);
        } catch (e) {
          if (!(e instanceof VktsError)) crashes.push(`${name}(${args.map(String).join(', ')}) threw ${String(e)}`);
          else tensorWork = true;
          if (e instanceof DTypeError && /q4_0/.test(e.message)) sawDType = true;
          continue;
        }
        // q landed where the op ignores it (a trailing argument, an options object it does not read)
        const made = tensorsIn(result);
        if (made.length) tensorWork = true;
        for (const t of made) if (t !== f && t !== q) t.destroy();
      }
      // A host helper (no typed error and no tensor, whatever it is given: a table, a device-info predicate)
      // is not an op; an op must answer q with a DTypeError somewhere and crash nowhere.
      if (tensorWork) expect(crashes).toEqual([]);
      if (tensorWork && !sawDType) missed.push(name);
    }
    expect(missed).toEqual([]);
    expect(() => ops.convert(f, 'q4_0')).toThrow(DTypeError);
    expect(() => ops.arange(d, 'Q8_0' as 'f32', 4)).toThrow(DTypeError);
    expect(() => ops.rand(d, [32], { dtype: 'q4_0' as 'f32' })).toThrow(DTypeError);
    q.destroy();
    f.destroy();
  });
});
