// C2: malformed SPIR-V never reaches the driver. 300 deterministic single-word mutations of a committed module
// go through device.pipeline() and device.kernel() in child processes (50 per child): each either works or
// throws a VktsError, and no child dies by a signal. The named classes of the issue are checked one by one.
import * as fs from 'node:fs';
import * as path from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidSpirvError, SpirvError } from '../../src/spirv/errors.ts';
import { reflect } from '../../src/spirv/reflect.ts';
import { forEachInstruction } from '../../src/spirv/structure.ts';
import { checkStructure } from '../../src/spirv/structure.ts';
import { ROOT, expectSurvived } from '../vk/child.ts';
import { spv, useDevice } from '../helpers/device.ts';
import { spawnSync } from 'node:child_process';

const MODULE = 'unary.relu_f32';
const FIXTURE = path.join(ROOT, 'test/device/fixtures/spirv-mutations.ts');

describe('300 single-word mutations', () => {
  for (let start = 0; start < 300; start += 50) {
    it(`mutations ${start}..${start + 49}: each works or throws a VktsError`, () => {
      const r = spawnSync(
        process.execPath,
        ['--import', 'tsx', FIXTURE, path.join(ROOT, `shaders/spv/${MODULE}.spv`), String(start), String(start + 50)],
        {
          cwd: ROOT,
          encoding: 'utf8',
          timeout: 300_000,
          env: { ...process.env, VKTS_VALIDATION: '' },
        },
      );
      const last = r.stdout
        .split('\n')
        .filter((l) => l.startsWith('M '))
        .pop();
      expectSurvived({
        status: r.status,
        signal: r.signal,
        stdout: `last attempted: ${last}\n${r.stdout.slice(-500)}`,
        stderr: r.stderr,
        results: [],
      });
      expect(r.stdout.split('\n').filter((l) => l.startsWith('NONTYPED'))).toEqual([]);
      expect(r.stdout).toMatch(/^DONE \d+ \d+$/m);
    }, 300_000);
  }
});

/** The instructions of a module: [opcode, word index, word count]. */
function instructions(words: Uint32Array): [number, number, number][] {
  const out: [number, number, number][] = [];
  forEachInstruction(words, (op, ins, at) => out.push([op, at, ins.length]));
  return out;
}
const first = (words: Uint32Array, op: number): [number, number, number] => instructions(words).find((i) => i[0] === op)!;

