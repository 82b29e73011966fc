import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { compileGlsl, reflect, SpirvError, type CompileOptions } from '../../src/spirv/index.ts';
import { forEachInstruction } from '../../src/spirv/structure.ts';
import { Op } from '../../src/spirv/opcodes.ts';
import { CAPABILITY_NAMES, IMAGE_FORMAT_NAMES } from '../../src/spirv/tables.ts';

const comp = (source: string, opts: CompileOptions = {}) => compileGlsl(source, { cacheDir: false, ...opts });

const f32 = { tag: 'scalar', kind: 'float', width: 32 } as const;
const vec = (count: number, component: object = f32) => ({ tag: 'vector', component, count });
/** std430 `struct Inner { vec3 a; float b; vec2 c; }`: ends at 24, aligned to 16, so arrays of it stride 32. */
const INNER_GLSL = 'struct Inner { vec3 a; float b; vec2 c; };';
const inner = {
  tag: 'struct',
  name: 'Inner',
  size: 24,
  members: [
    { name: 'a', offset: 0, type: vec(3), size: 12 },
    { name: 'b', offset: 12, type: f32, size: 4 },
    { name: 'c', offset: 16, type: vec(2), size: 8 },
  ],
};

/** Copy of `words` with the instruction of opcode `op` (first one) passed to `edit(copy, itsWordIndex)`. */
function patched(words: Uint32Array, op: number, edit: (w: Uint32Array, at: number) => void): Uint32Array {
  const copy = words.slice();
  let at = -1;
  forEachInstruction(words, (o, _ins, i) => {
    if (o === op && at < 0) at = i;
  });
  edit(copy, at);
  return copy;
}

