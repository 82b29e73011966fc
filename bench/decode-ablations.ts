// Ablations of attention_decode.comp for bench/decode-sweep.ts --ablate: each part of the kernel switched off
// by an edit of its source that guards the part with a push-constant flag bit the sweep never sets (bit 64 of
// `flags`; the op uses 1, 2 and 4), so the compiler keeps every binding and the reflected layout matches the
// dispatch. An ablated kernel's result is wrong by design: the sweep times it without checking it. Each
// edit must find its text exactly once, so a change to the kernel that moves a part fails here, loudly.
// docs/bench/README.md (the section of 2026-12-04) has the table these reproduce.

const ON = '(flags & 64u) != 0u'; // never true in the sweep: the guarded part never runs

interface Edit {
  readonly find: string;
  readonly replace: string;
}

/** Each part and the edits that switch it off (contiguous layout: the paged one has no flags). */
export const ABLATIONS: Readonly<Record<string, { what: string; edits: readonly Edit[] }>> = {
  combine: {
    what: "the count of finished splits and the last workgroup's merge of them",
    edits: [
      {
        find: 'void combineIfLast(uint counter, uint firstRow, uint R) {\n',
        replace: `void combineIfLast(uint counter, uint firstRow, uint R) {\n  if (!(${ON})) return;\n`,
      },
    ],
  },
  stream: {
    what: "every K/V load and its arithmetic (a split's end set to its start)",
    edits: [
      { find: 'const uint kEnd = min(kBegin + splitSize, L);', replace: `const uint kEnd = ${ON} ? min(kBegin + splitSize, L) : kBegin;` },
    ],
  },
  q: {
    what: "q's staging into shared memory (zeros instead)",
    edits: [
      { find: '    if (r < R) {\n      const uint rr = row0 + r;', replace: `    if (r < R && ${ON}) {\n      const uint rr = row0 + r;` },
    ],
  },
  teams: {
    what: "the shuffles that fold a subgroup's teams together",
    edits: [
      { find: 'for (uint o = T; o < gl_SubgroupSize; o <<= 1u) {', replace: `for (uint o = T; ${ON} && o < gl_SubgroupSize; o <<= 1u) {` },
    ],
  },
  subgroups: {
    what: 'the rounds through shared memory that fold the subgroups in order',
    edits: [
      {
        find: 'for (uint n0 = 0u; n0 < subgroups; n0 += SLOTS) {',
        replace: `for (uint n0 = 0u; ${ON} && n0 < subgroups; n0 += SLOTS) {`,
      },
    ],
  },
  write: {
    what: "the split's (m, l, acc) store",
    edits: [
      {
        find: '    if (r >= R) continue;\n    const uint slot = (firstRow + r) * splits + split;',
        replace: `    if (r >= R || !(${ON})) continue;\n    const uint slot = (firstRow + r) * splits + split;`,
      },
    ],
  },
  tail: {
    what: 'everything after the key loop: the merges, the write and the combine',
    edits: [
      {
        find: '  // the teams of a subgroup merged:',
        replace: `  if (!(${ON})) return;\n  // the teams of a subgroup merged:`,
      },
    ],
  },
  all: {
    what: 'everything: the workgroups return at once (the dispatch of the grid, its barrier and timestamp)',
    edits: [{ find: 'void main() {\n', replace: `void main() {\n  if (!(${ON})) return;\n` }],
  },
};

/** `source` with the parts of `spec` (names joined by '+') switched off. */
export function ablate(source: string, spec: string): string {
  return spec.split('+').reduce((src, part) => {
    const a = ABLATIONS[part];
    if (!a) throw new Error(`--ablate: '${part}' is not one of ${Object.keys(ABLATIONS).join(', ')}`);
    return a.edits.reduce((s, e) => {
      const at = s.indexOf(e.find);
      if (at < 0 || s.indexOf(e.find, at + 1) >= 0)
        throw new Error(`--ablate ${part}: the kernel no longer has exactly one '${e.find.trim()}'`);
      return s.replace(e.find, e.replace);
    }, src);
  }, source);
}
