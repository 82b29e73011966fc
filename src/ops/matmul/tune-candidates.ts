// What the gemm tuner chooses between: per dtype, named candidates, each a set of gemm options that runs
// one kernel configuration (an f32 tile, the half FMA kernel at a tile, the cooperative-matrix kernel).
// Built-in candidates are registered here; another kernel path (more cooperative-matrix tiles, say) adds
// its own with registerGemmCandidate() from its module, and the tuner, the cache and `vkts tune gemm`
// pick them up: a candidate is timed by calling gemm() with its options, so nothing here knows kernels.
import type { DeviceInfo } from '../../device/capabilities.ts';
import { ArgumentError } from '../errors.ts';
import { COOPMAT2_TILE_NAMES, COOPMAT_TILE_NAMES, DEFAULT_COOPMAT2_TILE, DEFAULT_COOPMAT_TILE } from './half-kernels.ts';
import { coopmat2Shortfall, coopmatShortfall } from './half-ops.ts';
import { GEMM_F32_TILE_NAMES, type OperandLayout } from './kernels.ts';

/** The input dtypes the tuner knows. */
export const GEMM_TUNE_DTYPES = ['f32', 'f16', 'bf16'] as const;
export type GemmTuneDType = (typeof GEMM_TUNE_DTYPES)[number];

/** A gemm as the tuner and the cache see it: dtype, the layouts the kernel reads A and B in, the extents. */
export interface GemmProblem {
  readonly dtype: GemmTuneDType;
  readonly ab: `${OperandLayout}${OperandLayout}`;
  readonly M: number;
  readonly N: number;
  readonly K: number;
}

/** The gemm options a candidate sets (ops.ts's GemmOptions: tile, path, and whatever a kernel path adds).
 * A plain record, so a module that adds an option does not change this file. */
export type GemmCandidateOptions = Readonly<Record<string, string | number | boolean>>;

export interface GemmCandidate {
  /** Unique within its dtype; the name the cache stores (e.g. `128x64`, `fma 64x64`, `coopmat`). */
  readonly name: string;
  readonly dtype: GemmTuneDType;
  readonly options: GemmCandidateOptions;
  /** Why this device cannot run it for `p` (undefined: it can). */
  readonly shortfall?: (info: DeviceInfo, p: GemmProblem) => string | undefined;
}

const registry = new Map<GemmTuneDType, GemmCandidate[]>(GEMM_TUNE_DTYPES.map((d) => [d, []]));
const optionKeys = new Set<string>();

/** Adds a candidate for the tuner (and `vkts tune gemm`) to time. Names are unique per dtype. */
export function registerGemmCandidate(c: GemmCandidate): void {
  const list = registry.get(c.dtype);
  if (!list) throw new ArgumentError(`registerGemmCandidate: dtype ${String(c.dtype)}: expected one of ${GEMM_TUNE_DTYPES.join(', ')}`);
  if (typeof c.name !== 'string' || !/^[\w .-]+$/.test(c.name))
    throw new ArgumentError(`registerGemmCandidate: name ${JSON.stringify(c.name)}: expected letters, digits, spaces, '.', '-' or '_'`);
  if (list.some((x) => x.name === c.name)) throw new ArgumentError(`registerGemmCandidate: ${c.dtype} already has a candidate ${c.name}`);
  list.push(c);
  for (const k of Object.keys(c.options)) optionKeys.add(k);
}

/** Whether gemm options choose a configuration themselves: they set an option some candidate sets (tile,
 * path, ...), so no tuned choice may override it. */
export const choosesConfig = (opts: object): boolean => [...optionKeys].some((k) => (opts as Record<string, unknown>)[k] !== undefined);

/** The candidates of a dtype, in registration order. */
export const gemmCandidates = (dtype: GemmTuneDType): readonly GemmCandidate[] => registry.get(dtype) ?? [];

/** The candidate of `dtype` called `name`, if registered. */
export const gemmCandidate = (dtype: GemmTuneDType, name: string): GemmCandidate | undefined =>
  gemmCandidates(dtype).find((c) => c.name === name);

for (const tile of GEMM_F32_TILE_NAMES) registerGemmCandidate({ name: tile, dtype: 'f32', options: { tile } });
for (const dtype of ['f16', 'bf16'] as const) {
  for (const tile of [128, 64]) registerGemmCandidate({ name: `fma ${tile}x${tile}`, dtype, options: { path: 'fma', tile } });
}
// bf16 through the f16 gemm (bf16-scaled.ts): runs anywhere, on the tensor cores where the device has them
registerGemmCandidate({ name: 'scaled', dtype: 'bf16', options: { path: 'scaled' } });
// The cooperative-matrix tiles: each path's default tile keeps the name 'coopmat' or 'coopmat2'; every
// other tile is '<path> <tile>'. Each names its tile (gemm's own choice of a coopmat2 tile depends on the
// shape). The KHR shortfall is exact for the problem's layouts (the shared memory depends on them).
const coopTiles = [
  { path: 'coopmat', tiles: COOPMAT_TILE_NAMES, base: DEFAULT_COOPMAT_TILE, why: coopmatShortfall },
  { path: 'coopmat2', tiles: COOPMAT2_TILE_NAMES, base: DEFAULT_COOPMAT2_TILE, why: coopmat2Shortfall },
] as const;
for (const { path, tiles, base, why } of coopTiles)
  for (const tile of tiles as readonly string[])
    registerGemmCandidate({
      name: tile === base ? path : `${path} ${tile}`,
      dtype: 'f16',
      options: { path, coopmatTile: tile },
      shortfall: (info, p) => (why as (i: DeviceInfo, t: string, ab: string) => string | undefined)(info, tile, p.ab),
    });
