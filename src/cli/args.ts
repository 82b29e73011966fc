// Checks of command-line arguments that run before any device work: device selectors, whole numbers, files
// to read and paths to write. Each mistake is a UsageError (one line, exit code 2), raised before a
// benchmark spends minutes only to fail at its last step.
import { accessSync, constants, statSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import type { DeviceSelector } from '../device/index.ts';
import { UsageError } from './errors.ts';

/** `--device 1`, `--device gpu`, `--device h200` (part of a device name, see vkts info). */
export function deviceSelector(text: string | undefined, option = '--device'): DeviceSelector | undefined {
  if (text === undefined) return undefined;
  if (/^\d+$/.test(text)) return Number(text);
  if (text.trim() === '')
    throw new UsageError(`${option} "": expected a device index, gpu, cpu, discrete, integrated or part of a device name (see vkts info)`);
  return text;
}

/** A whole number of at least `min`. */
export function wholeNumber(text: string, option: string, min = 0): number {
  if (!/^\d+$/.test(text) || Number(text) < min) throw new UsageError(`${option} ${text}: expected a whole number >= ${min}`);
  return Number(text);
}

const reason = (e: unknown): string => (e as NodeJS.ErrnoException).code ?? (e as Error).message;

/** A file that exists and can be read. */
export function readableFile(path: string, option: string): void {
  let isFile: boolean;
  try {
    isFile = statSync(path).isFile();
    accessSync(path, constants.R_OK);
  } catch (e) {
    throw new UsageError(`${option} ${path}: cannot read it (${reason(e) === 'ENOENT' ? 'no such file' : reason(e)})`);
  }
  if (!isFile) throw new UsageError(`${option} ${path}: not a file`);
}

/** A path that a file can be written to: its folder exists and is writable, and it is not a folder itself. */
export function writablePath(path: string, option: string): void {
  const folder = dirname(resolve(path));
  try {
    if (!statSync(folder).isDirectory()) throw new UsageError(`${option} ${path}: ${folder} is not a folder`);
    accessSync(folder, constants.W_OK);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(
      `${option} ${path}: cannot write there (${reason(e) === 'ENOENT' ? `no folder ${folder}` : `${folder}: ${reason(e)}`})`,
    );
  }
  try {
    if (statSync(path).isDirectory()) throw new UsageError(`${option} ${path}: is a folder, expected a file name`);
    accessSync(path, constants.W_OK);
  } catch (e) {
    if (e instanceof UsageError) throw e;
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw new UsageError(`${option} ${path}: cannot write it (${reason(e)})`);
  }
}
