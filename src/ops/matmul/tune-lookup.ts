// Which configuration gemm runs when its options leave it open: the tune cache's entry for the nearest
// tuned shape class, else the committed per-device defaults (tune-defaults.ts), else the heuristic rules
// (GEMM_TILE_RULES, GEMM_HALF_PATH_RULES). An entry counts only if its candidate is registered and the
// device can run it for this problem.
import type { DeviceInfo } from '../../device/capabilities.ts';
import { choose } from '../select.ts';
import { GEMM_HALF_PATH_RULES } from './half-ops.ts';
import { GEMM_TILES } from './kernels.ts';
import { chooseTile } from './rules.ts';
import { tunedEntries, type TuneEntry } from './tune-cache.ts';
import { gemmCandidate, type GemmCandidateOptions, type GemmProblem } from './tune-candidates.ts';
import { defaultEntries } from './tune-defaults.ts';

/** Where gemm's configuration came from. */
export type GemmConfigSource = 'cache' | 'defaults' | 'heuristic';

export interface GemmConfig {
  /** The candidate's name (tune-candidates.ts). */
  readonly candidate: string;
  /** The gemm options that run it ({} for the heuristic: gemm's own rules). */
  readonly options: GemmCandidateOptions;
  readonly source: GemmConfigSource;
}

/** How far an entry may be from the problem and still stand for it: the sum over M, N and K of
 * |log2(ratio)|, plus 1 for other layouts. 2 is one extent 4x off or two 2x off (a 4096^3 winner covers
 * 2048 x 4096 x 4096 and 8192 x 4096 x 8192, not 512 x 512 x 512). */
export const NEAREST_CLASS_LIMIT = 2;

const distance = (e: TuneEntry, p: GemmProblem): number =>
  (e.ab === p.ab ? 0 : 1) + (['M', 'N', 'K'] as const).reduce((s, k) => s + Math.abs(Math.log2(e[k] / Math.max(1, p[k]))), 0);

/** The nearest entry of p's dtype within NEAREST_CLASS_LIMIT whose candidate this device runs for p. */
export function nearestEntry(info: DeviceInfo, entries: readonly TuneEntry[], p: GemmProblem): TuneEntry | undefined {
  return entries
    .filter((e) => e.dtype === p.dtype && distance(e, p) <= NEAREST_CLASS_LIMIT)
    .sort((x, y) => distance(x, p) - distance(y, p))
    .find((e) => {
      const c = gemmCandidate(p.dtype, e.candidate);
      return c !== undefined && c.shortfall?.(info, p) === undefined;
    });
}

/** The configuration the heuristic rules give (the name of the candidate they amount to). */
export function heuristicConfig(info: DeviceInfo, p: GemmProblem): GemmConfig {
  const tile = chooseTile({ M: p.M, N: p.N }, info);
  const side = GEMM_TILES[tile].bm;
  if (p.dtype === 'f32') return { candidate: `${side}x${side}`, options: {}, source: 'heuristic' };
  const path = choose(GEMM_HALF_PATH_RULES, { dtype: p.dtype }, info);
  return { candidate: path === 'fma' ? `fma ${side}x${side}` : path, options: {}, source: 'heuristic' };
}

/** The tuned configuration for p (cache, then defaults), if any. */
export function tunedConfig(info: DeviceInfo, p: GemmProblem): GemmConfig | undefined {
  for (const [source, entries] of [
    ['cache', tunedEntries(info)],
    ['defaults', defaultEntries(info)],
  ] as const) {
    const e = nearestEntry(info, entries, p);
    if (e) return { candidate: e.candidate, options: gemmCandidate(p.dtype, e.candidate)!.options, source };
  }
  return undefined;
}

/** What gemm runs for p: tuned, else the heuristic. */
export const gemmConfig = (info: DeviceInfo, p: GemmProblem): GemmConfig => tunedConfig(info, p) ?? heuristicConfig(info, p);
