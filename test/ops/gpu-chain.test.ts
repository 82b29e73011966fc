// The real dispatch pattern: a chain of 25 ops with no readback in between (batching, hazard barriers,
// buffers released mid-chain and recycled), checked against the same chain on the CPU references; and what
// the ops report to the profiler (kernel name, shape label, cost model).
// Tolerance: nmse <= 1e-8 at every checked output. Per-op errors (<= 1e-10) compound along the chain, and
// the f16 round trip can round an element the other way when its f32 input differs in the last bit.
import { describe, expect, test } from 'vitest';
import {
  add,
  axpy,
  castF16ToF32,
  castF32ToF16,
  div,
  exp,
  gelu,
  gemm,
  gemmCost,
  matvec,
  max,
  mul,
  neg,
  abs,
  relu,
  rmsNorm,
  silu,
  softmax,
  sqr,
  sub,
  sum,
  binaryCost,
  softmaxCost,
} from '../../src/ops/index.ts';
import * as ref from '../../src/ops/elementwise/reference.ts';
import { f16ArrayToF32, f32ArrayToF16 } from '../../src/spirv/half.ts';
import * as matmulRef from '../../src/ops/matmul/reference.ts';
import * as normRef from '../../src/ops/norm/reference.ts';
import * as reduceRef from '../../src/ops/reduce/reference.ts';
import { useDevice } from '../helpers/device.ts';
import { expectNmse, randomF32 } from '../helpers/ops.ts';

const CHAIN_TOL = 1e-8;

describe('a chain of ops without readback', () => {
  const dev = useDevice({ profile: true });

  test('gemm -> softmax -> rms_norm -> add -> axpy -> ... -> matvec matches the CPU chain, twice', () => {
    const d = dev();
    const [M, K, N, N2, R] = [33, 20, 48, 40, 17];
    const x0v = randomF32(M * K, 1),
      w1v = randomF32(K * N, 2),
      gv = randomF32(N, 3, 0.5, 1.5);
    const w2v = randomF32(N2 * N, 4),
      w3v = randomF32(R * M, 5);
    const onesV = new Float32Array(M * N2).fill(1);
    const x0 = d.upload(x0v, { shape: [M, K] }),
      w1 = d.upload(w1v, { shape: [K, N] }),
      g = d.upload(gv);
    const w2 = d.upload(w2v, { shape: [N2, N] }),
      w3 = d.upload(w3v, { shape: [R, M] }),
      ones = d.upload(onesV, { shape: [M, N2] });

    // GPU: 25 ops; intermediates destroyed as soon as they are no longer named (recycled after their fence).
    const chain = () => {
      const h = gemm(x0, w1); // 1
      const s = softmax(h); // 2
      const r = rmsNorm(s, { weight: g, eps: 1e-5 }); // 3
      const a = add(r, h); // 4
      h.destroy();
      axpy(0.5, s, a); // 5
      const g2 = gelu(a); // 6
      const m = mul(g2, r); // 7
      g2.destroy();
      r.destroy();
      const q = sub(m, s); // 8
      m.destroy();
      s.destroy();
      const z = silu(q); // 9
      q.destroy();
      const p = gemm(z, w2, { transB: true }); // 10
      const n = rmsNorm(p); // 11
      p.destroy();
      const e = exp(n); // 12
      const sq = sqr(n); // 13
      const den = add(sq, ones); // 14
      sq.destroy();
      const dd = div(e, den); // 15
      e.destroy();
      den.destroy();
      const hf = castF32ToF16(dd); // 16
      const back = castF16ToF32(hf); // 17
      hf.destroy();
      const diff = sub(back, n); // 18
      n.destroy();
      const rl = relu(diff); // 19
      diff.destroy();
      const ng = neg(rl); // 20
      rl.destroy();
      const ab = abs(ng); // 21
      ng.destroy();
      const rs = sum(ab); // 22
      ab.destroy();
      const mx = max(back); // 23
      back.destroy();
      const v = matvec(w3, rs); // 24
      rs.destroy();
      const out = add(v, v); // 25
      return { a, z, dd, mx, v, out };
    };

    // CPU: the same chain on the references.
    const hR = matmulRef.gemm(x0v, w1v, M, N, K);
    const sR = normRef.softmax(hR, M, N);
    const rR = normRef.rmsNorm(sR, M, N, 1e-5, gv);
    const aR = ref.axpy(0.5, sR, ref.add(rR, hR));
    const zR = ref.unary('silu', ref.sub(ref.mul(ref.unary('gelu', aR), rR), sR));
    const nR = normRef.rmsNorm(matmulRef.gemm(zR, w2v, M, N2, N, true), M, N2, 1e-6);
    const ddR = ref.div(ref.unary('exp', nR), ref.add(ref.unary('sqr', nR), onesV));
    const backR = f16ArrayToF32(f32ArrayToF16(ddR));
    const abR = ref.unary('abs', ref.unary('neg', ref.unary('relu', ref.sub(backR, nR))));
    const vR = matmulRef.matvec(w3v, reduceRef.sumRows(abR, M, N2), R, M);
    const want = { a: aR, z: zR, dd: ddR, mx: reduceRef.maxRows(backR, M, N2), v: vR, out: ref.add(vR, vR) };

    // The second pass runs on buffers the first released (recycled once its work completed).
    for (const pass of [1, 2]) {
      const before = d.profile().counts;
      const got = chain();
      const after = d.profile().counts;
      expect(after.dispatches - before.dispatches).toBe(25);
      expect(after.bytesRead).toBe(before.bytesRead); // nothing read back inside the chain
      for (const [k, t] of Object.entries(got)) {
        expectNmse(t.read(), want[k as keyof typeof want], CHAIN_TOL, `pass ${pass}: ${k}`);
        t.destroy();
      }
      const counts = d.profile().counts;
      expect(counts.barriers).toBeGreaterThan(before.barriers);
      if (pass === 2) expect(counts.poolHits - before.poolHits).toBeGreaterThanOrEqual(20);
    }
  });
});

describe('profiler reporting', () => {
  const dev = useDevice({ profile: true });

  test('each op reports its kernel, its shape label and its cost model', () => {
    const d = dev();
    d.resetProfile();
    const a = d.upload(randomF32(15, 1), { shape: [3, 5] });
    add(a, a);
    softmax(a);
    gemm(d.upload(randomF32(17 * 65, 2), { shape: [17, 65] }), d.upload(randomF32(65 * 33, 3), { shape: [65, 33] }));
    d.sync();
    const stat = (name: string) => d.profile().kernels.find((k) => k.name === name);
    const cost = (c: { bytesRead: number; bytesWritten: number; flops: number; precision: string }) => ({
      bytes: c.bytesRead + c.bytesWritten,
      flops: c.flops,
      precision: c.precision,
    });
    for (const [name, label, c] of [
      ['binary.add_f32', '3x5', binaryCost('add', 15)],
      ['softmax.f32', '3x5', softmaxCost(3, 5)],
      ['gemm.nn_64', '17x33x65', gemmCost(17, 33, 65)],
    ] as const) {
      const k = stat(name);
      expect(k, name).toBeDefined();
      expect({ label: k!.label, count: k!.count, bytes: k!.bytes, flops: k!.flops, precision: k!.precision }).toEqual({
        label,
        count: 1,
        ...cost(c),
      });
    }
  });
});
