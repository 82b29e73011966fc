// The contract between the shipped op shaders (shaders/*.comp -> shaders/spv/<shader>.<variant>.spv) and
// the runtime that dispatches them: bindings (set 0, in binding order), push-constant layout, workgroup
// size, how the grid is sized, and the device features each needs. test/ops/kernels.test.ts reflects
// every .spv and checks it against this table, so the table cannot drift from the shaders.
// GPU-independent: nothing here touches a device.

export type ElemType = 'f32' | 'f32x4' | 'f16' | 'u16' | 'u32' | 'u32x2' | 'u32x4' | 'i32';
export type Access = 'read' | 'write' | 'readwrite';

export interface BindingContract {
  readonly binding: number;
  readonly name: string;
  readonly access: Access;
  /** Element of the buffer's runtime array (u32 / u16 hold f32 / f16 bit patterns in cast). */
  readonly elem: ElemType;
}

export interface PushMember {
  readonly name: string;
  readonly type: 'u32' | 'i32' | 'f32';
}

export type WorkgroupContract =
  | { readonly kind: 'spec'; readonly specId: 0; readonly default: number }
  | { readonly kind: 'fixed'; readonly size: number };

/**
 * How many workgroups to launch (spread over a 2-D grid with grid2d() when over the per-dimension limit):
 * - elements: one invocation per `perInvocation` elements of push constant `n` (ceil(n / perInvocation / wg));
 * - rows: one workgroup per row (push constant `rows`);
 * - rowBlocks: one workgroup per `rowsPerWorkgroup` rows;
 * - tiles: a (ceil(N / bn), ceil(M / bm), 1) grid, not flattened;
 * - any: free (roof kernels: grid-stride loops or per-invocation outputs).
 */
export type DispatchContract =
  | { readonly kind: 'elements'; readonly perInvocation: 1 | 4 }
  | { readonly kind: 'rows' }
  | { readonly kind: 'rowBlocks'; readonly rowsPerWorkgroup: number }
  | { readonly kind: 'tiles'; readonly bm: number; readonly bn: number }
  | { readonly kind: 'any' };

/** Device features beyond Vulkan 1.2 core compute. */
export type Requirement =
  | 'subgroupArithmetic' // subgroup basic + arithmetic operations in the compute stage
  | 'storageBuffer16BitAccess'
  | 'shaderFloat16'
  | 'shaderIntegerDotProduct'
  | 'cooperativeMatrixKHR'
  | 'cooperativeMatrixNV'
  | 'vulkan13';

export interface KernelContract {
  readonly shader: string;
  readonly variants: readonly string[];
  readonly bindings: readonly BindingContract[];
  readonly push: readonly PushMember[];
  readonly workgroup: WorkgroupContract;
  readonly dispatch: DispatchContract;
  readonly requires: readonly Requirement[];
  /** Preconditions the runtime must check before choosing this variant. */
  readonly note?: string;
}

const SPEC = (d: number): WorkgroupContract => ({ kind: 'spec', specId: 0, default: d });
const r = (binding: number, name: string, elem: ElemType): BindingContract => ({ binding, name, access: 'read', elem });
const w = (binding: number, name: string, elem: ElemType): BindingContract => ({ binding, name, access: 'write', elem });
const rw = (binding: number, name: string, elem: ElemType): BindingContract => ({ binding, name, access: 'readwrite', elem });
const u32 = (name: string): PushMember => ({ name, type: 'u32' });
const f32 = (name: string): PushMember => ({ name, type: 'f32' });
const VEC4_NOTE = 'n % 4 == 0 and 16-byte aligned buffer offsets';
const SUBGROUP_NOTE = 'local_size_x / subgroupSize <= 256 (fixed-size shared partials)';

/** Roof-kernel loop constants (the variants' CHAINS / UNROLL defines; the test checks the manifest). */
export const PEAK = {
  fma: { chains: 8, unroll: 16, lanes: 4 },
  int8: { chains: 16, unroll: 16 },
  coopmat: { chains: 4, unroll: 8 },
} as const;

