#!/usr/bin/env python3
"""ggml-vulkan as a `vkts bench --compare` peer, through ggml's test-backend-ops (the harness in
../shared/peers/: ggml.sh and ggml-vulkan-d99724f2.tar.xz, built for the GPU machine).

    python3 bench/peers/ggml.py cases [--quick] --out vkts-cases.txt
        writes a --test-file of vkts's op-suite shapes for test-backend-ops (its generic-op format, read by
        make_test_cases_from_file at ggml d99724f2), each case named vkts:<op>:<shape>:<dtype>
    bash ggml.sh perf -b Vulkan0 --test-file vkts-cases.txt > ggml-perf.txt          (on the GPU machine)
    python3 bench/peers/ggml.py convert ggml-perf.txt --out ggml.json
        turns its perf output (console, or --output sql) into the peer JSON `vkts bench --compare` reads:
        {"peer", "device", "method", "rotated": false, "kernels": [{"op", "shape", "dtype", "seconds", "rotated": false}]}
    node bin/vkts.js bench --suite ops --no-rotate --compare ggml.json

How test-backend-ops perf times (tests/test-backend-ops.cpp, eval_perf, at d99724f2): one warm-up graph;
then a graph of n copies of the op on the same tensors (n from a 32 GiB memory or 100 GFLOP target, at
most ~8190), computed repeatedly until >= 1 s in all, timed on the CPU clock from submit to completion;
the figure is the mean time per op. Every copy re-uses the same operands, so nothing rotates and an
operand under ~60 MB can stay in the H200's L2: every row is marked "rotated": false, and `vkts bench`
refuses to compare them with a run that rotates weights (compare with `--no-rotate`).

Also understood: test-backend-ops's own f32 MUL_MAT perf cases (type_a=f32,type_b=f32, plain layout):
n=1 as matvec <m>x<k>, otherwise gemm_nt <n>x<m>x<k>. Other rows are skipped (counted on stderr).
"""
import argparse
import json
import re
import struct
import sys

# ggml enums at d99724f2 (include/ggml.h): enum ggml_op, enum ggml_unary_op, enum ggml_type.
OP = {"ADD": 2, "MUL": 7, "SUM_ROWS": 15, "RMS_NORM": 25, "MUL_MAT": 29, "CPY": 34, "CONT": 35, "SOFT_MAX": 46, "UNARY": 91}
UNARY = {"relu": 6, "gelu": 8}  # GGML_UNARY_OP_GELU is the tanh approximation, as vkts's gelu
TYPE = {"f32": 0, "f16": 1}
TYPE_SIZE = {"f32": 4, "f16": 2}

# vkts's ops-suite sizes (src/cli/bench/ops-suite.ts sizes()): the GPU sizes and --quick.
FULL = {"elements": 2**26, "rows": (32768, 4096), "matvec": (14336, 4096), "gemm": [1024, 4096]}
QUICK = {"elements": 2**24, "rows": (8192, 4096), "matvec": (4096, 4096), "gemm": [1024, 2048]}

METHOD = (
    "ggml test-backend-ops perf (ggml-vulkan): one warm-up graph, then graphs of n back-to-back copies of the op "
    "on the same operands until >= 1 s, CPU clock submit to completion, mean per op; operands re-used (no rotation)"
)


def f32_bits(x):
    """A float op param as the int32 test-backend-ops reads."""
    return struct.unpack("<i", struct.pack("<f", x))[0]


def src(dtype, ne, nb=None):
    """One source tensor: type, ne[4], nb[4] (0s: contiguous)."""
    ne = list(ne) + [1] * (4 - len(ne))
    return [TYPE[dtype], *ne, *(nb or [0, 0, 0, 0])]


def case(name, op, dtype, ne, params, sources):
    """One line of a test-backend-ops --test-file: op type ne0..3 n_params params.. n_src [src..] name."""
    ne = list(ne) + [1] * (4 - len(ne))
    fields = [OP[op], TYPE[dtype], *ne, len(params), *params, len(sources)]
    for s in sources:
        fields += s
    return " ".join(str(f) for f in fields) + " " + name


