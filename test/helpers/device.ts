// Devices for runtime tests: lavapipe (or whatever VKTS_DEVICE selects) with the validation layer and
// synchronization validation on. Every validation message fails the test that produced it.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { Device, type DeviceOptions } from '../../src/device/index.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The committed SPIR-V of shaders/spv/<name>.spv. */
export function spv(name: string): Uint32Array {
  const b = fs.readFileSync(path.join(ROOT, 'shaders/spv', `${name}.spv`));
  return new Uint32Array(b.buffer.slice(b.byteOffset, b.byteOffset + b.byteLength));
}

export function openValidated(opts: DeviceOptions = {}): Device {
  return Device.open({ validation: true, ...opts });
}

/** Fails with the messages if the device's validation layer reported any. */
export function expectNoValidation(d: Device): void {
  const msgs = d.validationMessages().map((m) => `${m.severity} ${m.id}: ${m.text.slice(0, 400)}`);
  expect(msgs).toEqual([]);
}

/** A validated device for a describe block: checked after each test, destroyed (and checked for leaks)
 * after all. */
export function useDevice(opts: DeviceOptions = {}): () => Device {
  let d: Device | undefined;
  beforeAll(() => {
    d = openValidated(opts);
  });
  afterEach(() => {
    if (d) expectNoValidation(d);
  });
  afterAll(() => {
    if (!d) return;
    d.destroy();
    expectNoValidation(d);
  });
  return () => d!;
}

/** Push-constant bytes from u32 values. */
export function u32s(...v: number[]): Uint32Array {
  return new Uint32Array(v);
}
