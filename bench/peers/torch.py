#!/usr/bin/env python3
"""The `vkts bench` op shapes through PyTorch on a CUDA GPU, timed the way vkts times itself.

Writes the JSON that `vkts bench --compare` reads (src/cli/bench/result.ts, parseBaseline):
    {"peer": "torch 2.x", "device": ..., "method": ..., "rotated": true,
     "kernels": [{"op", "shape", "dtype", "seconds", "rotated"?, "min", "max", "samples", "calls_per_sample", ...}]}
Usage: python3 bench/peers/torch.py [--out torch.json] [--quick] [--no-rotate]

Method (time_back_to_back below; after src/cli/bench/measure.ts timeSteps, which times the tail of one
back-to-back run of about 1 s):
  1. estimate: one untimed call, then back-to-back calls between two CUDA events, doubling the count until
     they last >= 1 ms. It sizes a chunk: >= 1 ms of calls, at least 4.
  2. warm-up by GPU time: chunks back to back, an event after each, until the events say 1 s of GPU time
     has passed (0.02 s with --quick: vkts's GPU_TIMING and QUICK_TIMING). The host waits on the event
     three chunks back, never on the stream, so the GPU never idles. On an H200 the first ~20 ms after a
     pause run up to 3x slower than the steady state.
  3. samples: straight on in the same stream, no synchronisation: consecutive chunks grouped into samples
     of >= 1 ms (and >= 4 calls), one event between consecutive samples, so they abut; 10 to 100 samples,
     until they add up to 0.1 s (--quick: 3 to 10, 0.01 s).
  4. result: the median over samples of (sample time / N): the per-call time of a saturated stream, without
     the launch gap a lone call between two events includes.
  Very short kernels (estimated under 20 us: none at the full sizes on an H200) are captured as a CUDA graph
  of one chunk that is replayed, so Python's per-call launch cost cannot starve the GPU.
  Rotation: a weight operand (matvec's W, gemm's B) cycles through max(2, ceil(256 MiB / its bytes)) copies,
  vkts's rule (src/cli/bench/ops-suite.ts, copiesOf), so it comes from HBM and not from the L2; --no-rotate
  uses one copy, as `vkts bench --no-rotate` does. Rows with a weight carry "rotated"; the others have none.
The old script timed one call between two events, launch gap included: PyTorch figures 4-24% too long on
an H200 at these shapes (docs/bench/README.md, Corrections).

The timing function takes its clock, events and synchronisation as arguments, so the test suite drives
it with a stub (test/cli/peer-timing.test.ts) on a machine without PyTorch: import torch happens in main().
"""
import argparse
import json
import math
import os
import statistics
import sys
from dataclasses import dataclass, field

# This file is called torch.py: keep its own folder off the path, or `import torch` would import itself.
sys.path = [p for p in sys.path if os.path.abspath(p or ".") != os.path.dirname(os.path.abspath(__file__))]

# Bytes of weight copies to rotate through: the same constant as ROTATION_BYTES in src/cli/bench/ops-suite.ts.
ROTATION_BYTES = 256 * 2**20


def copies_of(nbytes, rotate=True):
    """How many copies of a weight of `nbytes` to cycle through: vkts's copiesOf (1 with --no-rotate)."""
    return max(2, math.ceil(ROTATION_BYTES / nbytes)) if rotate else 1


@dataclass(frozen=True)
class TimingPlan:
    warmup_seconds: float  # GPU time of back-to-back calls before the first sample (measured, not estimated)
    sample_seconds: float  # each sample runs enough calls to last at least this long
    min_calls: int  # and at least this many calls
    window_seconds: float  # samples until they add up to this much GPU time ...
    min_samples: int  # ... but at least this many
    max_samples: int  # ... and at most this many
    graph_below: float = 20e-6  # per-call estimate under which a CUDA graph (where offered) replays the calls


# vkts's GPU_TIMING / QUICK_TIMING (src/cli/bench/measure.ts): 1 s (0.02 s) warm-up, a 0.1 s (0.01 s) window.
GPU_TIMING = TimingPlan(warmup_seconds=1.0, sample_seconds=1e-3, min_calls=4, window_seconds=0.1, min_samples=10, max_samples=100)
QUICK_TIMING = TimingPlan(warmup_seconds=0.02, sample_seconds=1e-3, min_calls=4, window_seconds=0.01, min_samples=3, max_samples=10)


