// Committed per-device gemm choices: for devices vkts has been tuned on, the winners of `vkts tune gemm`
// at a few shape classes, used where the user's own tune cache has no entry (tune-lookup.ts gives the
// order). A device matches by PCI vendor ID and, where given, device ID or a part of its name.
import type { DeviceInfo } from '../../device/capabilities.ts';
import type { TuneEntry } from './tune-cache.ts';

export interface GemmDeviceDefaults {
  readonly vendorId: number;
  readonly deviceId?: number;
  /** A part of the device name (case-insensitive), e.g. `H200`. */
  readonly nameIncludes?: string;
  readonly entries: readonly TuneEntry[];
}

export const GEMM_DEVICE_DEFAULTS: readonly GemmDeviceDefaults[] = [
  {
    // NVIDIA H200 (driver 580.159), `vkts tune gemm --dtype f32 --layout nn|nt --shapes 4096x4096x4096,
    // 512x4096x14336` on 2026-12-01 (TFLOP/s; gemm.comp's header has the losers): nn 128x64r8x8v4 42.6 at
    // 4096^3 and 40.6 at 512x4096x14336 (128x128v4 38.6 and 30.1); nt 4096^3 128x128v4 37.8 (128x64r8x8v4
    // 32.2), nt 512x4096x14336 128x128k32v4w 35.2 (128x64r8x8v4 33.8). Other shape classes fall back to the
    // heuristic.
    vendorId: 0x10de,
    nameIncludes: 'H200',
    // f16, `vkts tune gemm --dtype f16` (same day, two leases): gemm_coopmat2's default 128x256x32 tile wins
    // at 4096^3 (252 TFLOP/s), 8192^3 (273) and 512x14336x4096 (212); its 128x128x64 tile at 512x4096x14336
    // (243-245, the default 142): the KHR tiles reach 91-126.
    entries: [
      { dtype: 'f32', ab: 'nn', M: 4096, N: 4096, K: 4096, candidate: '128x64r8x8v4' },
      { dtype: 'f32', ab: 'nn', M: 512, N: 4096, K: 14336, candidate: '128x64r8x8v4' },
      { dtype: 'f32', ab: 'nt', M: 4096, N: 4096, K: 4096, candidate: '128x128v4' },
      { dtype: 'f32', ab: 'nt', M: 512, N: 4096, K: 14336, candidate: '128x128k32v4w' },
      { dtype: 'f16', ab: 'nn', M: 512, N: 4096, K: 14336, candidate: 'coopmat2 128x128k64' },
    ],
  },
];

/** The committed entries for this device ([] when it has none). */
export function defaultEntries(info: DeviceInfo): readonly TuneEntry[] {
  const d = GEMM_DEVICE_DEFAULTS.find(
    (x) =>
      x.vendorId === info.vendorId &&
      (x.deviceId === undefined || x.deviceId === info.deviceId) &&
      (x.nameIncludes === undefined || info.name.toLowerCase().includes(x.nameIncludes.toLowerCase())),
  );
  return d?.entries ?? [];
}
