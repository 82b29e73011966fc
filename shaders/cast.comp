#version 450
// cast: f32 <-> f16, bit-exact, done in integer arithmetic on the bit patterns.
//
//   f32_to_f16: y[i] = f16(x[i]), round to nearest, ties to even (as ggml's fp32 -> fp16): overflow to
//               +-inf (|x| >= 65520), f16 subnormal results, +-0, inf kept, NaN -> quiet NaN with the
//               sign and the top 9 payload bits kept.
//   f16_to_f32: y[i] = f32(x[i]), exact (subnormal halves included), NaN payload kept.
// Why integers: a float conversion (float16_t(x), float(h)) may flush f16 subnormals to zero unless the
// device has shaderDenormPreserveFloat16, and its rounding mode is implementation-defined without
// shaderRoundingModeRTEFloat16. f32 data is therefore read and written as uint, f16 data as uint16_t
// (GL_EXT_shader_16bit_storage: needs the storageBuffer16BitAccess feature, not shaderInt16).
//
// Bindings (set 0): 0 = x (readonly), 1 = y (writeonly).
//   f32_to_f16: x is uint[] (f32 bits), y is uint16_t[] (f16 bits); f16_to_f32: x uint16_t[], y uint[].
// Push constants (4 bytes): { uint n; }   n = number of elements.
// Workgroup size: specialization constant 0 (local_size_x, default 256).
// Grid: one invocation per element; 2-D allowed: i = gid.x + gid.y * (numWorkGroups.x * local_size_x).

layout(local_size_x = 256, local_size_x_id = 0) in;

#if defined(VEC4)
// Four elements per invocation, all through 32-bit words (two halves packed per uint): 16-byte loads and
// 8-byte stores instead of 2-byte ones. n must be a multiple of 4.
#if defined(F32_TO_F16)
layout(set = 0, binding = 0, std430) readonly buffer X { uvec4 x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { uvec2 y[]; };
#elif defined(F16_TO_F32)
layout(set = 0, binding = 0, std430) readonly buffer X { uvec2 x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { uvec4 y[]; };
#else
#error "define F32_TO_F16 or F16_TO_F32"
#endif
#else
#extension GL_EXT_shader_16bit_storage : require
#if defined(F32_TO_F16)
layout(set = 0, binding = 0, std430) readonly buffer X { uint x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { uint16_t y[]; };
#elif defined(F16_TO_F32)
layout(set = 0, binding = 0, std430) readonly buffer X { uint16_t x[]; };
layout(set = 0, binding = 1, std430) writeonly buffer Y { uint y[]; };
#else
#error "define F32_TO_F16 or F16_TO_F32"
#endif
#endif

layout(push_constant, std430) uniform Push {
  uint n;
} pc;

uint f32ToF16Bits(uint u) {
  const uint sign = (u >> 16) & 0x8000u;
  const uint a = u & 0x7fffffffu;
  if (a >= 0x7f800000u) // inf, NaN
    return sign | (a == 0x7f800000u ? 0x7c00u : (0x7e00u | ((a >> 13) & 0x3ffu)));
  if (a >= 0x47800000u) return sign | 0x7c00u; // >= 2^16: inf
  const uint e = a >> 23;
  if (e <= 112u) {
    // |x| < 2^-14: an f16 subnormal (or zero); units of 2^-24 are mantissa >> (126 - e)
    if (e < 102u) return sign; // < 2^-25 (f32 subnormals included): rounds to zero
    const uint m = (a & 0x7fffffu) | 0x800000u;
    const uint shift = 126u - e; // 14..24
    const uint q = m >> shift;
    const uint rem = m & ((1u << shift) - 1u);
    const uint halfway = 1u << (shift - 1u);
    return sign | (q + ((rem > halfway || (rem == halfway && (q & 1u) != 0u)) ? 1u : 0u));
  }
  // normal: rebias the exponent, round the 13 dropped mantissa bits (a carry may reach inf: correct)
  const uint h = ((e - 112u) << 10) | ((a >> 13) & 0x3ffu);
  const uint rem = a & 0x1fffu;
  return sign | (h + ((rem > 0x1000u || (rem == 0x1000u && (h & 1u) != 0u)) ? 1u : 0u));
}

uint f16BitsToF32(uint h) {
  const uint sign = (h & 0x8000u) << 16;
  const uint e = (h >> 10) & 0x1fu;
  const uint m = h & 0x3ffu;
  if (e == 31u) return sign | 0x7f800000u | (m << 13); // inf, NaN (payload kept)
  if (e != 0u) return sign | ((e + 112u) << 23) | (m << 13);
  if (m == 0u) return sign;
  // subnormal: m * 2^-24, normalised around its leading bit p (0..9)
  const uint p = uint(findMSB(m));
  return sign | ((p + 103u) << 23) | ((m << (23u - p)) & 0x7fffffu);
}

void main() {
  const uint i = gl_GlobalInvocationID.x + gl_GlobalInvocationID.y * (gl_NumWorkGroups.x * gl_WorkGroupSize.x);
#if defined(VEC4)
  if (4u * i >= pc.n) return;
#if defined(F32_TO_F16)
  const uvec4 v = x[i];
  y[i] = uvec2(f32ToF16Bits(v.x) | (f32ToF16Bits(v.y) << 16), f32ToF16Bits(v.z) | (f32ToF16Bits(v.w) << 16));
#else
  const uvec2 v = x[i];
  y[i] = uvec4(f16BitsToF32(v.x & 0xffffu), f16BitsToF32(v.x >> 16), f16BitsToF32(v.y & 0xffffu), f16BitsToF32(v.y >> 16));
#endif
#else
  if (i >= pc.n) return;
#if defined(F32_TO_F16)
  y[i] = uint16_t(f32ToF16Bits(x[i]));
#else
  y[i] = f16BitsToF32(uint(x[i]));
#endif
#endif
}
