// TEMPORARY during the op-layer migration: the old contract-driven launcher, for families not yet moved.

// One recorded dispatch of a shipped op shader, driven by its contract (kernels.ts): the SPIR-V (read once
// per variant), the pipeline (built once per device), the workgroup size, push constants packed in contract
// order, the grid from the contract's dispatch rule, and the label and cost the profiler joins to GPU time.
// The ops check their operands first; this only turns checked operands into GPU work.
import type { DeviceInfo } from '../device/capabilities.ts';
import type { Device } from '../device/device.ts';
import { LimitError, SizeError } from '../device/errors.ts';
import { CapabilityError } from '../device/errors.ts';
import type { Pipeline } from '../device/pipeline.ts';
import type { CostModel } from '../device/roofline.ts';
import type { Tensor } from '../device/tensor.ts';
import { kernelContract, pushSize, workgroupCount, type KernelContract, type Requirement } from './legacy-kernels.ts';
import { loadShader } from './shaders.ts';

export interface LaunchSpec {
  shader: string;
  variant: string;
  /** Operands in binding order (the contract's bindings). */
  tensors: readonly Tensor[];
  /** Push-constant values by the contract's member names (sizes such as n, rows, cols, M, N, K). */
  push: Readonly<Record<string, number>>;
  /** The shape for the profiler, e.g. `4096x4096`. */
  label: string;
  cost: CostModel;
  /** The grid, for contracts whose dispatch rule is 'any' (the roof kernels); else derived from the rule. */
  groups?: readonly [number, number, number];
  /** Invocations per workgroup, overriding the contract's default (spec-constant workgroups only). */
  workgroupSize?: number;
}

interface Prepared {
  contract: KernelContract;
  pipeline: Pipeline;
  workgroupSize: number;
  /** Push-constant bytes, reused: the recorder copies them into the command buffer at dispatch. */
  push: DataView | undefined;
}

// SPIR-V words per (override folder, shader, variant): a hot loop must not read the disk. Keeping the same
// array also lets the pipeline cache reuse its content hash.
const spirvCache = new Map<string, Uint32Array>();
// Pipelines per device, so a dispatch skips building the pipeline cache's key.
const preparedCache = new WeakMap<Device, Map<string, Prepared>>();

const HAS: Readonly<Record<Requirement, (i: DeviceInfo) => boolean>> = {
  subgroupArithmetic: (i) => i.subgroup.computeStage && i.subgroup.operations.includes('basic') && i.subgroup.operations.includes('arithmetic'),
  storageBuffer16BitAccess: (i) => i.numeric.storage16,
  shaderFloat16: (i) => i.numeric.float16,
  shaderIntegerDotProduct: (i) => i.integerDot.supported,
  cooperativeMatrixKHR: (i) => i.cooperativeMatrix.khr,
  cooperativeMatrixNV: (i) => i.cooperativeMatrix.nv,
  vulkan13: (i) => {
    const [major = 0, minor = 0] = i.apiVersion.split('.').map(Number);
    return major > 1 || (major === 1 && minor >= 3);
  },
};

function shaderWords(shader: string, variant: string, dir: string): Uint32Array {
  const key = `${dir}\0${shader}.${variant}`;
  let words = spirvCache.get(key);
  if (!words) spirvCache.set(key, (words = loadShader(shader, variant, dir)));
  return words;
}

/** The workgroup size to specialise: the contract's, within the device's limits. */
function workgroupSize(device: Device, c: KernelContract): number {
  const L = device.info.limits;
  const max = Math.min(L.maxComputeWorkGroupInvocations, L.maxComputeWorkGroupSize[0]);
  if (c.workgroup.kind === 'fixed') {
    if (c.workgroup.size > max) throw new LimitError(`${c.shader}: needs ${c.workgroup.size} invocations per workgroup, ${device.info.name} allows ${max}`);
    return c.workgroup.size;
  }
  let wg = Math.min(c.workgroup.default, max);
  // The workgroup reductions keep one shared slot per subgroup, 256 slots (kernels.ts SUBGROUP_NOTE).
  if (c.requires.includes('subgroupArithmetic')) wg = Math.min(wg, 256 * Math.max(1, device.info.subgroup.minSize));
  return wg;
}

