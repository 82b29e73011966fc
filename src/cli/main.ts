// The `vkts` command line. Each subcommand is one async function; bin/vkts.js calls main().
import { Command, CommanderError } from 'commander';
import { readFileSync } from 'node:fs';
import { info } from './info.ts';
import { run } from './run.ts';
import { doctor } from './doctor.ts';
import { bench } from './bench/command.ts';
import { DEFAULT_TUNE_SHAPES, tune } from './tune.ts';
import { VktsError } from '../vk/core/errors.ts';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };

/** Runs the CLI on argv (the arguments after the command name, i.e. process.argv.slice(2)). */
export async function main(argv: string[]): Promise<void> {
  const program = new Command('vkts').description('Vulkan compute from TypeScript: device info, kernels, benchmarks').version(pkg.version);
  // Commander's own usage errors (unknown option, missing argument) become one line and exit code 2, as
  // ours do: it throws instead of exiting, and prints nothing itself. Set before the subcommands, which
  // inherit it.
  program.exitOverride().configureOutput({ outputError: () => {} });
  program
    .command('info')
    .description('print the Vulkan devices vkts sees and their capabilities')
    .option('--json', 'print the device descriptions as JSON')
    .action(info);
  program
    .command('doctor')
    .description('check the Vulkan loader, devices, validation layer, glslc and cache folder, with a fix for each missing piece')
    .action(doctor);
  const collect = (v: string, all: string[]): string[] => [...all, v];
  program
    .command('bench')
    .description('measure the roofs (bandwidth, compute peaks, launch) and place each kernel under them')
    .option('--device <d>', 'device index, gpu, cpu, part of a name (see vkts info), or all')
    .option('--suite <list>', 'peaks, memory, ops (comma-separated), or all', 'all')
    .option('--quick', 'small sizes and short runs (under a minute on a CPU device)')
    .option('--format <fmt>', 'table, md, json or csv', 'table')
    .option('--out <file>', 'write the report there (the table still goes to the terminal)')
    .option('--svg <file>', 'write a roofline chart (SVG)')
    .option('--compare <file>', 'a previous --format json run, or a peer JSON (bench/peers/torch.py), for a ratio column')
    .option('--no-rotate', 'do not rotate weights (matvec W, gemm B) through copies beyond the last-level cache')
    .option('--ops <list>', 'only these op families or ops of the ops suite (comma-separated, e.g. matmul,qmatvec)')
    .action(bench);
  program
    .command('run <kernel>')
    .description('run a compute kernel (.comp or .spv) once per repeat and print its GPU time')
    .option('--threads <n>', 'invocations, N or X,Y,Z (groups = ceil(threads / local size))')
    .option('--groups <n>', 'workgroups, X or X,Y,Z')
    .option('--buffer <name=size>', 'a binding and its size in elements (1M, 4Mi) or bytes (64MiB); repeatable', collect, [])
    .option('--push <name=value>', 'a push constant (number, true/false, or JSON); repeatable', collect, [])
    .option('--define <name=value>', 'a preprocessor define for .comp sources; repeatable', collect, [])
    .option('--spec <name=value>', 'a specialization constant by name or id; repeatable', collect, [])
    .option('--local-size <n>', 'workgroup size for local_size_*_id dimensions, X or X,Y,Z')
    .option('--target-env <env>', 'glslc target environment (vulkan1.2, vulkan1.3, ...)')
    .option('--repeat <n>', 'timed dispatches after one warm-up (at least 1)', '10')
    .option('--device <d>', 'device index, gpu, cpu, or part of a name (see vkts info)')
    .option('--seed <n>', 'seed of the random values filling the read-only buffers (default: a fresh one, printed)')
    .option('--print <name>', 'print the first values of a buffer afterwards; repeatable', collect, [])
    .action(run);
  program
    .command('tune <op>')
    .description('time the kernel configurations of an op (gemm) on a device and cache the fastest for it')
    .option('--shapes <list>', 'MxNxK shapes, comma-separated', DEFAULT_TUNE_SHAPES)
    .option('--dtype <d>', 'f32, f16 or bf16', 'f32')
    .option('--layout <ab>', 'how A and B are read: nn, nt, tn or tt (t: transposed)', 'nn')
    .option('--device <d>', 'device index, gpu, cpu, or part of a name (see vkts info)')
    .option('--json', 'print the timings as JSON')
    .action(tune);
  if (argv.length === 0) {
    console.error(`vkts: no command given: vkts ${program.commands.map((c) => c.name()).join('|')} (vkts --help says more)`);
    process.exitCode = 2;
    return;
  }
  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (e) {
    // Usage mistakes and typed library errors (every VktsError) print as one clear line; anything else is a
    // bug and keeps its stack.
    if (e instanceof CommanderError) {
      if (e.exitCode === 0) return; // --help, --version
      console.error(`vkts: ${e.message.replace(/^error: /, '').replace(/\s*\n\s*/g, ' ')}`);
      process.exitCode = 2;
    } else if (e instanceof VktsError) {
      console.error(`vkts: ${e.message}`);
      process.exitCode = 2;
    } else throw e;
  }
}
