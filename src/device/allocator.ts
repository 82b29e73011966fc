// Device memory: large blocks sub-allocated for small buffers, dedicated allocations for big ones, budget
// awareness (VK_EXT_memory_budget, or a fallback), the next acceptable memory type on failure, and a typed
// OutOfMemoryError naming sizes, heaps and budgets. Host-visible memory is mapped persistently; views over
// a mapping are cached per 1 GiB window and dropped before the memory is unmapped.
import * as vk from '../vk/index.ts';
import { OutOfMemoryError, fmtBytes, type HeapReport } from './errors.ts';
import { MEM, flagNames, type MemoryTable } from './placement.ts';

const WINDOW = 2 ** 30;

export class Block {
  /** Free ranges sorted by offset (sub-allocated blocks only). */
  free: { offset: number; size: number }[];
  used = 0;
  private windows = new Map<number, ArrayBuffer>();
  constructor(
    readonly memory: vk.VkDeviceMemory,
    readonly size: number,
    readonly typeIndex: number,
    readonly heapIndex: number,
    readonly dedicated: boolean,
    readonly hostVisible: boolean,
    readonly coherent: boolean,
    /** HOST_CACHED: CPU reads are fast. Uncached host-visible memory (a ReBAR heap is write-combined) reads
     * at tens of MB/s, so readback from it goes through cached staging instead. */
    readonly cached: boolean,
    readonly mapped: bigint,
  ) {
    this.free = dedicated ? [] : [{ offset: 0, size }];
  }

  /** A view (cached per 1 GiB window) that covers [offset, offset+len), which must not cross a window. */
  window(offset: number): { buf: ArrayBuffer; base: number } {
    const w = Math.floor(offset / WINDOW);
    let buf = this.windows.get(w);
    if (!buf) {
      const base = w * WINDOW;
      buf = vk.mappedView(this.mapped + BigInt(base), Math.min(WINDOW, this.size - base));
      this.windows.set(w, buf);
    }
    return { buf, base: w * WINDOW };
  }

  dropViews(): void {
    this.windows.clear();
  }
}

export interface Allocation {
  readonly block: Block;
  readonly offset: number;
  readonly size: number;
}

export interface BudgetSnapshot {
  budget: number[];
  usage: number[];
}

export interface AllocatorOptions {
  /** Block size for sub-allocation (default: heap/8 for heaps ≤ 1 GiB, else 256 MiB). */
  blockSize?: number;
  /** Cap on live VkDeviceMemory objects (default: the device's maxMemoryAllocationCount). */
  maxAllocations?: number;
}

export class Allocator {
  private readonly blocks: Block[][] = [];
  /** Bytes this allocator holds per heap (blocks + dedicated). */
  readonly heapAllocated: number[];
  allocationCount = 0;
  /** Counters for the profiler. */
  stats = { blocks: 0, dedicated: 0, failures: 0 };
  private budgetCache: BudgetSnapshot | undefined;

  constructor(
    private readonly dc: vk.DeviceCommands,
    readonly table: MemoryTable,
    private readonly limits: { maxMemoryAllocationCount: number; maxMemoryAllocationSize: number; nonCoherentAtomSize: number },
    private readonly queryBudget: (() => BudgetSnapshot) | undefined,
    private readonly opts: AllocatorOptions = {},
  ) {
    this.heapAllocated = table.heaps.map(() => 0);
    for (let i = 0; i < table.types.length; i++) this.blocks.push([]);
  }

  blockSizeFor(typeIndex: number): number {
    if (this.opts.blockSize) return this.opts.blockSize;
    const heap = this.table.heaps[this.table.types[typeIndex].heapIndex].size;
    return heap <= 2 ** 30 ? Math.max(2 ** 20, 2 ** Math.floor(Math.log2(heap / 8))) : 256 * 2 ** 20;
  }

  get maxAllocations(): number {
    return Math.min(this.opts.maxAllocations ?? Infinity, this.limits.maxMemoryAllocationCount);
  }

  /** Budget and usage per heap: VK_EXT_memory_budget when present (refreshed on each new block), else
   * 80% of the heap size as the budget and this allocator's bytes as the usage. */
  budgets(refresh = false): BudgetSnapshot {
    if (this.queryBudget) {
      if (refresh || !this.budgetCache) this.budgetCache = this.queryBudget();
      return this.budgetCache;
    }
    return { budget: this.table.heaps.map((h) => Math.floor(h.size * 0.8)), usage: [...this.heapAllocated] };
  }

