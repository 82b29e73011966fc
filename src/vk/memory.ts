// Views over mapped device memory. The one place above the generated wrappers where koffi builds a view;
// the runtime (src/device) caches one view per mapping and drops it with the mapping (DESIGN.md §2: a view
// that outlives vkUnmapMemory/vkFreeMemory segfaults).
import koffi from 'koffi';

/** An ArrayBuffer over `len` bytes of native memory at `addr` (from vkMapMemory). */
export function mappedView(addr: bigint, len: number): ArrayBuffer {
  return koffi.view(addr, len) as ArrayBuffer;
}
