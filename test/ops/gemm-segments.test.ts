// gemmSegments (the ragged batch under quant.gemm's f16 expert path) beyond the harness's cases
// (src/ops/matmul/segments-cases.ts): its plan's choices and the typed errors for operands it cannot take.
import { describe, expect, it } from 'vitest';
import { ArgumentError, CapabilityError, DTypeError, ShapeError } from '../../src/device/errors.ts';
import { hasCoopmat2F16 } from '../../src/ops/matmul/half-ops.ts';
import { gemmSegments, planSegments } from '../../src/ops/matmul/segments.ts';
import { segmentBounds } from '../../src/ops/matmul/segments-cases.ts';
import { useDevice } from '../helpers/device.ts';

const device = useDevice();

describe('gemmSegments', () => {
  it('plans the tile rows the routing lays the tiles out in; a tile of another path is an ArgumentError', () => {
    const d = device();
    expect(planSegments(d, { rows: 300, N: 64, batch: 4 }, { path: 'fma', tile: '' })).toEqual({ path: 'fma', tile: '', tileRows: 128 });
    expect(planSegments(d, { rows: 300, N: 64, batch: 4 }, { path: 'fma', tile: '_64' }).tileRows).toBe(64);
    expect(() => planSegments(d, { rows: 8, N: 8, batch: 1 }, { path: 'fma', tile: '128x128k64' })).toThrow(ArgumentError);
    expect(() => planSegments(d, { rows: 8, N: 8, batch: 1 }, { path: 'coopmat', tile: '_64' })).toThrow(
      /expected none \(its default tile\)/,
    );
    if (!hasCoopmat2F16(d.info, '128x128k64'))
      expect(() => planSegments(d, { rows: 8, N: 8, batch: 1 }, { path: 'coopmat2' })).toThrow(CapabilityError);
  });

  it("typed errors: dtypes, a's rows not contiguous, segments and out of the wrong extent, K = 0, a range of groups past the total", () => {
    const d = device();
    const plan = planSegments(d, { rows: 6, N: 5, batch: 2 }, { path: 'fma' });
    const a = d.zeros('f16', [6, 8]),
      b = d.zeros('f16', [2, 5, 8]),
      seg = d.upload(segmentBounds([2, 4], plan.tileRows)),
      out = d.zeros('f32', [6, 5]);
    const at = d.zeros('f16', [8, 6]).transpose(0, 1),
      a32 = d.zeros('f32', [6, 8]),
      seg3 = d.zeros('u32', [3]),
      out2 = d.zeros('f32', [6, 4]),
      a0 = d.zeros('f16', [6, 0]),
      b0 = d.zeros('f16', [2, 5, 0]);
    expect(() => gemmSegments(a32, b, seg, plan, { out })).toThrow(DTypeError);
    expect(() => gemmSegments(at, b, seg, plan, { out })).toThrow(/must be 2-D with contiguous rows/);
    expect(() => gemmSegments(a, b, seg3, plan, { out })).toThrow(/expected contiguous \[6\] \(row and tile bounds\)/);
    expect(() => gemmSegments(a, b, seg, plan, { out: out2 })).toThrow(ShapeError);
    expect(() => gemmSegments(a0, b0, seg, plan, { out })).toThrow(/a product needs K >= 1/);
    // a range of groups: b's 2 matrices from group 1 of 2 overrun; segments must bound the total
    expect(() => gemmSegments(a, b, seg, plan, { out, groups: { first: 1, total: 2 } })).toThrow(ArgumentError);
    expect(() => gemmSegments(a, b, seg, plan, { out, groups: { first: -1, total: 2 } })).toThrow(/expected 0 <= first <= total - 2/);
    expect(() => gemmSegments(a, b, seg, plan, { out, groups: { first: 0, total: 3 } })).toThrow(/expected contiguous \[8\]/);
    gemmSegments(a, b, seg, plan, { out }); // the same operands, well formed: no error
    const b1 = b.slice(0, 1, 2);
    gemmSegments(a, b1, seg, plan, { out, groups: { first: 1, total: 2 } }); // group 1 alone
    b1.destroy();
    for (const t of [a, b, seg, out, at, a32, seg3, out2, a0, b0]) t.destroy();
  });
});
