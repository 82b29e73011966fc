// The routing both expert-bank gemm paths start from: route_experts.comp groups the (token, slot) entries of
// ids by expert on the device (counts, then each group's entries), so the ids are never read back.
import type { Device } from '../../device/device.ts';
import { SizeError } from '../../device/errors.ts';
import type { Tensor } from '../../device/tensor.ts';
import { fmtShape } from '../../ops/args.ts';
import { launch } from '../../ops/launch.ts';
import { routeExpertsCost } from './cost.ts';
import { ROUTE_EXPERTS_KERNEL } from './kernels.ts';

/** The route of `total` entries of ids (contiguous) over `experts` groups and the out-of-range group:
 * u32 [(experts + 1) * (total + 1)], counts[experts + 1] then group g's entries from word experts + 1 +
 * g * total (route_experts.comp). The caller destroys it. */
export function routeEntries(op: string, device: Device, ids: Tensor, experts: number, total: number): Tensor<'u32'> {
  const words = (experts + 1) * (total + 1);
  if (words > 2 ** 32) throw new SizeError(`${op}: ${experts} experts x ${total} entries reach word 2^32 of the routing`);
  const route = device.alloc('u32', [words]);
  const counts = route.slice(0, 0, experts + 1);
  try {
    device.fill(counts, 0);
    launch(device, ROUTE_EXPERTS_KERNEL, 'u32', {
      tensors: [ids, route],
      push: { total, experts, offIds: ids.offset },
      label: `${fmtShape(ids.shape)} -> ${experts}`,
      cost: routeExpertsCost(total),
    });
  } catch (e) {
    route.destroy(); // not handed to the caller
    throw e;
  } finally {
    counts.destroy();
  }
  return route;
}
