// How a device's Vulkan objects are torn down: by destroy(), or by a finalizer when a Device (or a Graph)
// becomes unreachable without destroy()/drop(). The finalizers hold only the parts below, never the Device
// or Graph themselves (a held value that reached them would keep them alive forever).
//
// What a finalizer reclaims: a Device's buffers and memory, pipelines, command buffers, descriptor and query
// pools, graphs, fences, the VkDevice and its VkInstance; a Graph's command buffers, descriptor pools and
// buffer reservations. What it does not: anything while it is reachable (a live tensor, kernel or graph keeps
// its device; VKTS_ROOFLINE=1's exit hook keeps every device), the profile printing of destroy(), and
// anything at all if the process exits first or the collector never runs. Call destroy()/drop().
import type * as vk from '../vk/index.ts';
import type { Allocator } from './allocator.ts';
import type { InstanceHandle } from './instance.ts';
import type { PipelineCache } from './pipeline.ts';
import type { BufferRecord } from './pool.ts';
import type { GraphData, Recorder } from './recorder.ts';

/** What tearing a device down needs (none of it refers back to the Device). */
export interface DeviceParts {
  readonly dc: vk.DeviceCommands;
  readonly inst: InstanceHandle;
  readonly recorder: Recorder;
  readonly pipelines: PipelineCache;
  readonly allocator: Allocator;
  readonly waiter: vk.FenceWaiter;
  /** Every buffer of the device (tensors, pooled, staging). */
  readonly records: Set<BufferRecord>;
  /** Graphs not yet dropped. */
  readonly graphs: Set<GraphData>;
}

/** Waits for the GPU (if it answers) and destroys everything, device and instance last. */
export function teardown(p: DeviceParts): void {
  try {
    p.recorder.sync();
  } catch {
    /* device lost: destroy anyway */
  }
  for (const g of p.graphs) p.recorder.dropGraph(g);
  p.graphs.clear();
  p.recorder.destroy();
  for (const r of p.records) {
    p.dc.destroyBuffer(r.buffer);
    p.allocator.free(r.alloc);
  }
  p.records.clear();
  p.pipelines.destroy();
  p.allocator.destroy();
  p.waiter.close();
  p.dc.destroyDevice();
  p.inst.destroy();
}

/** Devices dropped without destroy(). */
export const deviceFinalizer = new FinalizationRegistry<DeviceParts>((parts) => {
  try {
    teardown(parts);
  } catch {
    /* a finalizer has no one to report to */
  }
});

/** Graphs dropped without drop(): the device (if it is still alive) drops the data. */
export interface GraphHeld {
  readonly device: WeakRef<{ _dropGraphData(data: GraphData): void }>;
  readonly data: GraphData;
}

export const graphFinalizer = new FinalizationRegistry<GraphHeld>((h) => {
  try {
    h.device.deref()?._dropGraphData(h.data);
  } catch {
    /* the device is being torn down */
  }
});