def vkts_cases(sz):
    """vkts's op rows that ggml has an op for (no axpy: ggml has none; no row max: ggml has only ARGMAX; gemm
    only as gemm_nt). Checked against ggml's CPU backend (`test` mode) at small sizes on lavapipe."""
    lines = []
    n = sz["elements"]
    for op, gop in (("add", "ADD"), ("mul", "MUL")):
        lines.append(case(f"vkts:{op}:{n}:f32", gop, "f32", [n], [], [src("f32", [n]), src("f32", [n])]))
    for op in ("relu", "gelu"):
        lines.append(case(f"vkts:{op}:{n}:f32", "UNARY", "f32", [n], [UNARY[op]], [src("f32", [n])]))
    lines.append(case(f"vkts:cast:{n}:f32->f16", "CPY", "f16", [n], [], [src("f32", [n]), src("f16", [n])]))
    rows, cols = sz["rows"]
    shape = f"{rows}x{cols}"
    lines.append(case(f"vkts:sum:{shape}:f32", "SUM_ROWS", "f32", [1, rows], [], [src("f32", [cols, rows])]))
    lines.append(case(f"vkts:softmax:{shape}:f32", "SOFT_MAX", "f32", [cols, rows], [f32_bits(1.0), f32_bits(0.0)], [src("f32", [cols, rows])]))
    lines.append(case(f"vkts:rms_norm:{shape}:f32", "RMS_NORM", "f32", [cols, rows], [f32_bits(1e-6)], [src("f32", [cols, rows])]))
    # contiguous() of the transpose of a [rows, cols] f32 tensor: out [cols, rows]; element (a, b) = x[b][a]
    whole = rows * cols * 4
    lines.append(case(f"vkts:contiguous:{cols}x{rows}:f32", "CONT", "f32", [rows, cols], [], [src("f32", [rows, cols], [cols * 4, 4, whole, whole])]))
    # MUL_MAT(src0 [k, m], src1 [k, n]) -> [m, n]: out[j][i] = sum_k src0[i][k] src1[j][k]
    mr, mc = sz["matvec"]
    lines.append(case(f"vkts:matvec:{mr}x{mc}:f32", "MUL_MAT", "f32", [mr, 1], [], [src("f32", [mc, mr]), src("f32", [mc, 1])]))
    # ggml's MUL_MAT contracts both operands along their contiguous dimension: vkts's gemm_nt, C = A B^T with
    # B [N, K] (src0 = B [K, N], src1 = A [K, M], out [N, M] = C). vkts's gemm (B [K, N]) has no plain ggml
    # form: a transposed src0 view is refused by ggml's CPU reference (nb00 must be the type size).
    for s in sz["gemm"]:
        lines.append(case(f"vkts:gemm_nt:{s}x{s}x{s}:f32", "MUL_MAT", "f32", [s, s], [], [src("f32", [s, s]), src("f32", [s, s])]))
    return lines


ANSI = re.compile(r"\x1b\[[0-9;]*m")
CONSOLE_ROW = re.compile(r"^\s*([A-Z][A-Z0-9_]*)\((.*)\):\s+(\d+) runs -\s+([0-9.]+) us/run")
SQL_ROW = re.compile(r"^INSERT INTO test_backend_ops \((.*?)\) VALUES \((.*)\);\s*$")


def parse_perf(text):
    """(op_name, op_params, us_per_run, runs) for each perf row of test-backend-ops output; and the device."""
    rows, device = [], None
    for raw in text.splitlines():
        line = ANSI.sub("", raw)
        m = re.match(r"^\s*Device description:\s*(.+?)\s*$", line)
        if m:
            device = device or m.group(1)
            continue
        m = CONSOLE_ROW.match(line)
        if m:
            rows.append((m.group(1), m.group(2), float(m.group(4)), int(m.group(3))))
            continue
        m = SQL_ROW.match(line)
        if m:
            keys = [k.strip() for k in m.group(1).split(",")]
            values = re.findall(r"'((?:[^']|'')*)'", m.group(2))
            r = dict(zip(keys, values))
            if r.get("test_mode") == "perf" and r.get("supported") == "1" and float(r.get("time_us") or 0) > 0:
                rows.append((r["op_name"], r["op_params"], float(r["time_us"]), int(r.get("n_runs") or 0)))
            device = device or r.get("device_description") or None
    return rows, device


