// Structural checks of a SPIR-V module before any driver sees it. Drivers assume valid SPIR-V (the Vulkan
// spec makes valid usage the application's job) and some crash on a single wrong word, so vkts checks what a
// wrong word most often breaks: every instruction's word count against its operand shape (grammar.ts), ids
// (each result below the bound and defined once, each reference defined), the kinds of the type operands of
// declarations, the entry point's signature, and, in function bodies, the types of the operands of memory
// access, composite and arithmetic instructions. It is not spirv-val: a module that passes may still be
// invalid, and a driver may still reject it (PipelineError). Spec: "Binary Form", "Universal Validation Rules".
import { SpirvError } from './errors.ts';
import { ENUM_KINDS, INSTRUCTIONS, type EnumKind } from './grammar.ts';
import { Op } from './opcodes.ts';

/** SPIR-V spec, "Universal Limits": the largest result id bound. */
const MAX_BOUND = 4_194_303;
const SWITCH = 251;

interface Ins {
  readonly op: number;
  /** Word index of the instruction in the module. */
  readonly at: number;
  readonly w: Uint32Array;
}

const fail = (at: number, message: string): never => {
  throw new SpirvError('MALFORMED', `instruction at word ${at}: ${message}`);
};
const opName = (op: number): string => `Op${INSTRUCTIONS[op]?.[0] ?? op}`;

/** Parses one instruction against its grammar shape; returns its id operands (result type and refs) and result. */
function operands(ins: Ins, refs: (id: number, at: number) => void): number {
  const { op, at, w } = ins;
  const entry = INSTRUCTIONS[op];
  if (!entry) return fail(at, `opcode ${op} is not a SPIR-V instruction (grammar 1.6 revision 4)`);
  // The grammar leaves the tails of these open: OpSpecConstantOp's operands are those of its opcode, and
  // OpSwitch's literals are as wide as its selector; only their heads are checked.
  const openTail = op === SPEC_CONSTANT_OP || op === SWITCH;
  const p = { ins, name: entry[0], k: 1, result: 0, refs };
  parseShape(p, op === SWITCH ? 'ii' : entry[1]);
  if (!openTail && p.k !== w.length) badCount(ins, entry[0]);
  return p.result;
}

interface Parse {
  readonly ins: Ins;
  readonly name: string;
  /** The next operand word. */
  k: number;
  result: number;
  readonly refs: (id: number, at: number) => void;
}

/** Consumes the operands `shape` describes (grammar.ts's letters), parameters of enum values included. */
function parseShape(p: Parse, shape: string): void {
  const { w, at } = p.ins;
  const need = (n: number): void => {
    if (p.k + n > w.length) badCount(p.ins, p.name);
  };
  for (let s = 0; s < shape.length; s++) {
    let q = '';
    if (shape[s] === '?' || shape[s] === '*') q = shape[s++]!;
    const c = shape[s]!;
    const kind = c === 'E' ? ENUM_KINDS[Number(shape[++s])]! : undefined;
    do {
      if (q && p.k >= w.length) break;
      switch (c) {
        case 'T':
        case 'i':
        case 'R':
          need(1);
          if (c === 'R') p.result = w[p.k]!;
          else p.refs(w[p.k]!, at);
          p.k++;
          break;
        case 'l':
        case 'e':
          need(1);
          p.k++;
          break;
        case 'E':
          need(1);
          enumParameters(p, kind!, w[p.k++]!);
          break;
        case 'n':
          need(1);
          p.k = w.length;
          break;
        case 's': {
          const bytes = new Uint8Array(w.buffer, w.byteOffset + p.k * 4, (w.length - p.k) * 4);
          const end = bytes.indexOf(0);
          if (end < 0) fail(at, `${opName(p.ins.op)}: a literal string without its terminating nul`);
          p.k += (end >> 2) + 1;
          break;
        }
        case 'p':
        case 'q':
        case 'r':
          need(2);
          if (c !== 'p') p.refs(w[p.k]!, at);
          if (c !== 'q') p.refs(w[p.k + 1]!, at);
          p.k += 2;
          break;
      }
    } while (q === '*');
  }
}

