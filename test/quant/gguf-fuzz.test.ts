// The GGUF reader on damaged files: every truncation of a small valid file, and thousands of random
// single-byte mutations and 8-byte count overwrites, either open (and then read every tensor, or refuse with
// a GgufError) or throw a GgufError: never another exception type, a hang or a huge allocation.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { GgufError, openGguf, writeGguf } from '../../src/quant/gguf.ts';
import { rng } from '../helpers/ops.ts';
import { tempFiles } from './gguf-bytes.ts';

const files = tempFiles();
afterAll(() => files.remove());

/** A small file with each kind of metadata value and three tensors. */
function sample(): Uint8Array {
  const path = `${files.dir}/sample.gguf`;
  writeGguf(path, {
    metadata: {
      'general.architecture': 'llama',
      'general.alignment': { type: 'u32', value: 16 },
      count: 3,
      neg: -7,
      big: 2n ** 40n,
      ratio: 0.5,
      flag: true,
      tokens: ['<s>', 'é', ''],
      scores: Float32Array.of(1, -2),
      nested: [[1], [2, 3]],
    },
    alignment: 16,
    tensors: [
      { name: 'a', type: 'f32', dims: [3, 2], data: new Float32Array(6).fill(1.5) },
      { name: 'b', type: 'q4_0', dims: [32], data: new Uint8Array(18).fill(7) },
      { name: 'c', type: 'f16', dims: [5], data: new Uint16Array(5).fill(0x3c00) },
    ],
  });
  return new Uint8Array(readFileSync(path));
}

/** 'ok' when the file opens and every tensor reads, 'error' for a GgufError; anything else throws. */
function outcome(bytes: Uint8Array, name: string): 'ok' | 'error' {
  try {
    const g = openGguf(files.put(name, bytes));
    try {
      for (const t of g.tensors) expect(g.read(t.name).byteLength).toBe(t.size);
    } finally {
      g.close();
    }
    return 'ok';
  } catch (e) {
    if (e instanceof GgufError) return 'error';
    throw new Error(`${name}: ${String(e)}`, { cause: e });
  }
}

describe('GGUF on damaged files', () => {
  const good = sample();

  test('the sample opens', () => expect(outcome(good, 'good.gguf')).toBe('ok'));

  test('every truncation is a GgufError', () => {
    for (let n = 0; n < good.length; n++) expect(outcome(good.subarray(0, n), 'cut.gguf'), `cut at ${n}`).toBe('error');
  });

  test('random single-byte mutations give a valid parse or a GgufError', () => {
    const r = rng(11);
    const seen = { ok: 0, error: 0 };
    for (let i = 0; i < 1200; i++) {
      const bad = good.slice();
      bad[Math.floor(r(0, bad.length))] = Math.floor(r(0, 256));
      seen[outcome(bad, 'mutated.gguf')]++;
    }
    // both kinds happen: mutations in tensor data still parse, most header ones do not
    expect(seen.ok).toBeGreaterThan(50);
    expect(seen.error).toBeGreaterThan(50);
  });

  test('absurd 64-bit counts and lengths anywhere in the header give a GgufError quickly', () => {
    const r = rng(12);
    const absurd = [2n ** 60n, 2n ** 63n - 1n, 2n ** 64n - 1n, 2n ** 32n, 2n ** 26n + 1n];
    const t0 = performance.now();
    for (let at = 0; at + 8 <= 200 && at + 8 <= good.length; at++) {
      const bad = good.slice();
      new DataView(bad.buffer).setBigUint64(at, absurd[Math.floor(r(0, absurd.length))]!, true);
      outcome(bad, 'absurd.gguf');
    }
    expect(performance.now() - t0).toBeLessThan(20_000);
  });
});