/** M x N x K of each peak_coopmat variant. */
export const COOPMAT_SHAPES: Readonly<Record<string, { m: number; n: number; k: number; acc: 'f16' | 'f32'; api: 'KHR' | 'NV' }>> = {
  khr_f16acc: { m: 16, n: 16, k: 16, acc: 'f16', api: 'KHR' },
  khr_f32acc: { m: 16, n: 16, k: 16, acc: 'f32', api: 'KHR' },
  nv_f16acc: { m: 16, n: 8, k: 16, acc: 'f16', api: 'NV' },
  nv_f32acc: { m: 16, n: 8, k: 16, acc: 'f32', api: 'NV' },
};

/** Tile of each gemm variant. */
export const GEMM_TILES: Readonly<Record<string, { bm: number; bn: number; bk: number; transB: boolean }>> = {
  nn: { bm: 128, bn: 128, bk: 16, transB: false },
  nt: { bm: 128, bn: 128, bk: 16, transB: true },
  nn_64: { bm: 64, bn: 64, bk: 16, transB: false },
  nt_64: { bm: 64, bn: 64, bk: 16, transB: true },
};

export const MATVEC_ROWS_PER_WORKGROUP = 2;

function elementwise(): KernelContract[] {
  const out: KernelContract[] = [];
  for (const vec4 of [false, true]) {
    const elem: ElemType = vec4 ? 'f32x4' : 'f32';
    const sfx = vec4 ? '_f32_vec4' : '_f32';
    const dispatch: DispatchContract = { kind: 'elements', perInvocation: vec4 ? 4 : 1 };
    const common = { workgroup: SPEC(256), dispatch, requires: [] as Requirement[], ...(vec4 ? { note: VEC4_NOTE } : {}) };
    out.push({
      shader: 'binary', variants: ['add', 'sub', 'mul', 'div'].map((o) => o + sfx),
      bindings: [r(0, 'a', elem), r(1, 'b', elem), w(2, 'c', elem)], push: [u32('n')], ...common,
    });
    out.push({
      shader: 'unary', variants: ['relu', 'gelu', 'silu', 'exp', 'neg', 'sqr', 'abs'].map((o) => o + sfx),
      bindings: [r(0, 'x', elem), w(1, 'y', elem)], push: [u32('n')], ...common,
    });
    out.push({
      shader: 'axpy', variants: [vec4 ? 'f32_vec4' : 'f32'],
      bindings: [r(0, 'x', elem), rw(1, 'y', elem)], push: [f32('a'), u32('n')], ...common,
    });
  }
  return out;
}

