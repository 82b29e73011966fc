// quant.matvec beyond the harness: blocks built by hand whose f16 scales are subnormal, -0, the largest
// half and the smallest (exact decoding in integer arithmetic, no flush to zero), against quant.dequantize
// plus an f64 matvec; and the typed errors of bad calls.
import { describe, expect, it } from 'vitest';
import { DTypeError, ShapeError } from '../../src/device/errors.ts';
import { BLOCK_FORMATS } from '../../src/device/block-formats.ts';
import { nmse } from '../../src/ops/case.ts';
import { dequantize } from '../../src/quant/api.ts';
import { matvec, QMATVEC_FORMATS, type QMatvecFormat } from '../../src/quant/matvec/index.ts';
import { ACTIVATION_RULES } from '../../src/quant/matvec/q8-path.ts';
import { choose } from '../../src/ops/select.ts';
import { SYNTHETIC } from '../helpers/synthetic-devices.ts';
import { qmatvecRef } from '../../src/quant/matvec/reference.ts';
import { useDevice } from '../helpers/device.ts';
import { kernelsWithLabel, rng } from '../helpers/ops.ts';

const device = useDevice();

/** Half bit patterns for scales: subnormals (smallest, largest, negative), -0, 0, normal and extreme. */
const SCALES = [0x0001, 0x03ff, 0x8001, 0x8000, 0x0000, 0x0200, 0x3c00, 0x7bff, 0x0400, 0xb800];

/** The byte offsets of a block's f16 fields (d, and m / dmin where present) where they are not just d at 0. */
const HALVES: Partial<Record<QMatvecFormat, number[]>> = {
  q4_1: [0, 2],
  q5_1: [0, 2],
  q4_K: [0, 2],
  q5_K: [0, 2],
  q6_K: [208],
  q2_K: [80, 82],
  q3_K: [108],
  tq1_0: [52],
  tq2_0: [64],
};

/** Random block bytes of `format`, `perRow` blocks a row, whose f16 fields (d, and m / dmin where present)
 * are SCALES[row] in row `row`. */
function blocksWithScales(format: QMatvecFormat, rows: number, perRow: number, seed: number): Uint8Array {
  const blocks = rows * perRow;
  const { blockBytes } = BLOCK_FORMATS[format];
  const r = rng(seed);
  const out = new Uint8Array(blocks * blockBytes);
  for (let i = 0; i < out.length; i++) out[i] = Math.floor(r(0, 256));
  const dv = new DataView(out.buffer);
  const halves = HALVES[format] ?? [0];
  for (let b = 0; b < blocks; b++) for (const o of halves) dv.setUint16(b * blockBytes + o, SCALES[Math.floor(b / perRow)]!, true);
  // iq1_m has no d field: its d is the top nibbles of the four scale words at 48 (nibble k: bits 4k.. of d)
  if (format === 'iq1_m')
    for (let b = 0; b < blocks; b++)
      for (let k = 0, o = b * blockBytes + 48; k < 4; k++, o += 2)
        dv.setUint16(o, (dv.getUint16(o, true) & 0xfff) | (((SCALES[Math.floor(b / perRow)]! >> (4 * k)) & 0xf) << 12), true);
  return out;
}

describe('quant.matvec: hand-built blocks with subnormal and signed-zero scales', () => {
  for (const format of QMATVEC_FORMATS) {
    it(format, () => {
      const d = device();
      const { blockSize } = BLOCK_FORMATS[format];
      const rows = SCALES.length,
        cols = 4 * blockSize;
      const bytes = blocksWithScales(format, rows, 4, 7);
      const r = rng(11);
      const xs = Float32Array.from({ length: cols }, () => r(-1, 1));
      const w = d.upload(bytes, { dtype: format, shape: [rows, cols] });
      const x = d.upload(xs);
      try {
        const y = matvec(w, x, { activations: 'f32' }); // the exact path (ACTIVATION_RULES may pick q8_1)
        const got = y.read() as Float32Array;
        y.destroy();
        const want = qmatvecRef(format, bytes, xs, rows, cols);
        // row 0's scales are the smallest subnormal: tiny but not zero (a flushed scale would give exactly 0)
        expect(want[0] !== 0 && Math.abs(want[0]!) < 1e-2, `row 0 = ${want[0]}`).toBe(true);
        expect(nmse(got, want)).toBeLessThanOrEqual(1e-10);
        // per row too, so the tiny subnormal-scale rows are checked, not swamped by the large ones: within
        // f32 roundings of the row's sum of |w x|
        const wf = dequantize(format, bytes, rows * cols);
        for (let i = 0; i < rows; i++) {
          let mag = 0;
          for (let c = 0; c < cols; c++) mag += Math.abs(wf[i * cols + c]! * xs[c]!);
          expect(Math.abs(got[i]! - want[i]!), `row ${i}`).toBeLessThanOrEqual(1e-6 * mag);
        }
      } finally {
        w.destroy();
        x.destroy();
      }
    });
  }
});

