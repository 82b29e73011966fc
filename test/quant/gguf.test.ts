// GGUF reader and writer: a hand-encoded file read back value by value, the writer's bytes against the same
// hand encoding, a round trip of every metadata type and many tensor types (versions 2 and 3, alignments),
// and each malformed header a GgufError naming the byte where it goes wrong.
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, test } from 'vitest';
import { GgufError, openGguf, writeGguf, type GgufFile } from '../../src/quant/gguf.ts';
import { wellFormedUtf8 } from '../../src/quant/gguf-cursor.ts';
import { rng } from '../helpers/ops.ts';
import { Bytes, T, header, tempFiles, tensorInfo } from './gguf-bytes.ts';

const files = tempFiles();
afterAll(() => files.remove());

/** The hand-encoded reference file: 3 metadata keys, tensors f32 [4, 2] and q8_0 [32, 1]. */
function reference(): { bytes: Uint8Array; w: Float32Array; q: Uint8Array; dataOffset: number } {
  const w = Float32Array.from({ length: 8 }, (_, i) => i * 0.5 - 1);
  const q = Uint8Array.from({ length: 34 }, (_, i) => (i * 37) & 255);
  const b = header(3, 2, 3)
    .str('general.architecture')
    .u32(T.string)
    .str('llama')
    .str('llama.context_length')
    .u32(T.u32)
    .u32(4096)
    .str('tokenizer.ggml.scores')
    .u32(T.array)
    .u32(T.f32)
    .u64(3)
    .f32(0.25)
    .f32(-1)
    .f32(3);
  tensorInfo(b, 'w', [4, 2], 0, 0);
  tensorInfo(b, 'q', [32, 1], 8, 32); // 32 bytes of w, padded to 32
  b.pad(32);
  const dataOffset = b.length;
  b.raw(new Uint8Array(w.buffer)).pad(32).raw(q);
  return { bytes: b.bytes(), w, q, dataOffset };
}

function open(name: string, bytes: Uint8Array): GgufFile {
  return openGguf(files.put(name, bytes));
}

/** The GgufError opening `bytes` gives (fails if it opens, or throws anything else). */
function errorOf(bytes: Uint8Array): GgufError {
  let g: GgufFile | undefined;
  try {
    g = open('bad.gguf', bytes);
  } catch (e) {
    if (e instanceof GgufError) return e;
    throw e;
  }
  g.close();
  throw new Error('the file opened');
}