  heapReport(): HeapReport[] {
    const b = this.budgets(true);
    return this.table.heaps.map((h, i) => ({
      index: i,
      size: h.size,
      budget: b.budget[i],
      usage: b.usage[i],
      flags: h.flags & 1 ? 'DEVICE_LOCAL' : '',
    }));
  }

  /** Allocates `size` bytes aligned to `alignment` from the first of `types` that can hold them. */
  alloc(size: number, alignment: number, types: readonly number[], what: string, onPressure?: () => boolean): Allocation {
    const tried: string[] = [];
    for (let attempt = 0; attempt < 2; attempt++) {
      for (const t of types) {
        const a = this.tryType(t, size, alignment, tried);
        if (a) return a;
      }
      if (!onPressure || !onPressure()) break;
      tried.length = 0;
    }
    this.stats.failures++;
    throw new OutOfMemoryError(size, what, this.heapReport(), tried.length ? `tried ${tried.join('; ')}` : 'no acceptable memory type');
  }

  private tryType(t: number, size: number, alignment: number, tried: string[]): Allocation | undefined {
    const heapIndex = this.table.types[t].heapIndex;
    const heap = this.table.heaps[heapIndex];
    const desc = `type ${t} (${flagNames(this.table.types[t].propertyFlags) || 'none'}, heap ${heapIndex})`;
    if (size > heap.size) {
      tried.push(`${desc}: larger than the heap (${fmtBytes(heap.size)})`);
      return undefined;
    }
    const blockSize = this.blockSizeFor(t);
    if (size <= blockSize / 2) {
      for (const b of this.blocks[t]) {
        if (b.dedicated) continue;
        const off = takeRange(b, size, alignment);
        if (off >= 0) return { block: b, offset: off, size };
      }
      const b =
        this.newMemory(t, blockSize, false, desc, tried) ?? this.newMemory(t, Math.max(blockSize / 8, nextPow2(size)), false, desc, tried);
      if (!b) return undefined;
      const off = takeRange(b, size, alignment);
      return { block: b, offset: off, size };
    }
    if (size > this.limits.maxMemoryAllocationSize) {
      tried.push(`${desc}: over maxMemoryAllocationSize (${fmtBytes(this.limits.maxMemoryAllocationSize)})`);
      return undefined;
    }
    const b = this.newMemory(t, size, true, desc, tried);
    if (!b) return undefined;
    b.used = size;
    return { block: b, offset: 0, size };
  }

  private newMemory(t: number, size: number, dedicated: boolean, desc: string, tried: string[]): Block | undefined {
    const heapIndex = this.table.types[t].heapIndex;
    if (this.allocationCount >= this.maxAllocations) {
      tried.push(`${desc}: at maxMemoryAllocationCount (${this.maxAllocations})`);
      return undefined;
    }
    const b = this.budgets(true);
    if (b.usage[heapIndex] + size > b.budget[heapIndex]) {
      tried.push(
        `${desc}: ${fmtBytes(size)} would exceed the heap budget (${fmtBytes(b.budget[heapIndex])}, ${fmtBytes(b.usage[heapIndex])} used)`,
      );
      return undefined;
    }
    let memory: vk.VkDeviceMemory;
    try {
      memory = this.dc.allocateMemory({ allocationSize: size, memoryTypeIndex: t });
    } catch (e) {
      if (e instanceof vk.VkError) {
        tried.push(`${desc}: vkAllocateMemory(${fmtBytes(size)}) returned ${e.codeName}`);
        return undefined;
      }
      throw e;
    }
    const flags = this.table.types[t].propertyFlags;
    const hostVisible = !!(flags & MEM.HOST_VISIBLE);
    let mapped = 0n;
    if (hostVisible) {
      try {
        mapped = this.dc.mapMemory(memory, 0, size, 0);
      } catch (e) {
        this.dc.freeMemory(memory);
        if (e instanceof vk.VkError) {
          tried.push(`${desc}: vkMapMemory returned ${e.codeName}`);
          return undefined;
        }
        throw e;
      }
    }
    const block = new Block(
      memory,
      size,
      t,
      heapIndex,
      dedicated,
      hostVisible,
      !!(flags & MEM.HOST_COHERENT),
      !!(flags & MEM.HOST_CACHED),
      mapped,
    );
    this.allocationCount++;
    this.heapAllocated[heapIndex] += size;
    if (this.budgetCache) this.budgetCache.usage[heapIndex] += size;
    if (dedicated) this.stats.dedicated++;
    else {
      this.stats.blocks++;
      this.blocks[t].push(block);
    }
    return block;
  }

