// The op families, each registered once (src/ops/<family>/index.ts). Every shipped kernel and every
// `vkts bench` op row comes from this list; test/ops/families.test.ts checks that every family folder is
// in it and has a cases.ts for the harness.
import type { Family } from './family.ts';
import elementwise from './elementwise/index.ts';
import convert from './convert/index.ts';
import compare from './compare/index.ts';
import index from './index/index.ts';
import create from './create/index.ts';
import matmul from './matmul/index.ts';
import roofs from './roofs/index.ts';
import samples from './samples/index.ts';
import norm from './norm/index.ts';
import rope from './rope/index.ts';
import reduce from './reduce/index.ts';
import sort from './sort/index.ts';
import attention from './attention/index.ts';
import conv from './conv/index.ts';
import gdn from './gdn/index.ts';

export const FAMILIES: readonly Family[] = [
  elementwise,
  compare,
  index,
  convert,
  create,
  reduce,
  sort,
  norm,
  rope,
  conv,
  attention,
  gdn,
  matmul,
  roofs,
  samples,
];

/** Every shipped kernel declaration (the shader build compiles their variants). */
export const ALL_KERNELS = FAMILIES.flatMap((f) => f.kernels);
