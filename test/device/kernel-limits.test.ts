// kernel() and the pipeline cache against the device's limits and the reliability issue's unclear errors:
// workgroup size and shared memory checked before the driver, spec constants range-checked, launches
// bounded, push blocks with bool and float16_t members, and the bounded caches (pipelines, profile entries,
// validation messages).
import { describe, expect, it } from 'vitest';
import { ArgumentError, CapabilityError, LimitError, PushConstantError } from '../../src/device/errors.ts';
import { Device, type DeviceOptions } from '../../src/device/index.ts';
import { MAX_PROFILE_ENTRIES, Profiler } from '../../src/device/profiler.ts';
import { spv, u32s, useDevice } from '../helpers/device.ts';

const SPEC = `#version 450
layout(local_size_x_id = 0) in;
layout(constant_id = 1) const uint K = 1;
layout(constant_id = 2) const int S = 1;
layout(std430, binding = 0) buffer B { uint b[]; };
void main() { b[gl_GlobalInvocationID.x] = K + uint(S); }`;

const SHARED = (n: number) => `#version 450
layout(local_size_x = 64) in;
shared float big[${n}];
layout(std430, binding = 0) buffer B { float b[]; };
void main() { big[gl_LocalInvocationIndex] = 1.0; barrier(); b[gl_GlobalInvocationID.x] = big[0]; }`;

const BOOL = `#version 450
layout(local_size_x = 64) in;
layout(push_constant) uniform P { bool flag; uint n; } pc;
layout(std430, binding = 0) buffer B { uint b[]; };
void main() { if (pc.flag && gl_GlobalInvocationID.x < pc.n) b[gl_GlobalInvocationID.x] = 1u; }`;

const HALF = `#version 450
#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
layout(local_size_x = 64) in;
layout(push_constant) uniform P { f16vec2 s; float16_t t; } pc;
layout(std430, binding = 0) buffer B { float b[]; };
void main() { b[gl_GlobalInvocationID.x] = float(pc.s.x + pc.s.y + pc.t); }`;

