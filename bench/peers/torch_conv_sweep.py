#!/usr/bin/env python3
"""cuDNN's conv2d and conv1d (cudnn.benchmark on) at bench/conv-sweep.ts's layers, timed as torch.py times its rows
(time_back_to_back, imported from torch.py), with TFLOP/s and the share of the roof: f32 with TF32 off
against the f32 FMA roof, or --dtype f16 (cuDNN's tensor-core kernels) against --roof, the f16
cooperative-matrix roof there.

Usage: python3 bench/peers/torch_conv_sweep.py [--dtype f32|f16] [--roof 65.2]
"""
import argparse
import importlib.util
import os
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
# torch.py's folder off the path, or `import torch` would import torch.py
sys.path = [p for p in sys.path if os.path.abspath(p or ".") != HERE]

# (name, n, c, side, o, k, stride, padding[, dims]): bench/conv-sweep.ts's LAYERS; dims 1: x [n, c, side] (conv1d)
LAYERS = [
    ("1x64x224x224 k3x3 64->64 p1", 1, 64, 224, 64, 3, 1, 1),
    ("1x128x112x112 k3x3 128->128 p1", 1, 128, 112, 128, 3, 1, 1),
    ("1x256x56x56 k3x3 256->256 p1", 1, 256, 56, 256, 3, 1, 1),
    ("1x256x56x56 k1x1 256->256", 1, 256, 56, 256, 1, 1, 0),
    ("1x128x112x112 k3x3 128->256 s2 p1", 1, 128, 112, 256, 3, 2, 1),
    ("1x128x128x128 k3x3 128->128 p1", 1, 128, 128, 128, 3, 1, 1),
    ("1x64x160x160 k3x3 64->64 p1", 1, 64, 160, 64, 3, 1, 1),
    ("2x128x80x80 k3x3 128->128 p1", 2, 128, 80, 128, 3, 1, 1),
    ("1x1280x3000 k3 s2 p1 1280->1280", 1, 1280, 3000, 1280, 3, 2, 1, 1),
]
# conv-sweep.ts's TRANSPOSED_LAYERS (conv_transpose2d; w [c, o, k, k])
TRANSPOSED_LAYERS = [
    ("1x256x64x64 k4x4 s2 p1 256->128", 1, 256, 64, 128, 4, 2, 1),
    ("1x512x32x32 k4x4 s2 p1 512->256", 1, 512, 32, 256, 4, 2, 1),
    ("1x128x128x128 k4x4 s2 p1 128->64", 1, 128, 128, 64, 4, 2, 1),
    ("1x512x4096 k16 s8 p4 512->256", 1, 512, 4096, 256, 16, 8, 4, 1),
]


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--roof", type=float, default=65.2, help="the roof the shares are of, TFLOP/s")
    ap.add_argument("--dtype", choices=["f32", "f16"], default="f32")
    ap.add_argument("--transposed", action="store_true", help="conv_transpose2d at conv-sweep.ts's transposed layers")
    args = ap.parse_args()
    spec = importlib.util.spec_from_file_location("vkts_torch_peer", os.path.join(HERE, "torch.py"))
    peer = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(peer)
    import torch

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    torch.backends.cudnn.benchmark = True
    dev = torch.device("cuda")
    F = torch.nn.functional
    dtype = torch.float16 if args.dtype == "f16" else torch.float32
    print(f"{torch.cuda.get_device_name()}, torch {torch.__version__}, cuDNN {torch.backends.cudnn.version()}; {args.dtype}, TF32 off")
    for name, n, c, side, o, k, stride, padding, *rest in TRANSPOSED_LAYERS if args.transposed else LAYERS:
        dims = rest[0] if rest else 2
        x = torch.randn(n, c, *(side,) * dims, device=dev, dtype=dtype)
        w = torch.randn(*((c, o) if args.transposed else (o, c)), *(k,) * dims, device=dev, dtype=dtype)
        conv = {(False, 2): F.conv2d, (True, 2): F.conv_transpose2d, (False, 1): F.conv1d, (True, 1): F.conv_transpose1d}[args.transposed, dims]
        t = peer.time_back_to_back(
            lambda i: conv(x, w, stride=stride, padding=padding),
            torch.cuda.synchronize,
            lambda: torch.cuda.Event(enable_timing=True),
        )
        # the transposed product counts every input value times o x k x k taps, as conv-sweep.ts does
        oside = (side + 2 * padding - k) // stride + 1
        flops = 2 * n * c * side**dims * o * k**dims if args.transposed else 2 * n * o * oside**dims * c * k**dims
        tf = flops / t.seconds / 1e12
        print(f"{name:34} cudnn {t.seconds * 1e6:8.1f} us {tf:5.1f} TFLOP/s {100 * tf / args.roof:3.0f}% of roof")


if __name__ == "__main__":
    main()
