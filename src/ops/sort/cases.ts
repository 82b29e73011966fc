// The sort family in the correctness harness. Indices are compared exactly (tolerance 0), and so are
// topk's values (elements copied, -0.0 and NaN bits included). Widths 1, 3, 17, 1000 and 4096 (and 0),
// rows past one sort (5000, 9000, 10000: topk's streamed blocks; ascending rows make every block's
// elements newcomers, so the blocks fill to the last slot), several dimensions, 20 rows (the capped grid
// splits it); the harness adds offset, transposed, strided and broadcast views (the _strided variants).
// Special values: ties (repeated values, -0.0 beside 0.0), NaN, +-inf; f16 inputs (rounding makes ties).
// moeRoute's ids are exact; its weights use the driver's exp and an f32 divide against an f64 reference:
// NMSE 1e-10 (the project's bound for exp-based ops).
import type { HostTensor, InputDecl, OpCase } from '../case.ts';
import { moeRoute } from './moe.ts';
import { argsort, topk } from './ops.ts';
import * as ref from './reference.ts';

type Shapes = OpCase['shapes'];

const NARROW: Shapes = [
  [[1]],
  [[3]],
  [[17]],
  [[1000]],
  [[4096]],
  [[0]],
  [[3, 0]],
  [[0, 5]],
  [[5, 17]],
  [[2, 3, 7]],
  [[20, 33]],
  [[2, 4096]],
];
/** Ties: the largest and smallest values repeat, -0.0 sits beside 0.0. */
const TIES = [1, 3, 0, -1, 3, -0, 2, -1, 0, 3];
/** NaN (twice), infinities, zeros of both signs and ordinary values. */
const SPECIAL = [2, NaN, -Infinity, 0, Infinity, -0, -3, NaN, 1, Infinity, -Infinity, 0.5];
/** 0, 1, 2, ...: ascending, so every later element beats the k kept so far. */
const ASCENDING = Array.from({ length: 9000 }, (_, i) => i);

const f16Of = (x: HostTensor): boolean => x.dtype === 'f16';

function argsortCase(what: string, input: InputDecl, shapes: Shapes, descending: boolean): OpCase {
  return {
    name: `argsort (${input.dtype}, ${what}${descending ? ', descending' : ''})`,
    inputs: [input],
    shapes,
    run: (_d, [x]) => argsort(x!, { descending }),
    reference: ([x]) => ref.argsort(x!.data, x!.shape, descending, f16Of(x!)),
    tolerance: 0,
  };
}

function topkCase(what: string, input: InputDecl, shapes: Shapes, k: number, largest: boolean, part: 'values' | 'indices'): OpCase {
  return {
    name: `topk ${part} (${input.dtype}, ${what}, k ${k}${largest ? '' : ', smallest'})`,
    inputs: [input],
    shapes,
    run: (_d, [x]) => {
      const r = topk(x!, k, { largest });
      (part === 'values' ? r.indices : r.values).destroy();
      return r[part];
    },
    reference: ([x]) => (part === 'values' ? ref.topkValues : ref.topkIndices)(x!.data, x!.shape, k, largest, f16Of(x!)),
    tolerance: 0,
  };
}

/** Both of topk's results. */
const topkCases = (what: string, input: InputDecl, shapes: Shapes, k: number, largest = true): OpCase[] => [
  topkCase(what, input, shapes, k, largest, 'values'),
  topkCase(what, input, shapes, k, largest, 'indices'),
];

function moeCase(what: string, input: InputDecl, shapes: Shapes, topK: number, normalize: boolean, part: 'ids' | 'weights'): OpCase {
  return {
    name: `moeRoute ${part} (${what}, top ${topK}${normalize ? '' : ', not normalized'})`,
    inputs: [input],
    shapes,
    run: (_d, [l]) => {
      const r = moeRoute(l!, { topK, normalize });
      (part === 'ids' ? r.weights : r.ids).destroy();
      return r[part];
    },
    reference: ([l]) => ref.moeRoute(l!.data as Float32Array, l!.shape, topK, normalize)[part],
    tolerance: part === 'ids' ? 0 : 1e-10,
  };
}

