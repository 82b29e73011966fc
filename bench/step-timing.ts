// A step of several dispatches timed the two ways the quantized-gemm scripts report (bench/qgemm-f16.ts,
// bench/qgemm-experts.ts): the wall time of a captured graph of `repeats` steps replayed back to back (the
// number to quote: no JS recording in it, and dispatches without a hazard between them may overlap), and the
// sum of the dispatches' GPU timestamps in eager runs (an upper bound where they overlap), with its parts.
import type { Device } from '../src/device/index.ts';

export interface StepTiming {
  /** Seconds a step, replayed as a graph (wall clock). */
  wall: number;
  /** Seconds a step, the sum of its dispatches' timestamps. */
  gpu: number;
  /** Each kernel's share of `gpu`, e.g. `qgemm.q4_K_moe_x4 5400.1us`. */
  parts: string;
}

/** Times `step` on a device opened with { profile: true }, after a back-to-back warm-up (the first ~20 ms
 * after a pause run slow on the H200). */
export function timeStep(device: Device, step: () => unknown, repeats: number): StepTiming {
  for (let i = 0; i < repeats; i++) step();
  device.sync();
  device.resetProfile();
  for (let i = 0; i < repeats; i++) step();
  device.sync();
  const kernels = device.profile().kernels;
  const sum = (k: { samples: number[] }) => k.samples.reduce((a, b) => a + b, 0) / 1e3 / repeats;
  const gpu = kernels.reduce((s, k) => s + sum(k), 0);
  const parts = kernels.map((k) => `${k.name} ${(sum(k) * 1e6).toFixed(1)}us`).join(', ');
  const graph = device.capture(() => {
    for (let i = 0; i < repeats; i++) step();
  });
  graph.replay();
  device.sync();
  const t1 = performance.now();
  for (let r = 0; r < 3; r++) graph.replay();
  device.sync();
  const wall = (performance.now() - t1) / 1e3 / (3 * repeats);
  graph.drop();
  return { wall, gpu, parts };
}
