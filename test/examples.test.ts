// Every program in examples/ runs to completion (exit 0), so none of them rots.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const dir = fileURLToPath(new URL('../examples/', import.meta.url));
const tsx = fileURLToPath(new URL('../node_modules/tsx/dist/cli.mjs', import.meta.url));
const examples = readdirSync(dir).filter((f) => f.endsWith('.ts'));

test('there are examples', () => expect(examples.length).toBeGreaterThan(0));

for (const file of examples) {
  test(`examples/${file} runs`, () => {
    // Validation on: VKTS_VALIDATION=1 prints every message on stderr, which must stay empty.
    const run = spawnSync(process.execPath, [tsx, dir + file], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, VKTS_VALIDATION: '1' },
    });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
    expect(run.stdout.length).toBeGreaterThan(0);
  }, 130_000);
}
