// The correctness harness (run.ts), shard 7 of HARNESS_SHARDS: vitest runs the shard files in parallel.
import { runHarness } from './run.ts';

runHarness(7);