/** The parameters of an enum operand's value: a value the grammar does not define is refused (its parameters,
 * and so the instruction's length, are unknown); a bit enum's set bits take theirs in ascending order. */
function enumParameters(p: Parse, kind: EnumKind, value: number): void {
  const unknown = (): never => fail(p.ins.at, `${opName(p.ins.op)}: ${value} is not a ${kind.kind} value of the grammar`);
  if (!kind.bits) {
    if (!(kind.known as readonly number[]).includes(value)) unknown();
    const shape = kind.params[value];
    if (shape) parseShape(p, shape);
    return;
  }
  if ((value & ~(kind.known as number)) !== 0) unknown();
  for (let bit = 1; bit !== 0 && bit <= value; bit = (bit << 1) >>> 0) {
    const shape = (value & bit) !== 0 ? kind.params[bit] : undefined;
    if (shape) parseShape(p, shape);
  }
}

/** A grammar shape with its enum kinds named (`iE2` → `i<Decoration>`). */
const readable = (shape: string): string => shape.replace(/E(\d)/g, (_, k: string) => `<${ENUM_KINDS[Number(k)]!.kind}>`);

function badCount(ins: Ins, name: string): never {
  const shape = INSTRUCTIONS[ins.op]![1];
  throw new SpirvError(
    'BAD_WORD_COUNT',
    `instruction at word ${ins.at}: Op${name} has ${ins.w.length} words, which does not fit its operands (${readable(shape) || 'none'})`,
  );
}

/** Calls `visit(opcode, instruction words)` for each instruction, checking word counts. */
export function forEachInstruction(words: Uint32Array, visit: (op: number, ins: Uint32Array, at: number) => void): void {
  for (let i = 5; i < words.length; ) {
    const count = words[i]! >>> 16;
    const op = words[i]! & 0xffff;
    if (count === 0) throw new SpirvError('BAD_WORD_COUNT', `instruction at word ${i} (opcode ${op}) has word count 0`);
    if (i + count > words.length) {
      throw new SpirvError(
        'TRUNCATED',
        `SPIR-V module truncated: instruction at word ${i} (opcode ${op}) needs ${count} words, ${words.length - i} remain`,
      );
    }
    visit(op, words.subarray(i, i + count), i);
    i += count;
  }
}

/** Checks the module (words in host order, header included) and throws SpirvError at the first problem. */
export function checkStructure(words: Uint32Array): void {
  const bound = words[3]!;
  if (bound < 1 || bound > MAX_BOUND)
    throw new SpirvError('MALFORMED', `the header's id bound is ${bound}; it must be in [1, ${MAX_BOUND}]`);
  const defs: (Ins | undefined)[] = new Array(bound);
  const list: Ins[] = [];
  /** (id, word of the using instruction, its opcode, whether it is in a function body) per reference */
  const refs: number[] = [];
  /** ids defined inside a function body (after OpFunction, up to OpFunctionEnd) */
  const local = new Uint8Array(bound);
  let inFunction = false;
  forEachInstruction(words, (op, w, i) => {
    const ins: Ins = { op, at: i, w };
    const inBody = inFunction && op !== Op.FunctionEnd;
    const result = operands(ins, (id, at) => refs.push(id, at, op, inBody ? 1 : 0));
    if (result !== 0 || /R/.test(INSTRUCTIONS[op]![1])) {
      if (result === 0 || result >= bound) fail(i, `${opName(op)} defines id %${result}, outside the module's bound [1, ${bound})`);
      if (defs[result]) fail(i, `${opName(op)} defines id %${result} again (first at word ${defs[result]!.at})`);
      defs[result] = ins;
      if (inBody) local[result] = 1;
    }
    if (op === Op.Function) inFunction = true;
    else if (op === Op.FunctionEnd) inFunction = false;
    list.push(ins);
  });
  for (let j = 0; j < refs.length; j += 4) {
    const id = refs[j]!,
      at = refs[j + 1]!;
    if (id === 0 || id >= bound || !defs[id])
      fail(at, `id %${id} is used but never defined${id >= bound ? ` (the bound is ${bound})` : ''}`);
    // Blocks come before the blocks they dominate ("Universal Validation Rules"), so a function's value is
    // defined before any use of it in the stream; only OpPhi (back edges) and branches (to later labels)
    // refer ahead. A use ahead of the definition would read a value the driver has not computed.
    const def = defs[id]!;
    if (refs[j + 3] && local[id] && def.at > at && refs[j + 2] !== Op.Phi && def.op !== Op.Label)
      fail(at, `${opName(refs[j + 2]!)} uses %${id} before its definition at word ${def.at}`);
  }
  new Semantics(defs, list).check();
}

