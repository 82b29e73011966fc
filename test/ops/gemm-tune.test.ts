// The gemm tuner and its cache on lavapipe: tuning tiny shapes picks a candidate, writes the cache and
// gemm then runs that candidate (its variant in the profile, its result against the f64 reference); the
// cache counts only for its device, driver and kernel set; a corrupt file is a warning; the folder follows
// VKTS_TUNE_CACHE; the nearest shape class within NEAREST_CLASS_LIMIT stands in; { tune: true } tunes at
// first use; and the candidate registry the cooperative-matrix path adds to.
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest';
import { ArgumentError } from '../../src/ops/errors.ts';
import { CapabilityError, StateError } from '../../src/device/errors.ts';
import type { DeviceInfo } from '../../src/device/capabilities.ts';
import { GEMM_F32_TILES } from '../../src/ops/matmul/kernels.ts';
import { chosenGemmConfig, gemm, tuneGemm } from '../../src/ops/matmul/ops.ts';
import * as ref from '../../src/ops/matmul/reference.ts';
import { tuneCacheDir, tuneCachePath, tuneKey, type TuneEntry } from '../../src/ops/matmul/tune-cache.ts';
import { gemmCandidate, gemmCandidates, registerGemmCandidate, type GemmProblem } from '../../src/ops/matmul/tune-candidates.ts';
import { defaultEntries } from '../../src/ops/matmul/tune-defaults.ts';
import type { TunePlan } from '../../src/ops/matmul/tune.ts';
import { openValidated, useDevice } from '../helpers/device.ts';
import { rng } from '../helpers/ops.ts';

const device = useDevice({ profile: true });
const QUICK: TunePlan = { warmupSeconds: 0.001, windowSeconds: 0.002, minRepeats: 2, maxRepeats: 4 };

const saved = { ...process.env };
beforeEach(() => {
  process.env.VKTS_TUNE_CACHE = mkdtempSync(join(tmpdir(), 'vkts-tune-'));
});
afterEach(() => {
  for (const k of ['VKTS_TUNE_CACHE', 'VKTS_CACHE_DIR', 'XDG_CACHE_HOME']) {
    if (saved[k] === undefined) delete process.env[k];
    else process.env[k] = saved[k];
  }
});

const random = (n: number, seed: number): Float32Array => {
  const r = rng(seed);
  return Float32Array.from({ length: n }, () => r(-1, 1));
};

/** gemm of random [M, K] x [K, N] f32 (transB: b is [N, K]) on the device: its config, the pipelines it
 * ran, and its NMSE against the f64 reference. */
function runGemm(M: number, N: number, K: number, transB = false, opts: { tune?: boolean } = {}) {
  const d = device();
  const a = random(M * K, 1),
    b = random(K * N, 2);
  const A = d.upload(a, { shape: [M, K] }),
    B = d.upload(b, { shape: transB ? [N, K] : [K, N] });
  try {
    const config = chosenGemmConfig(A, B, { transB });
    d.resetProfile();
    const C = gemm(A, B, { transB, ...opts });
    const got = C.read() as Float32Array;
    C.destroy();
    const want = ref.gemm(a, b, M, N, K, transB);
    let err = 0,
      norm = 0;
    for (let i = 0; i < want.length; i++) [err, norm] = [err + (got[i]! - want[i]!) ** 2, norm + want[i]! ** 2];
    const kernels = d
      .profile()
      .kernels.map((k) => k.name)
      .filter((n) => n.startsWith('gemm.'));
    return { config, kernels, nmse: err / norm };
  } finally {
    A.destroy();
    B.destroy();
  }
}

/** Writes a cache file for this device by hand (key fields overridable). */
function writeCache(entries: TuneEntry[], key: Partial<Record<'uuid' | 'driver' | 'kernels', string>> = {}): string {
  const info = device().info;
  const path = tuneCachePath(info);
  writeFileSync(path, JSON.stringify({ schema: 1, ...tuneKey(info), ...key, device: info.name, gemm: entries }));
  return path;
}

const entry = (candidate: string, M = 64, N = 64, K = 64, ab: GemmProblem['ab'] = 'nn'): TuneEntry => ({
  dtype: 'f32',
  ab,
  M,
  N,
  K,
  candidate,
});

