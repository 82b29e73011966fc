// The on-disk cache of tuned gemm configurations: one JSON file per device (gemm-<uuid>.json) in the tune
// cache folder, holding the winners `vkts tune gemm` (or gemm's { tune: true }) measured. A file counts
// only for the device UUID, driver and kernel set it was measured with: a driver update or a rebuilt gemm
// shader makes its entries stale (ignored, and replaced at the next tune). A file that is not a tune cache
// (cut short, edited by hand) is ignored with one warning on stderr, never an exception. A file is read
// again only when its modification time or size changes (one stat per lookup).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';
import type { DeviceInfo } from '../../device/capabilities.ts';
import { shippedVariants } from '../shaders.ts';
import { GEMM_TUNE_DTYPES, gemmCandidates, type GemmProblem } from './tune-candidates.ts';

export const TUNE_CACHE_SCHEMA = 1;

/** A tuned (or committed default) winner: the problem it was measured at and the candidate's name. */
export interface TuneEntry extends GemmProblem {
  readonly candidate: string;
  /** The winner's GPU time per gemm, seconds (absent in committed defaults). */
  readonly seconds?: number;
}

/** What a cache file must match to count: the device, its driver, the kernels and candidates measured. */
export interface TuneKey {
  readonly uuid: string;
  readonly driver: string;
  readonly kernels: string;
}

interface TuneFile extends TuneKey {
  readonly schema: number;
  readonly device: string;
  readonly gemm: readonly TuneEntry[];
}

/** The tune cache folder: VKTS_TUNE_CACHE, else VKTS_CACHE_DIR/tune, else $XDG_CACHE_HOME/vkts/tune, else
 * ~/.cache/vkts/tune. */
export function tuneCacheDir(): string {
  if (process.env.VKTS_TUNE_CACHE) return process.env.VKTS_TUNE_CACHE;
  const base = process.env.VKTS_CACHE_DIR || join(process.env.XDG_CACHE_HOME || join(homedir(), '.cache'), 'vkts');
  return join(base, 'tune');
}

/** The cache file of a device. */
export const tuneCachePath = (info: DeviceInfo): string => join(tuneCacheDir(), `gemm-${info.uuid}.json`);

let kernelHash: string | undefined;

/** A hash of the shipped gemm kernels (their SPIR-V hashes) and the registered candidates' names and
 * options: a change to either makes earlier measurements stale. */
function kernelSetHash(): string {
  if (kernelHash) return kernelHash;
  const h = createHash('sha256');
  for (const v of shippedVariants().filter((s) => s.name.startsWith('gemm'))) h.update(`${v.name}.${v.variant}:${v.sha256}\n`);
  for (const d of GEMM_TUNE_DTYPES) for (const c of gemmCandidates(d)) h.update(`${d}:${c.name}:${JSON.stringify(c.options)}\n`);
  return (kernelHash = h.digest('hex').slice(0, 16));
}

/** The key a device's cache entries must carry. The hash is taken once per process, so register extra
 * candidates when their module loads, before the first gemm. */
export const tuneKey = (info: DeviceInfo): TuneKey => ({
  uuid: info.uuid,
  driver: `${info.driver.name} ${info.driver.info} ${info.driver.version}`.trim(),
  kernels: kernelSetHash(),
});

/** Files read, by path: what they held and the stamp (modification time and size) they were read at. */
const loaded = new Map<string, { stamp: string; file: TuneFile | undefined }>();

const stampOf = (path: string): string => {
  const s = statSync(path, { throwIfNoEntry: false });
  return s ? `${s.mtimeMs} ${s.size}` : 'none';
};

const isEntry = (e: unknown): e is TuneEntry => {
  const x = e as Record<string, unknown>;
  return (
    typeof x === 'object' &&
    x !== null &&
    (GEMM_TUNE_DTYPES as readonly unknown[]).includes(x.dtype) &&
    typeof x.ab === 'string' &&
    /^[nt]{2}$/.test(x.ab) &&
    ['M', 'N', 'K'].every((k) => Number.isInteger(x[k]) && (x[k] as number) > 0) &&
    typeof x.candidate === 'string'
  );
};

function parse(text: string): TuneFile | string {
  let f: Record<string, unknown>;
  try {
    f = JSON.parse(text) as Record<string, unknown>;
  } catch (e) {
    return `not JSON (${(e as Error).message})`;
  }
  if (typeof f !== 'object' || f === null || f.schema !== TUNE_CACHE_SCHEMA) return `expected schema ${TUNE_CACHE_SCHEMA}`;
  if (!['uuid', 'driver', 'kernels'].every((k) => typeof f[k] === 'string')) return 'no uuid, driver or kernels key';
  if (!Array.isArray(f.gemm) || !f.gemm.every(isEntry)) return 'its gemm entries are not {dtype, ab, M, N, K, candidate}';
  return f as unknown as TuneFile;
}

function readFile(path: string): TuneFile | undefined {
  const stamp = stampOf(path);
  const hit = loaded.get(path);
  if (hit?.stamp === stamp) return hit.file;
  let text: string | undefined;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    text = undefined; // no cache yet
  }
  const f = text === undefined ? undefined : parse(text);
  if (typeof f === 'string') process.stderr.write(`vkts: warning: ignoring the gemm tune cache ${path}: ${f}\n`);
  const file = typeof f === 'string' ? undefined : f;
  loaded.set(path, { stamp, file });
  return file;
}

const sameKey = (a: TuneKey, b: TuneKey): boolean => a.uuid === b.uuid && a.driver === b.driver && a.kernels === b.kernels;

/** The cached entries for this device, driver and kernel set ([] when there are none, or they are stale). */
export function tunedEntries(info: DeviceInfo): readonly TuneEntry[] {
  const f = readFile(tuneCachePath(info));
  return f && sameKey(f, tuneKey(info)) ? f.gemm : [];
}

/** The shape class of a problem: its extents rounded to powers of two (the unit of the cache). */
export const shapeClass = (p: GemmProblem): string =>
  `${p.dtype} ${p.ab} ${[p.M, p.N, p.K].map((x) => Math.round(Math.log2(Math.max(1, x)))).join(',')}`;

/** Stores winners for this device (replacing entries of the same shape class, dropping stale ones) and
 * returns the file written. The file is written whole and renamed into place, so a reader never sees half. */
export function saveTuned(info: DeviceInfo, entries: readonly TuneEntry[]): string {
  const path = tuneCachePath(info);
  const fresh = new Set(entries.map(shapeClass));
  const kept = tunedEntries(info).filter((e) => !fresh.has(shapeClass(e)));
  const file: TuneFile = { schema: TUNE_CACHE_SCHEMA, ...tuneKey(info), device: info.name, gemm: [...kept, ...entries] };
  mkdirSync(tuneCacheDir(), { recursive: true });
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, JSON.stringify(file, null, 2) + '\n');
  renameSync(tmp, path);
  loaded.set(path, { stamp: stampOf(path), file });
  return path;
}
