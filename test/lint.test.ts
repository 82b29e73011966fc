// The lint gate's import boundaries: each layer imports only from the layers below it
// (vk ← spirv ← device ← ops ← quant ← cli), and nothing under src/ imports from test/.
import { ESLint } from 'eslint';
import { describe, expect, test } from 'vitest';

const eslint = new ESLint();

/** The no-restricted-imports messages ESLint gives `code` as if it were at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  expect(result.messages.filter((m) => m.fatal)).toEqual([]);
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const imports = (...specifiers: string[]) => specifiers.map((s, i) => `import * as m${i} from '${s}';\nvoid m${i};\n`).join('');

describe('layer boundaries', () => {
  test('a device file importing from ops is refused', async () => {
    const errors = await boundaryErrors('src/device/x.ts', imports('../ops/index.ts'));
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatch(/src\/device may not import from ops, quant, cli, test: layers import one way/);
  });

  test('imports down the layer order pass', async () => {
    expect(await boundaryErrors('src/device/x.ts', imports('../vk/index.ts', '../spirv/reflect.ts', './errors.ts'))).toEqual([]);
    expect(await boundaryErrors('src/cli/bench/x.ts', imports('../../ops/index.ts', '../../device/index.ts', '../errors.ts'))).toEqual([]);
    expect(await boundaryErrors('src/spirv/x.ts', imports('../vk/core/errors.ts'))).toEqual([]);
  });

  const refused: [file: string, specifier: string][] = [
    ['src/vk/core/x.ts', '../../spirv/reflect.ts'],
    ['src/vk/x.ts', '../device/index.ts'],
    ['src/vk/x.ts', '../ops/index.ts'],
    ['src/vk/x.ts', '../quant/index.ts'],
    ['src/vk/x.ts', '../cli/main.ts'],
    ['src/spirv/x.ts', '../device/errors.ts'],
    ['src/spirv/x.ts', '../ops/index.ts'],
    ['src/spirv/x.ts', '../quant/index.ts'],
    ['src/spirv/x.ts', '../cli/main.ts'],
    ['src/device/x.ts', '../quant/index.ts'],
    ['src/device/x.ts', '../cli/errors.ts'],
    ['src/ops/elementwise/x.ts', '../../quant/index.ts'],
    ['src/ops/x.ts', '../cli/main.ts'],
    ['src/quant/x.ts', '../cli/main.ts'],
    ['src/x.ts', '../test/helpers/device.ts'],
    ['src/cli/x.ts', '../../test/helpers/device.ts'],
    ['src/device/x.ts', '../../test/helpers/ops.ts'],
  ];
  test.each(refused)('%s may not import %s', async (file, specifier) => {
    expect(await boundaryErrors(file, imports(specifier))).toHaveLength(1);
  });

  test('type-only imports and re-exports count too', async () => {
    expect(
      await boundaryErrors('src/device/x.ts', "import type { Tensor } from '../ops/index.ts';\nexport type { Tensor };\n"),
    ).toHaveLength(1);
    expect(await boundaryErrors('src/device/x.ts', "export * from '../ops/index.ts';\n")).toHaveLength(1);
  });

  test('test files may import anything', async () => {
    expect(await boundaryErrors('test/x.test.ts', imports('../src/cli/main.ts', '../src/vk/index.ts', './helpers/device.ts'))).toEqual([]);
  });
});