@dataclass
class Timing:
    seconds: float  # median over samples of the per-call time
    min: float
    max: float
    samples: list = field(default_factory=list)  # per-call seconds of each sample
    calls: list = field(default_factory=list)  # the calls in each sample
    warmup_calls: int = 0
    warmup_seconds: float = 0.0  # GPU time the warm-up took (measured with events)
    estimate: float = 0.0  # the first per-call estimate (before the warm-up)
    chunk: int = 0  # calls enqueued between two events
    graph: bool = False
    bounds: list = field(default_factory=list, repr=False)  # the events between samples (len(samples) + 1)

    @property
    def calls_per_sample(self):
        return min(self.calls)


IN_FLIGHT = 3  # chunks enqueued ahead of the one the host waits for


def time_back_to_back(step, sync, new_event, plan=GPU_TIMING, capture=None, period=1):
    """Times `step` the way `vkts bench` times a dispatch (see the module docstring).

    step(i): enqueue call number i (i counts up over the whole run: index weight copies with it).
    sync(): wait until the device has finished everything enqueued.
    new_event(): an event with record(), synchronize() (wait for it alone) and elapsed_time(later) ->
        milliseconds: torch.cuda.Event(enable_timing=True)'s API.
    capture(enqueue): optional; returns a callable that replays what `enqueue()` enqueues (a CUDA graph),
        used when a call is estimated under plan.graph_below.
    period: a chunk's calls are rounded up to a multiple of this (the weight copies, so a replayed graph
        never runs one copy twice in a row).
    """
    counter = [0]

    def calls(n):
        for _ in range(n):
            step(counter[0])
            counter[0] += 1

    # 0. one untimed call: library start-up (cuBLAS handles, kernel selection) is not the kernel's time
    calls(1)
    sync()

    # 1. a first estimate, from back-to-back calls (one call would include its launch gap); it may fall in
    #    the slow start after a pause, so it only sizes the chunks
    n = 1
    while True:
        start, end = new_event(), new_event()
        start.record()
        calls(n)
        end.record()
        sync()
        elapsed = start.elapsed_time(end) / 1e3
        if elapsed >= plan.sample_seconds or n >= 1 << 20:
            break
        n *= 2
    estimate = max(elapsed / n, 1e-9)

    # the unit of work between two events: >= 1 ms of calls at the estimate, replayed as a CUDA graph if short
    chunk = max(plan.min_calls, math.ceil(plan.sample_seconds / estimate))
    chunk = math.ceil(chunk / period) * period
    graph = capture is not None and estimate < plan.graph_below
    if graph:
        replay = capture(lambda: calls(chunk))
    done = [0]  # calls enqueued since the warm-up began

    def run():
        if graph:
            replay()
        else:
            calls(chunk)
        done[0] += chunk

    # 2 + 3. one uninterrupted stream of chunks, an event after each. The host waits on the event IN_FLIGHT
    # chunks back (never on the stream), so the GPU never drains, and reads its time: the warm-up lasts
    # until plan.warmup_seconds of GPU time have passed; from that event on, consecutive chunks are grouped
    # into samples of >= plan.sample_seconds and >= plan.min_calls, until the window is full.
    warm_start = new_event()
    warm_start.record()
    queued = []
    warm, warmup_calls = 0.0, 0
    cur = None  # (event, calls) where the sample being grouped began
    bounds, samples, counts, sampled = [], [], [], 0.0
    limit = 20 * (math.ceil((plan.warmup_seconds + plan.window_seconds) / (estimate * chunk)) + plan.max_samples)
    for _ in range(limit):
        run()
        e = new_event()
        e.record()
        queued.append((e, done[0]))
        if len(queued) <= IN_FLIGHT:
            continue
        e, at = queued.pop(0)
        e.synchronize()
        if cur is None:
            warm = warm_start.elapsed_time(e) / 1e3
            if warm >= plan.warmup_seconds:
                warmup_calls, cur = at, (e, at)
                bounds.append(e)
            continue
        t = cur[0].elapsed_time(e) / 1e3
        n = at - cur[1]
        if t >= plan.sample_seconds and n >= plan.min_calls:
            samples.append(t / n)
            counts.append(n)
            sampled += t
            bounds.append(e)
            cur = (e, at)
            if len(samples) >= plan.max_samples or (len(samples) >= plan.min_samples and sampled >= plan.window_seconds):
                break
    sync()
    if len(samples) < plan.min_samples:
        raise RuntimeError(f"time_back_to_back: {len(samples)} samples after {limit} chunks (do the events advance?)")

    # 4. median of samples, per call
    return Timing(
        seconds=statistics.median(samples),
        min=min(samples),
        max=max(samples),
        samples=samples,
        calls=counts,
        warmup_calls=warmup_calls,
        warmup_seconds=warm,
        estimate=estimate,
        chunk=chunk,
        graph=graph,
        bounds=bounds,
    )


