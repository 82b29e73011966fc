// quant.matvec over an expert bank (ggml's mul_mat_id) beyond the harness: ids out of range (>= experts, the
// largest u32, a negative i32) give rows of exactly 0, written over whatever `out` held; repeated ids give
// the same rows; x per token vs per slot; the grid on a device of 2 workgroups per dimension; and the typed
// errors of bad ids, banks and x. The reference is quant.dequantize of the expert's rows plus an f64 matvec.
import { describe, expect, it } from 'vitest';
import { DTypeError, LimitError, ShapeError } from '../../src/device/errors.ts';
import type { Tensor } from '../../src/device/tensor.ts';
import { nmse } from '../../src/ops/case.ts';
import { dequantize, quantize } from '../../src/quant/api.ts';
import { quantizeActivations } from '../../src/quant/gemm/index.ts';
import { matvec } from '../../src/quant/matvec/index.ts';
import { qmatvecRef } from '../../src/quant/matvec/reference.ts';
import { expectNoValidation, openValidated, useDevice } from '../helpers/device.ts';
import { randomF32 } from '../helpers/ops.ts';

const device = useDevice();

const E = 3,
  ROWS = 5,
  COLS = 512;
const FORMAT = 'q4_K';
const LDW = (COLS / 256) * 144;
const weights = randomF32(E * ROWS * COLS, 3);
const blocks = quantize(FORMAT, weights, { rows: E * ROWS, cols: COLS });

/** Expert e's rows times x (or zeros when e is out of range). */
const want = (e: number, x: Float32Array): Float32Array =>
  e >= 0 && e < E ? qmatvecRef(FORMAT, blocks.subarray(e * ROWS * LDW, (e + 1) * ROWS * LDW), x, ROWS, COLS) : new Float32Array(ROWS);

function withBank(fn: (w: Tensor) => void): void {
  const w = device().upload(blocks, { dtype: FORMAT, shape: [E, ROWS, COLS] });
  try {
    fn(w);
  } finally {
    w.destroy();
  }
}

