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

/** The shipped op shader variants not yet migrated to an op family's kernel declarations. */
export const KERNELS: readonly KernelContract[] = [
  ...elementwise(),
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
