// Every ```ts block of README.md runs as written: each is saved in a temporary folder inside the checkout,
// with `from 'vkts'` pointing at src/index.ts, and run through tsx with VKTS_VALIDATION=1. A block fails on
// a non-zero exit or on anything on stderr (where validation prints its messages). The blocks type-check too.
// The `npx vkts ...` lines of the ```sh blocks run the same way (bin/vkts.js, in that folder, next to the
// ```glsl blocks saved under the name their first line gives, `// saxpy.comp`).
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, expect, test } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const tsx = join(root, 'node_modules/tsx/dist/cli.mjs');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

/** The ```ts blocks, with the line each starts on. */
const blocks = [...readme.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => ({
  line: readme.slice(0, m.index).split('\n').length,
  code: m[1],
}));

// Blocks known not to run yet, by their first line: each must be fixed in README.md, not skipped silently.
// Empty: every block runs.
const KNOWN_TO_FIX: string[] = [];

// Inside the checkout (in the git-, lint- and format-ignored .cache/) so tsx and tsc resolve the imports.
mkdirSync(join(root, '.cache'), { recursive: true });
const dir = mkdtempSync(join(root, '.cache', 'readme-blocks-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const files = blocks.map(({ code }, i) => {
  const file = join(dir, `block${i}.ts`);
  const source = code
    .replace(/from 'vkts'/g, `from ${JSON.stringify(join(root, 'src/index.ts'))}`)
    .replace(/from 'vkts\/vk'/g, `from ${JSON.stringify(join(root, 'src/vk/index.ts'))}`);
  writeFileSync(file, source);
  return file;
});

test('README.md has ts blocks', () => expect(blocks.length).toBeGreaterThan(0));

/** Runs node with `args` in the blocks' folder, validation on: no stderr, exit code 0. */
function expectCleanRun(args: string[]): void {
  const run = spawnSync(process.execPath, args, {
    cwd: dir,
    encoding: 'utf8',
    timeout: 120_000,
    env: { ...process.env, VKTS_VALIDATION: '1' },
  });
  expect(run.stderr).toBe('');
  expect(run.status).toBe(0);
}

for (const m of readme.matchAll(/^```glsl\n\/\/ (\S+)\n([\s\S]*?)^```$/gm)) writeFileSync(join(dir, m[1]!), m[2]!);
const commands = [...readme.matchAll(/^```sh\n([\s\S]*?)^```$/gm)].flatMap((m) =>
  m[1]!.split('\n').filter((l) => l.startsWith('npx vkts ')),
);
// bench runs for minutes on a CPU device; test/cli/bench.test.ts runs `vkts bench --quick` in every format.
const LONG = /^npx vkts bench\b/;

test('README.md has vkts command lines', () => expect(commands.length).toBeGreaterThan(1));

for (const command of commands) {
  (LONG.test(command) ? test.skip : test)(
    `README.md: ${command}`,
    () => expectCleanRun([join(root, 'bin/vkts.js'), ...command.split(/\s+/).slice(2)]),
    130_000,
  );
}

for (const [i, { line, code }] of blocks.entries()) {
  const first = code.split('\n')[0];
  const known = KNOWN_TO_FIX.includes(first);
  (known ? test.fails : test)(`README.md:${line} runs (${first})`, () => expectCleanRun([tsx, files[i]!]), 130_000);
}

test('README.md ts blocks type-check', () => {
  // The project's compiler options; only the blocks' own diagnostics count (src/ is checked by `npm run typecheck`).
  writeFileSync(join(dir, 'tsconfig.json'), JSON.stringify({ extends: '../../tsconfig.json', include: ['*.ts'] }));
  const run = spawnSync(join(root, 'node_modules/.bin/tsc'), ['--noEmit', '-p', dir, '--pretty', 'false'], {
    cwd: root,
    encoding: 'utf8',
    timeout: 120_000,
  });
  const ours = `${run.stdout}${run.stderr}`
    .split('\n')
    .filter((l) => l.includes(basename(dir)))
    .map((l) =>
      l.replace(/^.*block(\d+)\.ts\((\d+),\d+\)/, (_, b: string, n: string) => `README.md:${blocks[Number(b)].line + Number(n)}`),
    );
  expect(ours).toEqual([]);
}, 130_000);