describe('reflect: storage and uniform buffers', () => {
  const spv = comp(`#version 450
layout(local_size_x = 128) in;
${INNER_GLSL}
layout(set = 0, binding = 0) readonly buffer Src { float src[]; };
layout(set = 0, binding = 1) writeonly buffer Dst { vec4 dst[]; } dstBuf;
layout(set = 0, binding = 2) buffer Parts { uint count; float scale; Inner items[]; } parts;
layout(set = 0, binding = 3) uniform Params { vec3 x; float y; vec2 z; float w[3]; mat4 m; } params;
layout(set = 1, binding = 0) buffer PerMember { readonly float a; readonly float b[]; } pm;
layout(set = 1, binding = 1) buffer PerMemberW { writeonly float c; writeonly float d[]; } pw;
layout(set = 1, binding = 2) buffer Mixed { readonly float e; float f[]; } mixed;
void main() {
  uint i = gl_GlobalInvocationID.x;
  dstBuf.dst[i] = vec4(src[i]) * params.m;
  parts.items[i].b = parts.scale * float(parts.count) + params.w[1] + params.y;
  pw.d[i] = pm.b[i] + pm.a; pw.c = mixed.f[i] + mixed.e;
}`);
  const r = reflect(spv);
  const byName = (name: string) => r.bindings.find((b) => b.name === name)!;

  it('reports entry point, version and literal local size', () => {
    expect(r.entryPoint).toBe('main');
    expect(r.executionModel).toBe('GLCompute');
    expect(r.version).toEqual({ major: 1, minor: 5 }); // vulkan1.2 default target
    expect(r.localSize).toEqual([128, 1, 1]);
    expect(r.localSizeSpecIds).toEqual([null, null, null]);
    expect(r.pushConstants).toBeNull();
    expect(r.specConstants).toEqual([]);
  });

  it('lists bindings sorted by (set, binding), named by variable or else by block', () => {
    expect(r.bindings.map((b) => [b.set, b.binding, b.name, b.descriptorType, b.count])).toEqual([
      [0, 0, 'Src', 'storageBuffer', 1],
      [0, 1, 'dstBuf', 'storageBuffer', 1],
      [0, 2, 'parts', 'storageBuffer', 1],
      [0, 3, 'params', 'uniformBuffer', 1],
      [1, 0, 'pm', 'storageBuffer', 1],
      [1, 1, 'pw', 'storageBuffer', 1],
      [1, 2, 'mixed', 'storageBuffer', 1],
    ]);
  });

  it('derives readonly / writeonly from the variable or from every member', () => {
    const access = Object.fromEntries(r.bindings.map((b) => [b.name, [b.readonly, b.writeonly]]));
    expect(access).toEqual({
      Src: [true, false],
      dstBuf: [false, true],
      parts: [false, false],
      params: [true, false],
      pm: [true, false],
      pw: [false, true],
      mixed: [false, false],
    });
  });

  it('lists two views of one binding (uint and uvec4 arrays) as one descriptor, the first view', () => {
    const aliased = reflect(
      comp(`#version 450
layout(local_size_x = 64) in;
layout(set = 0, binding = 0, std430) readonly buffer W { uint w[]; };
layout(set = 0, binding = 0, std430) buffer W4 { uvec4 w4[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { uint y[]; };
void main() { uint i = gl_GlobalInvocationID.x; y[i] = w[i] + w4[i].y; w4[i].x = 0u; }
`),
    );
    expect(aliased.bindings.map((b) => [b.binding, b.name, b.readonly, b.writeonly, b.runtimeArray?.elementSize])).toEqual([
      [0, 'W', false, false, 4],
      [1, 'Y', false, true, 4],
    ]);
  });

  it('describes runtime arrays of float, vec4 and a struct', () => {
    expect(byName('Src').fixedSize).toBe(0);
    expect(byName('Src').runtimeArray).toEqual({ name: 'src', element: f32, elementSize: 4, stride: 4 });
    expect(byName('dstBuf').runtimeArray).toEqual({ name: 'dst', element: vec(4), elementSize: 16, stride: 16 });
    const parts = byName('parts');
    expect(parts.fixedSize).toBe(16); // uint count @0, float scale @4, Inner[] aligned to 16
    expect(parts.runtimeArray).toEqual({ name: 'items', element: inner, elementSize: 24, stride: 32 });
    expect(parts.type).toMatchObject({
      tag: 'struct',
      name: 'Parts',
      size: 16,
      members: [
        { name: 'count', offset: 0, size: 4, type: { tag: 'scalar', kind: 'uint', width: 32 } },
        { name: 'scale', offset: 4, size: 4, type: f32 },
        { name: 'items', offset: 16, size: 0, type: { tag: 'runtimeArray', element: inner, stride: 32 } },
      ],
    });
    expect(byName('pm').fixedSize).toBe(4);
  });

  it('lays out a std140 uniform block', () => {
    const params = byName('params');
    expect(params.runtimeArray).toBeUndefined();
    expect(params.fixedSize).toBe(144);
    expect(params.type).toEqual({
      tag: 'struct',
      name: 'Params',
      size: 144,
      members: [
        { name: 'x', offset: 0, size: 12, type: vec(3) },
        { name: 'y', offset: 12, size: 4, type: f32 },
        { name: 'z', offset: 16, size: 8, type: vec(2) },
        { name: 'w', offset: 32, size: 48, type: { tag: 'array', element: f32, length: 3, stride: 16 } },
        { name: 'm', offset: 80, size: 64, type: { tag: 'matrix', column: vec(4), columns: 4, stride: 16 } },
      ],
    });
  });

  it('accepts Uint8Array (also unaligned), ArrayBuffer and byte-swapped modules alike', () => {
    const bytes = new Uint8Array(spv.buffer, spv.byteOffset, spv.byteLength);
    const unaligned = new Uint8Array(spv.byteLength + 1).subarray(1);
    unaligned.set(bytes);
    const swapped = spv.map((w) => ((w & 0xff) << 24) | ((w & 0xff00) << 8) | ((w >>> 8) & 0xff00) | (w >>> 24));
    for (const input of [bytes, unaligned, bytes.slice().buffer, swapped]) expect(reflect(input)).toEqual(r);
  });
});

