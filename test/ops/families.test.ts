// The family registry: every folder under src/ops that declares kernels is registered once; every family
// with ops has a CPU reference and harness cases; production code never loads a reference or a case; and
// the variant-choice tables pick what their `why` says on synthetic devices.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, test } from 'vitest';
import { FAMILIES } from '../../src/ops/families.ts';
import { LAYOUT_RULES } from '../../src/ops/elementwise/ops.ts';
import { choose } from '../../src/ops/select.ts';
import type { Addressing } from '../../src/ops/strided.ts';
import { SYNTHETIC } from '../helpers/synthetic-devices.ts';

const OPS = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/ops');
const folders = fs
  .readdirSync(OPS, { withFileTypes: true })
  .filter((e) => e.isDirectory() && e.name !== 'generated')
  .map((e) => e.name);
const has = (dir: string, file: string): boolean => fs.existsSync(path.join(OPS, dir, file));

describe('families', () => {
  test('every family folder is registered under its folder name, once', () => {
    const names = FAMILIES.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual(folders.filter((f) => has(f, 'index.ts')).sort());
    for (const f of folders) expect(has(f, 'kernels.ts'), `${f}/kernels.ts`).toBe(true);
  });

  test('every family with ops has a reference and harness cases', () => {
    for (const f of folders.filter((d) => has(d, 'ops.ts'))) {
      expect(has(f, 'reference.ts') && has(f, 'cases.ts'), `${f}: reference.ts and cases.ts`).toBe(true);
    }
  });

  test('production code never imports a reference, a harness case or the case module', () => {
    const src = path.resolve(OPS, '..');
    const testOnly = /(^|\/)([\w-]+-)?(reference|cases|case)\.ts$/; // a family may split its cases (half-cases.ts)
    const offenders: string[] = [];
    const walk = (dir: string): void => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, e.name);
        if (e.isDirectory()) walk(p);
        else if (e.name.endsWith('.ts') && !testOnly.test(p)) {
          for (const m of fs.readFileSync(p, 'utf8').matchAll(/from '([^']+)'/g))
            if (testOnly.test(m[1]!)) offenders.push(`${path.relative(src, p)} → ${m[1]}`);
        }
      }
    };
    walk(src);
    expect(offenders).toEqual([]);
  });

  test('kernel and variant names are unique across families', () => {
    const shaders = FAMILIES.flatMap((f) => f.kernels.map((k) => k.shader));
    expect(new Set(shaders).size).toBe(shaders.length);
  });
});

describe('variant choice tables', () => {
  const addr = (layout: Addressing['layout']): Addressing => ({ layout, offsets: [], rank: 0, shape: [], strides: [] });

  test('elementwise: strided views, then vec4, then contiguous, on every device', () => {
    for (const device of Object.values(SYNTHETIC)) {
      expect(choose(LAYOUT_RULES, addr('strided'), device)).toBe('_strided');
      expect(choose(LAYOUT_RULES, addr('vec4'), device)).toBe('_vec4');
      expect(choose(LAYOUT_RULES, addr('contiguous'), device)).toBe('');
    }
  });

  test('a table whose rules all fail says which rules it has', () => {
    expect(() => choose([{ when: () => false, variant: 'x', why: 'never' }], {}, SYNTHETIC.h200)).toThrow(/never/);
  });
});
