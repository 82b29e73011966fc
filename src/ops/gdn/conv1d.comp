#version 450
// Depthwise causal conv1d of gated delta net layers (HF's causal_conv1d_fn / causal_conv1d_update):
//   y[b, c, t] = act(bias[c] + sum_j w[c, j] x[b, c, t - (K - 1) + j])   (x before t = 0 reads 0)
// STEP: one token x[b, c] after the state's L >= K - 1 earlier inputs (state[b, c, L - (K - 1) + j] is the
//   input j - (K - 1) steps back); the state then moves one place left and takes x at its end, in place
//   (the invocation that reads a row is the one that writes it).
// SILU: act(y) = y sigmoid(y); otherwise none. BIAS: bias is bound and added.
// Bindings (contiguous at their element offsets): 0 = x [B, C, T] (STEP: [B, C]), 1 = w [C, K],
//   2 = y (writeonly, x's shape), 3 = state [B, C, L] (STEP, read and written), then bias [C] (BIAS).
// Push constants: n (outputs), channels, tokens (1 for STEP), kernel, stateLen, element offsets.
// Grid: one invocation per output (linearInvocation()).
layout(local_size_x = 256, local_size_x_id = 0) in;
#include "index.glsl"

layout(set = 0, binding = 0, std430) readonly buffer X { float x[]; };
layout(set = 0, binding = 1, std430) readonly buffer W { float w[]; };
layout(set = 0, binding = 2, std430) writeonly buffer Y { float y[]; };
#ifdef STEP
layout(set = 0, binding = 3, std430) buffer State { float state[]; };
#define BIAS_BINDING 4
#else
#define BIAS_BINDING 3
#endif
#ifdef BIAS
layout(set = 0, binding = BIAS_BINDING, std430) readonly buffer Bias { float bias[]; };
#endif

layout(push_constant, std430) uniform Push {
  uint n;
  uint channels;
  uint tokens;
  uint kernel;
  uint stateLen;
  uint offX;
  uint offW;
  uint offY;
  uint offS;
  uint offBias;
} pc;

void main() {
  uint i = linearInvocation();
  if (i >= pc.n) return;
  uint t = i % pc.tokens;
  uint row = i / pc.tokens;
  uint c = row % pc.channels;
  uint K = pc.kernel;
  uint wBase = pc.offW + c * K;
#ifdef BIAS
  float acc = bias[pc.offBias + c];
#else
  float acc = 0.0;
#endif
#ifdef STEP
  float xt = x[pc.offX + i];
  uint sBase = pc.offS + row * pc.stateLen;
  uint back = pc.stateLen - (K - 1);
  for (uint j = 0; j + 1 < K; j++) acc += w[wBase + j] * state[sBase + back + j];
  acc += w[wBase + K - 1] * xt;
  for (uint s = 0; s + 1 < pc.stateLen; s++) state[sBase + s] = state[sBase + s + 1];
  if (pc.stateLen > 0) state[sBase + pc.stateLen - 1] = xt;
#else
  uint xRow = pc.offX + row * pc.tokens;
  // taps j with t - (K - 1) + j >= 0
  for (uint j = (t + 1 >= K ? 0 : K - 1 - t); j < K; j++) acc += w[wBase + j] * x[xRow + t - (K - 1) + j];
#endif
#ifdef SILU
  acc = acc / (1.0 + exp(-acc));
#endif
  y[pc.offY + i] = acc;
}