const isTypeOp = (op: number): boolean => INSTRUCTIONS[op]?.[0].startsWith('Type') ?? false;

/** The kind checks, over the parsed module. */
class Semantics {
  /** value id → its type id */
  private readonly typeOf = new Map<number, number>();
  constructor(
    private readonly defs: readonly (Ins | undefined)[],
    private readonly list: readonly Ins[],
  ) {
    for (const ins of list) {
      const shape = INSTRUCTIONS[ins.op]![1];
      if (shape.startsWith('TR')) this.typeOf.set(ins.w[2]!, ins.w[1]!);
    }
  }

  private def(id: number): Ins {
    return this.defs[id]!;
  }
  private op(id: number): number {
    return this.defs[id]!.op;
  }
  private expect(ok: boolean, ins: Ins, what: string): void {
    if (!ok) fail(ins.at, `${opName(ins.op)}: ${what}`);
  }
  private isType(id: number): boolean {
    return isTypeOp(this.op(id));
  }
  private describe(id: number): string {
    return `%${id} (${opName(this.op(id))})`;
  }

  check(): void {
    for (const ins of this.list) {
      const w = ins.w;
      if (INSTRUCTIONS[ins.op]![1].startsWith('T'))
        this.expect(this.isType(w[1]!), ins, `its result type ${this.describe(w[1]!)} is not a type`);
      this.declaration(ins);
      this.body(ins);
    }
  }

