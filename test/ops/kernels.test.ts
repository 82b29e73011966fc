// The op shaders' contract (src/ops/kernels.ts) checked against the committed SPIR-V through reflection:
// what the runtime binds, pushes and launches is what the shaders declare.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { reflect, type SpirvType } from '../../src/spirv/index.ts';
import {
  COOPMAT_SHAPES, GEMM_TILES, KERNELS, MATVEC_ROWS_PER_WORKGROUP, PEAK, grid2d, kernelContract, pushSize, workgroupCount,
  type ElemType, type Requirement,
} from '../../src/ops/kernels.ts';

const SPV = fileURLToPath(new URL('../../shaders/spv/', import.meta.url));
interface Entry { name: string; variant: string; file: string; defines: Record<string, string | number>; targetEnv: string }
const manifest = JSON.parse(readFileSync(SPV + 'manifest.json', 'utf8')) as { shaders: Entry[] };
/** Shaders that are not ops: the workbench sample and the runtime's own kernels. */
const opEntries = manifest.shaders.filter((e) => e.name !== 'saxpy' && !e.name.startsWith('rt_'));

function elemOf(t: SpirvType): ElemType | string {
  if (t.tag === 'scalar') {
    if (t.kind === 'float') return t.width === 32 ? 'f32' : t.width === 16 ? 'f16' : `f${t.width}`;
    if (t.kind === 'uint') return t.width === 32 ? 'u32' : t.width === 16 ? 'u16' : `u${t.width}`;
    if (t.kind === 'int') return t.width === 32 ? 'i32' : `i${t.width}`;
  }
  if (t.tag === 'vector' && t.component.kind === 'float' && t.component.width === 32 && t.count === 4) return 'f32x4';
  if (t.tag === 'vector' && t.component.kind === 'uint' && t.component.width === 32) return `u32x${t.count}`;
  return JSON.stringify(t);
}

/** Capabilities that reveal each requirement (present iff required). */
const CAPABILITY_OF: Partial<Record<Requirement, string>> = {
  subgroupArithmetic: 'GroupNonUniformArithmetic',
  storageBuffer16BitAccess: 'StorageBuffer16BitAccess',
  shaderFloat16: 'Float16',
  shaderIntegerDotProduct: 'DotProduct',
  cooperativeMatrixKHR: 'CooperativeMatrixKHR',
  cooperativeMatrixNV: 'CooperativeMatrixNV',
};

