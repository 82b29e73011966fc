// Validation-layer messages: a VK_EXT_debug_utils messenger whose callback decodes each message.
import koffi from 'koffi';
import { arena } from './core/arena.ts';
import {
  VkDebugUtilsMessageSeverityFlagBitsEXT as Severity,
  VkDebugUtilsMessageTypeFlagBitsEXT as MessageType,
  VkStructureType,
} from './generated/enums.ts';
import { decVkDebugUtilsMessengerCallbackDataEXT, type VkDebugUtilsMessengerCreateInfoEXT } from './generated/structs.ts';

export interface ValidationMessage {
  severity: 'error' | 'warning' | 'info' | 'verbose';
  /** The VUID or message name (e.g. `VUID-vkCmdDispatch-None-08606`). */
  id: string;
  text: string;
}

const callbackProto = koffi.proto('uint32_t (uint32_t, uint32_t, uint64_t, uint64_t)');
const callbackPtr = koffi.pointer(callbackProto);

function severityName(s: number): ValidationMessage['severity'] {
  if (s & Severity.ERROR) return 'error';
  if (s & Severity.WARNING) return 'warning';
  if (s & Severity.INFO) return 'info';
  return 'verbose';
}

/** A registered native callback; `createInfo` goes into vkCreateDebugUtilsMessengerEXT or a pNext chain. */
export class DebugCallback {
  readonly createInfo: VkDebugUtilsMessengerCreateInfoEXT & { sType: typeof VkStructureType.DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT };
  private ptr: bigint | undefined;

  constructor(onMessage: (m: ValidationMessage) => void) {
    const fn = (severity: number, _types: number, data: number | bigint): number => {
      const at = arena.chunkAt(Number(data), 96);
      const d = decVkDebugUtilsMessengerCallbackDataEXT(arena, at.c, at.o);
      onMessage({ severity: severityName(severity), id: d.pMessageIdName ?? '', text: d.pMessage ?? '' });
      return 0;
    };
    this.ptr = koffi.register(fn, callbackPtr) as bigint;
    this.createInfo = {
      sType: VkStructureType.DEBUG_UTILS_MESSENGER_CREATE_INFO_EXT,
      messageSeverity: Severity.ERROR | Severity.WARNING,
      messageType: MessageType.GENERAL | MessageType.VALIDATION | MessageType.PERFORMANCE,
      pfnUserCallback: this.ptr,
    };
  }

  /** Unregisters the native callback; call after the messenger and instance using it are destroyed. */
  dispose(): void {
    if (this.ptr !== undefined) koffi.unregister(this.ptr);
    this.ptr = undefined;
  }
}