  private declaration(ins: Ins): void {
    const w = ins.w;
    const E = (ok: boolean, what: string) => this.expect(ok, ins, what);
    switch (ins.op) {
      case Op.TypeInt:
        return E(
          [8, 16, 32, 64].includes(w[2]!) && w[3]! <= 1,
          `an integer type of width ${w[2]} and signedness ${w[3]} (width 8/16/32/64, signedness 0/1)`,
        );
      case Op.TypeFloat:
        return E([16, 32, 64].includes(w[2]!) || (w.length > 3 && [8, 16].includes(w[2]!)), `a float type of width ${w[2]}`);
      case Op.TypeVector:
        E(SCALAR_TYPES.has(this.op(w[2]!)), `the component type ${this.describe(w[2]!)} is not a scalar type`);
        return E([2, 3, 4, 8, 16].includes(w[3]!), `${w[3]} components (2, 3, 4, 8 or 16)`);
      case Op.TypeMatrix:
        return E(this.op(w[2]!) === Op.TypeVector && w[3]! >= 2 && w[3]! <= 4, `a matrix of ${w[3]} columns of ${this.describe(w[2]!)}`);
      case Op.TypeArray: {
        E(this.isElement(w[2]!), `the element type ${this.describe(w[2]!)} is not a type of data`);
        const len = this.def(w[3]!);
        return E(
          LENGTH_OPS.has(len.op) && this.op(len.w[1]!) === Op.TypeInt,
          `the length ${this.describe(w[3]!)} is not an integer constant`,
        );
      }
      case Op.TypeRuntimeArray:
        return E(this.isElement(w[2]!), `the element type ${this.describe(w[2]!)} is not a type of data`);
      case Op.TypeStruct:
        for (let m = 2; m < w.length; m++) E(this.isElement(w[m]!), `member ${m - 2}'s type ${this.describe(w[m]!)} is not a type of data`);
        return;
      case Op.TypePointer:
        return E(
          this.isType(w[3]!) && this.op(w[3]!) !== TYPE_FUNCTION && this.op(w[3]!) !== TYPE_VOID,
          `it points to ${this.describe(w[3]!)}, which is not a type of data`,
        );
      case TYPE_FUNCTION:
        E(this.isType(w[2]!) && this.op(w[2]!) !== TYPE_FUNCTION, `the return type ${this.describe(w[2]!)} is not a type`);
        for (let p = 3; p < w.length; p++)
          E(
            this.isElement(w[p]!) || this.op(w[p]!) === Op.TypePointer,
            `parameter ${p - 3}'s type ${this.describe(w[p]!)} is not a type of data`,
          );
        return;
      case Op.Constant:
      case Op.SpecConstant: {
        const t = this.def(w[1]!);
        E(t.op === Op.TypeInt || t.op === Op.TypeFloat, `a numeric constant of type ${this.describe(w[1]!)}`);
        return E(w.length === 3 + Math.ceil(t.w[2]! / 32), `a ${t.w[2]}-bit constant in ${w.length - 3} words`);
      }
      case Op.ConstantTrue:
      case Op.ConstantFalse:
      case Op.SpecConstantTrue:
      case Op.SpecConstantFalse:
        return E(this.op(w[1]!) === Op.TypeBool, `a boolean constant of type ${this.describe(w[1]!)}`);
      case Op.ConstantComposite:
      case Op.SpecConstantComposite:
        return this.composite(ins);
      case Op.Variable: {
        const p = this.def(w[1]!);
        E(p.op === Op.TypePointer, `its type ${this.describe(w[1]!)} is not a pointer type`);
        return E(p.w[2] === w[3], `storage class ${w[3]} differs from its pointer type's (${p.w[2]})`);
      }
      case Op.Function: {
        const f = this.def(w[4]!);
        E(f.op === TYPE_FUNCTION, `its function type ${this.describe(w[4]!)} is not an OpTypeFunction`);
        return E(f.w[2] === w[1], `its result type %${w[1]} is not its function type's return type %${f.w[2]}`);
      }
      case Op.EntryPoint: {
        const f = this.def(w[2]!);
        E(f.op === Op.Function, `the entry point ${this.describe(w[2]!)} is not a function`);
        const type = this.def(f.w[4]!);
        return E(
          type.w.length === 3 && this.op(type.w[2]!) === TYPE_VOID,
          `entry point ${this.describe(w[2]!)} must take no parameters and return void`,
        );
      }
      case Op.MemberDecorate:
      case Op.MemberName: {
        const s = this.def(w[1]!);
        return E(
          s.op === Op.TypeStruct && w[2]! < s.w.length - 2,
          `member ${w[2]} of ${this.describe(w[1]!)}, which is not a struct with that member`,
        );
      }
    }
  }

  /** A type a value can have in memory (not void, not a function type). */
  private isElement(id: number): boolean {
    const op = this.op(id);
    return isTypeOp(op) && op !== TYPE_VOID && op !== TYPE_FUNCTION;
  }

  private members(typeId: number): number | undefined {
    const t = this.def(typeId);
    switch (t.op) {
      case Op.TypeStruct:
        return t.w.length - 2;
      case Op.TypeVector:
      case Op.TypeMatrix:
        return t.w[3];
      case Op.TypeArray:
        return this.constantValue(t.w[3]!);
      default:
        return undefined;
    }
  }

