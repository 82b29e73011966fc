// Timing with GPU timestamps: warm up, then repeat a dispatch and take the median (and spread) of the
// per-dispatch GPU times the profiler recorded under the dispatch's label.
import type { Device, Tensor } from '../../device/index.ts';
import type { CostModel } from '../../device/roofline.ts';
import { kernelContract, pushSize } from '../../ops/kernels.ts';
import { loadShader } from '../../ops/shaders.ts';
import type { Timing } from './result.ts';

export interface Measured {
  timing: Timing;
  cost: CostModel;
}

/** Runs `dispatch` (which records exactly one labelled dispatch of kernel `name`) and times it. */
export function timeDispatch(device: Device, name: string, label: string, repeats: number, dispatch: () => void, warmup = 2): Timing {
  for (let i = 0; i < warmup; i++) dispatch();
  device.sync();
  device.resetProfile();
  for (let i = 0; i < repeats; i++) dispatch();
  device.sync();
  const stat = device.profile().kernels.find((k) => k.name === name && k.label === label);
  if (!stat || stat.samples.length === 0) throw new Error(`bench: no GPU timestamps for ${name} ${label} (does ${device.info.name} support timestamps?)`);
  const s = [...stat.samples].sort((a, b) => a - b).map((ms) => ms / 1e3);
  return { median: s[s.length >> 1], min: s[0], max: s[s.length - 1], repeats: s.length };
}

/** A shipped roof shader as a pipeline, with its push constants packed from numbers in contract order. */
export class RoofKernel {
  private readonly pipeline;
  private readonly push: DataView;
  private readonly members: ('u32' | 'i32' | 'f32')[];

  constructor(
    private readonly device: Device,
    readonly shader: string,
    readonly variant: string,
    workgroupSize?: number,
  ) {
    const c = kernelContract(shader, variant);
    if (!c) throw new Error(`bench: no contract for ${shader}.${variant}`);
    this.push = new DataView(new ArrayBuffer(pushSize(c)));
    this.pipeline = device.pipeline(loadShader(shader, variant), {
      bindings: c.bindings.length,
      pushConstantSize: pushSize(c),
      specConstants: workgroupSize ? { 0: { type: 'u32', value: workgroupSize } } : {},
      writes: c.bindings.flatMap((b) => (b.access === 'read' ? [] : [b.binding])),
      name: `${shader}.${variant}`,
      invocationsPerGroup: workgroupSize ?? (c.workgroup.kind === 'spec' ? c.workgroup.default : c.workgroup.size),
    });
    this.members = c.push.map((m) => m.type);
  }

  get name(): string {
    return this.pipeline.name;
  }

  dispatch(tensors: Tensor[], push: number[], groups: [number, number, number], label: string, cost: CostModel): void {
    this.members.forEach((t, i) => {
      if (t === 'f32') this.push.setFloat32(4 * i, push[i], true);
      else if (t === 'i32') this.push.setInt32(4 * i, push[i], true);
      else this.push.setUint32(4 * i, push[i], true);
    });
    this.device.dispatch(this.pipeline, tensors, this.push.byteLength ? this.push : undefined, groups, { label, cost });
  }

  /** Times one configuration. */
  time(tensors: Tensor[], push: number[], groups: [number, number, number], label: string, cost: CostModel, repeats: number): Measured {
    return { timing: timeDispatch(this.device, this.name, label, repeats, () => this.dispatch(tensors, push, groups, label, cost)), cost };
  }
}
