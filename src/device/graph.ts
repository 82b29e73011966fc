/// <reference lib="esnext.disposable" preserve="true" />
// (kept in the .d.ts: [Symbol.dispose] below must type-check for consumers whose lib predates it)
// A captured command graph (device.capture): replay() submits it in one vkQueueSubmit.
import type { Device } from './device.ts';
import type { GraphData } from './recorder.ts';

/** A captured command graph: replay() submits it in one vkQueueSubmit. */
export class Graph {
  constructor(
    private readonly device: Device,
    /** @internal */ readonly data: GraphData,
  ) {}
  get dispatches(): number {
    return this.data.dispatches;
  }
  get barriers(): number {
    return this.data.barriers;
  }
  get dropped(): boolean {
    return this.data.dropped;
  }
  replay(): void {
    this.device._replay(this);
  }
  /** Waits for its last replay and releases its command buffers and buffer reservations. */
  drop(): void {
    this.device._dropGraph(this);
  }
  [Symbol.dispose](): void {
    this.drop();
  }
}
