// The published shape of the package: JavaScript built into dist/ (as `npm pack` does), no src/, used from
// plain Node with no TypeScript loader — both `import 'vkts'` and the `vkts` command.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

test('the built package imports and runs from plain Node', () => {
  const pkg = join(mkdtempSync(join(tmpdir(), 'vkts-pkg-')), 'vkts');
  const tsc = spawnSync(
    process.execPath,
    [join(root, 'node_modules/typescript/bin/tsc'), '-p', join(root, 'tsconfig.build.json'), '--outDir', join(pkg, 'dist')],
    { encoding: 'utf8' },
  );
  expect(tsc.stdout + tsc.stderr).toBe('');
  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { files: string[] };
  for (const entry of manifest.files.filter((f) => f !== 'dist')) cpSync(join(root, entry), join(pkg, entry), { recursive: true });
  cpSync(join(root, 'package.json'), join(pkg, 'package.json'));
  symlinkSync(join(root, 'node_modules'), join(pkg, 'node_modules'));
  // A consumer resolves the package by name, through its exports.
  const consumer = mkdtempSync(join(tmpdir(), 'vkts-consumer-'));
  mkdirSync(join(consumer, 'node_modules'));
  symlinkSync(pkg, join(consumer, 'node_modules', 'vkts'), 'dir');
  writeFileSync(
    join(consumer, 'main.mjs'),
    `import { Device, add, vk } from 'vkts';\n` +
      `import { vk as vkNamed } from 'vkts/vk';\n` +
      `import * as vkAll from 'vkts/vk';\n` +
      `if (vkNamed !== vkAll || vkNamed.makeApiVersion !== vk.makeApiVersion) throw new Error('vkts/vk: vk is not the module');\n` +
      `const d = Device.open({ validation: true });\n` +
      `const a = d.upload(new Float32Array([1, 2, 3, 4.5]));\n` +
      `console.log(JSON.stringify({ sum: Array.from(add(a, a).read()), binding: typeof vk.makeApiVersion, messages: d.validationMessages().length }));\n` +
      `d.destroy();\n`,
  );
  const run = spawnSync(process.execPath, ['main.mjs'], { encoding: 'utf8', cwd: consumer });
  expect(run.stderr).toBe('');
  expect(JSON.parse(run.stdout)).toEqual({ sum: [2, 4, 6, 9], binding: 'function', messages: 0 });
  const cli = spawnSync(process.execPath, [join(pkg, 'bin/vkts.js'), 'info', '--json'], { encoding: 'utf8' });
  expect(cli.status).toBe(0);
  expect(JSON.parse(cli.stdout)[0].limits.maxComputeWorkGroupCount).toHaveLength(3);
  // A TypeScript consumer type-checks against the published .d.ts, the package's own declarations
  // included (skipLibCheck off: the build strips @internal members, and what is left must still hold).
  writeFileSync(
    join(consumer, 'check.ts'),
    `import { Device, add, vk } from 'vkts';\nimport { vk as vkNamed } from 'vkts/vk';\n` +
      `const d: Device = Device.open({ device: 'cpu' });\nconsole.log(String(add(d.upload(new Float32Array(4)), d.upload(new Float32Array(4)))), vk === vkNamed);\n`,
  );
  writeFileSync(
    join(consumer, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: {
        module: 'nodenext',
        moduleResolution: 'nodenext',
        target: 'es2022',
        strict: true,
        noEmit: true,
        skipLibCheck: false,
      },
      files: ['check.ts'],
    }),
  );
  symlinkSync(join(root, 'node_modules', '@types'), join(consumer, 'node_modules', '@types'), 'dir');
  const types = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '-p', consumer], { encoding: 'utf8' });
  expect(types.stdout + types.stderr).toBe('');
}, 120_000);
