// Every `vkts bench` op row names the kernel it times: one step of each family's bench case (at a CPU
// device's sizes, the smallest; a family sizing its rows by device type keeps its GPU ones there) is run with
// the profiler on, and where the step is one dispatch, that dispatch's
// kernel (`shader.variant`) must be the row's variant or end with it (`vec4` for binary.add_f32_vec4). A row
// whose label says one kernel while another runs (a rule's default changed, a dtype fell back) fails here.
import { expect, test } from 'vitest';
import { benchContext, SMALL_BENCH_SIZES } from '../../src/cli/bench/ops-suite.ts';
import { FAMILIES } from '../../src/quant/families.ts';
import { useDevice } from '../helpers/device.ts';

const device = useDevice({ profile: true });

const names = (variant: string, kernel: string): boolean =>
  kernel === variant || kernel.endsWith(`.${variant}`) || kernel.endsWith(`_${variant}`);

test("each bench row's variant is the kernel its step dispatches", () => {
  const d = device();
  const ctx = benchContext(d, true, false, SMALL_BENCH_SIZES);
  const wrong: string[] = [];
  let checked = 0;
  for (const family of FAMILIES) {
    for (const c of family.bench?.(ctx) ?? []) {
      const { step, free } = c.setup();
      try {
        d.sync();
        d.resetProfile();
        step(0);
        d.sync();
        const kernels = d.profile().kernels.map((k) => k.name);
        if (kernels.length !== 1) continue; // a multi-kernel op (the f16 qgemm path): its variant names the path
        checked++;
        if (!names(c.variant, kernels[0]!)) wrong.push(`${c.op} ${c.shape} ${c.dtype}: labelled ${c.variant}, ran ${kernels[0]}`);
      } finally {
        for (const t of free) t.destroy();
      }
    }
  }
  expect(wrong).toEqual([]);
  expect(checked).toBeGreaterThan(60);
}, 300_000);
