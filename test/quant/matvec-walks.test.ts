// qmatvec.comp's walks beyond the shipped ones (bench/qmatvec-sweep.ts times them and kernels.ts picks one
// per format): each compiled from source with glslc as the sweep compiles it, for one vector and for a batch,
// against quant.dequantize plus an f64 matvec on random blocks with odd rows and several blocks a row.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BLOCK_FORMATS } from '../../src/device/block-formats.ts';
import { nmse } from '../../src/ops/case.ts';
import { gridOperands } from '../../src/quant/matvec/grids.ts';
import { hasCodes, qmatvecDefines, type QMatvecFormat, type QMatvecWalk } from '../../src/quant/matvec/kernels.ts';
import { qmatvecRef } from '../../src/quant/matvec/reference.ts';
import { quantizeRows } from '../../src/quant/matvec/sample-blocks.ts';
import { useDevice } from '../helpers/device.ts';
import { glslcIfInstalled } from '../helpers/glslc.ts';
import { rng } from '../helpers/ops.ts';

const device = useDevice();
const glslc = glslcIfInstalled();
if (!glslc) console.log('matvec-walks: skipped, no glslc (source .toolchain/env.sh) to compile the walks');

/** A 32-weight, a 256-weight with mins, one with a 16-bit-unaligned block and a codebook format. */
const FORMATS: QMatvecFormat[] = ['q4_0', 'q5_1', 'q4_K', 'q6_K', 'q3_K', 'iq2_xxs'];

/** rows, units per slot, spread, weighed codes: the walk space's corners (spread 1 and as wide as a block
 * allows, 1 to 4 units, odd rows, both sums). */
const WALKS: [number, number, number, boolean][] = [
  [3, 1, 1, true],
  [2, 2, 2, false],
  [2, 2, 16, true],
  [1, 4, 8, false],
  [4, 2, 1, true],
  [2, 1, 4, false],
];

const ROWS = 7,
  BLOCKS = 3;
const source = readFileSync('src/quant/matvec/qmatvec.comp', 'utf8');

describe.skipIf(!glslc)('quant.matvec walks compiled from source', () => {
  for (const format of FORMATS)
    it(format, () => {
      const d = device();
      const units = BLOCK_FORMATS[format].blockSize / 8,
        cols = BLOCKS * BLOCK_FORMATS[format].blockSize,
        n = 3;
      const r = rng(5);
      const blocks = quantizeRows(
        format,
        Float32Array.from({ length: ROWS * cols }, () => r(-1, 1)),
        ROWS,
        cols,
      );
      const xs = Float32Array.from({ length: n * cols }, () => r(-1, 1));
      const words = new Uint32Array(Math.ceil(blocks.length / 4));
      new Uint8Array(words.buffer).set(blocks);
      const w = d.upload(words),
        x = d.upload(xs),
        y = d.alloc('f32', [n * ROWS]);
      const want = Array.from({ length: n }, (_, j) => qmatvecRef(format, blocks, xs.subarray(j * cols, (j + 1) * cols), ROWS, cols));
      let ran = 0;
      try {
        for (const [rows, slotUnits, spread, codes] of WALKS) {
          if (units % (slotUnits * spread) !== 0 || (codes && !hasCodes(format))) continue;
          const walk: QMatvecWalk = { rows, slotUnits, spread, codes };
          for (const batch of ['', '_b8'] as const) {
            const kw = d.kernel(source, {
              fileName: 'src/quant/matvec/qmatvec.comp',
              includePaths: ['shaders/include'],
              defines: qmatvecDefines(format, batch, '_x4', walk),
              localSize: 64,
              name: `qmatvec ${format} r${rows}u${slotUnits}s${spread}${codes ? 'c' : ''}${batch}`,
            });
            const push = { rows: ROWS, cols, offW: 0, ldw: (cols / BLOCK_FORMATS[format].blockSize) * BLOCK_FORMATS[format].blockBytes };
            kw.dispatch(
              [w, x, y, ...gridOperands(d, format)],
              { ...push, offX: 0, offY: 0, n: batch ? n : 1 },
              { groups: [Math.ceil(ROWS / rows), 1, 1] },
            );
            const got = y.read() as Float32Array;
            for (let j = 0; j < (batch ? n : 1); j++)
              expect(nmse(got.subarray(j * ROWS, (j + 1) * ROWS), want[j]!), `${kw.name} vector ${j}`).toBeLessThanOrEqual(1e-10);
            ran++;
          }
        }
      } finally {
        w.destroy();
        x.destroy();
        y.destroy();
      }
      expect(ran).toBeGreaterThanOrEqual(4);
    });
});