function prepare(device: Device, shader: string, variant: string, wgOverride: number | undefined): Prepared {
  const dir = device.shaderDir ?? '';
  const key = `${dir}\0${shader}.${variant}\0${wgOverride ?? ''}`;
  let perDevice = preparedCache.get(device);
  if (!perDevice) preparedCache.set(device, (perDevice = new Map()));
  const hit = perDevice.get(key);
  if (hit && !hit.pipeline.destroyed) return hit;

  const contract = kernelContract(shader, variant);
  if (!contract) throw new LimitError(`no contract for shader ${shader}.${variant} (src/ops/kernels.ts)`);
  const missing = contract.requires.filter((r) => !HAS[r](device.info));
  if (missing.length) throw new CapabilityError(`${shader}.${variant} needs ${missing.join(', ')}, which ${device.info.name} does not support`);
  const wg = wgOverride ?? workgroupSize(device, contract);
  const pipeline = device.pipeline(shaderWords(shader, variant, dir), {
    bindings: contract.bindings.length,
    pushConstantSize: pushSize(contract),
    specConstants: contract.workgroup.kind === 'spec' ? { [contract.workgroup.specId]: { type: 'u32', value: wg } } : undefined,
    writes: contract.bindings.filter((b) => b.access !== 'read').map((b) => b.binding),
    name: `${shader}.${variant}`,
    invocationsPerGroup: wg,
  });
  const p = { contract, pipeline, workgroupSize: wg, push: contract.push.length ? new DataView(new ArrayBuffer(pushSize(contract))) : undefined };
  perDevice.set(key, p);
  return p;
}

function packPush(name: string, p: Prepared, values: Readonly<Record<string, number>>): DataView | undefined {
  const dv = p.push;
  if (!dv) return undefined;
  p.contract.push.forEach((m, i) => {
    const v = values[m.name];
    if (v === undefined) throw new LimitError(`${name}: push constant ${m.name} missing`);
    if (m.type === 'f32') dv.setFloat32(4 * i, v, true);
    else if (m.type === 'i32') dv.setInt32(4 * i, v, true);
    else if (Number.isInteger(v) && v >= 0 && v <= 0xffffffff) dv.setUint32(4 * i, v, true);
    else throw new SizeError(`${name}: ${m.name} = ${v} does not fit the shader's 32-bit index`);
  });
  return dv;
}

/** The grid of the contract's dispatch rule; 1-D counts are split with device.splitGrid. */
function gridFor(device: Device, name: string, p: Prepared, push: Readonly<Record<string, number>>): readonly [number, number, number] {
  const d = p.contract.dispatch;
  const max = device.info.limits.maxComputeWorkGroupCount;
  if (d.kind === 'tiles') {
    const x = Math.ceil(push.N! / d.bn), y = Math.ceil(push.M! / d.bm);
    if (x > max[0] || y > max[1]) throw new LimitError(`${name}: a ${x} x ${y} tile grid exceeds maxComputeWorkGroupCount [${max.join(', ')}]`);
    return [x, y, 1];
  }
  const g = device.splitGrid(workgroupCount(p.contract, { n: push.n, rows: push.rows }, p.workgroupSize));
  // The op shaders linearise 2-D grids only (x + y * numWorkGroups.x).
  if (g[2] !== 1) throw new LimitError(`${name}: ${g.join(' x ')} workgroups need a 3-D grid, which the shader does not index`);
  return g;
}

/** Records one dispatch of shader.variant over `tensors` (checked by the op), labelled and costed for the profiler. */
export function launch(device: Device, spec: LaunchSpec): void {
  const p = prepare(device, spec.shader, spec.variant, spec.workgroupSize);
  const name = p.pipeline.name;
  const push = packPush(name, p, spec.push);
  const groups = spec.groups ?? gridFor(device, name, p, spec.push);
  device.dispatch(p.pipeline, spec.tensors, push, groups, { label: spec.label, cost: spec.cost });
}