const moeCases = (what: string, input: InputDecl, shapes: Shapes, topK: number, normalize = true): OpCase[] => [
  moeCase(what, input, shapes, topK, normalize, 'ids'),
  moeCase(what, input, shapes, topK, normalize, 'weights'),
];

const f32: InputDecl = { dtype: 'f32' };
const f16: InputDecl = { dtype: 'f16' };
const values = (v: readonly number[]): InputDecl => ({ dtype: 'f32', values: v });
const EXPERTS: Shapes = [[[1, 8]], [[7, 128]], [[3, 256]], [[5, 9]], [[2, 3, 16]], [[20, 60]], [[0, 8]]];
const WIDE: Shapes = [[[5000]], [[3, 10000]]];

export const cases: OpCase[] = [
  argsortCase('random', f32, NARROW, false),
  argsortCase('random', f32, NARROW, true),
  argsortCase('ties', values(TIES), [[[10]], [[4, 1000]], [[3, 4096]]], false),
  argsortCase('ties', values(TIES), [[[10]], [[4, 1000]]], true),
  argsortCase('NaN, inf, -0', values(SPECIAL), [[[12]], [[5, 300]]], false),
  argsortCase('NaN, inf, -0', values(SPECIAL), [[[12]], [[5, 300]]], true),
  argsortCase('random', f16, [[[1]], [[17]], [[3, 1000]], [[2, 4096]], [[20, 33]]], false),
  argsortCase('NaN, inf, -0', { dtype: 'f16', values: SPECIAL }, [[[12]], [[4, 77]]], true),
  ...topkCases('random', f32, [[[1]], [[3]], [[17]], [[5, 17]], [[2, 3, 7]], [[20, 33]], [[0, 5]]], 1),
  ...topkCases('random', f32, [[[3]], [[17]], [[1000]], [[4096]], [[2, 3, 7]]], 3, false),
  ...topkCases('random', f32, [[[1000]], [[2, 4096]], ...WIDE, [[2, 2, 9000]]], 40),
  ...topkCases('random', f32, [[[5000]]], 2048, false),
  ...topkCases('whole rows', f32, [[[17]], [[4, 1000]]], 17),
  ...topkCases('ascending', values(ASCENDING), [[[9000]]], 40),
  ...topkCases('ascending', values(ASCENDING), [[[9000]]], 40, false),
  ...topkCases('ties', values(TIES), [[[40]], [[3, 1000]], [[2, 9000]]], 40),
  ...topkCases('ties', values(TIES), [[[10]], [[2, 9000]]], 5, false),
  ...topkCases('NaN, inf, -0', values(SPECIAL), [[[12]], [[2, 600]], [[6000]]], 12),
  ...topkCases('NaN, inf, -0', values(SPECIAL), [[[12]], [[6000]]], 12, false),
  ...topkCases('random', f16, [[[40]], [[3, 1000]], [[20, 50]], [[6000]]], 40),
  ...topkCases('NaN, inf, -0', { dtype: 'f16', values: SPECIAL }, [[[12]], [[3, 24]]], 5),
  ...moeCases('random', { dtype: 'f32', range: [-8, 8] }, EXPERTS, 1),
  ...moeCases('random', { dtype: 'f32', range: [-8, 8] }, EXPERTS.slice(1), 8),
  ...moeCases('random', { dtype: 'f32', range: [-8, 8] }, EXPERTS.slice(1, 5), 2, false),
  ...moeCases('one expert', f32, [[[5, 1]]], 1),
  ...moeCases('ties, -inf', values([1, -Infinity, 1, 0.5, -Infinity, 2, -0, 0]), [[[8]], [[3, 8]], [[4, 16]]], 5),
  ...moeCases('a NaN row, an inf row, a finite row', values([1, 2, NaN, 0, 3, -1, Infinity, 2, 0.5, 1, -2, 4]), [[[3, 4]], [[6, 4]]], 3),
  ...moeCases('all -inf', values([-Infinity]), [[[2, 6]]], 2, false),
];