def method_text(plan, rotate):
    rot = (
        f"weights (matvec W, gemm B) rotate through max(2, ceil({ROTATION_BYTES >> 20} MiB / bytes)) copies as vkts does"
        if rotate
        else "weights not rotated (--no-rotate, as vkts --no-rotate)"
    )
    return (
        f"back-to-back calls between CUDA events, the stream never drained: {plan.warmup_seconds:g} s warm-up by GPU time, "
        f"then {plan.min_samples}-{plan.max_samples} abutting samples of >= {plan.sample_seconds * 1e3:g} ms "
        f"(>= {plan.min_calls} calls), median of sample time / calls; CUDA graphs under {plan.graph_below * 1e6:g} us a call; "
        f"{rot}; TF32 off"
    )


def gdn_recurrent(torch, q, k, v, g, beta, state, scale):
    """The gated delta rule token by token, as vkts's reference: q, k [BH, T, dk], v [BH, T, dv], g, beta
    [BH, T], state [BH, dk, dv] (left as it is). Returns o [BH, T, dv] and the state after."""
    s = state.clone()
    o = torch.empty_like(v)
    for t in range(q.shape[1]):
        s = s * g[:, t].exp()[:, None, None]
        delta = (v[:, t] - torch.einsum("bkv,bk->bv", s, k[:, t])) * beta[:, t, None]
        s = s + k[:, t, :, None] * delta[:, None, :]
        o[:, t] = scale * torch.einsum("bkv,bk->bv", s, q[:, t])
    return o, s


def gdn_chunked(torch, q, k, v, g, beta, state, scale, chunk=64):
    """gdn_recurrent in the chunked (WY) form (docs/ARCHITECTURE.md, "Gated delta net"): per chunk, with G
    the cumulative log gates, the deltas U = T (diag(beta) V - diag(beta exp(G)) K S) for T = (I + A)^-1,
    A = strictly-lower(diag(beta) K K^T * exp(G_t - G_s)), one triangular solve for all chunks; then the
    state through the chunks in order."""
    heads, tokens, dk = k.shape
    pad = -tokens % chunk
    if pad:  # zero tokens (g = beta = 0) add nothing
        q, k, v = (torch.nn.functional.pad(x, (0, 0, 0, pad)) for x in (q, k, v))
        g, beta = (torch.nn.functional.pad(x, (0, pad)) for x in (g, beta))
    n = (tokens + pad) // chunk
    q, k, v = (x.reshape(heads, n, chunk, -1) for x in (q, k, v))
    g, beta = g.reshape(heads, n, chunk), beta.reshape(heads, n, chunk)
    G = g.cumsum(-1)
    lower = torch.ones(chunk, chunk, dtype=torch.bool, device=q.device).tril()
    decay = (G[..., :, None] - G[..., None, :]).masked_fill(~lower, float("-inf")).exp()  # 0 above the diagonal
    a = (beta[..., :, None] * (k @ k.transpose(-1, -2)) * decay).tril(-1)
    rhs = torch.cat((k * (beta * G.exp())[..., None], v * beta[..., None]), dim=-1)
    eye = torch.eye(chunk, device=q.device)
    wu = torch.linalg.solve_triangular(eye + a, rhs, upper=False, unitriangular=True)
    w, ut = wu[..., :dk], wu[..., dk:]
    p = scale * (q @ k.transpose(-1, -2)) * decay
    qh = q * (scale * G.exp())[..., None]
    kh = k * (G[..., -1:] - G).exp()[..., None]
    last = G[..., -1].exp()
    s = state.clone()
    o = torch.empty(heads, n, chunk, v.shape[-1], device=q.device)
    for c in range(n):
        u = ut[:, c] - w[:, c] @ s
        o[:, c] = qh[:, c] @ s + p[:, c] @ u
        s = last[:, c, None, None] * s + kh[:, c].transpose(-1, -2) @ u
    return o.reshape(heads, n * chunk, -1)[:, :tokens], s


# The shapes of vkts's ops suite (src/cli/bench/ops-suite.ts sizes(), GPU and --quick).
FULL_SIZES = {"elements": 2**26, "rows": (32768, 4096), "matvec": (14336, 4096), "gemm": [1024, 4096], "memory": 2**28}
QUICK_SIZES = {"elements": 2**24, "rows": (8192, 4096), "matvec": (4096, 4096), "gemm": [1024, 2048], "memory": 2**26}


