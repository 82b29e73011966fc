// The correctness harness (run.ts), shard 4 of 4: vitest runs the shard files in parallel.
import { runHarness } from './run.ts';

runHarness(4, 4);