test('tuning tiny shapes times every f32 candidate, caches the fastest, and gemm then runs it', () => {
  const problems: GemmProblem[] = [
    { dtype: 'f32', ab: 'nn', M: 40, N: 24, K: 36 },
    { dtype: 'f32', ab: 'nt', M: 17, N: 33, K: 8 },
  ];
  const { results, cacheFile } = tuneGemm(device(), problems, QUICK);
  expect(cacheFile).toBe(join(process.env.VKTS_TUNE_CACHE!, `gemm-${device().info.uuid}.json`));
  for (const r of results) {
    expect(r.rows.map((x) => x.candidate)).toEqual(gemmCandidates('f32').map((c) => c.name));
    for (const row of r.rows) expect(row.seconds, row.candidate).toBeGreaterThan(0);
    const fastest = Math.min(...r.rows.map((x) => x.seconds!));
    expect(r.rows.find((x) => x.candidate === r.winner)!.seconds).toBe(fastest);
  }
  const file = JSON.parse(readFileSync(cacheFile, 'utf8')) as { gemm: TuneEntry[] };
  expect(file.gemm.map((e) => e.candidate)).toEqual(results.map((r) => r.winner));
  // gemm at the tuned shapes runs the winners (a vec4 winner runs vec4 here: 40, 24, 36 are multiples of 4).
  const nn = runGemm(40, 24, 36);
  expect(nn.config).toMatchObject({ source: 'cache', candidate: results[0]!.winner });
  expect(nn.kernels).toEqual([`gemm.nn${GEMM_F32_TILES[results[0]!.winner as keyof typeof GEMM_F32_TILES].suffix}`]);
  expect(nn.nmse).toBeLessThan(1e-10);
  const nt = runGemm(17, 33, 8, true);
  expect(nt.config).toMatchObject({ source: 'cache', candidate: results[1]!.winner });
  expect(nt.nmse).toBeLessThan(1e-10);
});

test('a cached candidate other than the heuristic choice is the one gemm runs, at the nearest shape class', () => {
  expect(runGemm(64, 64, 64).config).toMatchObject({ source: 'heuristic', candidate: '64x64' });
  writeCache([entry('128x64')]);
  for (const [M, N, K] of [
    [64, 64, 64],
    [128, 64, 64], // 1 doubling away
    [33, 64, 130], // ~1 + ~1
  ]) {
    const r = runGemm(M!, N!, K!);
    expect(r.config, `${M}x${N}x${K}`).toMatchObject({ source: 'cache', candidate: '128x64' });
    expect(r.kernels).toEqual(['gemm.nn_128x64']);
    expect(r.nmse).toBeLessThan(1e-10);
  }
  // Too far (1024 is 4 doublings from 64): the heuristic.
  expect(runGemm(1024, 64, 64).config).toMatchObject({ source: 'heuristic' });
  // The call's own tile wins over the cache.
  const d = device();
  const a = d.full('f32', [64, 64], 1);
  expect(chosenGemmConfig(a, a, { tile: '128x128v4' })).toMatchObject({ source: 'option', candidate: '128x128v4' });
  expect(chosenGemmConfig(a, a, { tile: 128 })).toMatchObject({ source: 'option', candidate: '128x128' });
  d.resetProfile();
  gemm(a, a, { tile: '128x128v4' }).destroy();
  d.sync();
  expect(d.profile().kernels.map((k) => k.name)).toEqual(['gemm.nn_128x128v4']);
  a.destroy();
});

test("another device's, driver's or kernel set's entries are ignored", () => {
  for (const key of [{ uuid: '00'.repeat(16) }, { driver: 'another driver 2' }, { kernels: 'feedfacefeedface' }]) {
    process.env.VKTS_TUNE_CACHE = mkdtempSync(join(tmpdir(), 'vkts-tune-'));
    writeCache([entry('128x64')], key);
    const r = runGemm(64, 64, 64);
    expect(r.config, JSON.stringify(key)).toMatchObject({ source: 'heuristic', candidate: '64x64' });
    expect(r.kernels).toEqual(['gemm.nn_64']);
  }
});