/** Every shipped op and roof shader variant (saxpy, the workbench sample, and the runtime's rt_* are not ops). */
export const KERNELS: readonly KernelContract[] = [
  ...elementwise(),
  {
    shader: 'cast', variants: ['f32_to_f16'], bindings: [r(0, 'x', 'u32'), w(1, 'y', 'u16')], push: [u32('n')],
    workgroup: SPEC(256), dispatch: { kind: 'elements', perInvocation: 1 }, requires: ['storageBuffer16BitAccess'],
  },
  {
    shader: 'cast', variants: ['f16_to_f32'], bindings: [r(0, 'x', 'u16'), w(1, 'y', 'u32')], push: [u32('n')],
    workgroup: SPEC(256), dispatch: { kind: 'elements', perInvocation: 1 }, requires: ['storageBuffer16BitAccess'],
  },
  {
    shader: 'cast', variants: ['f32_to_f16_vec4'], bindings: [r(0, 'x', 'u32x4'), w(1, 'y', 'u32x2')], push: [u32('n')],
    workgroup: SPEC(256), dispatch: { kind: 'elements', perInvocation: 4 }, requires: [], note: 'n % 4 == 0 (halves packed in pairs)',
  },
  {
    shader: 'cast', variants: ['f16_to_f32_vec4'], bindings: [r(0, 'x', 'u32x2'), w(1, 'y', 'u32x4')], push: [u32('n')],
    workgroup: SPEC(256), dispatch: { kind: 'elements', perInvocation: 4 }, requires: [], note: 'n % 4 == 0 (halves packed in pairs)',
  },
  {
    shader: 'reduce', variants: ['sum_f32', 'max_f32'], bindings: [r(0, 'x', 'f32'), w(1, 'y', 'f32')],
    push: [u32('rows'), u32('cols')], workgroup: SPEC(256), dispatch: { kind: 'rows' }, requires: ['subgroupArithmetic'],
    note: SUBGROUP_NOTE,
  },
  {
    shader: 'softmax', variants: ['f32'], bindings: [r(0, 'x', 'f32'), w(1, 'y', 'f32')],
    push: [u32('rows'), u32('cols')], workgroup: SPEC(256), dispatch: { kind: 'rows' }, requires: ['subgroupArithmetic'],
    note: SUBGROUP_NOTE,
  },
  {
    shader: 'rms_norm', variants: ['f32'], bindings: [r(0, 'x', 'f32'), w(1, 'y', 'f32')],
    push: [u32('rows'), u32('cols'), f32('eps')], workgroup: SPEC(256), dispatch: { kind: 'rows' },
    requires: ['subgroupArithmetic'], note: SUBGROUP_NOTE,
  },
  {
    shader: 'rms_norm', variants: ['f32_weight'], bindings: [r(0, 'x', 'f32'), w(1, 'y', 'f32'), r(2, 'w', 'f32')],
    push: [u32('rows'), u32('cols'), f32('eps')], workgroup: SPEC(256), dispatch: { kind: 'rows' },
    requires: ['subgroupArithmetic'], note: SUBGROUP_NOTE,
  },
  ...Object.entries(GEMM_TILES).map(([variant, t]): KernelContract => ({
    shader: 'gemm', variants: [variant], bindings: [r(0, 'A', 'f32'), r(1, 'B', 'f32'), w(2, 'C', 'f32')],
    push: [u32('M'), u32('N'), u32('K')], workgroup: { kind: 'fixed', size: 256 },
    dispatch: { kind: 'tiles', bm: t.bm, bn: t.bn }, requires: [],
    note: 'every operand < 2^32 elements',
  })),
  {
    shader: 'matvec', variants: ['f32'], bindings: [r(0, 'W', 'f32'), r(1, 'x', 'f32'), w(2, 'y', 'f32')],
    push: [u32('rows'), u32('cols')], workgroup: SPEC(256),
    dispatch: { kind: 'rowBlocks', rowsPerWorkgroup: MATVEC_ROWS_PER_WORKGROUP }, requires: ['subgroupArithmetic'],
    note: SUBGROUP_NOTE,
  },
  {
    shader: 'matvec', variants: ['f32_vec4'], bindings: [r(0, 'W', 'f32x4'), r(1, 'x', 'f32x4'), w(2, 'y', 'f32')],
    push: [u32('rows'), u32('cols')], workgroup: SPEC(256),
    dispatch: { kind: 'rowBlocks', rowsPerWorkgroup: MATVEC_ROWS_PER_WORKGROUP }, requires: ['subgroupArithmetic'],
    note: `cols % 4 == 0 and 16-byte aligned buffer offsets; ${SUBGROUP_NOTE}`,
  },
  // ---- roofs
  {
    shader: 'copy', variants: ['default'], bindings: [r(0, 'src', 'f32x4'), w(1, 'dst', 'f32x4')],
    push: [u32('n4'), u32('passes'), u32('rotate')], workgroup: SPEC(256), dispatch: { kind: 'any' }, requires: [],
  },
  {
    shader: 'read', variants: ['default'], bindings: [r(0, 'src', 'f32x4'), w(1, 'sink', 'f32')],
    push: [u32('n4'), u32('passes'), u32('rotate'), f32('impossible')], workgroup: SPEC(256), dispatch: { kind: 'any' },
    requires: [], note: 'impossible = NaN (or a value the sum cannot take); sink needs 1 float',
  },
  {
    shader: 'write', variants: ['default'], bindings: [w(0, 'dst', 'f32x4')],
    push: [u32('n4'), u32('passes'), u32('rotate'), f32('value')], workgroup: SPEC(256), dispatch: { kind: 'any' },
    requires: [],
  },
  {
    shader: 'empty', variants: ['default'], bindings: [], push: [], workgroup: SPEC(64), dispatch: { kind: 'any' },
    requires: [],
  },
  {
    shader: 'peak_fma', variants: ['f32'], bindings: [w(0, 'out', 'f32')], push: [u32('loops'), f32('a'), f32('b')],
    workgroup: SPEC(256), dispatch: { kind: 'any' }, requires: [], note: 'out: one float per invocation',
  },
  {
    shader: 'peak_fma', variants: ['f16'], bindings: [w(0, 'out', 'f32')], push: [u32('loops'), f32('a'), f32('b')],
    workgroup: SPEC(256), dispatch: { kind: 'any' }, requires: ['shaderFloat16'], note: 'out: one float per invocation',
  },
  {
    shader: 'peak_int8', variants: ['int8', 'int8_sat'], bindings: [w(0, 'out', 'i32')],
    push: [u32('loops'), { name: 'b', type: 'i32' }], workgroup: SPEC(256), dispatch: { kind: 'any' },
    requires: ['shaderIntegerDotProduct'], note: 'out: one int per invocation',
  },
  ...Object.entries(COOPMAT_SHAPES).map(([variant, s]): KernelContract => ({
    shader: 'peak_coopmat', variants: [variant], bindings: [r(0, 'ab', 'f16'), w(1, 'out', s.acc === 'f32' ? 'f32' : 'f16')],
    push: [u32('loops')], workgroup: SPEC(128), dispatch: { kind: 'any' },
    requires: ['vulkan13', 'shaderFloat16', 'storageBuffer16BitAccess', s.api === 'KHR' ? 'cooperativeMatrixKHR' : 'cooperativeMatrixNV'],
    note: `${s.m}x${s.n}x${s.k} f16 -> ${s.acc}; full subgroups; out: ${s.m * s.n} values per subgroup`,
  })),
];

