// Structural facts of the generated IQ codebooks that hold for ggml's tables and that a mangled generator
// would break (the bytes themselves are pinned by `npm run iq-grids:check` and exercised entry by entry
// by the codec tests against ggml's to_float in iq-codecs.test.ts).
import { expect, test } from 'vitest';
import * as G from '../../src/quant/generated/iq-grids.ts';

const grids = [
  ['IQ2XXS_GRID', G.IQ2XXS_GRID, 256, 8, [8, 25, 43]],
  ['IQ2XS_GRID', G.IQ2XS_GRID, 512, 8, [8, 25, 43]],
  ['IQ2S_GRID', G.IQ2S_GRID, 1024, 8, [8, 25, 43]],
  ['IQ3XXS_GRID', G.IQ3XXS_GRID, 256, 4, [4, 12, 20, 28, 36, 44, 52, 62]],
  ['IQ3S_GRID', G.IQ3S_GRID, 512, 4, [1, 3, 5, 7, 9, 11, 13, 15]],
  ['IQ1S_GRID', G.IQ1S_GRID, 2048, 8, [-1, 0, 1]],
] as const;

for (const [name, grid, points, width, alphabet] of grids) {
  test(`${name}: ${points} distinct points of ${width} values from {${alphabet.join(', ')}}`, () => {
    expect(grid.length).toBe(points * width);
    expect([...new Set(grid)].sort((a, b) => a - b)).toEqual([...alphabet]);
    const seen = new Set<string>();
    for (let i = 0; i < grid.length; i += width) seen.add(grid.subarray(i, i + width).join(','));
    expect(seen.size).toBe(points);
  });
}

test('IQ1S_GRID is signed: its first point is all -1 and its last all +1 (ggml 0xff.. and 0x01..)', () => {
  expect([...G.IQ1S_GRID.subarray(0, 8)]).toEqual(Array(8).fill(-1));
  expect([...G.IQ1S_GRID.subarray(G.IQ1S_GRID.length - 8)]).toEqual(Array(8).fill(1));
});

test('grid points unpack little-endian: weight 0 is the low byte (iq2xxs_grid[1] = 0x080808080808082b)', () => {
  expect([...G.IQ2XXS_GRID.subarray(8, 16)]).toEqual([43, 8, 8, 8, 8, 8, 8, 8]);
});

test('KMASK_IQ2XS is one bit per weight', () => {
  expect([...G.KMASK_IQ2XS]).toEqual([1, 2, 4, 8, 16, 32, 64, 128]);
});

test('KSIGNS_IQ2XS keeps the 7 index bits and adds the 8th sign so that the count of negatives is even', () => {
  expect(G.KSIGNS_IQ2XS.length).toBe(128);
  G.KSIGNS_IQ2XS.forEach((s, i) => {
    expect(s & 127).toBe(i);
    let ones = 0;
    for (let v = s; v; v >>= 1) ones += v & 1;
    expect(ones % 2).toBe(0);
  });
});

test('KVALUES_IQ4NL: 16 increasing levels from -127 to 113', () => {
  expect(G.KVALUES_IQ4NL.length).toBe(16);
  for (let i = 1; i < 16; i++) expect(G.KVALUES_IQ4NL[i]!).toBeGreaterThan(G.KVALUES_IQ4NL[i - 1]!);
  expect([G.KVALUES_IQ4NL[0], G.KVALUES_IQ4NL[15]]).toEqual([-127, 113]);
});

test('the IQ1 deltas are 1/8', () => {
  expect([G.IQ1S_DELTA, G.IQ1M_DELTA]).toEqual([0.125, 0.125]);
});
