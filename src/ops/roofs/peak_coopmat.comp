#version 450
// peak_coopmat (compute roof, f16 cooperative matrix): each subgroup loads one f16 M x K matrix A and one
// K x N matrix B, then runs CHAINS independent accumulator chains C_k = A * B + C_k (UNROLL steps per loop
// iteration, `loops` iterations), sums the chains and stores the M x N result.
//   API KHR: GL_KHR_cooperative_matrix (VK_KHR_cooperative_matrix, feature cooperativeMatrix);
//   API NV:  GL_NV_cooperative_matrix  (VK_NV_cooperative_matrix).
//   The M x N x K and types must be one the device lists (vkGetPhysicalDeviceCooperativeMatrixProperties
//   KHR / NV), with scope subgroup; the variant's defines (M, N, K, ACC_F32) say which it uses.
// Flops per subgroup = loops * UNROLL * CHAINS * 2 * M * N * K (at UNROLL 8, CHAINS 4: loops * 262144
//   for 16x16x16, loops * 131072 for 16x8x16). Subgroups per workgroup = local_size_x / subgroupSize.
//
// Bindings (set 0): 0 = ab (readonly, float16_t[M*K + K*N]: A row-major then B row-major; fill with
//   small values, e.g. 2^-8, so f16 accumulators do not overflow), 1 = out (writeonly, one M x N
//   row-major matrix per subgroup of the grid: float[] for ACC_F32, float16_t[] otherwise).
// Push constants (4 bytes): { uint loops; }
// Workgroup size: specialization constant 0 (local_size_x, default 128; a multiple of the subgroup size,
//   full subgroups required: set requiredSubgroupSize or use the device's fixed size).
// Grid: any 1-D or 2-D grid of workgroups; subgroup s of workgroup w = wg.x + wg.y * numWorkGroups.x
//   stores at out[(w * numSubgroups + s) * M * N].
// Variants: khr_f16acc / khr_f32acc (16x16x16), nv_f16acc / nv_f32acc (16x8x16). Target: Vulkan 1.3.

#extension GL_EXT_shader_explicit_arithmetic_types_float16 : require
#extension GL_EXT_shader_16bit_storage : require
#extension GL_KHR_memory_scope_semantics : require
#extension GL_KHR_shader_subgroup_basic : require
#extension GL_EXT_control_flow_attributes : require

#ifndef M
#define M 16
#endif
#ifndef N
#define N 16
#endif
#ifndef K
#define K 16
#endif
#ifndef CHAINS
#define CHAINS 4
#endif
#ifndef UNROLL
#define UNROLL 8
#endif

#ifdef ACC_F32
#define ACC float
#define ACC_BITS 32
#else
#define ACC float16_t
#define ACC_BITS 16
#endif

#if defined(API_KHR)
#extension GL_KHR_cooperative_matrix : require
#define MAT_A coopmat<float16_t, gl_ScopeSubgroup, M, K, gl_MatrixUseA>
#define MAT_B coopmat<float16_t, gl_ScopeSubgroup, K, N, gl_MatrixUseB>
#define MAT_C coopmat<ACC, gl_ScopeSubgroup, M, N, gl_MatrixUseAccumulator>
#define LOAD(m, buf, off, stride) coopMatLoad(m, buf, off, stride, gl_CooperativeMatrixLayoutRowMajor)
#define STORE(m, buf, off, stride) coopMatStore(m, buf, off, stride, gl_CooperativeMatrixLayoutRowMajor)
#define MULADD(a, b, c) coopMatMulAdd(a, b, c)
#elif defined(API_NV)
#extension GL_NV_cooperative_matrix : require
#define MAT_A fcoopmatNV<16, gl_ScopeSubgroup, M, K>
#define MAT_B fcoopmatNV<16, gl_ScopeSubgroup, K, N>
#define MAT_C fcoopmatNV<ACC_BITS, gl_ScopeSubgroup, M, N>
#define LOAD(m, buf, off, stride) coopMatLoadNV(m, buf, off, stride, false)
#define STORE(m, buf, off, stride) coopMatStoreNV(m, buf, off, stride, false)
#define MULADD(a, b, c) coopMatMulAddNV(a, b, c)
#else
#error "define API_KHR or API_NV"
#endif

layout(local_size_x = 128, local_size_x_id = 0) in;

layout(set = 0, binding = 0, std430) readonly buffer AB { float16_t ab[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Out { ACC outv[]; };

layout(push_constant, std430) uniform Push {
  uint loops;
} pc;

void main() {
  MAT_A a;
  MAT_B b;
  LOAD(a, ab, 0u, K);
  LOAD(b, ab, M * K, N);
  MAT_C c[CHAINS];
  [[unroll]] for (uint k = 0u; k < CHAINS; k++) c[k] = MAT_C(ACC(0.0));
  for (uint l = 0u; l < pc.loops; l++) {
    [[unroll]] for (uint u = 0u; u < UNROLL; u++) {
      [[unroll]] for (uint k = 0u; k < CHAINS; k++) c[k] = MULADD(a, b, c[k]);
    }
  }
  [[unroll]] for (uint k = 1u; k < CHAINS; k++) c[0] = c[0] + c[k];
  const uint w = gl_WorkGroupID.x + gl_WorkGroupID.y * gl_NumWorkGroups.x;
  STORE(c[0], outv, (w * gl_NumSubgroups + gl_SubgroupID) * (M * N), N);
}