/** The contract of one shader variant, or undefined. */
export function kernelContract(shader: string, variant: string): KernelContract | undefined {
  return KERNELS.find((k) => k.shader === shader && k.variants.includes(variant));
}

/** Size of the push-constant block in bytes (every member is 4 bytes, std430). */
export function pushSize(k: KernelContract): number {
  return 4 * k.push.length;
}

/**
 * Spreads `workgroups` over a 2-D grid [x, y, 1] with x <= maxPerDim (maxComputeWorkGroupCount, often
 * 65535): x * y >= workgroups, and the excess workgroups are the ones the shaders skip. 0 gives [0, 1, 1].
 */
export function grid2d(workgroups: number, maxPerDim = 65535): [number, number, number] {
  if (!Number.isSafeInteger(workgroups) || workgroups < 0) throw new RangeError(`grid2d: bad workgroup count ${workgroups}`);
  if (workgroups <= maxPerDim) return [workgroups, 1, 1];
  const y = Math.ceil(workgroups / maxPerDim);
  if (y > maxPerDim) throw new RangeError(`grid2d: ${workgroups} workgroups exceed ${maxPerDim}^2`);
  return [Math.ceil(workgroups / y), y, 1];
}

/** Workgroup count for a contract's dispatch rule (before grid2d), given the push values and workgroup size. */
export function workgroupCount(k: KernelContract, sizes: { n?: number; rows?: number }, wgSize: number): number {
  const d = k.dispatch;
  switch (d.kind) {
    case 'elements':
      return Math.ceil(Math.ceil((sizes.n ?? 0) / d.perInvocation) / wgSize);
    case 'rows':
      return sizes.rows ?? 0;
    case 'rowBlocks':
      return Math.ceil((sizes.rows ?? 0) / d.rowsPerWorkgroup);
    case 'tiles':
    case 'any':
      throw new RangeError(`workgroupCount: ${k.shader} (${d.kind}) has no 1-D workgroup count`);
  }
}
