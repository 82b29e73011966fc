// The per-pair frequencies of rope with positions: freq_i = f32(freqScale / theta^(2i / rotaryDims)),
// computed in f64 on the host and rounded once, so every driver uses the same f32 frequencies (a GPU's
// exp2 or pow is accurate only to a few ulp, and at position 4096 one ulp of the frequency moves the
// angle by 2.4e-4 rad). Each device keeps the tables it was asked for, a few at most: a table is
// rotaryDims / 2 floats, uploaded once (at once, inside capture() too) and bound by every rope dispatch
// that uses it; a graph that bound one keeps its buffer reserved even after it is evicted here.
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';

/** Tables kept per device; the least recently used one is released past this. */
export const FREQUENCY_TABLES_KEPT = 8;

const tables = new WeakMap<Device, Map<string, Tensor<'f32'>>>();

/** freqScale / theta^(2i / rotaryDims) for i < rotaryDims / 2, each rounded to f32. */
export function ropeFrequencies(rotaryDims: number, theta: number, freqScale: number): Float32Array {
  return Float32Array.from({ length: rotaryDims / 2 }, (_, i) => freqScale / theta ** ((2 * i) / rotaryDims));
}

/** The device's f32 [rotaryDims / 2] frequency table for these parameters (uploaded on first use). */
export function frequencyTable(device: Device, rotaryDims: number, theta: number, freqScale: number): Tensor<'f32'> {
  let kept = tables.get(device);
  if (!kept) tables.set(device, (kept = new Map()));
  const key = `${rotaryDims}/${theta}/${freqScale}`;
  const hit = kept.get(key);
  kept.delete(key);
  if (hit && !hit.destroyed) {
    kept.set(key, hit); // most recently used last
    return hit;
  }
  const t = device.upload(ropeFrequencies(rotaryDims, theta, freqScale));
  kept.set(key, t);
  if (kept.size > FREQUENCY_TABLES_KEPT) {
    const [oldest, table] = kept.entries().next().value!;
    kept.delete(oldest);
    table.destroy();
  }
  return t;
}