describe('kernel() limits and launches', () => {
  const dev = useDevice();

  it('a workgroup size over maxComputeWorkGroupSize / maxComputeWorkGroupInvocations is a LimitError', () => {
    const d = dev();
    const L = d.info.limits;
    expect(() => d.kernel(SPEC, { localSize: L.maxComputeWorkGroupSize[0] + 1 })).toThrow(LimitError);
    expect(() => d.kernel(SPEC, { localSize: L.maxComputeWorkGroupSize[0] + 1 })).toThrow(/maxComputeWorkGroupSize/);
    const over = `#version 450
layout(local_size_x = ${Math.min(L.maxComputeWorkGroupSize[0], 1024)}, local_size_y = ${Math.min(L.maxComputeWorkGroupSize[1], 1024)}) in;
layout(std430, binding = 0) buffer B { uint b[]; };
void main() { b[0] = 1u; }`;
    if (Math.min(L.maxComputeWorkGroupSize[0], 1024) * Math.min(L.maxComputeWorkGroupSize[1], 1024) > L.maxComputeWorkGroupInvocations) {
      expect(() => d.kernel(over)).toThrow(/maxComputeWorkGroupInvocations/);
    }
    expect(() => d.kernel(SPEC, { localSize: 0 })).toThrow(/localSize x must be an integer >= 1 \(got 0\)/);
    expect(() => d.kernel(SPEC, { localSize: '64' as never })).toThrow(ArgumentError);
    expect(d.kernel(SPEC, { localSize: 64 }).localSize).toEqual([64, 1, 1]);
  });

  it('shared memory over maxComputeSharedMemorySize is a LimitError before the driver', () => {
    const d = dev();
    const max = d.info.limits.maxComputeSharedMemorySize;
    expect(() => d.kernel(SHARED(max / 4 + 1))).toThrow(/shared variables take at least \d+ bytes; maxComputeSharedMemorySize is/);
    expect(d.kernel(SHARED(64)).reflection.sharedMemory).toBe(256);
  });

  it('pipeline(): a module declaring a capability the device lacks is a CapabilityError, never a driver call', () => {
    const d = dev();
    if (d.info.cooperativeMatrix.khr) return;
    expect(() => d.pipeline(spv('peak_coopmat.khr_f16acc'), { bindings: 8, pushConstantSize: 128 })).toThrow(CapabilityError);
    expect(() => d.pipeline(spv('peak_coopmat.khr_f16acc'), { bindings: 8, pushConstantSize: 128 })).toThrow(
      /needs CooperativeMatrixKHR \(VK_KHR_cooperative_matrix\)/,
    );
  });

  it('pipeline() and kernel() options are type-checked', () => {
    const d = dev();
    const words = spv('rt_add.default');
    expect(() => d.pipeline(words, null as never)).toThrow(/pipeline: options must be an object \(got null\)/);
    expect(() => d.pipeline(words, { bindings: 3, pushConstantSize: 4, bindngs: 3 } as never)).toThrow(/unknown option bindngs/);
    expect(() => d.pipeline(words, { bindings: 3, pushConstantSize: 4, invocationsPerGroup: NaN })).toThrow(
      /invocationsPerGroup must be an integer >= 1/,
    );
    expect(() => d.pipeline('not words' as never, { bindings: 3 })).toThrow(/expected SPIR-V words/);
    expect(() => d.kernel(SPEC, null as never)).toThrow(/kernel: options must be an object \(got null\)/);
    expect(() => d.kernel(42 as never)).toThrow(/expected GLSL source or SPIR-V words/);
  });

  it('spec constants are range-checked like push constants', () => {
    const d = dev();
    expect(() => d.kernel(SPEC, { specConstants: { K: -1 } })).toThrow(/K is uint32: expected an integer in \[0, 2\^32\), got -1/);
    expect(() => d.kernel(SPEC, { specConstants: { K: 2 ** 32 + 3 } })).toThrow(/got 4294967299/);
    expect(() => d.kernel(SPEC, { specConstants: { S: 2 ** 31 } })).toThrow(/S is int32: expected an integer in \[-2\^31, 2\^31\)/);
    expect(() => d.kernel(SPEC, { specConstants: { K: 1.5 } })).toThrow(ArgumentError);
    d.kernel(SPEC, { specConstants: { K: 2 ** 32 - 1, S: -(2 ** 31) } });
    // The raw pipeline(): an integer outside [-2^31, 2^32) is an error, not silently a float.
    const words = spv('rt_add.default');
    expect(() => d.pipeline(words, { bindings: 3, pushConstantSize: 4, specConstants: { 7: 2 ** 32 + 3 } })).toThrow(
      /specialization constant 7: 4294967299 is not a u32/,
    );
    expect(() => d.pipeline(words, { bindings: 3, pushConstantSize: 4, specConstants: { 7: { type: 'u32', value: -1 } } })).toThrow(
      /is not a u32/,
    );
    expect(() => d.pipeline(words, { bindings: 3, pushConstantSize: 4, specConstants: { 7: { type: 'x' as never, value: 1 } } })).toThrow(
      /type must be 'u32', 'i32' or 'f32'/,
    );
  });

  it('launches: huge thread or group counts, a missing launch, strings and null are clear errors', () => {
    const d = dev();
    const k = d.kernel(SPEC, { localSize: 64 });
    const b = d.zeros('u32', [64]);
    expect(() => k.dispatch({ b }, {}, { threads: 2 ** 53 })).toThrow(/work groups in one dispatch, over the sanity bound of 2\^32/);
    expect(() => k.dispatch({ b }, {}, { groups: [2 ** 40] })).toThrow(LimitError);
    expect(() => k.dispatch({ b }, {}, { threads: '100' as never })).toThrow(
      /threads must be a number or an array of 1 to 3 integers \(got "100"\)/,
    );
    expect(() => k.dispatch({ b }, {}, { threads: ['100'] as never })).toThrow(/threads\[0\] must be an integer >= 0 \(got "100"\)/);
    expect(() => (k.dispatch as (...a: unknown[]) => void)({ b }, {})).toThrow(/the launch \(third argument\) must be \{ groups/);
    expect(() => k.dispatch({ b }, {}, { groups: null as never })).toThrow(/groups must be a number or an array/);
    expect(() => k.dispatch({ b }, {}, { groups: [1, 2, 3, 4] as never })).toThrow(ArgumentError);
    expect(() =>
      d.dispatch(d.pipeline(spv('rt_add.default'), { bindings: 3, pushConstantSize: 4 }), [b, b, b], u32s(1), null as never),
    ).toThrow(/the grid must be an array/);
    k.dispatch({ b }, {}, { threads: 64 });
    d.sync();
    b.destroy();
  });

  it('a GLSL bool push constant takes true/false; a legal float16_t block (6 bytes) works', () => {
    const d = dev();
    const k = d.kernel(BOOL);
    const b = d.zeros('u32', [64]);
    k.dispatch({ b }, { flag: true, n: 64 }, { threads: 64 });
    expect(new Set(b.read())).toEqual(new Set([1]));
    expect(() => k.dispatch({ b }, { flag: 'yes' as never, n: 64 }, { threads: 64 })).toThrow(PushConstantError);
    if (d.info.numeric.float16) {
      const h = d.kernel(HALF);
      const f = d.zeros('f32', [64]);
      h.dispatch({ b: f }, { s: [1, 2], t: 0.5 }, { threads: 64 });
      expect(new Set(f.read())).toEqual(new Set([3.5]));
      f.destroy();
    }
    b.destroy();
  });
});

describe('bounded by design', () => {
  it('the pipeline cache evicts least recently used idle pipelines and re-creates one dispatched again', () => {
    const d = dev2();
    const words = spv('rt_add.default');
    const cache = (d as unknown as { pipelines: { limit: number; size: number; evicted: number } }).pipelines;
    (cache as { limit: number }).limit = 4;
    const a = d.upload(new Uint32Array([1, 2, 3, 4]));
    const c = d.alloc('u32', [4]);
    const first = d.pipeline(words, { bindings: 3, pushConstantSize: 4, writes: [2], name: 'p0' });
    d.sync();
    for (let i = 1; i < 8; i++) d.pipeline(words, { bindings: 3, pushConstantSize: 4, writes: [2], name: `p${i}` });
    expect(cache.size).toBeLessThanOrEqual(4);
    expect(cache.evicted).toBeGreaterThan(0);
    expect(first.evicted).toBe(true);
    d.dispatch(first, [a, a, c], u32s(4), [1]); // re-created on use
    expect(first.evicted).toBe(false);
    expect([...c.read()]).toEqual([2, 4, 6, 8]);
    d.destroy();
  });

  it('profile entries per label are bounded', () => {
    const p = new Profiler(true);
    for (let i = 0; i < MAX_PROFILE_ENTRIES + 50; i++) p.kernel('k', 1000, { label: `shape${i}` });
    const ks = p.data().kernels;
    expect(ks.length).toBe(MAX_PROFILE_ENTRIES + 1);
    expect(ks.find((k) => k.label === '(other labels)')?.count).toBe(50);
  });

  it('validationMessages() keeps the most recent messages and counts the rest', () => {
    const d = dev2({ validation: true });
    const inst = (d as unknown as { inst: { messages: { severity: string; id: string; text: string }[] } }).inst;
    // Simulate a flood through the same path the debug callback takes.
    for (let i = 0; i < 2500; i++) inst.messages.push({ severity: 'warning', id: `m${i}`, text: '' });
    expect(d.validationMessages().length).toBe(1000);
    expect(d.validationMessages().at(-1)?.id).toBe('m2499');
    expect(d.validationMessagesDropped).toBe(1500);
    d.clearValidationMessages();
    d.destroy();
  });
});

function dev2(opts: DeviceOptions = {}): Device {
  return Device.open(opts);
}