describe('op shader contracts (reflection of shaders/spv)', () => {
  it('every shipped op variant has exactly one contract, and every contract a shipped variant', () => {
    for (const e of opEntries) {
      const n = KERNELS.filter((k) => k.shader === e.name && k.variants.includes(e.variant)).length;
      expect(n, `${e.name}.${e.variant}`).toBe(1);
    }
    for (const k of KERNELS)
      for (const v of k.variants) expect(opEntries.some((e) => e.name === k.shader && e.variant === v), `${k.shader}.${v}`).toBe(true);
    expect(opEntries.length).toBeGreaterThanOrEqual(49);
  });

  for (const e of opEntries) {
    it(`${e.name}.${e.variant}`, () => {
      const k = kernelContract(e.name, e.variant)!;
      const r = reflect(readFileSync(SPV + e.file));
      // bindings: set 0, in order, storage buffers, access from readonly/writeonly decorations
      expect(r.bindings.map((b) => [b.set, b.binding, b.descriptorType, b.count])).toEqual(
        k.bindings.map((b) => [0, b.binding, 'storageBuffer', 1]));
      for (const b of k.bindings) {
        const rb = r.bindings.find((x) => x.binding === b.binding)!;
        expect({ binding: b.binding, readonly: rb.readonly, writeonly: rb.writeonly }).toEqual({
          binding: b.binding, readonly: b.access === 'read', writeonly: b.access === 'write',
        });
        expect(rb.fixedSize, 'no fixed part before the runtime array').toBe(0);
        expect(elemOf(rb.runtimeArray!.element), `binding ${b.binding} element`).toBe(b.elem);
      }
      // push constants: 4-byte members at 0, 4, 8, ... in the contract's order
      if (k.push.length === 0) expect(r.pushConstants).toBeNull();
      else {
        const pc = r.pushConstants!;
        expect(pc.offset).toBe(0);
        expect(pc.size).toBe(pushSize(k));
        // (glslc -O strips member names: offsets and types are the contract)
        expect(pc.type.members.map((m) => [m.offset, elemOf(m.type)])).toEqual(k.push.map((m, i) => [4 * i, m.type]));
      }
      // workgroup size
      if (k.workgroup.kind === 'spec') {
        expect(r.localSizeSpecIds).toEqual([0, null, null]);
        expect(r.localSize).toEqual([k.workgroup.default, 1, 1]);
        expect(r.specConstants.map((s) => s.specId)).toEqual([0]);
      } else {
        expect(r.localSizeSpecIds).toEqual([null, null, null]);
        expect(r.localSize).toEqual([k.workgroup.size, 1, 1]);
      }
      // device features
      for (const [req, cap] of Object.entries(CAPABILITY_OF))
        expect(r.capabilities.includes(cap!), `${req} <-> capability ${cap}`).toBe(k.requires.includes(req as Requirement));
      expect(e.targetEnv === 'vulkan1.3').toBe(k.requires.includes('vulkan13'));
    });
  }

  it('tile, chain and row-block constants match the variants\' defines', () => {
    const defs = (name: string, variant: string) => opEntries.find((e) => e.name === name && e.variant === variant)!.defines;
    for (const [v, t] of Object.entries(GEMM_TILES)) {
      const d = defs('gemm', v);
      expect([d.BM, d.BN, d.BK, d.TRANS_B !== undefined]).toEqual([t.bm, t.bn, t.bk, t.transB]);
      expect((t.bm / Number(d.TM)) * (t.bn / Number(d.TN))).toBe(256);
    }
    for (const v of ['f32', 'f16']) expect([defs('peak_fma', v).CHAINS, defs('peak_fma', v).UNROLL]).toEqual([PEAK.fma.chains, PEAK.fma.unroll]);
    for (const v of ['int8', 'int8_sat']) expect([defs('peak_int8', v).CHAINS, defs('peak_int8', v).UNROLL]).toEqual([PEAK.int8.chains, PEAK.int8.unroll]);
    for (const [v, s] of Object.entries(COOPMAT_SHAPES)) {
      const d = defs('peak_coopmat', v);
      expect([d.M, d.N, d.K, d.ACC_F32 !== undefined, d.API_KHR !== undefined]).toEqual([s.m, s.n, s.k, s.acc === 'f32', s.api === 'KHR']);
    }
    for (const v of ['f32', 'f32_vec4']) expect(defs('matvec', v).NUM_ROWS).toBe(MATVEC_ROWS_PER_WORKGROUP);
  });
});

describe('grid sizing', () => {
  it('grid2d spreads over y past the per-dimension limit', () => {
    expect(grid2d(0)).toEqual([0, 1, 1]);
    expect(grid2d(65535)).toEqual([65535, 1, 1]);
    expect(grid2d(65536)).toEqual([32768, 2, 1]);
    const [x, y] = grid2d(999_983, 1000);
    expect(x).toBeLessThanOrEqual(1000);
    expect(x * y).toBeGreaterThanOrEqual(999_983);
    expect(() => grid2d(1001 * 1000, 1000)).toThrow(RangeError);
  });
  it('workgroupCount follows each dispatch rule', () => {
    expect(workgroupCount(kernelContract('binary', 'add_f32')!, { n: 1000 }, 256)).toBe(4);
    expect(workgroupCount(kernelContract('binary', 'add_f32_vec4')!, { n: 1000 }, 256)).toBe(1);
    expect(workgroupCount(kernelContract('softmax', 'f32')!, { rows: 77 }, 256)).toBe(77);
    expect(workgroupCount(kernelContract('matvec', 'f32_vec4')!, { rows: 14336 }, 256)).toBe(7168); // ceil(14336 / 2 rows per workgroup)
    expect(workgroupCount(kernelContract('matvec', 'f32')!, { rows: 5 }, 256)).toBe(3); // ceil(5 / 2)
    expect(() => workgroupCount(kernelContract('gemm', 'nn')!, {}, 256)).toThrow(RangeError);
  });
});
