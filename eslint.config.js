// ESLint (flat config): the recommended JavaScript and typescript-eslint rules, trimmed where they fire on
// patterns this code base uses on purpose, and the layer boundaries as import rules:
//   vk ← spirv ← device ← ops ← quant ← cli   (a layer imports only from layers to its left)
// and nothing under src/ imports from test/.
//
// typescript-eslint needs TypeScript's JavaScript API, which TypeScript 7 (the native compiler the project
// type-checks with) no longer has. The project's `typescript` stays 7; typescript-eslint's `require('typescript')`
// is pointed at TypeScript 6 (the devDependency `typescript6`, an npm alias of typescript@6) before it loads.
// The peer-range override in package.json ("overrides": { "typescript": "$typescript" }) only lets npm install
// typescript-eslint next to TypeScript 7; at run time it sees 6.
import Module, { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const TS6 = require.resolve('typescript6');
const REDIRECTED = Symbol.for('vkts.eslint.typescript6');
if (!Module[REDIRECTED]) {
  Module[REDIRECTED] = true;
  const resolve = Module._resolveFilename;
  const wantsTs6 = /[\\/]node_modules[\\/](@typescript-eslint|typescript-eslint|ts-api-utils)[\\/]/;
  Module._resolveFilename = function (request, parent, ...rest) {
    if (request === 'typescript' && parent?.filename && wantsTs6.test(parent.filename)) return TS6;
    return resolve.call(this, request, parent, ...rest);
  };
}
const { defineConfig } = await import('eslint/config');
const { default: js } = await import('@eslint/js');
const { default: tseslint } = await import('typescript-eslint');

/** A no-restricted-imports setting for files of `layer`: no import path may have a segment named after one of
 * `folders` (imports in src/ are relative, so `../ops/x.ts` or `../../cli/y.ts` reach those layers). */
function forbid(layer, folders) {
  const message = `${layer} may not import from ${folders.join(', ')}: layers import one way, vk ← spirv ← device ← ops ← quant ← cli, and src/ never imports test/`;
  return { 'no-restricted-imports': ['error', { patterns: [{ regex: `(^|/)(${folders.join('|')})(/|$)`, message }] }] };
}

export default defineConfig(
  {
    ignores: ['src/vk/generated/**', 'dist/**', 'node_modules/**', '.toolchain/**', '.devcarry/**', '.cache/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      sourceType: 'module',
      globals: {
        process: 'readonly',
        console: 'readonly',
        URL: 'readonly',
        Buffer: 'readonly',
        performance: 'readonly',
        setTimeout: 'readonly',
        clearTimeout: 'readonly',
        setImmediate: 'readonly',
        structuredClone: 'readonly',
      },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `cond ? a() : b()` as a statement picks between two calls on purpose (src/device/kernel.ts push writers).
      '@typescript-eslint/no-unused-expressions': ['error', { allowTernary: true }],
    },
  },
  // The layer boundaries. Each block repeats the src/ → test/ ban, since a later no-restricted-imports
  // setting replaces an earlier one for the same file.
  { files: ['src/**/*.ts'], rules: forbid('src', ['test']) },
  { files: ['src/vk/**/*.ts'], rules: forbid('src/vk', ['spirv', 'device', 'ops', 'quant', 'cli', 'test']) },
  { files: ['src/spirv/**/*.ts'], rules: forbid('src/spirv', ['device', 'ops', 'quant', 'cli', 'test']) },
  { files: ['src/device/**/*.ts'], rules: forbid('src/device', ['ops', 'quant', 'cli', 'test']) },
  { files: ['src/ops/**/*.ts'], rules: forbid('src/ops', ['quant', 'cli', 'test']) },
  { files: ['src/quant/**/*.ts'], rules: forbid('src/quant', ['cli', 'test']) },
);
