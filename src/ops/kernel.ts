// Kernel declarations: what an op family says about each of its shaders that the SPIR-V cannot say. The
// SPIR-V itself gives the bindings, their access, the push-constant layout and the capabilities (read by
// reflection in launch.ts); a declaration adds the source, the generated variants (defines), the default
// workgroup size and the dispatch rule. scripts/build-shaders.ts compiles every declared variant into
// shaders/spv/ and writes the typed index of variant names (src/ops/generated/variants.ts).
// Pure data: nothing here touches a device, so the build can import it.
import type { TargetEnv } from '../spirv/compile.ts';
import type { Grid } from '../device/grid.ts';

export type PushValues = Readonly<Record<string, number | readonly number[]>>;

export interface VariantDecl<V extends string = string> {
  readonly name: V;
  readonly defines: Readonly<Record<string, string | number>>;
}

export interface KernelDecl<S extends string = string, P extends PushValues = PushValues> {
  /** Unique shader name; its variants ship as shaders/spv/<shader>.<variant>.spv. */
  readonly shader: S;
  /** The GLSL source, relative to the repository root (it lives in the family's folder). */
  readonly source: string;
  readonly targetEnv: TargetEnv;
  /**
   * spirv-opt passes to leave out of the -O recipe for this shader, and why (docs/ARCHITECTURE.md, "Shader
   * builds"): a driver miscompiles what some passes make of some shaders.
   */
  readonly withoutPasses?: { readonly passes: readonly string[]; readonly why: string };
  readonly variants: readonly VariantDecl[];
  /** Invocations per workgroup: the default of specialization constant 0, or 'fixed' (a literal local_size). */
  readonly workgroup: number | 'fixed';
  /**
   * The dispatch rule: the grid for these push values, workgroup size and variant. A number is a 1-D count of
   * workgroups, spread over a 2-D/3-D grid when over the device's limit (the shaders index it with
   * linearGroup() from shaders/include/index.glsl); a [x, y, z] grid is used as it is.
   */
  readonly grid: (push: P, workgroupSize: number, variant: string) => number | Grid;
}

/** A declaration of any push type (for lists of kernels). */
export type AnyKernelDecl = KernelDecl<string, never>;

export function defineKernel<S extends string, P extends PushValues>(k: KernelDecl<S, P>): KernelDecl<S, P> {
  const names = new Set<string>();
  for (const v of k.variants) {
    if (!/^[A-Za-z0-9_]+$/.test(v.name)) throw new Error(`kernel ${k.shader}: variant name ${v.name} must be [A-Za-z0-9_]+`);
    if (names.has(v.name)) throw new Error(`kernel ${k.shader}: variant ${v.name} is declared twice`);
    names.add(v.name);
  }
  return k;
}

type Axes = Readonly<Record<string, readonly unknown[]>>;
type Pick<A extends Axes> = { readonly [K in keyof A]: A[K][number] };

/** Every combination of the axes' values (types × vector widths × tiles × features), in axis order. */
export function product<A extends Axes>(axes: A): Pick<A>[] {
  let out: Record<string, unknown>[] = [{}];
  for (const [key, values] of Object.entries(axes)) out = out.flatMap((o) => values.map((v) => ({ ...o, [key]: v })));
  return out as Pick<A>[];
}

/** One workgroup per `perGroup` items (the elementwise rule): a 1-D count. */
export const groupsFor = (items: number, perGroup: number): number => Math.ceil(items / perGroup);
