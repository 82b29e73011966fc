// Variant choice as data: each op keeps a small table of rules, the first whose `when` holds picks the
// variant, and `why` says in words when it applies (tests run the tables on synthetic device descriptions).
import type { DeviceInfo } from '../device/capabilities.ts';

export interface Rule<A, V extends string> {
  readonly when: (args: A, device: DeviceInfo) => boolean;
  readonly variant: V | ((args: A, device: DeviceInfo) => V);
  readonly why: string;
}

/** The variant of the first rule that applies (the last rule of a table should always apply). */
export function choose<A, V extends string>(table: readonly Rule<A, V>[], args: A, device: DeviceInfo): V {
  for (const r of table) if (r.when(args, device)) return typeof r.variant === 'function' ? r.variant(args, device) : r.variant;
  throw new Error(`no variant rule applies (rules: ${table.map((r) => r.why).join('; ')})`);
}

export const always = (): boolean => true;
