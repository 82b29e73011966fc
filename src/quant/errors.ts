// Typed errors of the quant layer. Each names the format and what it was given against what it expected;
// all are thrown before any byte is written, so a caller's buffers are never half-filled.
import { VktsError } from '../vk/core/errors.ts';

/** Base class of every quant-layer error. */
export class QuantError extends VktsError {}

/** A format name that is not one of ggml's type names (nor f16/bf16); the message lists the known ones. */
export class QuantFormatError extends QuantError {}

/** A length that does not fit the format: a count not a multiple of the block, a byte length that does not
 * match the count, data that is not rows × cols, cols not a multiple of the block, an imatrix not cols long. */
export class QuantSizeError extends QuantError {}

/** An argument of the wrong kind (not a Float32Array / Uint8Array, a non-integer or negative size). */
export class QuantArgumentError extends QuantError {}

/** The format exists but cannot be quantized here (no encoder, or it needs an importance matrix). */
export class QuantUnsupportedError extends QuantError {}