def main():
    import torch  # lazily: the timing above must import without PyTorch

    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--out", default="torch.json")
    ap.add_argument("--quick", action="store_true", help="vkts --quick sizes and timing plan")
    ap.add_argument("--no-rotate", dest="rotate", action="store_false", help="one copy of each weight (as vkts --no-rotate)")
    ap.add_argument("--ops", help="only these rows' ops, comma-separated (as vkts bench --ops with op names)")
    args = ap.parse_args()
    only = set(args.ops.split(",")) if args.ops else None
    # f32 GEMM means f32 (vkts has no TF32 path)
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.set_float32_matmul_precision("highest")
    dev = torch.device("cuda")
    plan = QUICK_TIMING if args.quick else GPU_TIMING
    sz = QUICK_SIZES if args.quick else FULL_SIZES
    kernels = []

    def new_event():
        return torch.cuda.Event(enable_timing=True)

    def capture(enqueue):
        side = torch.cuda.Stream()
        side.wait_stream(torch.cuda.current_stream())
        with torch.cuda.stream(side):  # a first run off the capture, as torch.cuda.graphs recommends
            enqueue()
        torch.cuda.current_stream().wait_stream(side)
        g = torch.cuda.CUDAGraph()
        with torch.cuda.graph(g):
            enqueue()
        return g.replay

    def add(op, shape, dtype, fn, copies=None):
        """fn(i): call i; copies: the weight copies fn cycles through (None: the op has no weight)."""
        if only is not None and op not in only:
            return
        t = time_back_to_back(fn, torch.cuda.synchronize, new_event, plan, capture=capture, period=copies or 1)
        row = {"op": op, "shape": shape, "dtype": dtype, "seconds": t.seconds, "min": t.min, "max": t.max,
               "samples": len(t.samples), "calls_per_sample": t.calls_per_sample, "warmup_calls": t.warmup_calls,
               "cuda_graph": t.graph}
        if copies is not None:
            row["rotated"] = copies > 1
            row["weight_copies"] = copies
        kernels.append(row)
        spread = 100 * (t.max - t.min) / 2 / t.seconds
        print(f"{op:10s} {shape:18s} {dtype:8s} {t.seconds * 1e6:10.1f} us ±{spread:4.1f}%  "
              f"{len(t.samples)} x {t.calls_per_sample} calls{' (graph)' if t.graph else ''}"
              f"{f', {copies} weight copies' if copies else ''}", flush=True)
        torch.cuda.empty_cache()

    # Memory roofs (1 GiB f32 arrays; 256 MiB with --quick): vkts reports its own as roofs, not rows.
    n = sz["memory"]
    a = torch.rand(n, device=dev)
    b = torch.empty_like(a)
    add("copy", str(n), "f32", lambda i: b.copy_(a))
    add("read", str(n), "f32", lambda i: torch.sum(a))  # read-only (one scalar written)
    add("write", str(n), "f32", lambda i: b.fill_(1.0))
    del a, b

    # Elementwise (64 Mi elements).
    m = sz["elements"]
    x, y, z = (torch.rand(m, device=dev) for _ in range(3))
    add("add", str(m), "f32", lambda i: torch.add(x, y, out=z))
    add("mul", str(m), "f32", lambda i: torch.mul(x, y, out=z))
    add("axpy", str(m), "f32", lambda i: y.add_(x, alpha=1e-3))
    add("relu", str(m), "f32", lambda i: torch.clamp_min(x, 0.0, out=z))
    add("gelu", str(m), "f32", lambda i: torch.nn.functional.gelu(x, approximate="tanh"))  # vkts: tanh form
    add("gelu_erf", str(m), "f32", lambda i: torch.nn.functional.gelu(x))  # the exact (erf) form
    add("silu_mul", str(m), "f32", lambda i: torch.mul(torch.nn.functional.silu(x), y, out=z))  # eager: two kernels
    mask = torch.empty(m, device=dev, dtype=torch.bool)  # one byte per element, as vkts's u8 mask
    add("lt", str(m), "f32->u8", lambda i: torch.lt(x, y, out=mask))
    add("where", str(m), "f32", lambda i: torch.where(mask, x, y, out=z))
    xh = x.half()
    add("cast", str(m), "f32->f16", lambda i: xh.copy_(x))
    yh, zh = y.half(), torch.empty_like(xh)  # f16 activations (vkts: f32 math, one rounding on store)
    add("silu_mul", str(m), "f16", lambda i: torch.mul(torch.nn.functional.silu(xh), yh, out=zh))  # eager: two kernels
    add("add", str(m), "f16", lambda i: torch.add(xh, yh, out=zh))
    add("gelu", str(m), "f16", lambda i: torch.nn.functional.gelu(xh, approximate="tanh"))
    del x, y, z, xh, yh, zh, mask

    # Row-wise ops on 32768 x 4096.
    rows, cols = sz["rows"]
    t = torch.randn(rows, cols, device=dev)
    o = torch.empty_like(t)
    w = torch.ones(cols, device=dev)
    add("softmax", f"{rows}x{cols}", "f32", lambda i: torch.softmax(t, dim=-1, out=o))
    add("rms_norm", f"{rows}x{cols}", "f32", lambda i: torch.nn.functional.rms_norm(t, (cols,), w, 1e-6))
    add("sum", f"{rows}x{cols}", "f32", lambda i: torch.sum(t, dim=-1))
    add("max", f"{rows}x{cols}", "f32", lambda i: torch.amax(t, dim=-1))
    add("argmax", f"{rows}x{cols}", "f32", lambda i: torch.argmax(t, dim=-1))
    add("layer_norm", f"{rows}x{cols}", "f32", lambda i: torch.nn.functional.layer_norm(t, (cols,), None, None, 1e-5))  # as vkts's row
    ot = torch.empty(cols, rows, device=dev)
    add("contiguous", f"{cols}x{rows}", "f32", lambda i: ot.copy_(t.T))  # vkts: contiguous() of the transpose
    t3 = t.view(-1, 32, 128)  # the same elements as [tokens, heads, headDim], read as [heads, tokens, headDim]
    o3 = torch.empty(32, t3.shape[0], 128, device=dev)
    add("contiguous", f"{t3.shape[0]}x32x128 permute(1,0,2)", "f32", lambda i: o3.copy_(t3.permute(1, 0, 2)))
    th, oh, wh = t.half(), o.half(), w.half()  # f16 rows at the same shapes
    add("softmax", f"{rows}x{cols}", "f16", lambda i: torch.softmax(th, dim=-1, out=oh))
    add("rms_norm", f"{rows}x{cols}", "f16", lambda i: torch.nn.functional.rms_norm(th, (cols,), wh, 1e-6))
    add("layer_norm", f"{rows}x{cols}", "f16", lambda i: torch.nn.functional.layer_norm(th, (cols,), None, None, 1e-5))
    del t, o, w, ot, t3, o3, th, oh, wh

    # Sorting rows (the sort family's shapes, src/ops/sort/bench.ts; the same at --quick): argsort of 4096 x
    # 4096 (int64 indices, stable as vkts), a sampler's topk k=40 over 4096 vocabulary rows of 32000, and an
    # MoE router (softmax, top-8 of 128 experts, renormalise: vkts's moe_route is one kernel, PyTorch's four).
    s = torch.randn(4096, 4096, device=dev)
    add("argsort", "4096x4096", "f32", lambda i: torch.argsort(s, dim=-1, stable=True))
    voc = torch.randn(4096, 32000, device=dev)
    tv, ti = torch.empty(4096, 40, device=dev), torch.empty(4096, 40, device=dev, dtype=torch.int64)
    add("topk", "4096x32000 k40", "f32", lambda i: torch.topk(voc, 40, dim=-1, out=(tv, ti)))
    logits = torch.randn(4096, 128, device=dev)

    def route(i):
        w, ids = torch.topk(torch.softmax(logits, dim=-1), 8, dim=-1)
        return w / w.sum(dim=-1, keepdim=True), ids

    add("moe_route", "4096x128 k8", "f32", route)
    del s, voc, tv, ti, logits

    # add_rms_norm 32768 x 4096 (vkts: one kernel writing x + residual and its rms_norm; PyTorch eager: the
    # add into a preallocated sum, then rms_norm; no weight, as the vkts row).
    for dt, name in ((torch.float32, "f32"), (torch.float16, "f16")):
        xa, ra = torch.randn(rows, cols, device=dev, dtype=dt), torch.randn(rows, cols, device=dev, dtype=dt)
        sa = torch.empty_like(xa)

        def add_rms_norm(i):
            torch.add(xa, ra, out=sa)
            return torch.nn.functional.rms_norm(sa, (cols,), None, 1e-6)

        add("add_rms_norm", f"{rows}x{cols}", name, add_rms_norm)
        del xa, ra, sa

    # RoPE of [1, 32, tokens, 128] with rows * cols / 8 elements (tokens 4096; 1024 with --quick), neox pairs,
    # the positions in a device tensor: HF's way, cos / sin of the angles each call (in f32, cast to x's dtype),
    # then x * cos + rotate_half(x) * sin; f32 and f16 x.
    heads, head_dim = 32, 128
    tokens = rows * cols // (8 * heads * head_dim)
    positions = torch.arange(tokens, device=dev, dtype=torch.int32)
    inv_freq = 1.0 / (10000 ** (torch.arange(0, head_dim, 2, device=dev, dtype=torch.float32) / head_dim))
    for dt, name in ((torch.float32, "f32"), (torch.float16, "f16")):
        q = torch.randn(1, heads, tokens, head_dim, device=dev, dtype=dt)

        def rope(i):
            freqs = positions.float()[:, None] * inv_freq[None, :]
            emb = torch.cat((freqs, freqs), dim=-1)
            x1, x2 = q[..., : head_dim // 2], q[..., head_dim // 2 :]
            return q * emb.cos().to(dt) + torch.cat((-x2, x1), dim=-1) * emb.sin().to(dt)

        add("rope", f"1x{heads}x{tokens}x{head_dim}", name, rope)
        del q
    del positions, inv_freq

    # Attention (src/ops/attention/bench.ts): SDPA in f16, 32 query heads over 8 kv heads, head_dim 128;
    # decode (1 query over 4k and 32k keys, batch 1 and 8) and causal prefill of 4096 and 16384 tokens (batch 1).
    # enable_gqa reads the kv heads in place where this PyTorch has it (2.5+); otherwise K and V are
    # expanded to 32 heads once, outside the timed call.
    sdpa = torch.nn.functional.scaled_dot_product_attention
    heads, kv_heads, head_dim = 32, 8, 128

    def attention_inputs(tq, tk, b=1):
        q = torch.randn(b, heads, tq, head_dim, device=dev, dtype=torch.float16)
        k, v = (torch.randn(b, kv_heads, tk, head_dim, device=dev, dtype=torch.float16) for _ in range(2))
        try:
            sdpa(q[:, :, :1], k[:, :, :1], v[:, :, :1], enable_gqa=True)
            return q, k, v, {"enable_gqa": True}
        except TypeError:
            rep = heads // kv_heads
            return q, k.repeat_interleave(rep, dim=1), v.repeat_interleave(rep, dim=1), {}

    shape = lambda tq, tk, b=1: f"{b}x{heads}/{kv_heads}x{tq}x{tk}x{head_dim}"
    for b in (1, 8):
        for keys in (4096, 32768):
            q, k, v, kw = attention_inputs(1, keys, b)
            add("attention_decode", shape(1, keys, b), "f16", lambda i: sdpa(q, k, v, **kw))
            del q, k, v
    for tokens in (4096, 16384):
        q, k, v, kw = attention_inputs(tokens, tokens)
        add("attention_prefill", f"{shape(tokens, tokens)} causal", "f16", lambda i: sdpa(q, k, v, is_causal=True, **kw))
        del q, k, v

    # Convolution and resampling (src/ops/conv/bench.ts; the same at --quick), NCHW f32: conv2d of
    # 1x64x224x224 by 64x64x3x3, padding 1, conv1d of 1x1280x3000 by 1280x1280x3, stride 2, padding 1 (Whisper's
    # second encoder conv), and conv_transpose2d of 1x256x64x64 by 256x128x4x4, stride 2, padding 1 (a
    # decoder's x2 upsampling), conv_transpose1d of 1x512x4096 by 512x256x16, stride 8, padding 4 (a vocoder's x8
    # upsampling), through cuDNN with TF32 off (set above) and cudnn.benchmark on,
    # so cuDNN picks its fastest algorithm on the untimed first call; max_pool2d 3x3 stride 2 padding 1
    # of 1x64x112x112 (ResNet's pool after conv1; avg_pool2d over the same windows, f32); nearest and bilinear x2 upsampling of 1x512x128x128 (F.interpolate, align_corners False) and nearest x2 of 1x512x32768.
    # Each in f32 and f16; cuDNN's f16 conv2d runs on the tensor cores, as vkts's does (conv2d_coopmat).
    F = torch.nn.functional
    torch.backends.cudnn.benchmark = True
    for dt, name in ((torch.float32, "f32"), (torch.float16, "f16")):
        xc, wc3 = torch.randn(1, 64, 224, 224, device=dev, dtype=dt), torch.randn(64, 64, 3, 3, device=dev, dtype=dt)
        add("conv2d", "1x64x224x224 k3x3 64->64 p1", name, lambda i: F.conv2d(xc, wc3, padding=1))
        x1, w1 = torch.randn(1, 1280, 3000, device=dev, dtype=dt), torch.randn(1280, 1280, 3, device=dev, dtype=dt)
        add("conv1d", "1x1280x3000 k3 s2 p1 1280->1280", name, lambda i: F.conv1d(x1, w1, stride=2, padding=1))
        xt, wt = torch.randn(1, 256, 64, 64, device=dev, dtype=dt), torch.randn(256, 128, 4, 4, device=dev, dtype=dt)
        add("conv_transpose2d", "1x256x64x64 k4x4 s2 p1 256->128", name,
            lambda i: F.conv_transpose2d(xt, wt, stride=2, padding=1))
        xt1, wt1 = torch.randn(1, 512, 4096, device=dev, dtype=dt), torch.randn(512, 256, 16, device=dev, dtype=dt)
        add("conv_transpose1d", "1x512x4096 k16 s8 p4 512->256", name,
            lambda i: F.conv_transpose1d(xt1, wt1, stride=8, padding=4))
        xp = torch.randn(1, 64, 112, 112, device=dev, dtype=dt)
        add("max_pool2d", "1x64x112x112", name, lambda i: F.max_pool2d(xp, 3, stride=2, padding=1))
        if dt == torch.float32:
            add("avg_pool2d", "1x64x112x112", name, lambda i: F.avg_pool2d(xp, 3, stride=2, padding=1))
        xu = torch.randn(1, 512, 128, 128, device=dev, dtype=dt)
        add("upsample_nearest2d", "1x512x128x128", name, lambda i: F.interpolate(xu, scale_factor=2, mode="nearest"))
        add("upsample_bilinear2d", "1x512x128x128", name,
            lambda i: F.interpolate(xu, scale_factor=2, mode="bilinear", align_corners=False))
        xu1 = torch.randn(1, 512, 32768, device=dev, dtype=dt)
        add("upsample_nearest1d", "1x512x32768", name, lambda i: F.interpolate(xu1, scale_factor=2, mode="nearest"))
        del xc, wc3, x1, w1, xt, wt, xt1, wt1, xp, xu, xu1
    torch.backends.cudnn.benchmark = False

    # Indexing (src/ops/index/bench.ts; the same shapes with --quick). PyTorch's index ops take int64 ids
    # (vkts reads u32: 4 bytes less per id, 0.1% of scatter_add's traffic).
    vocab, dim, count = 32000, 4096, 4096
    ids = torch.randint(0, vocab, (count,), device=dev)
    for dt, name in ((torch.float32, "f32"), (torch.float16, "f16")):
        table = torch.randn(vocab, dim, device=dev, dtype=dt)
        emb = torch.empty(count, dim, device=dev, dtype=dt)
        add("embedding", f"{vocab}x{dim}[{count}]", name, lambda i: torch.index_select(table, 0, ids, out=emb))
        del table, emb
    del ids
    r, c = 4096, 4096
    dst, src = torch.randn(r, c, device=dev), torch.randn(r, c, device=dev)
    sids = torch.randint(0, r, (r, c), device=dev)
    add("scatter_add", f"{r}x{c}", "f32", lambda i: dst.scatter_add_(0, sids, src))
    rids = torch.randint(0, r, (r,), device=dev)
    add("index_add", f"{r}x{c}[{r}]", "f32", lambda i: dst.index_add_(0, rids, src))
    del dst, src, sids, rids
    # KV-cache append at a position held on the device (replayable in a CUDA graph, as vkts's `at` tensor)
    heads, ctx, hd = 32, 8192, 128
    cache = torch.empty(heads, ctx, hd, device=dev)
    kstep = torch.randn(heads, 1, hd, device=dev)
    pos = torch.tensor([ctx // 2], device=dev)
    add("copy_into", f"{heads}x1x{hd}->{heads}x{ctx}x{hd}", "f32", lambda i: cache.index_copy_(1, pos, kstep))
    # a prefill chunk of ctx / 2 tokens appended at position 0 (a strided copy into the cache's slice)
    chunk = torch.randn(heads, ctx // 2, hd, device=dev)
    add("copy_into", f"{heads}x{ctx // 2}x{hd}->{heads}x{ctx}x{hd}", "f32", lambda i: cache[:, : ctx // 2].copy_(chunk))
    del cache, kstep, pos, chunk

    # Gated delta net (src/ops/gdn/bench.ts): prefill over 32 heads, dk = dv = 128, tokens as vkts's rows
    # (512), f32, q and k L2-normalised inside the call, g = -0.1 and beta = 0.5 as there. PyTorch has no
    # kernel for it: gdn_sequence is the recurrence token by token in eager PyTorch (about eight kernels a
    # token: the eager-PyTorch peer of vkts's token-by-token row), gdn_chunked the chunked (WY) form with
    # batched matmuls and one triangular solve per call (set it beside the sum of vkts's three gdn_chunk_*
    # rows; vkts has no row of that name).
    grows, gcols = sz["rows"]
    heads, d = 32, 128
    tokens = max(8, min(512, grows * gcols // 32768))
    qg, kg, vg = (torch.rand(heads, tokens, d, device=dev) * 2 - 1 for _ in range(3))
    gg = torch.full((heads, tokens), -0.1, device=dev)
    bg = torch.full((heads, tokens), 0.5, device=dev)
    s0 = torch.zeros(heads, d, d, device=dev)
    l2 = lambda x: x * torch.rsqrt((x * x).sum(-1, keepdim=True) + 1e-6)
    shape = f"1x{heads}x{tokens}x{d}x{d}"
    add("gdn_sequence", shape, "f32", lambda i: gdn_recurrent(torch, l2(qg), l2(kg), vg, gg, bg, s0, d**-0.5))
    add("gdn_chunked", shape, "f32", lambda i: gdn_chunked(torch, l2(qg), l2(kg), vg, gg, bg, s0, d**-0.5))
    del qg, kg, vg, gg, bg, s0

    # Matvec 14336 x 4096 (235 MB of weights: 2 copies rotated).
    mr, mc = sz["matvec"]
    wc = copies_of(mr * mc * 4, args.rotate)
    Ws = [torch.randn(mr, mc, device=dev) for _ in range(wc)]
    v = torch.randn(mc, device=dev)
    yv = torch.empty(mr, device=dev)
    add("matvec", f"{mr}x{mc}", "f32", lambda i: torch.mv(Ws[i % wc], v, out=yv), copies=wc)
    del Ws, v, yv

    # GEMM (M x N x K), B rotated.
    for s in sz["gemm"]:
        bc = copies_of(s * s * 4, args.rotate)
        A = torch.randn(s, s, device=dev)
        Bs = [torch.randn(s, s, device=dev) for _ in range(bc)]
        C = torch.empty(s, s, device=dev)
        add("gemm", f"{s}x{s}x{s}", "f32", lambda i: torch.mm(A, Bs[i % bc], out=C), copies=bc)
        add("gemm_nt", f"{s}x{s}x{s}", "f32", lambda i: torch.mm(A, Bs[i % bc].T, out=C), copies=bc)
        del A, Bs, C
    # f16/bf16 GEMM (M x N x K; src/ops/matmul/half-bench.ts): half inputs and result, B rotated; the
    # 4096^3 rows only with --quick, else also 8192^3 and the f16 LLM prefill shapes.
    half_rows = [("f16", 4096, 4096, 4096), ("bf16", 4096, 4096, 4096)]
    if not args.quick:
        half_rows += [("f16", 8192, 8192, 8192), ("bf16", 8192, 8192, 8192), ("f16", 512, 4096, 14336), ("f16", 512, 14336, 4096)]
    for name, m, n, k in half_rows:
        dt = torch.float16 if name == "f16" else torch.bfloat16
        hc = copies_of(k * n * 2, args.rotate)
        Ah = torch.randn(m, k, device=dev, dtype=dt)
        Bhs = [torch.randn(k, n, device=dev, dtype=dt) for _ in range(hc)]
        Ch = torch.empty(m, n, device=dev, dtype=dt)
        add("gemm", f"{m}x{n}x{k}", name, lambda i: torch.mm(Ah, Bhs[i % hc], out=Ch), copies=hc)
        del Ah, Bhs, Ch

    out = {
        "peer": f"torch {torch.__version__}",
        "device": torch.cuda.get_device_name(),
        "method": method_text(plan, args.rotate),
        "rotated": args.rotate,
        "kernels": kernels,
    }
    with open(args.out, "w") as f:
        json.dump(out, f, indent=2)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
