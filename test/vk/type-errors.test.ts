// Wrong handle kinds, nulls for required handles, missing members and foreign pNext structs are TypeScript
// errors: run the type checker over a fixture and expect exactly the marked errors.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const fixture = fileURLToPath(new URL('./fixtures/type-errors.fixture.ts', import.meta.url));

test('the type checker rejects exactly the marked lines', () => {
  const config = fileURLToPath(new URL('./fixtures/tsconfig.json', import.meta.url));
  const tsc = spawnSync(process.execPath, [join(root, 'node_modules/typescript/bin/tsc'), '--noEmit', '-p', config], { encoding: 'utf8' });
  const got = [...tsc.stdout.matchAll(/type-errors\.fixture\.ts\((\d+),\d+\): error (TS\d+)/g)].map((m) => `${m[1]} ${m[2]}`);
  const want = readFileSync(fixture, 'utf8')
    .split('\n')
    .flatMap((line, i) => (line.match(/\/\/ error: (TS\d+)/) ? [`${i + 1} ${line.match(/\/\/ error: (TS\d+)/)![1]}`] : []));
  expect(want.length).toBeGreaterThan(5);
  expect(got).toEqual(want);
}, 120_000);
