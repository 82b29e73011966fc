// `vkts doctor` on this machine (lavapipe, the pinned toolchain): every check passes, one line each; with the
// loader missing it says what to install and exits 1.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const bin = fileURLToPath(new URL('../../bin/vkts.js', import.meta.url));
const doctor = (env: Record<string, string> = {}) =>
  spawnSync(process.execPath, [bin, 'doctor'], { encoding: 'utf8', timeout: 120_000, env: { ...process.env, ...env } });

test('vkts doctor prints one ✓ line per check on lavapipe and exits 0', () => {
  const r = doctor();
  expect(r.stderr).toBe('');
  expect(r.status).toBe(0);
  const lines = r.stdout.trimEnd().split('\n');
  expect(lines.every((l) => /^[✓✗] /.test(l))).toBe(true);
  expect(lines[0]).toMatch(/^✓ Vulkan loader: \S*libvulkan\S*, Vulkan \d+\.\d+\.\d+$/);
  expect(lines).toContainEqual(
    expect.stringMatching(/^✓ device 0: .*\((cpu|discrete|integrated|virtual|other), driver .+, Vulkan \d+\.\d+\.\d+\)$/),
  );
  expect(lines).toContainEqual(expect.stringMatching(/^✓ validation layer: VK_LAYER_KHRONOS_validation \d+\.\d+\.\d+/));
  expect(lines).toContainEqual(expect.stringMatching(/^✓ glslc: \S*glslc \(shaderc .*\); compiles compute shaders$/));
  expect(lines).toContainEqual(expect.stringMatching(/^✓ glslc cooperative matrix: GL_KHR_cooperative_matrix shaders compile$/));
  expect(lines).toContainEqual(expect.stringMatching(/^✓ cache folder: .*writable/));
}, 60_000);

test('vkts doctor without a loader or glslc says what to install and exits 1', () => {
  const r = doctor({ VKTS_VULKAN_LIBRARY: '/nonexistent/libvulkan.so.1', VKTS_GLSLC: '/nonexistent/glslc', PATH: '/nonexistent' });
  expect(r.status).toBe(1);
  const lines = r.stdout.trimEnd().split('\n');
  expect(lines[0]).toMatch(/^✗ Vulkan loader: .* — fix: .*apt-get install libvulkan1/);
  expect(lines).toContainEqual(expect.stringMatching(/^✗ validation layer: .* — fix: .*apt-get install vulkan-validationlayers/));
  // VKTS_GLSLC pointing at nothing still falls back to the checkout's toolchain; only report what was found.
  expect(lines).toContainEqual(expect.stringMatching(/^[✓✗] glslc: /));
}, 60_000);