describe('reflect: push constants', () => {
  it('gives member offsets, types and sizes, nested structs and arrays with strides (std430)', () => {
    const r = reflect(
      comp(`#version 450
layout(local_size_x = 1) in;
${INNER_GLSL}
layout(push_constant) uniform Push {
  uint n; int k; float s; vec2 v; Inner inner; float arr[3]; Inner pair[2]; ivec4 iv; uvec2 uv;
} pc;
void main() { float t = pc.s + pc.inner.b + pc.arr[2] + pc.pair[1].c.y + float(pc.n + pc.k + pc.iv.x + pc.uv.y); }`),
    );
    const i32 = { tag: 'scalar', kind: 'int', width: 32 };
    const u32 = { tag: 'scalar', kind: 'uint', width: 32 };
    expect(r.pushConstants).toEqual({
      name: 'pc',
      offset: 0,
      size: 168,
      type: {
        tag: 'struct',
        name: 'Push',
        size: 168,
        members: [
          { name: 'n', offset: 0, size: 4, type: u32 },
          { name: 'k', offset: 4, size: 4, type: i32 },
          { name: 's', offset: 8, size: 4, type: f32 },
          { name: 'v', offset: 16, size: 8, type: vec(2) },
          { name: 'inner', offset: 32, size: 24, type: inner },
          { name: 'arr', offset: 64, size: 12, type: { tag: 'array', element: f32, length: 3, stride: 4 } },
          { name: 'pair', offset: 80, size: 64, type: { tag: 'array', element: inner, length: 2, stride: 32 } },
          { name: 'iv', offset: 144, size: 16, type: vec(4, i32) },
          { name: 'uv', offset: 160, size: 8, type: vec(2, u32) },
        ],
      },
    });
    expect(r.bindings).toEqual([]);
  });

  it('reports the lowest member offset of a push-constant block that starts later', () => {
    const r = reflect(
      comp(`#version 450
layout(local_size_x = 1) in;
layout(push_constant) uniform P { layout(offset = 16) float a; layout(offset = 32) uint b; };
void main() { float t = a + float(b); }`),
    );
    expect(r.pushConstants).toMatchObject({ name: 'P', offset: 16, size: 36 });
  });
});

describe('reflect: specialization constants and workgroup size', () => {
  it('decodes defaults of every scalar type and the local_size_x_id constant', () => {
    const r = reflect(
      comp(`#version 450
#extension GL_EXT_shader_explicit_arithmetic_types : require
layout(local_size_x = 64, local_size_x_id = 0, local_size_y = 2) in;
layout(constant_id = 1) const bool B = true;
layout(constant_id = 2) const bool BF = false;
layout(constant_id = 3) const int I = -7;
layout(constant_id = 4) const uint U = 4000000000u;
layout(constant_id = 5) const float F = 0.25;
layout(constant_id = 6) const int64_t I64 = -5000000000l;
layout(constant_id = 7) const uint64_t U64 = 18446744073709551615ul;
layout(constant_id = 8) const double D = 2.5lf;
layout(constant_id = 9) const float16_t H = float16_t(-1.5);
layout(constant_id = 11) const int16_t S16 = int16_t(-300);
layout(constant_id = 10) const uint LEN = 5;
layout(set = 0, binding = 0) buffer X { float data[LEN]; } x;
void main() { x.data[0] = F; }`),
    );
    expect(r.localSize).toEqual([64, 2, 1]);
    expect(r.localSizeSpecIds).toEqual([0, null, null]);
    const t = (kind: string, width: number) => ({ tag: 'scalar', kind, width });
    expect(r.specConstants).toEqual([
      { specId: 0, type: t('uint', 32), defaultValue: 64 },
      { specId: 1, name: 'B', type: t('bool', 32), defaultValue: true },
      { specId: 2, name: 'BF', type: t('bool', 32), defaultValue: false },
      { specId: 3, name: 'I', type: t('int', 32), defaultValue: -7 },
      { specId: 4, name: 'U', type: t('uint', 32), defaultValue: 4000000000 },
      { specId: 5, name: 'F', type: t('float', 32), defaultValue: 0.25 },
      { specId: 6, name: 'I64', type: t('int', 64), defaultValue: -5000000000n },
      { specId: 7, name: 'U64', type: t('uint', 64), defaultValue: 18446744073709551615n },
      { specId: 8, name: 'D', type: t('float', 64), defaultValue: 2.5 },
      { specId: 9, name: 'H', type: t('float', 16), defaultValue: -1.5 },
      { specId: 10, name: 'LEN', type: t('uint', 32), defaultValue: 5 },
      { specId: 11, name: 'S16', type: t('int', 16), defaultValue: -300 },
    ]);
    // An array sized by a spec constant reports the constant and its default length.
    expect(r.bindings[0]!.fixedSize).toBe(20);
    expect(r.bindings[0]!.type).toMatchObject({
      members: [{ name: 'data', type: { tag: 'array', length: 5, stride: 4, lengthSpecId: 10 } }],
    });
  });

  it('reads LocalSizeId (SPIR-V 1.6) and the WorkgroupSize builtin (SPIR-V 1.5) the same way', () => {
    const src = `#version 450
layout(local_size_x = 64, local_size_x_id = 3, local_size_y = 4, local_size_z_id = 5) in;
void main() {}`;
    for (const targetEnv of ['vulkan1.2', 'vulkan1.3'] as const) {
      const r = reflect(comp(src, { targetEnv }));
      expect(r.version.minor).toBe(targetEnv === 'vulkan1.3' ? 6 : 5);
      expect(r.localSize).toEqual([64, 4, 1]);
      expect(r.localSizeSpecIds).toEqual([3, null, 5]);
      // glslang emits the id constants twice for SPIR-V 1.6; they are reported once.
      expect(r.specConstants.map((s) => [s.specId, s.defaultValue])).toEqual([
        [3, 64],
        [5, 1],
      ]);
    }
  });
});

