// GGML block formats as storage: how many weights one block holds and how many bytes it takes, keyed by
// ggml's type name. This is all the runtime needs to size and slice a quantized tensor; what the bytes
// mean (scales, codebooks, dequantization) belongs to src/quant. The numbers are ggml's `blck_size` and
// `type_size` (ggml.c type traits), and `ggmlType` is the type's id in `enum ggml_type` (GGUF stores it).

export interface BlockFormat {
  /** ggml's type name, the case it is spelled in (`q4_K`, `iq2_xxs`). */
  readonly name: string;
  /** The id in `enum ggml_type`, as GGUF tensor infos store it. */
  readonly ggmlType: number;
  /** Weights per block. */
  readonly blockSize: number;
  /** Bytes per block. */
  readonly blockBytes: number;
}

const table = {
  q4_0: [2, 32, 18],
  q4_1: [3, 32, 20],
  q5_0: [6, 32, 22],
  q5_1: [7, 32, 24],
  q8_0: [8, 32, 34],
  q8_1: [9, 32, 36],
  q2_K: [10, 256, 84],
  q3_K: [11, 256, 110],
  q4_K: [12, 256, 144],
  q5_K: [13, 256, 176],
  q6_K: [14, 256, 210],
  q8_K: [15, 256, 292],
  iq2_xxs: [16, 256, 66],
  iq2_xs: [17, 256, 74],
  iq3_xxs: [18, 256, 98],
  iq1_s: [19, 256, 50],
  iq4_nl: [20, 32, 18],
  iq3_s: [21, 256, 110],
  iq2_s: [22, 256, 82],
  iq4_xs: [23, 256, 136],
  iq1_m: [29, 256, 56],
  tq1_0: [34, 256, 54],
  tq2_0: [35, 256, 66],
} as const satisfies Record<string, readonly [number, number, number]>;

export type BlockDType = keyof typeof table;

export const BLOCK_FORMATS: Readonly<Record<BlockDType, BlockFormat>> = Object.fromEntries(
  Object.entries(table).map(([name, [ggmlType, blockSize, blockBytes]]) => [name, { name, ggmlType, blockSize, blockBytes }]),
) as Record<BlockDType, BlockFormat>;

const byLowerName = new Map(Object.keys(table).map((n) => [n.toLowerCase(), n as BlockDType]));

/** The block dtype a name stands for, matched case-insensitively (`Q4_K`, `q4_k` → `q4_K`); undefined if none. */
export function blockDTypeOf(name: string): BlockDType | undefined {
  return byLowerName.get(name.toLowerCase());
}
