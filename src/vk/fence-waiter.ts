// Waits on fences on a worker thread so the event loop keeps running (Tensor.readAsync and friends).
// The worker loads koffi and libvulkan itself and calls the loader's vkWaitForFences. It is
// ref'd only while a wait is outstanding, so it never keeps Node alive on its own.
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import { vulkanLibrary } from './core/library.ts';
import { FenceWaiterClosedError, VkError } from './core/errors.ts';

const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const koffi = require(workerData.koffi);
// The loader's exported vkWaitForFences trampoline (it dispatches through the device's table, layers
// included). Calling a koffi.decode()d function pointer on a worker thread segfaults with koffi 3.3.4, so
// the worker loads the library itself. Handles and pointers as uint64_t (the binding's raw prototypes);
// the fence array lives in native memory allocated here, so koffi marshals nothing.
const fn = koffi.load(workerData.lib).func('int32_t vkWaitForFences(uint64_t, uint32_t, uint64_t, uint32_t, uint64_t)');
const slot = koffi.alloc('uint64_t', 1);
const slotAddr = koffi.address(slot);
const view = new BigUint64Array(koffi.view(slot, 8));
parentPort.on('message', (m) => {
  view[0] = m.fence;
  let r;
  // Slices of 100 ms so a terminate() is honoured promptly.
  do { r = fn(m.device, 1, slotAddr, 1, 100000000n); } while (r === 2 /* VK_TIMEOUT */);
  parentPort.postMessage({ id: m.id, result: r });
});
`;

export class FenceWaiter {
  private worker: Worker | undefined;
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: () => void; reject: (e: Error) => void }>();

  constructor(private readonly device: bigint) {}

  private start(): Worker {
    const koffiPath = createRequire(import.meta.url).resolve('koffi');
    const w = new Worker(WORKER_SOURCE, { eval: true, workerData: { koffi: koffiPath, lib: vulkanLibrary().path } });
    w.on('message', (m: { id: number; result: number }) => {
      const p = this.waiting.get(m.id);
      if (!p) return;
      this.waiting.delete(m.id);
      if (this.waiting.size === 0) w.unref();
      if (m.result < 0) p.reject(new VkError('vkWaitForFences', m.result));
      else p.resolve();
    });
    w.on('error', (e) => {
      for (const p of this.waiting.values()) p.reject(e);
      this.waiting.clear();
    });
    w.unref();
    return w;
  }

  /** Resolves once `fence` has signalled (the caller must keep the fence alive until then). */
  wait(fence: bigint): Promise<void> {
    const w = (this.worker ??= this.start());
    const id = this.nextId++;
    return new Promise<void>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject });
      if (this.waiting.size === 1) w.ref();
      w.postMessage({ id, device: this.device, fence });
    });
  }

  /** Whether a wait is outstanding. */
  get busy(): boolean {
    return this.waiting.size > 0;
  }

  /** Stops the worker (pending waits are rejected). */
  close(): void {
    const w = this.worker;
    this.worker = undefined;
    for (const p of this.waiting.values())
      p.reject(new FenceWaiterClosedError('the wait was cut short: its FenceWaiter was closed (the device was destroyed)'));
    this.waiting.clear();
    if (w) void w.terminate();
  }
}
