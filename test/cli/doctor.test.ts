// `vkts doctor` on this machine (lavapipe, the pinned toolchain): every check passes, one line each; with the
// loader missing it says what to install and exits 1.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';
import { findGlslc } from '../../src/spirv/compile.ts';

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
    expect.stringMatching(/^✓ device 0: .+: (cpu|discrete|integrated|virtual|other), driver .+, Vulkan \d+\.\d+\.\d+$/),
  );
  expect(lines).toContainEqual(expect.stringMatching(/^✓ validation layer: VK_LAYER_KHRONOS_validation \d+\.\d+\.\d+/));
  expect(lines).toContainEqual(expect.stringMatching(/^✓ glslc: \S*glslc \(shaderc .*\); compiles compute shaders$/));
  expect(lines).toContainEqual(expect.stringMatching(/^✓ glslc cooperative matrix: GL_KHR_cooperative_matrix shaders compile$/));
  expect(lines).toContainEqual(expect.stringMatching(/^✓ cache folder: .*writable/));
}, 60_000);

test('vkts doctor without a loader says what to install and exits 1', () => {
  const r = doctor({ VKTS_VULKAN_LIBRARY: '/nonexistent/libvulkan.so.1', VKTS_GLSLC: '/nonexistent/glslc', PATH: '/nonexistent' });
  expect(r.status).toBe(1);
  const lines = r.stdout.trimEnd().split('\n');
  expect(lines[0]).toMatch(/^✗ Vulkan loader: .* — fix: .*apt-get install libvulkan1/);
  expect(lines).toContainEqual(expect.stringMatching(/^✗ validation layer: .* — fix: .*apt-get install vulkan-validationlayers/));
  // A VKTS_GLSLC pointing at nothing falls back to the checkout's .toolchain/bin/glslc, so glslc may still be found.
  expect(lines).toContainEqual(expect.stringMatching(/^[✓✗] glslc: /));
}, 60_000);

test('vkts doctor reports a glslc without cooperative matrices (Debian 12) as such, with the fix, and exits 0', () => {
  // A glslc wrapper that rejects GL_KHR_cooperative_matrix as Debian 12's glslc does and compiles the rest.
  const dir = mkdtempSync(join(tmpdir(), 'vkts-doctor-'));
  try {
    const fake = join(dir, 'glslc');
    writeFileSync(
      fake,
      [
        '#!/bin/sh',
        `[ "$1" = --version ] && exec '${findGlslc()}' --version`,
        'src=$(cat)',
        'case "$src" in *GL_KHR_cooperative_matrix*)',
        `  echo "<stdin>:2: error: '#extension' : extension not supported: GL_KHR_cooperative_matrix" >&2; exit 1;;`,
        'esac',
        `printf '%s' "$src" | exec '${findGlslc()}' "$@"`,
        '',
      ].join('\n'),
      { mode: 0o755 },
    );
    const r = doctor({ VKTS_GLSLC: fake });
    expect(r.status).toBe(0);
    const lines = r.stdout.trimEnd().split('\n');
    expect(lines.find((l) => l.startsWith('✓ glslc: '))).toMatch(
      /^✓ glslc: .*vkts-doctor-.*\/glslc \(shaderc .*\); compiles compute shaders$/,
    );
    expect(lines).toContainEqual(
      expect.stringMatching(
        /^✗ glslc cooperative matrix: .*extension not supported: GL_KHR_cooperative_matrix.* — fix: Debian 13\+ \/ Ubuntu 24\.04\+: `apt-get install glslc`; in a vkts checkout: `bash scripts\/toolchain\.sh`/,
      ),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}, 60_000);
