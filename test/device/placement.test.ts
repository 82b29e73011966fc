// Placement decisions on synthetic memory-property tables (no device needed).
import { describe, expect, it } from 'vitest';
import { MEM, memoryKind, placeMemory, type MemoryTable } from '../../src/device/index.ts';

const GiB = 2 ** 30;
const DL = MEM.DEVICE_LOCAL;
const HV = MEM.HOST_VISIBLE;
const HC = MEM.HOST_COHERENT;
const CA = MEM.HOST_CACHED;
const HEAP_DL = 1;

// H200-like: heap 0 = 140 GiB VRAM (DEVICE_LOCAL, and DEVICE_LOCAL|HOST_VISIBLE|HOST_COHERENT = ReBAR);
// heap 1 = 94 GiB host memory (HOST_VISIBLE|COHERENT and HOST_VISIBLE|COHERENT|CACHED).
const h200: MemoryTable = {
  heaps: [
    { size: 140 * GiB, flags: HEAP_DL },
    { size: 94 * GiB, flags: 0 },
  ],
  types: [
    { propertyFlags: 0, heapIndex: 1 },
    { propertyFlags: DL, heapIndex: 0 },
    { propertyFlags: HV | HC, heapIndex: 1 },
    { propertyFlags: HV | HC | CA, heapIndex: 1 },
    { propertyFlags: DL | HV | HC, heapIndex: 0 },
  ],
};
// Discrete without ReBAR: 24 GiB VRAM, a 256 MiB BAR heap, system memory.
const bar256: MemoryTable = {
  heaps: [
    { size: 24 * GiB, flags: HEAP_DL },
    { size: 64 * GiB, flags: 0 },
    { size: 256 * 2 ** 20, flags: HEAP_DL },
  ],
  types: [
    { propertyFlags: DL, heapIndex: 0 },
    { propertyFlags: HV | HC, heapIndex: 1 },
    { propertyFlags: HV | HC | CA, heapIndex: 1 },
    { propertyFlags: DL | HV | HC, heapIndex: 2 },
  ],
};
// UMA (integrated GPU): one device-local heap, everything host-visible.
const uma: MemoryTable = {
  heaps: [{ size: 16 * GiB, flags: HEAP_DL }],
  types: [
    { propertyFlags: DL, heapIndex: 0 },
    { propertyFlags: DL | HV | HC, heapIndex: 0 },
    { propertyFlags: DL | HV | HC | CA, heapIndex: 0 },
  ],
};
// lavapipe: a single type with every host flag.
const lavapipe: MemoryTable = { heaps: [{ size: 2 * GiB, flags: HEAP_DL }], types: [{ propertyFlags: DL | HV | HC | CA, heapIndex: 0 }] };
// Discrete without any HOST_CACHED type.
const noCached: MemoryTable = {
  heaps: [
    { size: 8 * GiB, flags: HEAP_DL },
    { size: 32 * GiB, flags: 0 },
  ],
  types: [
    { propertyFlags: DL, heapIndex: 0 },
    { propertyFlags: HV | HC, heapIndex: 1 },
  ],
};

describe('memory placement policy', () => {
  it('classifies tables', () => {
    expect(memoryKind(h200)).toBe('rebar');
    expect(memoryKind(bar256)).toBe('discrete');
    expect(memoryKind(uma)).toBe('uma');
    expect(memoryKind(lavapipe)).toBe('uma');
    expect(memoryKind(noCached)).toBe('discrete');
  });

  it('H200 with ReBAR: tensors in plain VRAM (faster for the GPU than the ReBAR type), staging/readback in host memory', () => {
    expect(placeMemory(h200, 'device').types[0]).toBe(1); // plain DEVICE_LOCAL
    expect(placeMemory(h200, 'device').types).toContain(4); // ReBAR VRAM as the next choice
    expect(placeMemory(h200, 'device', 'device').types[0]).toBe(1); // plain DEVICE_LOCAL
    expect(placeMemory(h200, 'device', 'host').types[0]).toBe(2); // system memory, not VRAM
    expect(placeMemory(h200, 'staging').types[0]).toBe(2); // uncached host memory
    expect(placeMemory(h200, 'readback').types[0]).toBe(3); // cached host memory
    expect(placeMemory(h200, 'upload').types[0]).toBe(4); // written by host, read by GPU: ReBAR
    // Never the type with no flags.
    for (const i of ['device', 'upload', 'staging', 'readback'] as const) expect(placeMemory(h200, i).types).not.toContain(0);
  });

  it('discrete with a 256 MiB BAR: tensors stay off the BAR; data moves through host staging', () => {
    const dev = placeMemory(bar256, 'device').types;
    expect(dev[0]).toBe(0);
    expect(dev.indexOf(3)).toBeGreaterThan(dev.indexOf(0)); // BAR only as a later choice
    expect(placeMemory(bar256, 'staging').types[0]).toBe(1);
    expect(placeMemory(bar256, 'readback').types[0]).toBe(2);
    expect(placeMemory(bar256, 'upload').types[0]).toBe(3); // small per-step uploads may use the BAR
    // auto: host memory is a last resort for device tensors when VRAM fails.
    expect(dev.slice(-2).sort()).toEqual([1, 2]);
    expect(placeMemory(bar256, 'device', 'device').types).toEqual([0, 3]);
  });

  it('UMA: device tensors are host-visible, readback prefers cached', () => {
    expect(placeMemory(uma, 'device').types[0]).toBe(1);
    expect(placeMemory(uma, 'readback').types[0]).toBe(2);
    expect(placeMemory(uma, 'staging').types[0]).toBe(1);
    expect(placeMemory(lavapipe, 'device').types).toEqual([0]);
    expect(placeMemory(lavapipe, 'readback').types).toEqual([0]);
    expect(placeMemory(lavapipe, 'device', 'host').types).toEqual([0]);
  });

  it('no HOST_CACHED type: readback falls back to coherent host memory', () => {
    expect(placeMemory(noCached, 'readback').types).toEqual([1]);
    expect(placeMemory(noCached, 'staging').types).toEqual([1]);
    expect(placeMemory(noCached, 'device', 'device').types).toEqual([0]);
  });

  it('respects memoryTypeBits and explains its rule', () => {
    expect(placeMemory(h200, 'device', 'auto', 1 << 1).types).toEqual([1]);
    expect(placeMemory(h200, 'device', 'auto', 0).types).toEqual([]);
    expect(placeMemory(bar256, 'device').rule).toMatch(/device\/auto on discrete: required DEVICE_LOCAL/);
  });
});
