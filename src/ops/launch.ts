// One recorded dispatch of a declared kernel variant. What the SPIR-V says is read from it once per variant
// by reflection: the bindings (count and which are written), the push-constant layout (member names,
// offsets, types) and the capabilities the device must have. The declaration adds the dispatch rule and the
// workgroup size (kernel.ts). Pipelines are built once per device and variant; push constants are packed
// into one reused buffer per pipeline. The ops check their operands first; this turns them into GPU work.
import type { Device } from '../device/device.ts';
import type { Grid } from '../device/grid.ts';
import type { Pipeline } from '../device/pipeline.ts';
import type { CostModel } from '../device/roofline.ts';
import type { Tensor } from '../device/tensor.ts';
import { capabilityCheck } from '../device/kernel.ts';
import { CapabilityError, LimitError, PushConstantError, SizeError } from '../device/errors.ts';
import { reflect, type ShaderReflection } from '../spirv/reflect.ts';
import type { ScalarType, SpirvType } from '../spirv/types.ts';
import type { ShaderVariants } from './generated/variants.ts';
import type { AnyKernelDecl, KernelDecl, PushValues } from './kernel.ts';
import { loadShader } from './shaders.ts';

export interface LaunchSpec<P extends PushValues> {
  /** Operands in binding order; each binds its whole buffer (views pass offsets and strides as push values). */
  tensors: readonly Tensor[];
  /** Push-constant values by the shader's member names; arrays may be shorter than the shader's (zero-padded). */
  push: P;
  /** The shape for the profiler, e.g. `4096x4096`. */
  label: string;
  cost: CostModel;
  /** Invocations per workgroup, overriding the declaration's default (spec-constant workgroups only). */
  workgroupSize?: number;
  /** An explicit grid instead of the declaration's rule. */
  groups?: Grid;
}

type Writer = (dv: DataView, values: PushValues) => void;

interface Prepared {
  pipeline: Pipeline;
  workgroupSize: number;
  /** Push-constant bytes, reused: the recorder copies them into the command buffer at dispatch. */
  push: DataView | undefined;
  write: Writer;
}

const reflections = new WeakMap<Uint32Array, ShaderReflection>();
const prepared = new WeakMap<Device, Map<AnyKernelDecl, Map<string, Prepared>>>();

/** The workgroup size to specialise: the declaration's default, within the device's limits. */
function workgroupSize(device: Device, k: AnyKernelDecl, r: ShaderReflection): number {
  const L = device.info.limits;
  const max = Math.min(L.maxComputeWorkGroupInvocations, L.maxComputeWorkGroupSize[0]);
  if (k.workgroup === 'fixed') {
    const n = r.localSize[0] * r.localSize[1] * r.localSize[2];
    if (n > max) throw new LimitError(`${k.shader}: needs ${n} invocations per workgroup, ${device.info.name} allows ${max}`);
    return n;
  }
  let wg = Math.min(k.workgroup, max);
  // The workgroup reductions keep one shared slot per subgroup, 256 slots (shaders/include/wg_reduce.glsl).
  if (r.capabilities.includes('GroupNonUniformArithmetic')) wg = Math.min(wg, 256 * Math.max(1, device.info.subgroup.minSize));
  return wg;
}

function prepare(device: Device, k: AnyKernelDecl, variant: string, wgOverride: number | undefined): Prepared {
  let perKernel = prepared.get(device);
  if (!perKernel) prepared.set(device, (perKernel = new Map()));
  let perVariant = perKernel.get(k);
  if (!perVariant) perKernel.set(k, (perVariant = new Map()));
  const key = wgOverride === undefined ? variant : `${variant}@${wgOverride}`;
  const hit = perVariant.get(key);
  if (hit && !hit.pipeline.destroyed) return hit;

  const words = loadShader(k.shader, variant, device.shaderDir);
  let r = reflections.get(words);
  if (!r) reflections.set(words, (r = reflect(words)));
  const name = `${k.shader}.${variant}`;
  const missing = r.capabilities.flatMap((c) => capabilityCheck(device, c) ?? []);
  const api = apiShortfall(device, k.targetEnv);
  if (api) missing.unshift(api);
  if (missing.length)
    throw new CapabilityError(`${name} needs ${[...new Set(missing)].join(', ')}, which ${device.info.name} does not support`);
  const wg = wgOverride ?? workgroupSize(device, k, r);
  const specId = r.localSizeSpecIds[0];
  // Push-constant ranges are whole 4-byte words (a block ending in a float16_t is not); kernel() rounds the
  // same way. The DataView is that size too, so the padding bytes are sent (as zeros).
  const pushSize = r.pushConstants ? Math.ceil(r.pushConstants.size / 4) * 4 : 0;
  const pipeline = device.pipeline(words, {
    bindings: r.bindings.length,
    pushConstantSize: pushSize,
    specConstants: specId !== null && k.workgroup !== 'fixed' ? { [specId]: { type: 'u32', value: wg } } : undefined,
    writes: r.bindings.flatMap((b, i) => (b.readonly ? [] : [i])),
    name,
    invocationsPerGroup: wg,
  });
  const p: Prepared = {
    pipeline,
    workgroupSize: wg,
    push: r.pushConstants ? new DataView(new ArrayBuffer(pushSize)) : undefined,
    write: pushWriter(name, r),
  };
  perVariant.set(key, p);
  return p;
}

