// The quant layer's cost models: each array read once and written once (STREAM accounting), blocks at their
// format's bytes, and the flops each kernel does.
import { describe, expect, it } from 'vitest';
import { quantEmbeddingCost } from '../../src/quant/embedding/cost.ts';
import { dequantizeCost, qgemmCost, qgemmExpertsCost, routeExpertsCost } from '../../src/quant/gemm/cost.ts';

describe('quant cost models', () => {
  it('qgemm and dequantize_f16: blocks at 144 bytes per 256 q4_K weights', () => {
    expect(qgemmCost('q4_K', 2, 3, 256)).toEqual({
      bytesRead: 3 * 144 + 4 * 2 * 256,
      bytesWritten: 4 * 2 * 3,
      flops: 2 * 2 * 3 * 256,
      precision: 'f32',
    });
    expect(dequantizeCost('q8_0', 64)).toEqual({ bytesRead: 2 * 34, bytesWritten: 128, flops: 128, precision: 'f32' });
  });

  it('the expert bank: each expert an id names read once (at most one per entry), the routing, C per entry', () => {
    // 4 experts of 3 x 256 q4_K, 10 entries from 5 tokens' x rows: all 4 experts read
    expect(qgemmExpertsCost('q4_K', 4, 3, 256, 10, 5)).toEqual({
      bytesRead: 4 * 3 * 144 + 4 * 5 * 256 + 8 * 10,
      bytesWritten: 4 * 10 * (3 + 1),
      flops: 2 * 10 * 3 * 256,
      precision: 'f32',
    });
    // 2 entries can name 2 experts at most
    expect(qgemmExpertsCost('q4_K', 4, 3, 256, 2, 1).bytesRead).toBe(2 * 3 * 144 + 4 * 256 + 16);
    expect(routeExpertsCost(10)).toEqual({ bytesRead: 40, bytesWritten: 80, flops: 0, precision: 'memory' });
  });

  it('quant.embedding: the ids and their rows of blocks read, f32 rows written', () => {
    expect(quantEmbeddingCost('q6_K', 7, 512)).toEqual({
      bytesRead: 4 * 7 + 7 * 2 * 210,
      bytesWritten: 4 * 7 * 512,
      flops: 2 * 7 * 512,
      precision: 'f32',
    });
    expect(() => quantEmbeddingCost('q6_K', -1, 512)).toThrow(RangeError);
  });
});
