// The op cases `vkts bench --suite ops` times (filled in with the GPU ops).
import type { Device } from '../../device/index.ts';
import type { Measured } from './measure.ts';

export interface OpCase {
  op: string;
  shape: string;
  dtype: string;
  variant: string;
  run: () => Measured;
}

export function opCases(_device: Device, _quick: boolean, _notes: string[]): OpCase[] {
  return [];
}