  free(a: Allocation): void {
    const b = a.block;
    if (b.dedicated) {
      this.release(b);
      return;
    }
    giveRange(b, a.offset, a.size);
    if (b.used === 0) {
      // Keep one empty block per type; free the others.
      const empties = this.blocks[b.typeIndex].filter((x) => x.used === 0);
      if (empties.length > 1) {
        this.blocks[b.typeIndex] = this.blocks[b.typeIndex].filter((x) => x !== b);
        this.release(b);
      }
    }
  }

  private release(b: Block): void {
    b.dropViews();
    if (b.hostVisible) this.dc.unmapMemory(b.memory);
    this.dc.freeMemory(b.memory);
    this.allocationCount--;
    this.heapAllocated[b.heapIndex] -= b.size;
    if (this.budgetCache) this.budgetCache.usage[b.heapIndex] -= b.size;
  }

  /** Makes host writes visible to the device (non-coherent memory only). */
  flush(a: Allocation, offset: number, len: number): void {
    if (a.block.coherent || !a.block.hostVisible) return;
    this.dc.flushMappedMemoryRanges([this.atomRange(a, offset, len)]);
  }

  /** Makes device writes visible to the host (non-coherent memory only). */
  invalidate(a: Allocation, offset: number, len: number): void {
    if (a.block.coherent || !a.block.hostVisible) return;
    this.dc.invalidateMappedMemoryRanges([this.atomRange(a, offset, len)]);
  }

  private atomRange(a: Allocation, offset: number, len: number) {
    const atom = this.limits.nonCoherentAtomSize;
    const start = Math.floor((a.offset + offset) / atom) * atom;
    const end = Math.min(a.block.size, Math.ceil((a.offset + offset + len) / atom) * atom);
    return { memory: a.block.memory, offset: start, size: end - start };
  }

  /** Frees every block (buffers bound to them must be destroyed first). */
  destroy(): void {
    for (const list of this.blocks) for (const b of list) this.release(b);
    this.blocks.forEach((_, i) => (this.blocks[i] = []));
  }

  /** Live VkDeviceMemory objects and bytes, for tests and the profiler. */
  summary(): { allocations: number; bytes: number; blocks: number } {
    return {
      allocations: this.allocationCount,
      bytes: this.heapAllocated.reduce((x, y) => x + y, 0),
      blocks: this.blocks.reduce((n, l) => n + l.length, 0),
    };
  }
}

function nextPow2(n: number): number {
  return 2 ** Math.ceil(Math.log2(Math.max(1, n)));
}

/** Best-fit take of `size` bytes aligned to `alignment` from a block's free list; -1 when none fits. */
function takeRange(b: Block, size: number, alignment: number): number {
  let best = -1;
  let bestWaste = Infinity;
  for (let i = 0; i < b.free.length; i++) {
    const r = b.free[i];
    const off = Math.ceil(r.offset / alignment) * alignment;
    const waste = r.size - size - (off - r.offset);
    if (waste >= 0 && waste < bestWaste) {
      best = i;
      bestWaste = waste;
      if (waste === 0) break;
    }
  }
  if (best < 0) return -1;
  const r = b.free[best];
  const off = Math.ceil(r.offset / alignment) * alignment;
  const pieces: { offset: number; size: number }[] = [];
  if (off > r.offset) pieces.push({ offset: r.offset, size: off - r.offset });
  if (off + size < r.offset + r.size) pieces.push({ offset: off + size, size: r.offset + r.size - off - size });
  b.free.splice(best, 1, ...pieces);
  b.used += size;
  return off;
}

function giveRange(b: Block, offset: number, size: number): void {
  b.used -= size;
  const f = b.free;
  let lo = 0;
  let hi = f.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (f[mid].offset < offset) lo = mid + 1;
    else hi = mid;
  }
  f.splice(lo, 0, { offset, size });
  // Coalesce with the next, then the previous.
  if (lo + 1 < f.length && f[lo].offset + f[lo].size === f[lo + 1].offset) {
    f[lo].size += f[lo + 1].size;
    f.splice(lo + 1, 1);
  }
  if (lo > 0 && f[lo - 1].offset + f[lo - 1].size === f[lo].offset) {
    f[lo - 1].size += f[lo].size;
    f.splice(lo, 1);
  }
}