describe('GGUF', () => {
  test('reads a hand-encoded file: metadata, tensor infos, data offset, each tensor lazily', () => {
    const ref = reference();
    const g = open('ref.gguf', ref.bytes);
    expect(g.version).toBe(3);
    expect(g.alignment).toBe(32);
    expect(g.dataOffset).toBe(ref.dataOffset);
    expect([...g.metadata]).toEqual([
      ['general.architecture', 'llama'],
      ['llama.context_length', 4096],
      ['tokenizer.ggml.scores', [0.25, -1, 3]],
    ]);
    expect(g.tensors).toEqual([
      { name: 'w', type: 'f32', dims: [4, 2], offset: 0, size: 32 },
      { name: 'q', type: 'q8_0', dims: [32, 1], offset: 32, size: 34 },
    ]);
    expect(new Float32Array(g.read('w').buffer)).toEqual(ref.w);
    expect(g.read('q')).toEqual(ref.q);
    expect(() => g.read('nope')).toThrow(GgufError);
    expect(() => openGguf(files.dir)).toThrow(GgufError); // a folder opens on Linux, and fails to read
    const part = new Uint8Array(10);
    g.readInto('q', part, 24);
    expect(part).toEqual(ref.q.subarray(24));
    expect(() => g.readInto('q', part, 25)).toThrow(/bytes 25..35 are outside the tensor's 34 bytes/);
    expect(() => g.readInto('q', part, -1)).toThrow(GgufError);
    g.close();
    g.close();
    expect(() => g.read('w')).toThrow(/closed/);
  });

  test('the writer lays down exactly the hand-encoded bytes', () => {
    const ref = reference();
    const path = `${files.dir}/written.gguf`;
    writeGguf(path, {
      metadata: {
        'general.architecture': 'llama',
        'llama.context_length': 4096,
        'tokenizer.ggml.scores': Float32Array.of(0.25, -1, 3),
      },
      tensors: [
        { name: 'w', type: 'f32', dims: [4, 2], data: ref.w },
        { name: 'q', type: 'Q8_0', dims: [32, 1], data: ref.q },
      ],
    });
    const g = openGguf(path);
    expect(g.read('q')).toEqual(ref.q);
    g.close();
    expect(new Uint8Array(readFileSync(path))).toEqual(ref.bytes);
  });

  test('round-trips every metadata type and many tensor types, versions 2 and 3, alignments 1 to 4096', () => {
    const meta = {
      u8: { type: 'u8', value: 255 },
      i8: { type: 'i8', value: -128 },
      u16: { type: 'u16', value: 65535 },
      i16: { type: 'i16', value: -32768 },
      u32: 4294967295,
      i32: -5,
      f32: 0.5,
      f64: { type: 'f64', value: 0.1 },
      u64: { type: 'u64', value: 2n ** 64n - 1n },
      i64: -(2n ** 63n),
      big: 2 ** 40,
      yes: true,
      no: false,
      empty: '',
      utf8: 'naïve 日本 🦙',
      strings: ['a', '', 'ü'],
      nested: [
        [1, 2],
        [3, 4, 5],
      ],
      bools: [true, false],
      none: { type: 'array', itemType: 'string', value: [] },
      u64s: BigUint64Array.of(1n, 2n ** 63n),
    } as const;
    const want = new Map<string, unknown>([
      ['u8', 255],
      ['i8', -128],
      ['u16', 65535],
      ['i16', -32768],
      ['u32', 4294967295],
      ['i32', -5],
      ['f32', 0.5],
      ['f64', 0.1],
      ['u64', 2n ** 64n - 1n],
      ['i64', -(2n ** 63n)],
      ['big', BigInt(2 ** 40)],
      ['yes', true],
      ['no', false],
      ['empty', ''],
      ['utf8', 'naïve 日本 🦙'],
      ['strings', ['a', '', 'ü']],
      [
        'nested',
        [
          [1, 2],
          [3, 4, 5],
        ],
      ],
      ['bools', [true, false]],
      ['none', []],
      ['u64s', [1n, 2n ** 63n]],
    ]);
    const bytes = (n: number, seed: number) => Uint8Array.from({ length: n }, (_, i) => (i * 131 + seed * 7) & 255);
    const tensors = [
      { name: 'a.f32', type: 'f32', dims: [3, 5], data: bytes(60, 1) },
      { name: 'b.f16', type: 'f16', dims: [7], data: bytes(14, 2) },
      { name: 'c.bf16', type: 'bf16', dims: [2, 2, 2], data: bytes(16, 3) },
      { name: 'd.i64', type: 'i64', dims: [3], data: bytes(24, 4) },
      { name: 'e.f64', type: 'f64', dims: [1, 1, 1, 2], data: bytes(16, 5) },
      { name: 'f.empty', type: 'f32', dims: [0, 4], data: new Uint8Array(0) },
      { name: 'g.q4_K', type: 'q4_K', dims: [512, 3], data: bytes(144 * 6, 6) },
      { name: 'h.iq2_xxs', type: 'iq2_xxs', dims: [256], data: bytes(66, 7) },
      { name: 'i.tq1_0', type: 'TQ1_0', dims: [256, 2], data: bytes(108, 8) },
      { name: 'j.i8', type: 'i8', dims: [5], data: bytes(5, 9) },
    ];
    for (const [version, alignment] of [
      [3, 32],
      [2, 32],
      [3, 1],
      [3, 64],
      [2, 4096],
    ] as const) {
      const path = `${files.dir}/rt-${version}-${alignment}.gguf`;
      writeGguf(path, { metadata: meta, tensors, alignment, version });
      const g = openGguf(path);
      expect(g.version).toBe(version);
      expect(g.alignment).toBe(alignment);
      const got = new Map(g.metadata);
      if (alignment !== 32) {
        expect(got.get('general.alignment')).toBe(alignment);
        got.delete('general.alignment');
      }
      expect(got).toEqual(want);
      expect(g.dataOffset % alignment).toBe(0);
      for (const t of tensors) {
        const info = g.tensor(t.name);
        expect(info.type).toBe(t.type.toLowerCase() === 'tq1_0' ? 'tq1_0' : t.type);
        expect(info.dims).toEqual(t.dims);
        expect(info.offset % alignment).toBe(0);
        expect(g.read(t.name)).toEqual(t.data);
      }
      g.close();
    }
  });

  test('UTF-8 validation agrees with a fatal TextDecoder on every 1- and 2-byte string and random longer ones', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    const valid = (b: Uint8Array): boolean => {
      try {
        fatal.decode(b);
        return true;
      } catch {
        return false;
      }
    };
    const check = (b: Uint8Array) => expect(wellFormedUtf8(b, 0, b.length), `[${[...b].map((x) => x.toString(16))}]`).toBe(valid(b));
    for (let x = 0; x < 256; x++) {
      check(Uint8Array.of(x));
      for (let y = 0; y < 256; y++) check(Uint8Array.of(x, y));
    }
    const r = rng(5);
    const lead = [0x41, 0x7f, 0x80, 0xbf, 0xc0, 0xc2, 0xdf, 0xe0, 0xed, 0xef, 0xf0, 0xf4, 0xf5, 0xff];
    for (let i = 0; i < 20000; i++) {
      const b = Uint8Array.from({ length: 1 + Math.floor(r(0, 6)) }, () =>
        r(0, 1) < 0.4 ? lead[Math.floor(r(0, lead.length))]! : 0x80 + Math.floor(r(0, 64)),
      );
      check(b);
    }
    // and a string read keeps what the bytes say, a leading byte-order mark included
    const path = `${files.dir}/bom.gguf`;
    writeGguf(path, { metadata: { bom: '\uFEFFx', nul: 'a\u0000b' } });
    const g = openGguf(path);
    expect(g.metadata.get('bom')).toBe('\uFEFFx');
    expect(g.metadata.get('nul')).toBe('a\u0000b');
    g.close();
  });

  test('the writer refuses what it cannot encode', () => {
    const p = `${files.dir}/refused.gguf`;
    const f32 = (n: number) => new Uint8Array(4 * n);
    const bad: [string, Parameters<typeof writeGguf>[1]][] = [
      ['size mismatch', { tensors: [{ name: 'x', type: 'f32', dims: [3], data: f32(2) }] }],
      ['partial block', { tensors: [{ name: 'x', type: 'q4_0', dims: [16], data: new Uint8Array(9) }] }],
      ['unknown type', { tensors: [{ name: 'x', type: 'q7_0', dims: [1], data: f32(1) }] }],
      ['duplicate', { tensors: [0, 1].map(() => ({ name: 'x', type: 'f32', dims: [1], data: f32(1) })) }],
      ['5 dims', { tensors: [{ name: 'x', type: 'f32', dims: [1, 1, 1, 1, 1], data: f32(1) }] }],
      ['alignment', { alignment: 24 }],
      ['u8 range', { metadata: { k: { type: 'u8', value: 256 } } }],
      ['mixed array', { metadata: { k: [1, 'a'] } }],
      ['empty array', { metadata: { k: [] } }],
      ['null', { metadata: { k: null as unknown as string } }],
      ['alignment key', { metadata: { 'general.alignment': 64 } }],
      ['unknown type', { metadata: { k: { type: 'u128', value: 1 } as never } }],
      ['unknown item type', { metadata: { k: { type: 'array', itemType: 'x' as never, value: [1] } } }],
      ['no options', undefined as never],
    ];
    for (const [what, opts] of bad) expect(() => writeGguf(p, opts), what).toThrow(GgufError);
  });

  describe('malformed files are GgufErrors naming the offset', () => {
    const minimal = (version: number, tensors: bigint, keys: bigint) => header(version, tensors, keys).bytes();
    const cases: [string, () => Uint8Array, RegExp, number][] = [
      ['empty file', () => new Uint8Array(0), /not a GGUF file/, 0],
      ['wrong magic', () => new Bytes().raw([0x47, 0x47, 0x4d, 0x4c]).u32(3).u64(0).u64(0).bytes(), /not a GGUF file/, 0],
      ['version 1', () => minimal(1, 0n, 0n), /version 1/, 4],
      ['version 4', () => minimal(4, 0n, 0n), /unsupported GGUF version 4/, 4],
      ['big-endian', () => minimal(0x03000000, 0n, 0n), /big-endian/, 4],
      ['2^60 tensors', () => minimal(3, 2n ** 60n, 0n), /tensor count/, 8],
      ['2^60 keys', () => minimal(3, 0n, 2n ** 60n), /key count/, 16],
      ['more tensors than bytes', () => minimal(3, 1000n, 0n), /tensor count is 1000/, 8],
      ['truncated header', () => header(3, 0, 0).bytes().subarray(0, 20), /truncated/, 16],
      ['key length past the end', () => header(3, 0, 1).u64(1000).raw(new Uint8Array(20)).bytes(), /truncated.*metadata key 0/, 32],
      [
        'string length 2^62',
        () =>
          header(3, 0, 1)
            .str('k')
            .u32(T.string)
            .u64(2n ** 62n)
            .bytes(),
        /length is 4611686018427387904/,
        37,
      ],
      ['unknown value type', () => header(3, 0, 1).str('k').u32(13).u32(0).bytes(), /unknown value type 13/, 33],
      ['bool 2', () => header(3, 0, 1).str('k').u32(T.bool).u8(2).bytes(), /bool of value 2/, 37],
      ['bad UTF-8', () => header(3, 0, 1).str('k').u32(T.string).u64(2).raw([0xc3, 0x28]).bytes(), /UTF-8/, 37],
      ['duplicate key', () => header(3, 0, 2).str('k').u32(T.u8).u8(1).str('k').u32(T.u8).u8(1).bytes(), /duplicate metadata key "k"/, 38],
      [
        'array of 2^40',
        () =>
          header(3, 0, 1)
            .str('k')
            .u32(T.array)
            .u32(T.u8)
            .u64(2n ** 40n)
            .bytes(),
        /item count is 1099511627776/,
        41,
      ],
      ['array past the end', () => header(3, 0, 1).str('k').u32(T.array).u32(T.u32).u64(1000).u32(1).bytes(), /declares 1000 u32/, 37],
      ['alignment not u32', () => header(3, 0, 1).str('general.alignment').u32(T.u64).u64(32).bytes(), /must be a u32/, 53],
      ['alignment 48', () => header(3, 0, 1).str('general.alignment').u32(T.u32).u32(48).bytes(), /not a power of two/, 53],
    ];
    const withTensor = (dims: number[], type: number, offset: number | bigint, data: number, extra?: (b: Bytes) => void) => {
      const b = header(3, extra ? 2 : 1, 0);
      tensorInfo(b, 't', dims, type, offset);
      extra?.(b);
      return b.pad(32).raw(new Uint8Array(data)).bytes();
    };
    // tensor info of 't' starts at 24: name 24..33, rank 33, extents 37.., then type and offset
    cases.push(
      ['unknown ggml type', () => withTensor([4], 99, 0, 16), /unknown ggml type 99/, 45],
      ['removed ggml type 4', () => withTensor([4], 4, 0, 16), /unknown ggml type 4/, 45],
      ['5 dimensions', () => withTensor([1, 1, 1, 1, 1], 0, 0, 4), /5 dimensions/, 33],
      ['2^60 weights', () => withTensor([2 ** 40, 2 ** 20], 0, 0, 4), /too large/, 33],
      ['partial block', () => withTensor([48], 2, 0, 64), /ne0 = 48 is not a multiple of the q4_0 block/, 33],
      ['misaligned offset', () => withTensor([4], 0, 4, 32), /offset 4 is not a multiple of the alignment 32/, 49],
      ['past the end', () => withTensor([4], 0, 0, 15), /runs past the end/, 64],
      ['offset past the end', () => withTensor([4], 0, 2n ** 40n, 16), /runs past the end/, 64 + 2 ** 40],
      ['duplicate tensor name', () => withTensor([4], 0, 0, 32, (b) => tensorInfo(b, 't', [4], 0, 32)), /duplicate tensor name "t"/, 57],
      ['overlapping tensors', () => withTensor([4], 0, 0, 32, (b) => tensorInfo(b, 'u', [8], 0, 0)), /overlaps/, 96],
    );
    for (const [what, make, message, offset] of cases) {
      test(what, () => {
        const e = errorOf(make());
        expect(e.message).toMatch(message);
        expect(e.offset, e.message).toBe(offset);
        expect(e.message).toContain(`at byte ${offset}`);
      });
    }
  });
});