describe('reflect: capabilities, extensions, images', () => {
  it('names capabilities and lists extension strings', () => {
    const r = reflect(
      comp(`#version 450
#extension GL_KHR_cooperative_matrix : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_EXT_shader_explicit_arithmetic_types : require
#extension GL_KHR_shader_subgroup_arithmetic : require
layout(local_size_x = 32) in;
layout(set = 0, binding = 0) buffer A { float16_t a[]; };
layout(set = 0, binding = 1) buffer B8 { int8_t b[]; };
void main() {
  coopmat<float16_t, gl_ScopeSubgroup, 16, 16, gl_MatrixUseA> m;
  coopMatLoad(m, a, 0, 16, gl_CooperativeMatrixLayoutRowMajor);
  coopMatStore(m, a, 256, 16, gl_CooperativeMatrixLayoutRowMajor);
  a[1] = a[2] * float16_t(3.0);
  b[0] = b[1] * int8_t(subgroupAdd(int(b[2])));
}`),
    );
    expect([...r.capabilities].sort()).toEqual([
      'CooperativeMatrixKHR',
      'Float16',
      'GroupNonUniform',
      'GroupNonUniformArithmetic',
      'Int8',
      'Shader',
      'StorageBuffer16BitAccess',
      'StorageBuffer8BitAccess',
      'VulkanMemoryModel',
    ]);
    expect(r.extensions).toEqual(['SPV_KHR_cooperative_matrix']);
    expect(r.bindings.map((b) => b.runtimeArray?.element)).toEqual([
      { tag: 'scalar', kind: 'float', width: 16 },
      { tag: 'scalar', kind: 'int', width: 8 },
    ]);
  });

  it('falls back to Capability<n> for unknown capability numbers', () => {
    const spv = patched(comp('#version 450\nlayout(local_size_x = 1) in;\nvoid main() {}'), Op.Capability, (w, at) => {
      w[at + 1] = 99999;
    });
    expect(reflect(spv).capabilities).toEqual(['Capability99999']);
  });

  it('classifies image, sampler and texel-buffer descriptors, with descriptor arrays', () => {
    const r = reflect(
      comp(`#version 450
layout(local_size_x = 8, local_size_y = 8) in;
layout(set = 0, binding = 0, rgba8) uniform writeonly image2D outImg;
layout(set = 0, binding = 1, r32f) uniform readonly image2D inImg;
layout(set = 0, binding = 2) uniform sampler2D tex;
layout(set = 0, binding = 3) uniform texture2D tex2[4];
layout(set = 0, binding = 4) uniform sampler smp;
layout(set = 0, binding = 5) uniform samplerBuffer utb;
layout(set = 0, binding = 6, r32ui) uniform uimageBuffer stb;
layout(set = 0, binding = 7) buffer Many { float v[]; } many[3];
void main() {
  ivec2 p = ivec2(gl_GlobalInvocationID.xy);
  vec4 c = imageLoad(inImg, p) + texture(tex, vec2(0)) + texture(sampler2D(tex2[1], smp), vec2(0)) + texelFetch(utb, 0);
  imageStore(outImg, p, c + float(imageLoad(stb, 0).x) + many[2].v[0]);
}`),
    );
    expect(r.bindings.map((b) => [b.binding, b.name, b.descriptorType, b.count, b.readonly, b.writeonly])).toEqual([
      [0, 'outImg', 'storageImage', 1, false, true],
      [1, 'inImg', 'storageImage', 1, true, false],
      [2, 'tex', 'combinedImageSampler', 1, true, false],
      [3, 'tex2', 'sampledImage', 4, true, false],
      [4, 'smp', 'sampler', 1, true, false],
      [5, 'utb', 'uniformTexelBuffer', 1, true, false],
      [6, 'stb', 'storageTexelBuffer', 1, false, false],
      [7, 'many', 'storageBuffer', 3, false, false],
    ]);
    expect(r.bindings[0]!.type).toEqual({
      tag: 'image',
      sampledType: f32,
      dim: '2D',
      depth: 0,
      arrayed: false,
      multisampled: false,
      sampled: 2,
      format: 'Rgba8',
    });
    expect(r.bindings[6]!.type).toMatchObject({ dim: 'Buffer', format: 'R32ui', sampledType: { kind: 'uint', width: 32 } });
  });

  it('reads SPIR-V 1.0 buffers (Uniform storage class + BufferBlock) as storage buffers', () => {
    const r = reflect(
      comp(
        `#version 450
layout(local_size_x = 1) in;
layout(set = 0, binding = 0) buffer Data { float d[]; } data;
layout(set = 0, binding = 1) uniform U { float k; } u;
void main() { data.d[0] = u.k; }`,
        { targetEnv: 'vulkan1.0' },
      ),
    );
    expect(r.version).toEqual({ major: 1, minor: 0 });
    expect(r.bindings.map((b) => [b.name, b.descriptorType, b.fixedSize])).toEqual([
      ['data', 'storageBuffer', 0],
      ['u', 'uniformBuffer', 4],
    ]);
  });
});

