#!/usr/bin/env node
// The `vkts` command. In a checkout it runs the TypeScript sources through tsx; the published package has
// no src/, only the JavaScript that `npm pack` builds into dist/.
import { existsSync } from 'node:fs';

let main;
if (existsSync(new URL('../src/cli/main.ts', import.meta.url))) {
  const { register } = await import('tsx/esm/api');
  register();
  ({ main } = await import('../src/cli/main.ts'));
} else ({ main } = await import('../dist/cli/main.js'));
try {
  await main(process.argv.slice(2));
} catch (e) {
  console.error(`vkts: ${e instanceof Error ? (e.stack ?? e.message) : String(e)}`);
  process.exitCode = 1;
}