describe('quant.matvec with ids: expert banks', () => {
  it('ids out of range write rows of zeros over what out held; the others are their expert times x', () => {
    const d = device();
    const tokens = 3,
      topK = 4;
    const xs = randomF32(tokens * COLS, 5);
    // per token: a valid id, experts (the first id out of range), the largest u32, and a repeated one
    const idv = Uint32Array.of(0, E, 0xffffffff, 0, 2, E + 7, 1, 2, 1, 1, 2 ** 31, 1);
    withBank((w) => {
      const x = d.upload(xs, { shape: [tokens, COLS] }),
        ids = d.upload(idv, { shape: [tokens, topK] }),
        out = d.alloc('f32', [tokens, topK, ROWS]);
      try {
        d.fill(out, 7);
        matvec(w, x, { ids, out, activations: 'f32' });
        const got = out.read() as Float32Array;
        for (let p = 0; p < tokens * topK; p++) {
          const row = got.subarray(p * ROWS, (p + 1) * ROWS),
            e = idv[p]!;
          const ref = want(e, xs.subarray(Math.floor(p / topK) * COLS, (Math.floor(p / topK) + 1) * COLS));
          if (e >= E) expect(Array.from(row), `pair ${p} (id ${e})`).toEqual([0, 0, 0, 0, 0]);
          else expect(nmse(row, ref), `pair ${p} (id ${e})`).toBeLessThanOrEqual(1e-10);
        }
        // a repeated id gives the same row, bit for bit
        expect(Array.from(got.subarray(8 * ROWS, 9 * ROWS))).toEqual(Array.from(got.subarray(9 * ROWS, 10 * ROWS)));
      } finally {
        for (const t of [x, ids, out]) t.destroy();
      }
    });
  });

  it("activations 'q8_1' (the int8 kernel's _moe): ids out of range and huge write zeros over out; the rest as given q8_1 x, bit for bit", () => {
    const d = device();
    const tokens = 3,
      topK = 4;
    const xs = randomF32(tokens * topK * COLS, 6);
    const idv = Uint32Array.of(0, E, 0xffffffff, 0, 2, E + 7, 1, 2, 1, 1, 2 ** 31, 1);
    withBank((w) => {
      const x = d.upload(xs, { shape: [tokens, topK, COLS] }), // a row per slot
        ids = d.upload(idv, { shape: [tokens, topK] }),
        xq = quantizeActivations(x),
        out = d.alloc('f32', [tokens, topK, ROWS]);
      try {
        d.fill(out, 7);
        matvec(w, x, { ids, out, activations: 'q8_1' });
        const got = out.read() as Float32Array;
        expect(got).toEqual(matvec(w, xq, { ids }).read()); // x given as q8_1 blocks: the same dispatch
        const xr = dequantize('q8_1', quantize('q8_1', xs, { rows: tokens * topK, cols: COLS }), xs.length);
        for (let p = 0; p < tokens * topK; p++) {
          const row = got.subarray(p * ROWS, (p + 1) * ROWS),
            e = idv[p]!;
          if (e >= E) expect(Array.from(row), `pair ${p} (id ${e})`).toEqual([0, 0, 0, 0, 0]);
          else expect(nmse(row, want(e, xr.subarray(p * COLS, (p + 1) * COLS))), `pair ${p} (id ${e})`).toBeLessThanOrEqual(1e-10);
        }
        const xt = xq.transpose(0, 1),
          it = ids.transpose(0, 1);
        expect(() => matvec(w, xt, { ids: it })).toThrow(/must be contiguous q8_1 blocks/);
        xt.destroy();
        it.destroy();
      } finally {
        for (const t of [x, ids, xq, out]) t.destroy();
      }
    });
  });

  it('i32 ids: a negative id is out of range; x per slot [tokens, topK, cols]', () => {
    const d = device();
    const tokens = 2,
      topK = 2;
    const xs = randomF32(tokens * topK * COLS, 9);
    const idv = Int32Array.of(2, -1, -2147483648, 1);
    withBank((w) => {
      const x = d.upload(xs, { shape: [tokens, topK, COLS] }),
        ids = d.upload(idv, { shape: [tokens, topK] });
      try {
        const y = matvec(w, x, { ids, activations: 'f32' });
        expect(y.shape).toEqual([tokens, topK, ROWS]);
        const got = y.read() as Float32Array;
        y.destroy();
        const ref = new Float32Array(tokens * topK * ROWS);
        idv.forEach((e, p) => ref.set(want(e, xs.subarray(p * COLS, (p + 1) * COLS)), p * ROWS));
        expect(Array.from(got.subarray(ROWS, 3 * ROWS))).toEqual(new Array(2 * ROWS).fill(0));
        expect(nmse(got, ref)).toBeLessThanOrEqual(1e-10);
      } finally {
        x.destroy();
        ids.destroy();
      }
    });
  });

  it('1-D ids [tokens]: y [tokens, rows]', () => {
    const d = device();
    const xs = randomF32(4 * COLS, 13);
    const idv = Uint32Array.of(1, 1, 0, 2);
    withBank((w) => {
      const x = d.upload(xs, { shape: [4, COLS] }),
        ids = d.upload(idv);
      try {
        const y = matvec(w, x, { ids, activations: 'f32' });
        expect(y.shape).toEqual([4, ROWS]);
        const ref = new Float32Array(4 * ROWS);
        idv.forEach((e, t) => ref.set(want(e, xs.subarray(t * COLS, (t + 1) * COLS)), t * ROWS));
        expect(nmse(y.read() as Float32Array, ref)).toBeLessThanOrEqual(1e-10);
        y.destroy();
      } finally {
        x.destroy();
        ids.destroy();
      }
    });
  });

  it('a device of 2 workgroups per dimension: 3 pairs over y and z (one group idle); more row groups than x holds is a LimitError', () => {
    const d = openValidated({ maxWorkgroupsPerDimension: 2 });
    try {
      const xs = randomF32(3 * COLS, 17);
      const idv = Uint32Array.of(2, 0, 2);
      const bank = d.upload(blocks, { dtype: FORMAT, shape: [E, ROWS, COLS] }),
        four = d.upload(blocks.subarray(0, 2 * 4 * LDW), { dtype: FORMAT, shape: [2, 4, COLS] }),
        x = d.upload(xs, { shape: [3, COLS] }),
        ids = d.upload(idv);
      const y = matvec(four, x, { ids: d.upload(Uint32Array.of(1, 0, 1)), activations: 'f32' });
      const ref = new Float32Array(3 * 4);
      [1, 0, 1].forEach((e, t) =>
        ref.set(qmatvecRef(FORMAT, blocks.subarray(e * 4 * LDW, (e + 1) * 4 * LDW), xs.subarray(t * COLS, (t + 1) * COLS), 4, COLS), t * 4),
      );
      expect(nmse(y.read() as Float32Array, ref)).toBeLessThanOrEqual(1e-10);
      // 5 rows are 3 row groups: past the 2 the device's x dimension holds
      expect(() => matvec(bank, x, { ids })).toThrow(LimitError);
      expect(() => matvec(bank, x, { ids })).toThrow(/grid exceeds maxComputeWorkGroupCount/);
    } finally {
      d.destroy();
      expectNoValidation(d);
    }
  });

  it('typed errors: ids dtype and shape, bank shape, x shape, out shape', () => {
    const d = device();
    withBank((w) => {
      const x = d.alloc('f32', [2, COLS]),
        xShort = d.alloc('f32', [2, 256]),
        x3 = d.alloc('f32', [3, COLS]),
        xSlots = d.alloc('f32', [2, 3, COLS]),
        ids = d.alloc('u32', [2, 2]),
        idsF = d.alloc('f32', [2, 2]),
        ids3 = d.alloc('u32', [2, 2, 1]),
        ids1 = d.alloc('u32', [2]),
        flat = d.upload(blocks.subarray(0, ROWS * LDW), { dtype: FORMAT, shape: [ROWS, COLS] }),
        outBad = d.alloc('f32', [2, ROWS]);
      try {
        expect(() => matvec(w, x, { ids: idsF })).toThrow(DTypeError);
        expect(() => matvec(w, x, { ids: idsF })).toThrow(/expected u32 or i32/);
        expect(() => matvec(w, x, { ids: ids3 })).toThrow(/ids has shape \[2, 2, 1\], expected \[tokens, topK\] or \[tokens\]/);
        expect(() => matvec(flat, x, { ids })).toThrow(/expected an expert bank \[experts, rows, cols\]/);
        expect(() => matvec(w, x)).toThrow(/an expert bank \[experts, rows, cols\] takes \{ ids \}/);
        expect(() => matvec(w, xShort, { ids })).toThrow(/x has shape \[2, 256\], expected \[2, 512\] or \[2, 2, 512\]/);
        expect(() => matvec(w, x3, { ids })).toThrow(ShapeError);
        expect(() => matvec(w, xSlots, { ids })).toThrow(ShapeError);
        expect(() => matvec(w, xSlots, { ids: ids1 })).toThrow(/expected \[2, 512\] \(ids/);
        expect(() => matvec(w, x, { ids, out: outBad })).toThrow(/out has shape \[2, 5\], expected \[2, 2, 5\]/);
      } finally {
        for (const t of [x, xShort, x3, xSlots, ids, idsF, ids3, ids1, flat, outBad]) t.destroy();
      }
    });
  });
});
