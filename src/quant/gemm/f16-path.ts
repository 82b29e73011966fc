// quant.gemm's f16 path: the product on the device's f16 matmul (NV cooperative matrix 2, else KHR
// cooperative matrices, else the f16 FMA kernel: ops.gemm's GEMM_HALF_PATH_RULES). x is converted to f16
// once; W is decoded to f16 a chunk of K at a time into a bounded scratch, and each chunk's product
// C += X[:, k0:k1] · W[:, k0:k1]ᵀ is accumulated in f32 into the result. Chunking K (not N) keeps each
// dispatch's grid the whole of C (every workgroup busy) and writes C in place (no column views).
import type { DeviceInfo } from '../../device/capabilities.ts';
import type { Device } from '../../device/device.ts';
import type { Tensor } from '../../device/tensor.ts';
import { castF32ToF16 } from '../../ops/convert/ops.ts';
import type { Coopmat2TileName } from '../../ops/matmul/half-kernels.ts';
import { hasTensorCores } from '../../ops/matmul/half-ops.ts';
import { gemm as matmul } from '../../ops/matmul/ops.ts';
import { gemmConfig } from '../../ops/matmul/tune-lookup.ts';
import { dequantizeBlocks } from './dequant.ts';
import { BLOCK_FORMATS } from '../../device/block-formats.ts';
import type { QGemmFormat } from './kernels.ts';

/** The most bytes of f16 W the path holds at once (scratch from the device's allocator): 128 MiB (two
 * chunks of 64 MiB where W's f16 is larger), or two block columns of W where that is more. 128 MiB holds
 * a 4096 x 14336 W (117 MB) whole: on the H200 one chunk ran 512 x 4096 x 14336 in 300 us (q4_K), 2, 4
 * and 7 chunks in 340, 366 and 389 us (the K-slices' matmuls slow down beside the next chunk's decode). */
export const QGEMM_F16_SCRATCH_BYTES = 128 << 20;

/** The smallest M (rows of x) the f16 path is chosen for by default. H200, N 4096 x K 14336: at M = 512 the
 * f16 path ran 353-382 us against the f32 tile's 2446-2738 (q8_0, q6_K, q4_0); at M = 64 they tie (f16
 * 889-923 us, f32 734-980: the f16 gemm's grid is one row of 16 workgroups there, and nothing splits K).
 * 128 is between the two, not measured. */
export const QGEMM_F16_MIN_M = 128;

/** The narrowest K-chunk of an expert bank's f16 path taken by default. Measured on an H100 (driver 580.159,
 * 2026-12-07, bench/qgemm-experts.ts, docs/bench/README.md): 8 q4_K experts of 4096 x 14336, whose f16
 * scratch holds chunks of 1024, ran 1.78 / 1.82 / 2.15 ms on the f16 path against the f32 tile's 2.63 / 2.65 /
 * 6.06 ms at 128 / 256 / 1024 entries; 128 experts of 768 x 2048, chunks of 256 (one block column: a short
 * k loop per chunk and C read and written 8 times), ran 1.43 / 1.51 ms against 1.15 / 1.30 at 512 / 4096. */
export const QGEMM_EXPERTS_F16_MIN_CHUNK = 1024;

/** quant.gemm's path over an expert bank of `experts` x N x K for `entries` routed entries when none is asked
 * for: the f16 path on f16 cooperative matrices from QGEMM_F16_MIN_M entries where its K-chunks are at least
 * QGEMM_EXPERTS_F16_MIN_CHUNK wide (or all of K), else the f32 tile. */
export function defaultExpertsPath(
  info: DeviceInfo,
  format: QGemmFormat,
  [experts, N, K]: readonly [number, number, number],
  entries: number,
): 'f16' | 'f32' {
  const { kc } = chunkK(format, experts * N, K);
  return entries >= QGEMM_F16_MIN_M && kc >= Math.min(K, QGEMM_EXPERTS_F16_MIN_CHUNK) && hasTensorCores(info) ? 'f16' : 'f32';
}

