#!/usr/bin/env python3
"""The vkts bench shapes through PyTorch on a CUDA GPU, timed with CUDA events (median of repeats after
warm-up). Writes the JSON that `vkts bench --compare` reads:
    {"peer": "torch 2.x", "device": ..., "kernels": [{"op", "shape", "dtype", "seconds"}]}
Usage: python3 bench/peers/torch.py [--out torch.json] [--quick]
"""
import argparse
import json
import os
import statistics
import sys

# This file is called torch.py: keep its own folder off the path, or `import torch` would import itself.
sys.path = [p for p in sys.path if os.path.abspath(p or ".") != os.path.dirname(os.path.abspath(__file__))]

import torch  # noqa: E402


def timed(fn, repeats, warmup=3):
    for _ in range(warmup):
        fn()
    torch.cuda.synchronize()
    times = []
    for _ in range(repeats):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        fn()
        end.record()
        end.synchronize()
        times.append(start.elapsed_time(end) / 1e3)
    return statistics.median(times)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--out", default="torch.json")
    ap.add_argument("--quick", action="store_true")
    args = ap.parse_args()
    # f32 GEMM means f32 (vkts has no TF32 path)
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.set_float32_matmul_precision("highest")
    dev = torch.device("cuda")
    reps = 5 if args.quick else 20
    kernels = []

    def add(op, shape, dtype, fn):
        s = timed(fn, reps)
        kernels.append({"op": op, "shape": shape, "dtype": dtype, "seconds": s})
        print(f"{op:10s} {shape:18s} {dtype:4s} {s * 1e6:10.1f} us", flush=True)

    # Memory roofs: 1 GiB f32 arrays.
    n = 2**28
    a = torch.rand(n, device=dev)
    b = torch.empty_like(a)
    add("copy", str(n), "f32", lambda: b.copy_(a))
    add("read", str(n), "f32", lambda: torch.sum(a))  # read-only (one scalar written)
    add("write", str(n), "f32", lambda: b.fill_(1.0))

    # Elementwise (64 Mi elements).
    m = 2**26
    x, y, z = (torch.rand(m, device=dev) for _ in range(3))
    add("add", str(m), "f32", lambda: torch.add(x, y, out=z))
    add("mul", str(m), "f32", lambda: torch.mul(x, y, out=z))
    add("axpy", str(m), "f32", lambda: y.add_(x, alpha=2.0))
    xh = x.half()
    add("cast", str(m), "f32->f16", lambda: xh.copy_(x))

    # Row-wise ops on 32768 x 4096.
    rows, cols = 32768, 4096
    t = torch.randn(rows, cols, device=dev)
    o = torch.empty_like(t)
    w = torch.ones(cols, device=dev)
    add("softmax", f"{rows}x{cols}", "f32", lambda: torch.softmax(t, dim=-1, out=o))
    add("rms_norm", f"{rows}x{cols}", "f32", lambda: torch.nn.functional.rms_norm(t, (cols,), w, 1e-6))
    add("sum", f"{rows}x{cols}", "f32", lambda: torch.sum(t, dim=-1))
    add("max", f"{rows}x{cols}", "f32", lambda: torch.amax(t, dim=-1))

    # Matvec 14336 x 4096 (235 MB of weights: beyond the 50-60 MB L2 by itself).
    W = torch.randn(14336, 4096, device=dev)
    v = torch.randn(4096, device=dev)
    add("matvec", "14336x4096", "f32", lambda: torch.mv(W, v))

    # GEMM (M x N x K).
    for size in ([2048] if args.quick else [1024, 4096]):
        A = torch.randn(size, size, device=dev)
        B = torch.randn(size, size, device=dev)
        add("gemm", f"{size}x{size}x{size}", "f32", lambda: A @ B)
        add("gemm_nt", f"{size}x{size}x{size}", "f32", lambda: A @ B.T)
    Ah = torch.randn(8192, 8192, device=dev, dtype=torch.float16)
    Bh = torch.randn(8192, 8192, device=dev, dtype=torch.float16)
    add("gemm", "8192x8192x8192", "f16", lambda: Ah @ Bh)

    out = {"peer": f"torch {torch.__version__}", "device": torch.cuda.get_device_name(), "kernels": kernels}
    with open(args.out, "w") as f:
        json.dump(out, f, indent=2)
    print(f"wrote {args.out}")


if __name__ == "__main__":
    main()
