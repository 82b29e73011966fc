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
    // NVIDIA H200.
    // TO FILL from a GPU run: `vkts tune gemm --json --shapes ...` on the H200, one entry per winner as
    // { dtype, ab, M, N, K, candidate } (candidate: a name from tune-candidates.ts). Empty: the heuristic.
    vendorId: 0x10de,
    nameIncludes: 'H200',
    entries: [],
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
