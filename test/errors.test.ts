// One error taxonomy: every error class vkts exports derives from VktsError and is named after itself, and
// real mistakes raise the class of their kind (the CLI tells them from bugs by `instanceof VktsError`).
import { afterEach, describe, expect, test, vi } from 'vitest';
import * as api from '../src/index.ts';
import * as cliErrors from '../src/cli/errors.ts';
import { main } from '../src/cli/main.ts';
import { analyze } from '../src/device/roofline.ts';
import { strategyFrom } from '../src/device/placement.ts';
import { u32 } from '../src/vk/core/check.ts';

const {
  VktsError,
  ShaderError,
  SpirvError,
  GlslCompileError,
  GlslcNotFoundError,
  ShaderOptionError,
  NoDeviceError,
  DeviceError,
  ArgumentError,
  Device,
  compileGlsl,
  findGlslc,
  reflect,
  vk,
} = api;

type ErrorClass = new (...args: never[]) => Error;
const isErrorClass = (v: unknown): v is ErrorClass => typeof v === 'function' && (v === Error || v.prototype instanceof Error);

/** Every error class reachable from the package's entry points (the root, the vk namespace) and the CLI. */
const entries: [string, unknown][] = [
  ...Object.entries(api),
  ...Object.entries(vk).map(([k, v]): [string, unknown] => [`vk.${k}`, v]),
  ...Object.entries(cliErrors).map(([k, v]): [string, unknown] => [`cli.${k}`, v]),
];
const exported = entries.filter((e): e is [string, ErrorClass] => isErrorClass(e[1]));

// Classes whose constructors take more than a message.
const ARGS: Record<string, unknown[]> = {
  VkError: ['vkCreateBuffer', -2],
  VkMissingCommandError: ['vkCmdFoo', ['VK_KHR_foo'], 'not enabled'],
  VkValueError: ['VkBufferCreateInfo.size', -1, 'a non-negative integer'],
  VulkanLoaderError: [['libvulkan.so.1'], new Error('not found')],
  OutOfMemoryError: [1 << 20, 'a test buffer', [], 'tried nothing'],
  ToolError: ['glslc', 'could not run it'],
  ToolNotFoundError: ['spirv-val', 'not found'],
  GlslcNotFoundError: [['$VKTS_GLSLC (unset)']],
  GlslCompileError: [[{ file: '<stdin>', line: 1, severity: 'error', message: 'syntax error' }], ''],
  SpirvError: ['TRUNCATED', 'truncated'],
};

// Not yet in the taxonomy: owned by the ops rewrite (src/ops/shaders.ts); remove once it derives from VktsError.
const PENDING = new Set(['UnknownShaderError']);

describe('the error classes', () => {
  test('are found on the exports', () => {
    const names = exported.map(([k]) => k);
    for (const n of [
      'VktsError',
      'DeviceError',
      'ShaderError',
      'SpirvError',
      'PipelineError',
      'PushConstantError',
      'vk.VkError',
      'cli.UsageError',
    ]) {
      expect(names).toContain(n);
    }
  });

  test.each(exported)('%s derives from VktsError and is named after its class', (key, E) => {
    const args = ARGS[E.name] ?? ['a test message'];
    const e = new E(...(args as never[]));
    if (PENDING.has(E.name)) return;
    expect(e).toBeInstanceOf(VktsError);
    expect(e).toBeInstanceOf(E);
    expect(e.name).toBe(E.name);
    expect(key.replace(/^(vk|cli)\./, '')).toBe(E.name);
    expect(e.message.length).toBeGreaterThan(0);
  });

  test('each layer has one base', () => {
    for (const n of [
      'GlslCompileError',
      'GlslcNotFoundError',
      'InvalidSpirvError',
      'SpirvError',
      'ToolError',
      'ShaderOptionError',
    ] as const) {
      expect(api[n].prototype).toBeInstanceOf(ShaderError);
    }
    for (const n of [
      'NoDeviceError',
      'SizeError',
      'ShapeError',
      'DTypeError',
      'ArgumentError',
      'BindingError',
      'LimitError',
      'CapabilityError',
      'PushConstantError',
      'PipelineError',
      'StateError',
      'DestroyedError',
      'OutOfMemoryError',
      'AliasError',
    ] as const) {
      expect(api[n].prototype).toBeInstanceOf(DeviceError);
    }
    expect(api.DTypeError.prototype).not.toBeInstanceOf(api.SizeError);
    expect(api.PushConstantError.prototype).not.toBeInstanceOf(api.LimitError);
    expect(api.PipelineError.prototype).not.toBeInstanceOf(ShaderError);
    for (const E of [vk.VkError, vk.VkMissingCommandError, vk.VkValueError, vk.VulkanLoaderError, vk.FenceWaiterClosedError]) {
      expect(E.prototype).toBeInstanceOf(VktsError);
      expect(E.prototype).not.toBeInstanceOf(DeviceError);
    }
    expect(cliErrors.UsageError.prototype).toBeInstanceOf(cliErrors.CliError);
    expect(cliErrors.BaselineError.prototype).toBeInstanceOf(cliErrors.CliError);
  });
});

describe('real mistakes raise the class of their kind', () => {
  test('GLSL that does not compile: GlslCompileError', () => {
    expect(() => compileGlsl('garbage', { cacheDir: false })).toThrow(GlslCompileError);
  });

  test('a bad define name: ShaderOptionError', () => {
    expect(() => compileGlsl('#version 450\nvoid main() {}', { cacheDir: false, defines: { 'no spaces': 1 } })).toThrow(ShaderOptionError);
  });

  test('no glslc where it was asked for: GlslcNotFoundError', () => {
    expect(() => findGlslc({ glslcPath: '/nonexistent/glslc' })).toThrow(GlslcNotFoundError);
  });

  test('reflecting three random words: SpirvError', () => {
    const words = new Uint32Array([0x12345678, 0x9abcdef0, 0x0badf00d]);
    expect(() => reflect(words)).toThrow(SpirvError);
    expect(() => reflect(words)).toThrow(VktsError);
  });

  test('a device index that does not exist: NoDeviceError', () => {
    expect(() => Device.open({ device: 99 })).toThrow(NoDeviceError);
  });

  test('a bad argument: ArgumentError', () => {
    expect(() => strategyFrom('fast' as never)).toThrow(ArgumentError);
    expect(() =>
      analyze({ bytesRead: 1, bytesWritten: 0, flops: 0, precision: 'memory' }, 0, { bandwidth: 1, peaks: {}, launchLatency: 0 }),
    ).toThrow(ArgumentError);
  });

  test('a value the binding cannot encode: VkValueError (a VktsError, no longer a TypeError)', () => {
    expect(() => u32(1.5, 'VkBufferCreateInfo.size')).toThrow(vk.VkValueError);
    expect(() => u32(1.5, 'VkBufferCreateInfo.size')).toThrow(VktsError);
    expect(() => u32(1.5, 'VkBufferCreateInfo.size')).not.toThrow(TypeError);
  });
});

describe('the CLI', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    process.exitCode = undefined;
  });

  test('prints a typed error as one line and exits with 2', async () => {
    const err = vi.spyOn(console, 'error').mockImplementation(() => {});
    await main(['bench', '--suite', 'gpu']);
    expect(err).toHaveBeenCalledTimes(1);
    expect(String(err.mock.calls[0][0])).toMatch(/^vkts: --suite gpu: expected a comma-separated list/);
    expect(process.exitCode).toBe(2);
  });
});