describe('quant.matvec: ACTIVATION_RULES pick the int8 path where packed int8 dot products are accelerated', () => {
  it('one vector or an expert bank of a measured int8 format on an H200 takes q8_1; batches, the other formats and CPU devices f32', () => {
    const pick = (device: keyof typeof SYNTHETIC, format: QMatvecFormat, vector = true, ids = false) =>
      choose(ACTIVATION_RULES, { format, vector, ids }, SYNTHETIC[device]);
    expect(['q8_0', 'q4_0', 'q4_K', 'q6_K', 'q2_K'].map((f) => pick('h200', f as QMatvecFormat))).toEqual(Array(5).fill('q8_1'));
    expect(['iq4_nl', 'iq4_xs', 'tq2_0', 'iq2_xxs', 'iq3_s', 'iq1_m'].map((f) => pick('h200', f as QMatvecFormat))).toEqual(
      Array(6).fill('f32'),
    ); // int8 kernels measured slower on an H100 (or, IQ1, untimed): asked for only
    expect(pick('h200', 'q4_K', false)).toBe('f32'); // a batch
    expect(pick('h200', 'q4_K', false, true)).toBe('q8_1'); // an expert bank (x [tokens, cols])
    expect(pick('h200', 'iq2_xxs', false, true)).toBe('f32'); // its int8 kernel measured slower
    expect(pick('lavapipe', 'q4_K')).toBe('f32'); // int8 dot products emulated
    expect(pick('minimal', 'q4_K')).toBe('f32'); // none at all
  });

  const profiled = useDevice({ profile: true });
  it("the default runs the kernel the rules name on this device; 'f32' and 'q8_1' force either", () => {
    const d = profiled();
    const cols = 256;
    const x = d.upload(Float32Array.from({ length: cols }, (_, i) => Math.sin(i)));
    // each call on its own row count, so that its dispatches carry their own label
    const ran = (rows: number, opts: Parameters<typeof matvec>[2]): string[] => {
      const w = d.upload(blocksWithScales('q4_K', rows, 1, rows), { dtype: 'q4_K', shape: [rows, cols] });
      try {
        matvec(w, x, opts).read();
        return kernelsWithLabel(d, `${rows}x${cols}`).map((k) => k.split('.')[0]!);
      } finally {
        w.destroy();
      }
    };
    try {
      const rule = choose(ACTIVATION_RULES, { format: 'q4_K', vector: true, ids: false }, d.info);
      expect(ran(3, {})).toEqual([rule === 'q8_1' ? 'qmatvec_q8' : 'qmatvec']);
      expect(ran(5, { activations: 'f32' })).toEqual(['qmatvec']);
      expect(ran(7, { activations: 'q8_1' })).toEqual(['qmatvec_q8']);
    } finally {
      x.destroy();
    }
  });
});

describe('quant.matvec: typed errors', () => {
  it('x of the wrong length or dtype', () => {
    const d = device();
    const w = d.upload(new Uint8Array(2 * 34), { dtype: 'q8_0', shape: [2, 32] });
    const x16 = d.alloc('f32', [16]),
      xi = d.alloc('i32', [32]);
    try {
      expect(() => matvec(w, x16)).toThrow(ShapeError);
      expect(() => matvec(w, x16)).toThrow(/expected \[32\]/);
      expect(() => matvec(w, xi)).toThrow(DTypeError);
    } finally {
      for (const t of [w, x16, xi]) t.destroy();
    }
  });

  it('a batch of more than 8 vectors, or x of rank 3', () => {
    const d = device();
    const w = d.upload(new Uint8Array(2 * 34), { dtype: 'q8_0', shape: [2, 32] });
    const x9 = d.alloc('f32', [9, 32]),
      x3 = d.alloc('f32', [1, 2, 32]);
    try {
      expect(() => matvec(w, x9)).toThrow(/1 <= n <= 8/);
      expect(() => matvec(w, x3)).toThrow(ShapeError);
    } finally {
      for (const t of [w, x9, x3]) t.destroy();
    }
  });

  it('f32 weights point to ops.matvec', () => {
    const d = device();
    const w = d.alloc('f32', [2, 32]),
      x = d.alloc('f32', [32]);
    try {
      expect(() => matvec(w, x)).toThrow(DTypeError);
      expect(() => matvec(w, x)).toThrow(/use ops\.matvec/);
    } finally {
      w.destroy();
      x.destroy();
    }
  });

  it('a format without a GPU matvec names the supported ones', () => {
    const d = device();
    const w = d.upload(new Uint8Array(292), { dtype: 'q8_K', shape: [1, 256] }),
      x = d.alloc('f32', [256]);
    try {
      expect(() => matvec(w, x)).toThrow(DTypeError);
      expect(() => matvec(w, x)).toThrow(/supported: q8_0, q4_0/);
    } finally {
      w.destroy();
      x.destroy();
    }
  });
});