test('a corrupt cache file is ignored with one warning, and the next tune replaces it', () => {
  const path = tuneCachePath(device().info);
  writeFileSync(path, '{"schema": 1, "gemm": [');
  const warn = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    expect(runGemm(64, 64, 64).config).toMatchObject({ source: 'heuristic' });
    expect(runGemm(64, 64, 64).config).toMatchObject({ source: 'heuristic' });
    const lines = warn.mock.calls.map((c) => String(c[0])).filter((l) => l.includes('tune cache'));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain(`vkts: warning: ignoring the gemm tune cache ${path}: not JSON`);
  } finally {
    warn.mockRestore();
  }
  // Valid JSON that is not a cache (an entry without a candidate) is the same.
  process.env.VKTS_TUNE_CACHE = mkdtempSync(join(tmpdir(), 'vkts-tune-'));
  writeCache([{ ...entry('128x64'), candidate: undefined as unknown as string }]);
  const quiet = vi.spyOn(process.stderr, 'write').mockImplementation(() => true);
  try {
    expect(runGemm(64, 64, 64).config).toMatchObject({ source: 'heuristic' });
    expect(quiet.mock.calls.map((c) => String(c[0])).join('')).toContain('its gemm entries are not');
  } finally {
    quiet.mockRestore();
  }
  const { results } = tuneGemm(device(), [{ dtype: 'f32', ab: 'nn', M: 64, N: 64, K: 64 }], QUICK);
  expect(runGemm(64, 64, 64).config).toMatchObject({ source: 'cache', candidate: results[0]!.winner });
});

test('the cache folder: VKTS_TUNE_CACHE, else VKTS_CACHE_DIR/tune, else XDG_CACHE_HOME/vkts/tune', () => {
  const dir = mkdtempSync(join(tmpdir(), 'vkts-tune-'));
  process.env.VKTS_TUNE_CACHE = dir;
  expect(tuneCacheDir()).toBe(dir);
  delete process.env.VKTS_TUNE_CACHE;
  process.env.VKTS_CACHE_DIR = '/somewhere/cache';
  expect(tuneCacheDir()).toBe('/somewhere/cache/tune');
  delete process.env.VKTS_CACHE_DIR;
  process.env.XDG_CACHE_HOME = '/xdg';
  expect(tuneCacheDir()).toBe('/xdg/vkts/tune');
  // The tuner writes where the variable points.
  process.env.VKTS_TUNE_CACHE = dir;
  tuneGemm(device(), [{ dtype: 'f32', ab: 'nn', M: 8, N: 8, K: 8 }], QUICK);
  expect(existsSync(join(dir, `gemm-${device().info.uuid}.json`))).toBe(true);
});

test('{ tune: true } tunes a shape class without an entry once, then uses the cache', () => {
  const first = runGemm(20, 12, 16, false, { tune: true });
  expect(first.nmse).toBeLessThan(1e-10);
  const file = JSON.parse(readFileSync(tuneCachePath(device().info), 'utf8')) as { gemm: TuneEntry[] };
  expect(file.gemm).toHaveLength(1);
  expect(file.gemm[0]).toMatchObject({ dtype: 'f32', ab: 'nn', M: 20, N: 12, K: 16 });
  // The tuning dispatches are in the profile: every candidate ran; the call's own gemm is the winner's.
  expect(new Set(first.kernels).size).toBe(gemmCandidates('f32').length);
  const again = runGemm(20, 12, 16, false, { tune: true });
  expect(again.config).toMatchObject({ source: 'cache', candidate: file.gemm[0]!.candidate });
  expect(again.kernels).toHaveLength(1); // no second tuning
});

test('tuning needs GPU timestamps and runs outside capture(); bad problems and options are typed errors', () => {
  const plain = openValidated();
  try {
    const a = plain.full('f32', [4, 4], 1);
    expect(() => gemm(a, a, { tune: true })).toThrow(CapabilityError);
    expect(() => gemm(a, a, { tune: true })).toThrow('open the device with Device.open({ profile: true })');
    expect(() => gemm(a, a, { tune: 1 as unknown as boolean })).toThrow(ArgumentError);
    a.destroy();
  } finally {
    plain.destroy();
  }
  expect(() => tuneGemm(device(), [{ dtype: 'f32', ab: 'nn', M: 0, N: 4, K: 4 }], QUICK)).toThrow('M = 0: expected a whole number');
  expect(() => tuneGemm(device(), [{ dtype: 'f32', ab: 'xn' as 'nn', M: 4, N: 4, K: 4 }], QUICK)).toThrow(ArgumentError);
  const t0 = device().full('f32', [4, 4], 1);
  expect(() => tuneGemm(t0 as never, [], QUICK)).toThrow('tuneGemm: the first argument must be a Device');
  expect(() => tuneGemm(device(), t0 as never, QUICK)).toThrow('tuneGemm: problems must be an array');
  t0.destroy();
  const t = device().full('f32', [4, 4], 1);
  expect(() => gemm(t, t, { tile: '32x32' as '64x64' })).toThrow('gemm: tile must be 64 or 128 (got "32x32"); f32 inputs also take');
  // Inside capture() the dispatches are recorded, not run: nothing to time, nothing cached.
  expect(() => device().capture(() => void gemm(t, t, { tune: true }))).toThrow(StateError);
  expect(existsSync(tuneCachePath(device().info))).toBe(false);
  t.destroy();
});

