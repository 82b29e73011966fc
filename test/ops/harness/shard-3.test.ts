// The correctness harness (run.ts), shard 3 of 4: vitest runs the shard files in parallel.
import { runHarness } from './run.ts';

runHarness(3, 4);