describe('the classes of malformed module the driver crashed on', () => {
  const dev = useDevice();
  const base = spv(MODULE);
  const refused = (words: Uint32Array, message: RegExp) => {
    expect(() => checkStructure(words)).toThrow(SpirvError);
    expect(() => checkStructure(words)).toThrow(message);
    expect(() => dev().pipeline(words, { bindings: 2, pushConstantSize: 12 })).toThrow(InvalidSpirvError);
    expect(() => dev().kernel(words)).toThrow(SpirvError);
  };

  it('src/spirv/grammar.ts matches the grammar it was generated from (when the toolchain has it)', () => {
    const grammar = process.env.VKTS_SPIRV_GRAMMAR ?? path.join(ROOT, '.toolchain/root/usr/include/spirv/unified1/spirv.core.grammar.json');
    if (!fs.existsSync(grammar)) return;
    const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(ROOT, 'scripts/gen-spirv-grammar.ts'), grammar, '--check'], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.status, r.stderr).toBe(0);
  });

  it('every committed module passes (no false positives)', () => {
    const dir = path.join(ROOT, 'shaders/spv');
    const files = fs.readdirSync(dir).filter((f) => f.endsWith('.spv'));
    expect(files.length).toBeGreaterThan(50);
    for (const f of files) expect(() => reflect(spv(f.replace(/\.spv$/, ''))), f).not.toThrow();
  });

  it('an id at or past the bound, or defined twice, or used and never defined', () => {
    const w = base.slice();
    const [, at] = first(w, 5); // OpName %id "..."
    w[at + 1] = w[3]!; // the bound
    refused(w, /never defined \(the bound is/);
    const v = base.slice();
    const [, vat] = first(v, 59); // OpVariable %type %id
    v[vat + 2] = v[first(v, 54)[1] + 2]!; // the id of the function
    refused(v, /defines id %\d+ again/);
    const u = base.slice();
    u[3] = 2 ** 23;
    refused(u, /id bound is 8388608/);
  });

  it('a word count that does not fit the operands', () => {
    const w = base.slice();
    const [, at] = first(w, 23); // OpTypeVector %r %component count: 4 words
    w[at] = (3 << 16) | 23; // now 3: the next instruction's first word is read as a fourth operand elsewhere
    expect(() => checkStructure(w)).toThrow(SpirvError);
    const c = base.slice();
    const [, cat] = first(c, 43); // OpConstant %uint %id value: a 32-bit constant takes one word
    c[cat] = (3 << 16) | 43;
    expect(() => checkStructure(c)).toThrow(/has 3 words, which does not fit|constant in 0 words|is used but never defined/);
  });

  it("an enum value the grammar does not define, or one given parameters it does not take (the H200's driver crashed on both)", () => {
    const builtIn = instructions(base).find(([op, at]) => op === 71 && base[at + 2] === 11)!; // OpDecorate %id BuiltIn b
    const w = base.slice();
    w[builtIn[1] + 2] = 12; // no Decoration has the value 12
    refused(w, /OpDecorate: 12 is not a Decoration value of the grammar/);
    const g = base.slice();
    g[builtIn[1] + 2] = 8; // GLSLShared takes no parameter: the built-in's word is one too many
    refused(g, /OpDecorate has 4 words, which does not fit its operands \(i<Decoration>\)/);
  });

  it('a value used before its definition in a function (the H200 driver crashed on an access chain index defined later)', () => {
    const chains = instructions(base).filter(([op]) => op === 65); // OpAccessChain %type %id %base %index...
    const [, at] = chains[0]!;
    const w = base.slice();
    const later = instructions(w).find(([op, a]) => a > at && op === 61)!; // an OpLoad after it: %type %id %pointer
    w[at + 4] = w[later[1] + 2]!; // the first index is now that load's result
    refused(w, /OpAccessChain uses %\d+ before its definition at word \d+/);
  });

  it('a function type where a pointer type is expected, and a pointer to a function type', () => {
    const w = base.slice();
    const fnType = first(w, 33)[1]; // OpTypeFunction %id %void
    const [, vat] = first(w, 59); // OpVariable %ptrType %id
    w[vat + 1] = w[fnType + 1]!;
    refused(w, /OpVariable: its type %\d+ \(OpTypeFunction\) is not a pointer type/);
    const p = base.slice();
    const [, pat] = first(p, 32); // OpTypePointer %id class %pointee
    p[pat + 3] = p[fnType + 1]!;
    refused(p, /OpTypePointer: it points to %\d+ \(OpTypeFunction\)/);
  });

  it('an entry point whose function takes parameters or returns a value', () => {
    // Re-point OpFunction's function type at a new one: OpTypeFunction %void %uint (one parameter).
    const w = base.slice();
    const fnType = first(w, 33)[1];
    const [, fat] = first(w, 54); // OpFunction %result %id control %type
    const withParam = [(4 << 16) | 33, w[3]!, w[fnType + 2]!, w[first(w, 21)[1] + 1]!];
    const grown = new Uint32Array(w.length + 4);
    grown.set(w.subarray(0, fat));
    grown.set(withParam, fat);
    grown.set(w.subarray(fat), fat + 4);
    grown[3] = w[3]! + 1;
    grown[fat + 4 + 4] = w[3]!;
    refused(grown, /must take no parameters and return void/);
  });

  it('an access chain index past the end of a struct (a constant changed)', () => {
    // The push-constant block has 3 members; the constant 2 indexes its last one. Make it 3.
    const w = base.slice();
    const int = instructions(w).find(([op, at]) => op === 21 && w[at + 3] === 1)!; // OpTypeInt %int 32 1
    const two = instructions(w).find(([op, at]) => op === 43 && w[at + 1] === w[int[1] + 1] && w[at + 3] === 2)!;
    w[two[1] + 3] = 3;
    refused(w, /index \d \(3\) is outside its composite/);
  });
});
