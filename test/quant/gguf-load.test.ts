// loadTensor: GGUF tensors onto the device with the row-major shape (ggml dims reversed) and their dtype,
// bytes unchanged (checked by reading them back against what was written); the GGUF types without a device
// dtype are GgufErrors. Small chunkBytes stream a tensor in many pieces (37: not a multiple of 4, ragged).
import { afterAll, describe, expect, test } from 'vitest';
import { GgufError, openGguf, writeGguf } from '../../src/quant/gguf.ts';
import { loadTensor } from '../../src/quant/load.ts';
import { unitOf, type DType } from '../../src/device/dtype.ts';
import { useDevice } from '../helpers/device.ts';
import { rng } from '../helpers/ops.ts';
import { tempFiles } from './gguf-bytes.ts';

const dev = useDevice();
const files = tempFiles();
afterAll(() => files.remove());

const randomBytes = (n: number, seed: number): Uint8Array => {
  const r = rng(seed);
  return Uint8Array.from({ length: n }, () => Math.floor(r(0, 256)));
};

describe('loadTensor', () => {
  const f32 = Float32Array.from({ length: 15 }, (_, i) => i / 3 - 2);
  const tensors = [
    { name: 'w.f32', type: 'f32', dims: [5, 3], data: f32, dtype: 'f32', shape: [3, 5] },
    {
      name: 'w.f16',
      type: 'f16',
      dims: [4, 1, 2],
      data: Uint16Array.from({ length: 8 }, (_, i) => 0x3c00 + i),
      dtype: 'f16',
      shape: [2, 1, 4],
    },
    { name: 'w.bf16', type: 'bf16', dims: [3], data: Uint16Array.of(0x3f80, 0xc000, 0x7fc0), dtype: 'bf16', shape: [3] },
    { name: 'w.i32', type: 'i32', dims: [2, 2], data: Int32Array.of(-1, 2, -3, 2 ** 31 - 1), dtype: 'i32', shape: [2, 2] },
    { name: 'w.i8', type: 'i8', dims: [6], data: Int8Array.of(-128, -1, 0, 1, 2, 127), dtype: 'i8', shape: [6] },
    { name: 'w.q4_0', type: 'q4_0', dims: [64, 3], data: randomBytes(3 * 2 * 18, 1), dtype: 'q4_0', shape: [3, 64] },
    { name: 'w.q4_K', type: 'q4_K', dims: [256, 2, 2], data: randomBytes(4 * 144, 2), dtype: 'q4_K', shape: [2, 2, 256] },
    { name: 'w.iq4_nl', type: 'iq4_nl', dims: [32], data: randomBytes(18, 3), dtype: 'iq4_nl', shape: [32] },
  ];
  const path = `${files.dir}/model.gguf`;
  writeGguf(path, {
    metadata: { 'general.architecture': 'test' },
    tensors: [
      ...tensors.map(({ name, type, dims, data }) => ({ name, type, dims, data })),
      { name: 'w.f64', type: 'f64', dims: [2], data: Float64Array.of(1, 2) },
      { name: 'w.i16', type: 'i16', dims: [2], data: Int16Array.of(1, 2) },
    ],
  });

  test.each([undefined, 100, 37])('uploads each tensor with its reversed dims and dtype, bytes unchanged (chunkBytes %s)', (chunkBytes) => {
    const d = dev();
    const g = openGguf(path);
    for (const t of tensors) {
      // at least one block per piece (a q4_K block is 144 bytes)
      const chunk = chunkBytes === undefined ? {} : { chunkBytes: Math.max(chunkBytes, unitOf(t.dtype as DType).bytes) };
      const x = loadTensor(d, g, t.name, chunk);
      expect(x.dtype, t.name).toBe(t.dtype);
      expect(x.shape, t.name).toEqual(t.shape);
      const got = x.read();
      expect(new Uint8Array(got.buffer, got.byteOffset, got.byteLength), t.name).toEqual(
        new Uint8Array(t.data.buffer, t.data.byteOffset, t.data.byteLength),
      );
      x.destroy();
    }
    g.close();
  });

  test('types without a device dtype and unknown names are GgufErrors', () => {
    const d = dev();
    const g = openGguf(path);
    expect(() => loadTensor(d, g, 'w.f64')).toThrow(/w.f64.*f64, which has no device dtype/);
    expect(() => loadTensor(d, g, 'w.i16')).toThrow(GgufError);
    expect(() => loadTensor(d, g, 'missing')).toThrow(GgufError);
    expect(() => loadTensor(d, g, 'w.q4_0', { chunkBytes: 17 })).toThrow(/at least one q4_0 unit \(18 bytes\)/);
    g.close();
    expect(() => loadTensor(d, g, 'w.f32')).toThrow(/closed/);
  });
});
