// Device.open / list / info, several devices at once, the validation canary, clean exit, clear errors.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { DestroyedError, Device, NoDeviceError } from '../../src/device/index.ts';
import * as vk from '../../src/vk/index.ts';
import { expectNoValidation, openValidated, spv } from '../helpers/device.ts';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Runs `code` (its './src/' imports resolved against the repository root) in a fresh node: written to a .mts file, so it is
 * an ES module whatever tsx makes of eval input (on the H200 once, `-e` code came back with its imports
 * turned into require calls). */
function runScript(code: string, env: Record<string, string> = {}): { status: number | null; out: string; ms: number } {
  const dir = mkdtempSync(path.join(tmpdir(), 'vkts-script-'));
  const file = path.join(dir, 'script.mts');
  writeFileSync(file, code.replaceAll("'./src/", `'${ROOT}/src/`));
  const t0 = Date.now();
  try {
    const r = spawnSync(process.execPath, ['--import', 'tsx', file], {
      cwd: ROOT,
      env: { ...process.env, ...env },
      encoding: 'utf8',
      timeout: 60_000,
    });
    return { status: r.status, out: (r.stdout ?? '') + (r.stderr ?? ''), ms: Date.now() - t0 };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('Device', () => {
  it('opens, describes itself and destroys cleanly', () => {
    const d = openValidated();
    const i = d.info;
    expect(i.name.length).toBeGreaterThan(0);
    expect(['discrete', 'integrated', 'virtual', 'cpu', 'other']).toContain(i.type);
    expect(i.apiVersion).toMatch(/^1\.\d+\.\d+$/);
    expect(i.uuid).toMatch(/^[0-9a-f]{32}$/);
    expect(i.limits.maxComputeWorkGroupCount.every((x) => x >= 65535)).toBe(true);
    expect(i.limits.maxStorageBufferRange).toBeGreaterThan(0);
    expect(i.subgroup.size).toBeGreaterThan(0);
    expect(i.memory.heaps.length).toBeGreaterThan(0);
    expect(typeof i.cooperativeMatrix.khr).toBe('boolean');
    expect(Array.isArray(i.cooperativeMatrix.khrShapes)).toBe(true);
    expect(typeof i.integerDot.supported).toBe('boolean');
    expect(typeof i.numeric.bfloat16).toBe('boolean');
    expect(i.timestamps.validBits).toBeGreaterThanOrEqual(0);
    const heaps = d.heaps();
    expect(heaps[0].size).toBeGreaterThan(0);
    expect(heaps[0].budget).toBeGreaterThan(0);
    if (!i.cooperativeMatrix.khr) console.log(`cooperative matrices: ${i.name} has none (coopmat paths are tested on GPUs)`);
    d.destroy();
    d.destroy(); // idempotent
    expect(() => d.alloc('f32', [4])).toThrow(DestroyedError);
    expectNoValidation(d);
  });

  it('lists devices', () => {
    const list = Device.list();
    expect(list.length).toBeGreaterThan(0);
    expect(list[0].index).toBe(0);
  });

  it('selects by index and preference; a selector matching nothing gives NoDeviceError', () => {
    const list = Device.list();
    const d = Device.open({ device: 0 });
    expect(d.info.name).toBe(list[0].name);
    d.destroy();
    expect(() => Device.open({ device: list.length })).toThrow(NoDeviceError);
    const missing = (['discrete', 'integrated', 'cpu'] as const).find((k) => !list.some((x) => x.type === k));
    if (missing) expect(() => Device.open({ device: missing })).toThrow(NoDeviceError);
    const gpu = Device.open({ device: 'gpu' }); // lavapipe counts where no GPU exists
    gpu.destroy();
  });

  it('keeps several devices open at once, each with its own memory', () => {
    const a = openValidated();
    const b = openValidated();
    const ta = a.upload(new Uint32Array([1, 2, 3]));
    const tb = b.upload(new Uint32Array([4, 5, 6]));
    expect([...ta.read()]).toEqual([1, 2, 3]);
    expect([...tb.read()]).toEqual([4, 5, 6]);
    a.destroy();
    expect([...tb.read()]).toEqual([4, 5, 6]);
    b.destroy();
    expectNoValidation(a);
    expectNoValidation(b);
  });

  it('canary: the validation layer is live and its messages reach the device', () => {
    const d = openValidated();
    const { dc } = d.raw;
    // usage 0 violates VUID-VkBufferCreateInfo-usage-requiredbitmask (harmless for the driver).
    const buf = dc.createBuffer({ size: 256, usage: 0, sharingMode: vk.VkSharingMode.EXCLUSIVE });
    dc.destroyBuffer(buf);
    const msgs = d.validationMessages();
    expect(msgs.some((m) => m.severity === 'error' && /usage/.test(m.id + m.text))).toBe(true);
    d.clearValidationMessages();
    d.destroy();
    expectNoValidation(d);
  });

  it('never keeps Node alive (idle device, after readAsync, without destroy)', () => {
    const code = `
      import { Device } from './src/device/index.ts';
      const d = Device.open();
      const t = d.upload(new Float32Array([1, 2, 3]));
      const v = await t.readAsync();
      console.log('read', v[2]);
    `;
    const r = runScript(code);
    expect(r.out).toContain('read 3');
    expect(r.status).toBe(0);
  });

  it('without a Vulkan loader: a clear error says what to install', () => {
    const r = runScript(
      `import { Device } from './src/device/index.ts';
       try { Device.open(); } catch (e) { console.log(e.name + ': ' + e.message); }`,
      { VKTS_VULKAN_LIBRARY: '/nonexistent/libvulkan.so.1' },
    );
    expect(r.out).toMatch(/VulkanLoaderError: Could not load the Vulkan loader/);
    expect(r.out).toMatch(/apt-get install libvulkan1 mesa-vulkan-drivers/);
  });

  it('without a device: NoDeviceError says what to install', () => {
    const r = runScript(
      `import { Device } from './src/device/index.ts';
       try { Device.open(); } catch (e) { console.log(e.name + ': ' + e.message); }`,
      { VK_ICD_FILENAMES: '/nonexistent.json', VK_DRIVER_FILES: '/nonexistent.json' },
    );
    expect(r.out).toMatch(/NoDeviceError: no Vulkan device found.*mesa-vulkan-drivers/s);
  });

  it('runs a kernel end to end', () => {
    const d = openValidated();
    const n = 1000;
    const a = d.upload(Uint32Array.from({ length: n }, (_, i) => i));
    const b = d.upload(Uint32Array.from({ length: n }, (_, i) => 7 * i));
    const c = d.alloc('u32', [n]);
    const add = d.pipeline(spv('rt_add.default'), { bindings: 3, pushConstantSize: 4, writes: [2], name: 'add' });
    d.dispatch(add, [a, b, c], new Uint32Array([n]), d.grid(n, 64));
    const out = c.read();
    for (let i = 0; i < n; i++) if (out[i] !== 8 * i) throw new Error(`c[${i}] = ${out[i]}`);
    d.destroy();
    expectNoValidation(d);
  });
});
