// The shader compiler for tests that compile GLSL at run time (the sweeps' walks): its path, or undefined
// where the toolchain is not installed (those tests skip, saying why).
import { findGlslc } from '../../src/spirv/index.ts';

export function glslcIfInstalled(): string | undefined {
  try {
    return findGlslc();
  } catch {
    return undefined;
  }
}
