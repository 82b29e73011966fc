// bf16 gemm by path: 'scaled' (the operands scaled into exact f16 for the f16 kernels, src/ops/matmul/bf16-scaled.ts)
// against the FMA kernel, at square sizes, timed as `vkts bench` times a row (back-to-back steps after a warm-up,
// the median of the per-step sums of GPU timestamps), with each kernel's median, and the two results' NMSE
// (different summation orders: about 1e-10, not bit-identical on tensor cores).
//
//   tsx bench/gemm-bf16.ts [--sizes 4096,8192]
import { Device, convert, gemm, rand } from '../src/index.ts';
import { GPU_TIMING, timeSteps } from '../src/cli/bench/measure.ts';
import { listOption } from './args.ts';

const sizes = listOption('sizes', '4096,8192').map(Number);
const d = Device.open({ profile: true });
console.log(`${d.info.name}, driver ${d.info.driver.info}`);
for (const n of sizes) {
  const a = convert(rand(d, [n, n], { seed: 1 }), 'bf16'),
    b = convert(rand(d, [n, n], { seed: 2 }), 'bf16');
  const c = d.alloc('bf16', [n, n]);
  const median: Record<string, number> = {};
  for (const path of ['scaled', 'fma'] as const) {
    const t = timeSteps(d, GPU_TIMING, () => void gemm(a, b, { path, out: c }));
    median[path] = t.median;
    const parts = d
      .profile()
      .kernels.map((k) => `${k.name} ${(k.medianMs * 1e3).toFixed(0)}us`)
      .join(', ');
    console.log(
      `bf16 ${n}^3 ${path}: ${(t.median * 1e3).toFixed(3)} ms, ${((2 * n ** 3) / t.median / 1e12).toFixed(1)} TFLOP/s [${parts}]`,
    );
  }
  const s = gemm(a, b, { path: 'scaled' }).read() as Float32Array,
    f = gemm(a, b, { path: 'fma' }).read() as Float32Array;
  let num = 0,
    den = 0;
  for (let i = 0; i < s.length; i++) {
    num += (s[i]! - f[i]!) ** 2;
    den += f[i]! ** 2;
  }
  console.log(`bf16 ${n}^3: scaled against fma NMSE ${(num / den).toExponential(2)}; ${(median.fma! / median.scaled!).toFixed(2)}x`);
  for (const t of [a, b, c]) t.destroy();
}
d.destroy();