/** The K of one chunk and the scratch buffers: all of K in one buffer where W's f16 fits the bound, else
 * two buffers of half the bound each (whole blocks, at least one), used in turn so that the next chunk's
 * decode has no hazard with the current chunk's matmul and overlaps it (the recorder puts a barrier only
 * where a dispatch touches what an earlier one since the last barrier wrote). */
export function chunkK(format: QGemmFormat, N: number, K: number, scratchBytes = QGEMM_F16_SCRATCH_BYTES): { kc: number; buffers: 1 | 2 } {
  if (2 * N * K <= scratchBytes) return { kc: K, buffers: 1 };
  const { blockSize } = BLOCK_FORMATS[format];
  const blocks = Math.max(1, Math.floor(scratchBytes / 2 / (2 * N * blockSize)));
  return { kc: Math.min(K, blocks * blockSize), buffers: 2 };
}

/** A piece of W [rows, K] decoded into the scratch at once: rows row0 .. row0 + rows - 1, columns k0 .. k0 +
 * width - 1 (whole blocks). */
interface Piece {
  row0: number;
  rows: number;
  k0: number;
  width: number;
}

/** W's pieces decoded to f16 in turn into `buffers` scratch buffers used in turn (a piece's decode then has
 * no hazard with the previous piece's use, and may overlap it), each handed to `use` as an f16 view [rows,
 * width]. The scratch and the views are destroyed at the end (an undestroyed view would hold the scratch's
 * storage until it is collected); `use` destroys its own. */
function forEachPiece(
  device: Device,
  W: Tensor,
  format: QGemmFormat,
  K: number,
  pieces: readonly Piece[],
  buffers: 1 | 2,
  use: (w: Tensor, piece: Piece) => void,
): void {
  const { blockSize } = BLOCK_FORMATS[format];
  const temps: Tensor[] = [];
  try {
    const size = Math.max(...pieces.map((p) => p.rows * p.width));
    const scratches = Array.from({ length: buffers }, () => device.alloc('f16', [size]));
    temps.push(...scratches);
    const allRows = W.size / K;
    const W2 = W.shape.length === 2 ? W : W.reshape(allRows, K); // an expert bank [experts, N, K] as rows
    if (W2 !== W) temps.push(W2);
    pieces.forEach((piece, i) => {
      const { row0, rows, k0, width } = piece;
      const scratch = scratches[i % buffers]!;
      const Wp = row0 === 0 && rows === allRows ? W2 : W2.slice(0, row0, row0 + rows);
      if (Wp !== W2) temps.push(Wp);
      dequantizeBlocks(
        device,
        Wp,
        format,
        rows,
        K,
        { blk0: k0 / blockSize, blocks: width / blockSize },
        { t: scratch, offOut: scratch.offset, ldOut: width },
      );
      const flat = scratch.slice(0, 0, rows * width);
      const w = flat.reshape(rows, width);
      temps.push(flat, w);
      use(w, piece);
    });
  } finally {
    for (const t of temps.reverse()) t.destroy();
  }
}

/** W [rows, K] (contiguous blocks of `format`) decoded to f16 a chunk of K at a time into chunkK's scratch
 * (two buffers used in turn where W's f16 exceeds the bound), each chunk handed to `use` as an f16 view
 * [rows, width] whose first column is W's column k0 (forEachPiece). */
export function forEachChunk(
  device: Device,
  W: Tensor,
  format: QGemmFormat,
  [rows, K]: readonly [number, number],
  scratchBytes: number,
  use: (w: Tensor, k0: number, width: number) => void,
): void {
  const { kc, buffers } = chunkK(format, rows, K, scratchBytes);
  const pieces: Piece[] = [];
  for (let k0 = 0; k0 < K; k0 += kc) pieces.push({ row0: 0, rows, k0, width: Math.min(kc, K - k0) });
  forEachPiece(device, W, format, K, pieces, buffers, (w, p) => use(w, p.k0, p.width));
}

