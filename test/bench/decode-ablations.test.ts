// bench/decode-sweep.ts --ablate edits the shipped decode kernel's text: every part must find its text
// exactly once in today's kernel (else the next H200 lease finds out), bad names and moved text are errors,
// and each ablated kernel compiles with the shipped kernel's bindings and push constants (the sweep binds
// them alike; a part the compiler could drop whole would take its binding with it).
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ABLATIONS, ablate } from '../../bench/decode-ablations.ts';
import { useDevice } from '../helpers/device.ts';
import { glslcIfInstalled } from '../helpers/glslc.ts';

const glslc = glslcIfInstalled();
if (!glslc) console.log('decode ablations: the compile test skipped, no glslc (source .toolchain/env.sh)');

const kernel = readFileSync('src/ops/attention/attention_decode.comp', 'utf8');

describe('decode ablations', () => {
  test('each part edits the shipped kernel once, behind the flag bit the sweep never sets', () => {
    for (const part of Object.keys(ABLATIONS)) {
      const edited = ablate(kernel, part);
      expect(edited, part).not.toBe(kernel);
      expect(edited.split('(flags & 64u) != 0u').length - 1, part).toBe(1);
    }
    const all = ablate(kernel, 'stream+combine+q+teams+subgroups+write');
    expect(all.split('(flags & 64u) != 0u').length - 1).toBe(6);
  });

  test('an unknown part, or a kernel without the text, is an error naming it', () => {
    expect(() => ablate(kernel, 'stream+merge')).toThrow(/'merge' is not one of combine, stream/);
    expect(() => ablate(kernel.replace('void combineIfLast(', 'void combine('), 'combine')).toThrow(
      /--ablate combine: the kernel no longer has/,
    );
    expect(() => ablate(kernel, 'teams+teams')).toThrow(/--ablate teams/); // the first edit moved its text
  });

  const dev = useDevice();
  test.skipIf(!glslc)('each ablated kernel compiles with the shipped bindings and push constants', () => {
    const d = dev();
    const compile = (source: string, name: string) =>
      d.kernel(source, {
        fileName: 'src/ops/attention/attention_decode.comp',
        includePaths: ['shaders/include'],
        defines: { D: 128, RMAX: 4, KPL: 4, Q_F16: 1, KV_F16: 1 },
        targetEnv: 'vulkan1.2',
        optimize: true,
        name,
      });
    const shipped = compile(kernel, 'shipped');
    for (const part of Object.keys(ABLATIONS)) {
      const k = compile(ablate(kernel, part), part);
      expect(k.bindingNames, part).toEqual(shipped.bindingNames);
      expect(k.pushConstantNames, part).toEqual(shipped.pushConstantNames);
    }
  });
});
