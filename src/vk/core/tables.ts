// Per-level function tables (entry, instance, device). A table resolves each command on its first call,
// after checking that the version or extension that provides it is enabled, and keeps the callable.
import { VkDestroyedError, VkMissingCommandError } from './errors.ts';
import { bindFunction } from './library.ts';

export interface CommandMeta {
  /** The name passed to GetProcAddr. */
  readonly name: string;
  /** Raw koffi prototype: handles and pointers as uint64_t. */
  readonly proto: string;
  /** The features (VK_VERSION_1_x) and extensions that provide it. */
  readonly providers: readonly string[];
}

export type RawFn = (...args: unknown[]) => unknown;

/** Which providers count as enabled for a table, and how it looks names up. */
export interface TableScope {
  readonly level: 'entry' | 'instance' | 'device';
  /** VK_VERSION_1_x names and extension names enabled for this table. */
  readonly enabled: ReadonlySet<string>;
  /** Providers that cannot be checked at this level (device extensions, for instance-level commands). */
  readonly unchecked?: ReadonlySet<string>;
  lookup(name: string): number;
}

/** The command that destroys a table's own object; after it, the table refuses every command. */
const SELF_DESTROY: Readonly<Record<TableScope['level'], string | undefined>> = {
  entry: undefined,
  instance: 'vkDestroyInstance',
  device: 'vkDestroyDevice',
};

export class CommandTable {
  protected readonly f: (RawFn | undefined)[] = [];
  private dead = false;
  constructor(
    protected readonly meta: readonly CommandMeta[],
    readonly scope: TableScope,
  ) {}

  /** Whether the table's instance or device was destroyed through it. */
  get destroyed(): boolean {
    return this.dead;
  }

  protected resolve(id: number): RawFn {
    const m = this.meta[id];
    // Generated wrappers call this whenever f[id] is unset, which is every command once the table is dead.
    if (this.dead) throw new VkDestroyedError(m.name, this.scope.level);
    const { enabled, unchecked, level } = this.scope;
    if (!m.providers.some((p) => enabled.has(p) || unchecked?.has(p))) {
      throw new VkMissingCommandError(
        m.name,
        m.providers,
        `it needs ${m.providers.join(' or ')}, and none is enabled on this ${level} (enabled: ${[...enabled].join(', ') || 'none'})`,
      );
    }
    const addr = this.scope.lookup(m.name);
    if (!addr) throw new VkMissingCommandError(m.name, m.providers, `the ${level}'s driver returned no function for it`);
    const fn = bindFunction(addr, m.proto);
    if (m.name !== SELF_DESTROY[this.scope.level]) return (this.f[id] = fn);
    // vkDestroyDevice / vkDestroyInstance: the handle is gone afterwards, so the table forgets every
    // function (raw() ones already handed out excepted) and answers VkDestroyedError from then on.
    return (this.f[id] = (...args: unknown[]) => {
      if (this.dead) throw new VkDestroyedError(m.name, this.scope.level);
      const r = fn(...args);
      this.dead = true;
      this.f.length = 0;
      return r;
    });
  }

  /** The raw koffi function for a command of this table (handles and pointers as integers). */
  raw(name: string): RawFn {
    const id = this.meta.findIndex((m) => m.name === name);
    if (id < 0) throw new VkMissingCommandError(name, [], `no ${this.scope.level}-level command has this name`);
    if (this.dead) throw new VkDestroyedError(name, this.scope.level);
    return this.f[id] ?? this.resolve(id);
  }
}

/** `VK_VERSION_1_0` … up to the given packed API version. */
export function versionsUpTo(apiVersion: number): string[] {
  const minor = (apiVersion >>> 12) & 0x3ff;
  const out = [];
  for (let i = 0; i <= Math.min(minor, 4); i++) out.push(`VK_VERSION_1_${i}`);
  return out;
}
