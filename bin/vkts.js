#!/usr/bin/env node
// The `vkts` command. vkts ships TypeScript sources with no build step: tsx compiles them as they load.
import { register } from 'tsx/esm/api';

register();
const { main } = await import('../src/cli/main.ts');
try {
  await main(process.argv.slice(2));
} catch (e) {
  console.error(`vkts: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exitCode = 1;
}
