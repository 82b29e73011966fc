// The registry: which Codec encodes and decodes each GGML block format, one line per format. F16 and BF16
// are plain element types, converted by the API itself (src/quant/elements.ts), not blocks.
import type { BlockDType } from '../device/block-formats.ts';
import type { Codec } from './codec.ts';
import { Q4_0, Q4_1, Q5_0, Q5_1, Q8_0, Q8_1 } from './formats/legacy.ts';
import { Q2_K, Q3_K } from './formats/q2k-q3k.ts';
import { Q4_K, Q5_K } from './formats/q4k-q5k.ts';
import { Q6_K, Q8_K } from './formats/q6k-q8k.ts';
import { IQ4_NL, IQ4_XS } from './formats/iq4.ts';
import { TQ1_0, TQ2_0 } from './formats/ternary.ts';
import { IQ2_S, IQ2_XS, IQ2_XXS } from './formats/iq2.ts';
import { IQ3_S, IQ3_XXS } from './formats/iq3.ts';
import { IQ1_M, IQ1_S } from './formats/iq1.ts';

export const CODECS: Partial<Record<BlockDType, Codec>> = {
  q4_0: Q4_0,
  q4_1: Q4_1,
  q5_0: Q5_0,
  q5_1: Q5_1,
  q8_0: Q8_0,
  q8_1: Q8_1,
  q2_K: Q2_K,
  q3_K: Q3_K,
  q4_K: Q4_K,
  q5_K: Q5_K,
  q6_K: Q6_K,
  q8_K: Q8_K,
  iq4_nl: IQ4_NL,
  iq4_xs: IQ4_XS,
  tq1_0: TQ1_0,
  tq2_0: TQ2_0,
  iq2_xxs: IQ2_XXS,
  iq2_xs: IQ2_XS,
  iq2_s: IQ2_S,
  iq3_xxs: IQ3_XXS,
  iq3_s: IQ3_S,
  iq1_s: IQ1_S,
  iq1_m: IQ1_M,
};