/** The Vulkan version a kernel's target environment needs (its SPIR-V version; e.g. cooperative matrices
 * in vulkan1.3 modules), when the device's API version is older; the SPIR-V capabilities cannot say it. */
function apiShortfall(device: Device, env: string): string | undefined {
  const version = (s: string): number[] => s.split('.').map(Number);
  const [wMajor = 1, wMinor = 0] = version(env.replace('vulkan', ''));
  const [major = 0, minor = 0] = version(device.info.apiVersion);
  return major > wMajor || (major === wMajor && minor >= wMinor)
    ? undefined
    : `Vulkan ${wMajor}.${wMinor} (it has ${device.info.apiVersion})`;
}

/** A packer for the shader's push-constant block: scalar and array-of-scalar members, by name. */
function pushWriter(name: string, r: ShaderReflection): Writer {
  const block = r.pushConstants;
  if (!block) return () => {};
  const writers = block.type.members.map((m): Writer => {
    const member = m.name ?? '';
    const where = `${name}: push constant ${member}`;
    if (m.type.tag === 'scalar') {
      const put = scalarWriter(m.type, where);
      return (dv, values) => put(dv, m.offset, valueOf(values, member, where) as number);
    }
    if (m.type.tag === 'array' && m.type.element.tag === 'scalar') {
      const put = scalarWriter(m.type.element, where);
      const { length, stride = 4 } = m.type;
      return (dv, values) => {
        const v = valueOf(values, member, where);
        if (!Array.isArray(v) || v.length > length)
          throw new PushConstantError(`${where}: expected up to ${length} values, got ${JSON.stringify(v)}`);
        for (let i = 0; i < length; i++) put(dv, m.offset + i * stride, i < v.length ? v[i]! : 0);
      };
    }
    throw new PushConstantError(`${where}: ${describe(m.type)} members are not supported by the op launcher`);
  });
  return (dv, values) => {
    for (const w of writers) w(dv, values);
  };
}

function valueOf(values: PushValues, member: string, where: string): number | readonly number[] {
  const v = values[member];
  if (v === undefined) throw new PushConstantError(`${where} missing`);
  return v;
}

function scalarWriter(t: ScalarType, where: string): (dv: DataView, off: number, v: number) => void {
  if (t.width !== 32) throw new PushConstantError(`${where}: ${t.kind}${t.width} members are not supported by the op launcher`);
  if (t.kind === 'float') return (dv, off, v) => dv.setFloat32(off, v, true);
  const [lo, hi] = t.kind === 'int' ? [-(2 ** 31), 2 ** 31 - 1] : [0, 0xffffffff];
  return (dv, off, v) => {
    if (!Number.isInteger(v) || v < lo || v > hi)
      throw new SizeError(`${where} = ${v} does not fit the shader's 32-bit ${t.kind === 'int' ? 'signed ' : ''}index`);
    if (t.kind === 'int') dv.setInt32(off, v, true);
    else dv.setUint32(off, v, true);
  };
}

const describe = (t: SpirvType): string => t.tag;

function gridOf(device: Device, name: string, g: number | Grid): Grid {
  if (typeof g === 'number') return device.splitGrid(g);
  const max = device.info.limits.maxComputeWorkGroupCount;
  if (g.some((x, d) => x > max[d]!))
    throw new LimitError(`${name}: a ${g.join(' x ')} grid exceeds maxComputeWorkGroupCount [${max.join(', ')}]`);
  return g;
}

/** Records one dispatch of kernel `k`, variant `variant`, over checked operands, labelled and costed for the
 * profiler; the grid is the declaration's rule unless `spec.groups` gives one (the roof kernels). */
export function launch<S extends keyof ShaderVariants & string, P extends PushValues>(
  device: Device,
  k: KernelDecl<S, P>,
  variant: ShaderVariants[S],
  spec: LaunchSpec<P>,
): void {
  const p = prepare(device, k, variant, spec.workgroupSize);
  if (p.push) p.write(p.push, spec.push);
  const groups = gridOf(device, p.pipeline.name, spec.groups ?? k.grid(spec.push, p.workgroupSize, variant));
  device.dispatch(p.pipeline, spec.tensors, p.push, groups, { label: spec.label, cost: spec.cost });
}

/** The workgroup size a variant runs with on a device (for ops whose push values depend on it). */
export function workgroupSizeOf<S extends keyof ShaderVariants & string>(
  device: Device,
  k: KernelDecl<S>,
  variant: ShaderVariants[S],
): number {
  return prepare(device, k, variant, undefined).workgroupSize;
}