describe('reflect: bad input', () => {
  const good = comp('#version 450\nlayout(local_size_x = 1) in;\nvoid main() {}');
  const code = (input: Uint32Array | Uint8Array | ArrayBuffer, opts = {}) => {
    try {
      reflect(input, opts);
    } catch (e) {
      expect(e).toBeInstanceOf(SpirvError);
      return [(e as SpirvError).code, (e as SpirvError).message];
    }
    throw new Error('reflect did not throw');
  };

  it('rejects garbage, bad lengths and truncated modules', () => {
    const garbage = Uint8Array.from({ length: 64 }, (_, i) => (i * 97 + 13) & 0xff);
    expect(code(garbage)).toEqual(['BAD_MAGIC', expect.stringMatching(/magic number is 0x[0-9a-f]{8}, expected 0x07230203/)]);
    expect(code(new Uint8Array(10))[0]).toBe('BAD_LENGTH');
    expect(code(good.subarray(0, 3))[0]).toBe('TRUNCATED');
    let at = 0;
    forEachInstruction(good, (op, _ins, i) => {
      if (op === Op.EntryPoint) at = i;
    });
    expect(code(good.subarray(0, at + 2))).toEqual([
      'TRUNCATED',
      expect.stringMatching(/instruction at word \d+ \(opcode 15\) needs \d+ words, 2 remain/),
    ]);
  });

  it('rejects a zero word count', () => {
    const zero = patched(good, Op.Name, (w, at) => {
      w[at] = Op.Name;
    });
    expect(code(zero)[0]).toBe('BAD_WORD_COUNT');
  });

  it('needs a compute entry point', () => {
    const fragment = patched(good, Op.EntryPoint, (w, at) => {
      w[at + 1] = 4;
    });
    expect(code(fragment)).toEqual([
      'NO_COMPUTE_ENTRY_POINT',
      "SPIR-V module has no GLCompute entry point (entry points: Fragment 'main')",
    ]);
    expect(code(good, { entryPoint: 'other' })).toEqual([
      'NO_COMPUTE_ENTRY_POINT',
      expect.stringContaining("GLCompute entry point 'other'"),
    ]);
  });
});

describe('tables', () => {
  const repoGrammar = new URL('../../.toolchain/root/usr/include/spirv/unified1/spirv.core.grammar.json', import.meta.url);
  const grammarPath = process.env['VKTS_SPIRV_GRAMMAR'] || (existsSync(repoGrammar) ? fileURLToPath(repoGrammar) : undefined);
  it.skipIf(!grammarPath)('match spirv.core.grammar.json ($VKTS_SPIRV_GRAMMAR or the repo toolchain)', () => {
    const grammar = JSON.parse(readFileSync(grammarPath!, 'utf8')) as {
      operand_kinds: { kind: string; enumerants?: { enumerant: string; value: number | string }[] }[];
      instructions: { opname: string; opcode: number }[];
    };
    const table = (kind: string) =>
      Object.fromEntries(grammar.operand_kinds.find((k) => k.kind === kind)!.enumerants!.map((e) => [Number(e.value), e.enumerant]));
    expect(CAPABILITY_NAMES).toEqual(table('Capability'));
    expect(IMAGE_FORMAT_NAMES).toEqual(table('ImageFormat'));
    const opcodes = Object.fromEntries(grammar.instructions.map((i) => [i.opname, i.opcode]));
    for (const [name, value] of Object.entries(Op)) expect([name, opcodes[`Op${name}`]]).toEqual([name, value]);
  });
});
