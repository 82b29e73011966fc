// Naming rules: enum value keys (ash-like: prefix and _BIT stripped), method names.
import type { EnumDef } from './registry.ts';

const VENDORS =
  /(KHR|EXT|NV|NVX|AMD|INTEL|ARM|QCOM|HUAWEI|VALVE|MESA|GOOGLE|LUNARG|FB|SEC|MSFT|QNX|JUAN|IMG|NN|ANDROID|GGP|MVK|OHOS|AMDX|ANDROID)$/;

export const upperSnake = (camel: string): string =>
  camel
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1_$2')
    .toUpperCase();

/** Keys for an enum's values: `VK_FORMAT_R8_UNORM` → `R8_UNORM`, `VK_BUFFER_USAGE_STORAGE_BUFFER_BIT` → `STORAGE_BUFFER`. */
export function enumKeys(def: EnumDef): Map<string, string> {
  let base = def.name.replace(/FlagBits(\d*)/, '$1');
  const vendor = base.match(VENDORS)?.[1];
  if (vendor) base = base.slice(0, -vendor.length);
  const prefixWords = upperSnake(base.replace(/(\d+)$/, '_$1'))
    .replace(/__/g, '_')
    .split('_');
  const keys = new Map<string, string>();
  const used = new Set<string>();
  for (const v of def.values) {
    const words = v.name.split('_');
    let i = 0;
    while (i < prefixWords.length && i < words.length - 1 && words[i] === prefixWords[i]) i++;
    if (i === 0) i = 1; // at least strip VK_
    let rest = words.slice(i);
    if (vendor && rest.length > 1 && rest[rest.length - 1] === vendor) rest = rest.slice(0, -1);
    const bit = rest.lastIndexOf('BIT');
    if (def.bitmask && bit > 0 && (bit === rest.length - 1 || VENDORS.test(rest[rest.length - 1]))) rest.splice(bit, 1);
    if (/^\d/.test(rest[0])) rest = [words[i - 1], ...rest];
    let key = rest.join('_');
    if (used.has(key)) key = v.name;
    used.add(key);
    keys.set(v.name, key);
  }
  return keys;
}

/** `vkCmdDispatch` → `cmdDispatch`. */
export const methodName = (command: string): string => command[2].toLowerCase() + command.slice(3);
