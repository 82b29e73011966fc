// The correctness harness (run.ts), shard 2 of 4: vitest runs the shard files in parallel.
import { runHarness } from './run.ts';

runHarness(2, 4);