  private composite(ins: Ins): void {
    if (INSTRUCTIONS[this.op(ins.w[1]!)]![0].startsWith('TypeCooperativeMatrix')) return; // one value fills it
    const n = this.members(ins.w[1]!);
    this.expect(
      n !== undefined || this.op(ins.w[1]!) === Op.TypeRuntimeArray,
      ins,
      `the composite type ${this.describe(ins.w[1]!)} is not a struct, array, vector or matrix`,
    );
    if (n !== undefined) this.expect(ins.w.length - 3 === n, ins, `${ins.w.length - 3} constituents for a type of ${n}`);
    for (let k = 3; k < ins.w.length; k++) {
      const c = this.op(ins.w[k]!);
      this.expect(/^(Spec)?Constant|^Undef$/.test(INSTRUCTIONS[c]![0]), ins, `constituent ${this.describe(ins.w[k]!)} is not a constant`);
      const at = k - 3;
      const want = this.memberType(ins.w[1]!, at);
      if (want !== undefined)
        this.expect(
          this.typeOf.get(ins.w[k]!) === want,
          ins,
          `constituent ${at} has type %${this.typeOf.get(ins.w[k]!)}, the composite's member type is %${want}`,
        );
    }
  }

  /** A literal integer constant's value (undefined for anything else). */
  private constantValue(id: number): number | undefined {
    const c = this.def(id);
    if ((c.op !== Op.Constant && c.op !== Op.SpecConstant) || this.op(c.w[1]!) !== Op.TypeInt) return undefined;
    return c.w[3]!;
  }

  /** The type of member/component `i` of a composite type (undefined when out of range or not a composite). */
  private memberType(typeId: number, i: number | undefined): number | undefined {
    const t = this.def(typeId);
    switch (t.op) {
      case Op.TypeStruct:
        return i !== undefined && i < t.w.length - 2 ? t.w[2 + i] : undefined;
      case Op.TypeVector:
      case Op.TypeMatrix:
        return i === undefined || i < t.w[3]! ? t.w[2] : undefined;
      case Op.TypeArray: {
        const n = this.constantValue(t.w[3]!);
        return i === undefined || n === undefined || i < n ? t.w[2] : undefined;
      }
      case Op.TypeRuntimeArray:
        return t.w[2];
      default:
        return undefined;
    }
  }

  private pointee(ins: Ins, valueId: number, what: string): number {
    const t = this.typeOf.get(valueId);
    const p = t === undefined ? undefined : this.def(t);
    if (!p || p.op !== Op.TypePointer) return fail(ins.at, `${opName(ins.op)}: ${what} ${this.describe(valueId)} is not a pointer`);
    return p.w[3]!;
  }

  private value(ins: Ins, id: number, what: string): number {
    const t = this.typeOf.get(id);
    if (t === undefined) return fail(ins.at, `${opName(ins.op)}: ${what} ${this.describe(id)} is not a value`);
    return t;
  }

  private body(ins: Ins): void {
    const w = ins.w;
    switch (ins.op) {
      case LOAD:
        return this.expect(
          this.pointee(ins, w[3]!, 'the pointer') === w[1],
          ins,
          `it loads a %${w[1]} through a pointer to %${this.pointee(ins, w[3]!, '')}`,
        );
      case STORE:
        return this.expect(
          this.pointee(ins, w[1]!, 'the pointer') === this.value(ins, w[2]!, 'the object'),
          ins,
          "the object's type is not the pointer's pointee type",
        );
      case ACCESS_CHAIN:
      case IN_BOUNDS_ACCESS_CHAIN: {
        let t: number | undefined = this.pointee(ins, w[3]!, 'the base');
        for (let k = 4; k < w.length && t !== undefined; k++) {
          this.value(ins, w[k]!, `index ${k - 4}`);
          const struct = this.op(t) === Op.TypeStruct;
          const c = this.constantValue(w[k]!);
          if (struct) this.expect(c !== undefined, ins, `index ${k - 4} into struct %${t} is not an integer constant`);
          t = this.memberType(t, struct ? c : undefined);
          this.expect(t !== undefined, ins, `index ${k - 4} (${c ?? 'a value'}) is outside its composite`);
        }
        const r = this.def(w[1]!);
        this.expect(
          r.op === Op.TypePointer && r.w[3] === t,
          ins,
          `the result type ${this.describe(w[1]!)} is not a pointer to the element the indices select (%${t})`,
        );
        return;
      }
      case COMPOSITE_EXTRACT:
      case COMPOSITE_INSERT: {
        const first = ins.op === COMPOSITE_EXTRACT ? 4 : 5;
        let t: number | undefined = this.value(ins, w[first - 1]!, 'the composite');
        for (let k = first; k < w.length && t !== undefined; k++) {
          t = this.memberType(t, w[k]);
          this.expect(t !== undefined, ins, `index ${k - first} (${w[k]}) is outside its composite`);
        }
        if (ins.op === COMPOSITE_EXTRACT)
          this.expect(t === w[1], ins, `the result type %${w[1]} is not the extracted element's type %${t}`);
        else
          this.expect(
            this.value(ins, w[3]!, 'the object') === t && this.typeOf.get(w[4]!) === w[1],
            ins,
            'the object or composite type does not fit',
          );
        return;
      }
      case FUNCTION_CALL:
        return this.expect(this.op(w[3]!) === Op.Function, ins, `${this.describe(w[3]!)} is not a function`);
      case EXT_INST:
        if (SAME_TYPE_GLSL.has(w[4]!) && this.isGlsl(w[3]!)) this.sameTypeOperands(ins, 5);
        return;
      default:
        if (SAME_TYPE_OPS.has(ins.op)) this.sameTypeOperands(ins, 3);
    }
  }

