// Runs a snippet in a child Node process (ESM, TypeScript through tsx, from the repository root), for cases
// that crashed the process before they were fixed: a crash there fails one test instead of killing the
// runner. The snippet reports with `report(value)`, which prints one RESULT line; a thrown error is
// reported by name, so `expectTyped(run(...), 'VkValueError')` reads as the expectation it is.
import { spawnSync } from 'node:child_process';
import * as path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface ChildResult {
  status: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
  /** What the snippet reported (RESULT lines), in order. */
  results: string[];
}

const PRELUDE = `
const report = (v) => console.log('RESULT ' + (typeof v === 'string' ? v : JSON.stringify(v)));
const expectError = async (fn) => {
  try { await fn(); report('no error'); }
  catch (e) { report(e && e.name ? e.name + ': ' + e.message : 'thrown ' + String(e)); }
};
`;

/** Runs `code` (top-level await allowed; `report` and `expectError` in scope) in a fresh process. */
export function runChild(code: string, opts: { timeoutMs?: number; env?: NodeJS.ProcessEnv } = {}): ChildResult {
  const r = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PRELUDE + code], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: opts.timeoutMs ?? 120_000,
    env: { ...process.env, VKTS_VALIDATION: '', ...opts.env },
  });
  const results = (r.stdout ?? '')
    .split('\n')
    .filter((l) => l.startsWith('RESULT '))
    .map((l) => l.slice(7));
  return { status: r.status, signal: r.signal, stdout: r.stdout ?? '', stderr: r.stderr ?? '', results };
}

/** The child exited normally (no signal, status 0). */
export function expectSurvived(r: ChildResult): void {
  const detail = `status ${r.status}, signal ${r.signal}\nstdout: ${r.stdout.slice(-2000)}\nstderr: ${r.stderr.slice(-2000)}`;
  expect(r.signal, detail).toBeNull();
  expect(r.status, detail).toBe(0);
}

/** The child survived and every reported result is the named typed error (matching `message`, if given). */
export function expectTyped(r: ChildResult, name: string, message?: RegExp): void {
  expectSurvived(r);
  expect(r.results.length, r.stdout).toBeGreaterThan(0);
  for (const line of r.results) {
    expect(line.startsWith(`${name}: `), `expected ${name}, got: ${line}`).toBe(true);
    if (message) expect(line).toMatch(message);
  }
}
