// bench/decode-sweep.ts --ablate edits the shipped decode kernel's text: every part must find its text
// exactly once in today's kernel (else the next H200 lease finds out), and bad names and moved text are errors.
import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { ABLATIONS, ablate } from '../../bench/decode-ablations.ts';

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
});
