// The SPIR-V type model reflection hands out: the SpirvType union (what an OpType* instruction declares, with
// the layout decorations of the block member it sits in), the byte sizes of its values in a block and packed,
// and the decoding of scalar literal words (constants, specialization defaults) by their ScalarType.

import { SpirvError } from './errors.ts';
import { f16BitsToF32 } from './half.ts';

/** `width` is in bits. Booleans have no size in memory; they are given width 32, as VkBool32 in specialization data. */
export interface ScalarType {
  readonly tag: 'scalar';
  readonly kind: 'int' | 'uint' | 'float' | 'bool';
  readonly width: number;
  /** Non-IEEE float encodings (SPV_KHR_bfloat16, SPV_EXT_float8). */
  readonly encoding?: string;
}
export interface VectorType {
  readonly tag: 'vector';
  readonly component: ScalarType;
  readonly count: number;
}
/** `stride` and `rowMajor` come from the enclosing block member's MatrixStride/RowMajor decorations. */
export interface MatrixType {
  readonly tag: 'matrix';
  readonly column: VectorType;
  readonly columns: number;
  readonly stride?: number;
  readonly rowMajor?: boolean;
}
/** `lengthSpecId` is set when the length is a specialization constant; `length` is then its default. */
export interface ArrayType {
  readonly tag: 'array';
  readonly element: SpirvType;
  readonly length: number;
  readonly stride?: number;
  readonly lengthSpecId?: number;
}
export interface RuntimeArrayType {
  readonly tag: 'runtimeArray';
  readonly element: SpirvType;
  readonly stride?: number;
}
export interface StructMember {
  readonly name?: string;
  readonly offset: number;
  readonly type: SpirvType;
  /** Bytes the member occupies (0 for a runtime array). */
  readonly size: number;
}
/** `size` is the end of the last member (offset + size); an array of the struct pads it to its ArrayStride. */
export interface StructType {
  readonly tag: 'struct';
  readonly name?: string;
  readonly members: readonly StructMember[];
  readonly size: number;
}
/** A PhysicalStorageBuffer pointer (buffer_reference) inside a block: 8 bytes. */
export interface PointerType {
  readonly tag: 'pointer';
  readonly storageClass: number;
}
export interface ImageType {
  readonly tag: 'image';
  readonly sampledType: SpirvType;
  readonly dim: string;
  readonly depth: number;
  readonly arrayed: boolean;
  readonly multisampled: boolean;
  /** 1: used with a sampler, 2: storage image, 0: known only at run time. */
  readonly sampled: number;
  readonly format: string;
}
export interface SampledImageType {
  readonly tag: 'sampledImage';
  readonly image: ImageType;
}
export interface OpaqueType {
  readonly tag: 'sampler' | 'accelerationStructure' | 'opaque';
  readonly opcode: number;
}
export type SpirvType =
  | ScalarType
  | VectorType
  | MatrixType
  | ArrayType
  | RuntimeArrayType
  | StructType
  | PointerType
  | ImageType
  | SampledImageType
  | OpaqueType;

/** OpTypeFloat's FP Encoding operand -> ScalarType.encoding (the names scalarValue decodes). */
export const FP_ENCODINGS: Readonly<Record<number, string>> = { 0: 'BFloat16KHR', 4214: 'Float8E4M3EXT', 4215: 'Float8E5M2EXT' };
const scratch = new DataView(new ArrayBuffer(8));

/** Bytes a value of `type` occupies in a block, given its strides (0 for runtime arrays and opaque types). */
export function sizeOf(type: SpirvType): number {
  switch (type.tag) {
    case 'scalar':
      return type.width / 8;
    case 'vector':
      return type.count * sizeOf(type.component);
    case 'matrix':
      if (type.stride === undefined) return type.columns * sizeOf(type.column);
      return (type.rowMajor ? type.column.count : type.columns) * type.stride;
    case 'array':
      return type.length * (type.stride ?? sizeOf(type.element));
    case 'struct':
      return type.size;
    case 'pointer':
      return 8;
    default:
      return 0;
  }
}

/** Bytes of a value laid out without padding (Workgroup variables carry no explicit layout). */
export function packedSize(t: SpirvType): number {
  switch (t.tag) {
    case 'scalar':
      return Math.max(1, t.width / 8);
    case 'vector':
      return t.count * packedSize(t.component);
    case 'matrix':
      return t.columns * packedSize(t.column);
    case 'array':
      return t.length * packedSize(t.element);
    case 'struct':
      return t.members.reduce((n, m) => n + packedSize(m.type), 0);
    default:
      return sizeOf(t);
  }
}

export function scalarValue(type: ScalarType, w: Uint32Array): boolean | number | bigint {
  const lo = w[0] ?? 0;
  if (type.width === 64) {
    const bits = (BigInt(w[1] ?? 0) << 32n) | BigInt(lo);
    if (type.kind === 'int') return BigInt.asIntN(64, bits);
    if (type.kind === 'uint') return bits;
    scratch.setBigUint64(0, bits, true);
    return scratch.getFloat64(0, true);
  }
  const shift = 32 - type.width;
  if (type.kind === 'int') return (lo << shift) >> shift;
  if (type.kind === 'uint') return shift ? lo & ((1 << type.width) - 1) : lo >>> 0;
  if (type.kind === 'bool') return lo !== 0;
  if (type.width === 32) {
    scratch.setUint32(0, lo, true);
    return scratch.getFloat32(0, true);
  }
  if (type.width === 16 && type.encoding === 'BFloat16KHR') {
    scratch.setUint32(0, (lo & 0xffff) << 16, true);
    return scratch.getFloat32(0, true);
  }
  if (type.width === 16 && type.encoding === undefined) return f16BitsToF32(lo & 0xffff);
  throw new SpirvError('UNSUPPORTED', `cannot decode a ${type.width}-bit ${type.encoding ?? 'float'} constant`);
}
