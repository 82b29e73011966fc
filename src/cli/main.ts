// The `vkts` command line. Each subcommand is one async function; bin/vkts.js calls main().
import { Command } from 'commander';
import { readFileSync } from 'node:fs';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

async function info(): Promise<void> {
  console.log('vkts info: not implemented yet');
}

/** Runs the CLI on argv (the arguments after the command name, i.e. process.argv.slice(2)). */
export async function main(argv: string[]): Promise<void> {
  const program = new Command('vkts')
    .description('Vulkan compute from TypeScript: device info, kernels, benchmarks')
    .version(pkg.version);
  program.command('info').description('print the Vulkan devices vkts sees and their capabilities').action(info);
  await program.parseAsync(argv, { from: 'user' });
}