def vkts_key(op_name, params):
    """(op, shape, dtype) of a perf row, or None when no vkts row corresponds."""
    m = re.search(r"(?:^|,)name=vkts:([^:,]+):([^:,]+):([^,]+)", params)
    if m:
        return m.group(1), m.group(2), m.group(3)
    if op_name == "MUL_MAT":
        kv = dict(re.findall(r"(\w+)=(\[[^\]]*\]|[^,]+)", params))
        plain = kv.get("type_a") == "f32" and kv.get("type_b") == "f32" and kv.get("bs", "[1,1]") == "[1,1]" \
            and kv.get("nr", "[1,1]") == "[1,1]" and kv.get("per", "[0,1,2,3]") == "[0,1,2,3]" and kv.get("v", "0") == "0"
        if plain and all(k in kv for k in ("m", "n", "k")):
            m_, n_, k_ = kv["m"], kv["n"], kv["k"]
            return ("matvec", f"{m_}x{k_}", "f32") if n_ == "1" else ("gemm_nt", f"{n_}x{m_}x{k_}", "f32")
    return None


def convert(text, peer, device=None):
    rows, found = parse_perf(text)
    kernels, skipped = [], 0
    for op_name, params, us, runs in rows:
        key = vkts_key(op_name, params)
        if key is None:
            skipped += 1
            continue
        op, shape, dtype = key
        kernels.append({"op": op, "shape": shape, "dtype": dtype, "seconds": us / 1e6, "rotated": False,
                        "runs": runs, "ggml_op": op_name})
    out = {"peer": peer, "device": device or found or "unknown", "method": METHOD, "rotated": False, "kernels": kernels}
    return out, skipped


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = ap.add_subparsers(dest="cmd", required=True)
    c = sub.add_parser("cases", help="write a test-backend-ops --test-file of vkts's op shapes")
    c.add_argument("--quick", action="store_true", help="vkts --quick sizes")
    c.add_argument("--out", default="-")
    v = sub.add_parser("convert", help="test-backend-ops perf output -> vkts peer JSON")
    v.add_argument("perf_output", help="the saved stdout of `ggml.sh perf ...` (console or --output sql)")
    v.add_argument("--out", default="ggml.json")
    v.add_argument("--peer", default="ggml-vulkan d99724f2")
    v.add_argument("--device", help="device name (default: the 'Device description' line of the output)")
    args = ap.parse_args(argv)
    if args.cmd == "cases":
        text = "\n".join(vkts_cases(QUICK if args.quick else FULL)) + "\n"
        if args.out == "-":
            sys.stdout.write(text)
        else:
            with open(args.out, "w") as f:
                f.write(text)
        return 0
    with open(args.perf_output, encoding="utf-8", errors="replace") as f:
        out, skipped = convert(f.read(), args.peer, args.device)
    if not out["kernels"]:
        print(f"ggml.py: no perf rows of vkts shapes in {args.perf_output} ({skipped} other rows)", file=sys.stderr)
        return 1
    with open(args.out, "w") as f:
        json.dump(out, f, indent=2)
    for k in out["kernels"]:
        print(f"{k['op']:10s} {k['shape']:18s} {k['dtype']:8s} {k['seconds'] * 1e6:10.1f} us  ({k['runs']} runs)")
    print(f"wrote {args.out}: {len(out['kernels'])} rows, all rotated: false" + (f"; {skipped} rows without a vkts shape skipped" if skipped else ""))
    return 0


if __name__ == "__main__":
    sys.exit(main())
