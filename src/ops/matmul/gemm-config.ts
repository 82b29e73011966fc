// The configuration a gemm call runs: its own tile / path options when given, else the tuned choice or
// the heuristic (tune-lookup.ts) for the problem its operands make, tuning that problem first on request.
import type { DeviceInfo } from '../../device/capabilities.ts';
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import { choose } from '../select.ts';
import { OPERAND_RULES, matrixView } from './rules.ts';
import {
  GEMM_TUNE_DTYPES,
  choosesConfig,
  gemmCandidates,
  type GemmCandidateOptions,
  type GemmProblem,
  type GemmTuneDType,
} from './tune-candidates.ts';
import { gemmConfig, tunedConfig, type GemmConfig, type GemmConfigSource } from './tune-lookup.ts';
import { tuneProblems, type GemmRunner } from './tune.ts';

/** The options of gemm() that decide its configuration (tile, path and any other a candidate sets). */
export interface ConfigOptions {
  readonly transA?: boolean;
  readonly transB?: boolean;
  readonly tile?: number | string;
  readonly path?: string;
  readonly tune?: boolean;
}

/** The configuration a gemm call runs, and where it came from ('option': its own options chose it). */
export interface ChosenGemmConfig {
  readonly candidate: string;
  readonly options: GemmCandidateOptions;
  readonly source: GemmConfigSource | 'option';
}

/** The problem a gemm call makes (the layouts its kernel reads the operands in), or undefined when the
 * operands do not make one (the op's own checks then say why). */
export function problemOf(a: Tensor, b: Tensor, o: ConfigOptions, info: DeviceInfo): GemmProblem | undefined {
  const dtype = a.dtype as GemmTuneDType;
  if (!GEMM_TUNE_DTYPES.includes(dtype) || b.dtype !== dtype) return undefined;
  if (![a, b].every((t) => t.shape.length === 2 || (t.shape.length === 3 && dtype !== 'f32'))) return undefined;
  const A = matrixView(a, !!o.transA),
    B = matrixView(b, !!o.transB);
  const [M, K] = A.shape,
    [Kb, N] = B.shape;
  if (K !== Kb || M * N * K === 0) return undefined;
  const layout = (v: typeof A): 'n' | 't' => {
    const l = choose(OPERAND_RULES, v, info);
    return l === 'copy' ? 'n' : l; // a copy is read row-major
  };
  return { dtype, ab: `${layout(A)}${layout(B)}`, M, N, K };
}

const forced = choosesConfig;

/** What a forced configuration is called: the candidate whose options o repeats, else o's tile and path. */
function forcedName(dtype: GemmTuneDType, o: ConfigOptions): string {
  const set = o as Record<string, unknown>;
  const same = gemmCandidates(dtype).find((c) => Object.entries(c.options).every(([k, v]) => set[k] === v));
  if (same) return same.name;
  if (dtype === 'f32') return o.tile === 64 ? '64x64' : '128x128';
  return `${o.path ?? 'fma'}${o.tile === undefined ? '' : ` ${o.tile}x${o.tile}`}`;
}

/** The configuration gemm(a, b, o) runs (o's own when it sets a candidate's option: source 'option'). */
export function chooseConfig(
  a: Tensor,
  b: Tensor,
  o: ConfigOptions,
  info: DeviceInfo,
): (Omit<GemmConfig, 'source'> & { source: GemmConfig['source'] | 'option' }) | undefined {
  const p = problemOf(a, b, o, info);
  if (!p) return undefined;
  if (forced(o)) return { candidate: forcedName(p.dtype, o), options: {}, source: 'option' };
  return gemmConfig(info, p);
}

/** The options gemm(a, b, o) adds for its configuration: a tuned candidate's, or none (the heuristic
 * rules, or o forces its own). With o.tune, a problem with no tuned entry is tuned first and its winner
 * stored. */
export function configOptions(device: Device, a: Tensor, b: Tensor, o: ConfigOptions, run: GemmRunner): GemmCandidateOptions {
  if (forced(o)) return {};
  const p = problemOf(a, b, o, device.info);
  if (!p) return {};
  const tuned = tunedConfig(device.info, p);
  if (tuned || !o.tune) return tuned?.options ?? {};
  tuneProblems(device, [p], run);
  return tunedConfig(device.info, p)?.options ?? {};
}