  private isGlsl(setId: number): boolean {
    const s = this.def(setId);
    if (s.op !== EXT_INST_IMPORT) return false;
    const bytes = new Uint8Array(s.w.buffer, s.w.byteOffset + 8, (s.w.length - 2) * 4);
    return new TextDecoder().decode(bytes.subarray(0, bytes.indexOf(0))) === 'GLSL.std.450';
  }

  /** Operands from `first` on are values whose type has the result's shape (floats: the very type). */
  private sameTypeOperands(ins: Ins, first: number): void {
    const want = ins.w[1]!;
    for (let k = first; k < ins.w.length; k++) {
      const t = this.value(ins, ins.w[k]!, `operand ${k - first}`);
      this.expect(t === want || this.sameIntShape(t, want), ins, `operand ${k - first} has type %${t}, the result type is %${want}`);
    }
  }

  /** Integer scalars or vectors of one width and component count (signedness may differ). */
  private sameIntShape(a: number, b: number): boolean {
    const A = this.def(a),
      B = this.def(b);
    if (A.op === Op.TypeVector && B.op === Op.TypeVector) return A.w[3] === B.w[3] && this.sameIntShape(A.w[2]!, B.w[2]!);
    return A.op === Op.TypeInt && B.op === Op.TypeInt && A.w[2] === B.w[2];
  }
}

const TYPE_VOID = 19;
const TYPE_FUNCTION = 33;
const SPEC_CONSTANT_OP = 52;
const SCALAR_TYPES = new Set<number>([Op.TypeInt, Op.TypeFloat, Op.TypeBool]);
const LENGTH_OPS = new Set<number>([Op.Constant, Op.SpecConstant, SPEC_CONSTANT_OP]);
const EXT_INST_IMPORT = 11;
const EXT_INST = 12;
const FUNCTION_CALL = 57;
const LOAD = 61;
const STORE = 62;
const ACCESS_CHAIN = 65;
const IN_BOUNDS_ACCESS_CHAIN = 66;
const COMPOSITE_EXTRACT = 81;
const COMPOSITE_INSERT = 82;
/** Arithmetic and bitwise instructions whose operands all have the result's type: OpSNegate..OpFMod,
 * OpBitwiseOr..OpNot. */
const SAME_TYPE_OPS = new Set([126, 127, 128, 129, 130, 131, 132, 133, 134, 135, 136, 137, 138, 139, 140, 141, 197, 198, 199, 200]);
/** GLSL.std.450 instructions whose operands all have the result's type (Round..Atanh, Atan2..Exp2 but not
 * Ldexp/Frexp/Modf, FMin..FMix, Step, SmoothStep, Fma, NMin..NClamp). */
const SAME_TYPE_GLSL = new Set([
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 37, 38, 39, 40, 41,
  42, 43, 44, 45, 46, 48, 49, 50, 79, 80, 81,
]);