/** How the f16 expert path holds a bank of `experts` x N x K in its scratch: every expert a chunk of K at a
 * time (chunkK over all the bank's rows) where those chunks are at least QGEMM_EXPERTS_F16_MIN_CHUNK wide
 * (or all of K), else runs of whole experts where one fits half the bound (two buffers used in turn, the
 * next run's decode overlapping the current run's product; unmeasured on a GPU, and only taken where the
 * f16 path is asked for: defaultExpertsPath picks the f32 tile there), else narrow K-chunks. */
export function expertChunks(
  format: QGemmFormat,
  [experts, N, K]: readonly [number, number, number],
  scratchBytes = QGEMM_F16_SCRATCH_BYTES,
): { by: 'k'; kc: number } | { by: 'experts'; experts: number } {
  const { kc } = chunkK(format, experts * N, K, scratchBytes);
  const perRun = Math.floor(scratchBytes / 2 / (2 * N * K));
  return kc >= Math.min(K, QGEMM_EXPERTS_F16_MIN_CHUNK) || perRun < 1 ? { by: 'k', kc } : { by: 'experts', experts: perRun };
}

/** An expert bank's W [experts · N, K] (contiguous blocks of `format`) decoded to f16 as expertChunks says,
 * each piece handed to `use` as f16 [runExperts, N, width]: experts e0 .. e0 + runExperts - 1, columns k0 ..
 * k0 + width - 1 (either all the experts or all of K). */
export function forEachExpertPiece(
  device: Device,
  W: Tensor,
  format: QGemmFormat,
  [experts, N, K]: readonly [number, number, number],
  scratchBytes: number,
  use: (bank: Tensor, e0: number, k0: number, width: number) => void,
): void {
  const chunks = expertChunks(format, [experts, N, K], scratchBytes);
  const toBank = (w: Tensor, e0: number, k0: number, width: number): void => {
    const bank = w.reshape(w.shape[0]! / N, N, width);
    try {
      use(bank, e0, k0, width);
    } finally {
      bank.destroy();
    }
  };
  if (chunks.by === 'k') return forEachChunk(device, W, format, [experts * N, K], scratchBytes, (w, k0, width) => toBank(w, 0, k0, width));
  const pieces: Piece[] = [];
  for (let e0 = 0; e0 < experts; e0 += chunks.experts)
    pieces.push({ row0: e0 * N, rows: Math.min(chunks.experts, experts - e0) * N, k0: 0, width: K });
  forEachPiece(device, W, format, K, pieces, 2, (w, p) => toBank(w, p.row0 / N, 0, K));
}

/** c [M, N] (f32, contiguous) = x [M, K] (f32 rows) · wᵀ for W [N, K] contiguous blocks of `format`;
 * scratchBytes bounds W's f16 chunks and coopmatTile forces the coopmat2 matmul at that tile (the bench
 * varies both). */
export function gemmF16(
  device: Device,
  x: Tensor,
  W: Tensor,
  format: QGemmFormat,
  c: Tensor,
  [M, N, K]: readonly [number, number, number],
  scratchBytes = QGEMM_F16_SCRATCH_BYTES,
  coopmatTile?: Coopmat2TileName,
): void {
  // Every chunk runs the configuration tuned for the whole product (a K-slice's own shape class may have
  // no entry and fall back to the heuristic tile, 1.7x slower on the H200 at 512 x 4096).
  const config = coopmatTile
    ? { path: 'coopmat2' as const, coopmatTile }
    : gemmConfig(device.info, { dtype: 'f16', ab: 'nt', M, N, K }).options;
  const temps: Tensor[] = [];
  try {
    const xh = castF32ToF16(x);
    temps.push(xh);
    const x2 = xh.reshape(M, K);
    temps.push(x2);
    const c2 = c.shape.length === 2 ? c : c.reshape(M, N);
    if (c2 !== c) temps.push(c2);
    forEachChunk(device, W, format, [N, K], scratchBytes, (wv, k0, width) => {
      const xv = width === K ? x2 : x2.slice(1, k0, k0 + width);
      try {
        matmul(xv, wv, { ...config, transB: true, out: c2, accumulate: k0 > 0 });
      } finally {
        if (xv !== x2) xv.destroy();
      }
    });
  } finally {
    for (const t of temps.reverse()) t.destroy();
  }
}
