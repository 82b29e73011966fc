// Every declared kernel variant (src/quant/families.ts ALL_KERNELS: both layers') against its committed SPIR-V, by
// reflection: the .spv exists and reflects; the workgroup size is specialization constant 0 with the
// declared default (a literal for 'fixed' workgroups); the bindings are set-0 storage buffers numbered
// 0..n-1 (what launch() binds); the push block fits the 128 bytes every Vulkan device guarantees
// (maxPushConstantsSize); and shaders/spv/manifest.json lists exactly the declared variants, with their
// defines and target environment. GPU-free.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ALL_KERNELS } from '../../src/quant/families.ts';
import { reflect } from '../../src/spirv/index.ts';

const SPV = fileURLToPath(new URL('../../shaders/spv/', import.meta.url));
interface Entry {
  name: string;
  variant: string;
  file: string;
  defines: Record<string, string | number>;
  targetEnv: string;
}
const manifest = JSON.parse(readFileSync(SPV + 'manifest.json', 'utf8')) as { shaders: Entry[] };

/** The minimum maxPushConstantsSize of the Vulkan spec. */
const PUSH_LIMIT = 128;

const declared = ALL_KERNELS.flatMap((k) => k.variants.map((v) => ({ k, v, id: `${k.shader}.${v.name}` })));

describe('declared kernels and their committed SPIR-V', () => {
  it('the manifest lists exactly the declared variants, with their defines and target environment', () => {
    expect(manifest.shaders.map((e) => `${e.name}.${e.variant}`).sort()).toEqual(declared.map((d) => d.id).sort());
    for (const { k, v, id } of declared) {
      const e = manifest.shaders.find((s) => `${s.name}.${s.variant}` === id)!;
      expect({ file: e.file, defines: e.defines, targetEnv: e.targetEnv }, id).toEqual({
        file: `${id}.spv`,
        defines: v.defines,
        targetEnv: k.targetEnv,
      });
    }
  });

  for (const { k, id } of declared) {
    it(id, () => {
      const file = `${SPV}${id}.spv`;
      expect(existsSync(file), `${file} is committed`).toBe(true);
      const r = reflect(readFileSync(file));
      if (k.workgroup === 'fixed') {
        expect(r.localSizeSpecIds, 'a literal local size').toEqual([null, null, null]);
      } else {
        expect(r.localSizeSpecIds, 'local_size_x_id = 0').toEqual([0, null, null]);
        expect(r.localSize, 'the declared default').toEqual([k.workgroup, 1, 1]);
      }
      expect(r.bindings.map((b) => [b.set, b.binding, b.descriptorType, b.count])).toEqual(
        r.bindings.map((_, i) => [0, i, 'storageBuffer', 1]),
      );
      expect(r.pushConstants?.size ?? 0, 'push constants fit the guaranteed 128 bytes').toBeLessThanOrEqual(PUSH_LIMIT);
    });
  }
});
