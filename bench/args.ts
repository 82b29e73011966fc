// The sweep scripts' options (bench/*-sweep.ts): `--name value` pairs read from process.argv.

/** The value after `--name`, or undefined. */
export const option = (name: string): string | undefined => {
  const i = process.argv.indexOf(`--${name}`);
  return i > 0 ? process.argv[i + 1] : undefined;
};

/** `--name a,b,c` as a list, or `def`'s. */
export const listOption = (name: string, def: string): string[] => (option(name) ?? def).split(',');

/** `--name 1,2,3` as numbers, or `def`'s. */
export const numbersOption = (name: string, def: string): number[] => listOption(name, def).map(Number);
