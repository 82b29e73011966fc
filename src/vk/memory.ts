// Views over mapped device memory. The one place above the generated wrappers where koffi builds a view;
// the runtime (src/device) caches one view per mapping and drops it with the mapping (a view that outlives
// vkUnmapMemory/vkFreeMemory segfaults: docs/ARCHITECTURE.md, "The binding").
import koffi from 'koffi';

/** An ArrayBuffer over `len` bytes of native memory at `addr` (from vkMapMemory). */
export function mappedView(addr: bigint, len: number): ArrayBuffer {
  return koffi.view(addr, len) as ArrayBuffer;
}

/** Native memory owned by the caller (for structs the runtime writes itself on hot paths). */
export interface NativeMemory {
  /** Its address, for raw (uint64_t) parameters. */
  readonly address: number;
  readonly bytes: Uint8Array;
  readonly view: DataView;
  free(): void;
}

/** Allocates `size` zeroed bytes of native memory (freed by free(), never by the GC). */
export function allocNative(size: number): NativeMemory {
  const ptr = koffi.alloc('uint8_t', size);
  const buf = koffi.view(ptr, size) as ArrayBuffer;
  const bytes = new Uint8Array(buf);
  bytes.fill(0);
  let live = true;
  return {
    address: Number(koffi.address(ptr)),
    bytes,
    view: new DataView(buf),
    free() {
      if (live) koffi.free(ptr);
      live = false;
    },
  };
}
