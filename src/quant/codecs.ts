// The registry: which Codec encodes and decodes each GGML block format, one line per format. F16 and BF16
// are plain element types, converted by the API itself (src/quant/index.ts), not blocks.
import type { BlockDType } from '../device/block-formats.ts';
import type { Codec } from './codec.ts';

export const CODECS: Partial<Record<BlockDType, Codec>> = {};