test('the committed defaults match a device by vendor and name; llvmpipe has none', () => {
  const h200 = { vendorId: 0x10de, deviceId: 0x2335, name: 'NVIDIA H200' } as DeviceInfo;
  expect(defaultEntries(h200)).toBe(defaultEntries({ ...h200, name: 'nvidia h200 nvl' }));
  expect(defaultEntries({ ...h200, vendorId: 0x1002 })).toEqual([]);
  expect(defaultEntries({ vendorId: 0x10005, deviceId: 0, name: 'llvmpipe (LLVM 15.0.6, 256 bits)' } as DeviceInfo)).toEqual([]);
  // every committed entry names a registered candidate (a renamed tile would silently fall back)
  expect(defaultEntries(h200).length).toBeGreaterThan(0);
  for (const e of defaultEntries(h200)) expect(gemmCandidate(e.dtype, e.candidate), e.candidate).toBeDefined();
});

describe('the candidate registry', () => {
  test('a registered candidate is timed (or skipped with its reason); names are unique per dtype', () => {
    registerGemmCandidate({ name: 'test 128x64 again', dtype: 'f32', options: { tile: '128x64' } });
    registerGemmCandidate({ name: 'test never', dtype: 'f32', options: { tile: '64x64' }, shortfall: () => 'this test says no' });
    expect(() => registerGemmCandidate({ name: '128x128', dtype: 'f32', options: {} })).toThrow('f32 already has a candidate 128x128');
    expect(() => registerGemmCandidate({ name: 'x', dtype: 'f8' as 'f32', options: {} })).toThrow(ArgumentError);
    const { results } = tuneGemm(device(), [{ dtype: 'f32', ab: 'nn', M: 16, N: 16, K: 16 }], QUICK);
    const rows = results[0]!.rows;
    expect(rows.find((r) => r.candidate === 'test 128x64 again')!.seconds).toBeGreaterThan(0);
    expect(rows.find((r) => r.candidate === 'test never')).toEqual({ candidate: 'test never', skipped: 'this test says no' });
    expect(results[0]!.winner).not.toBe('test never');
  });

  test('f16 and bf16 tune over the FMA tiles (and every cooperative-matrix tile where the device has it)', () => {
    const { results } = tuneGemm(
      device(),
      [
        { dtype: 'f16', ab: 'nn', M: 24, N: 16, K: 8 },
        { dtype: 'bf16', ab: 'nt', M: 8, N: 24, K: 16 },
      ],
      QUICK,
    );
    // every cooperative-matrix tile is a row: timed, or skipped with what the device lacks
    const coop = results[0]!.rows.filter((r) => r.candidate.startsWith('coopmat'));
    expect(coop.map((r) => r.candidate)).toEqual([
      'coopmat',
      'coopmat 128x128k64np',
      'coopmat 128x64k64',
      'coopmat2',
      'coopmat2 128x128k64',
    ]);
    for (const r of coop) expect(r.skipped ?? 'ran', r.candidate).toMatch(/lacks (the KHR cooperative matrix|NV cooperative matrix 2)|ran/);
    for (const r of results)
      for (const c of ['fma 128x128', 'fma 64x64']) expect(r.rows.find((x) => x.candidate === c)!.seconds).toBeGreaterThan(0);
    const d = device();
    const a = d.full('f16', [24, 8], 0.5),
      b = d.full('f16', [8, 16], 0.25);
    expect(chosenGemmConfig(a, b)).toMatchObject({ source: 'cache', candidate: results[0]!.winner });
    const c = gemm(a, b);
    expect(Array.from(c.read() as Float32Array).every((v) => v === 8 * 0.125)).toBe(true);
    for (const t of [a, b, c]) t.destroy();
  });
});
