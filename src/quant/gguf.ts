// GGUF, ggml's model file format: a lazy reader (openGguf: the header at open, each tensor's bytes on
// read(name)) and a writer (writeGguf) for tests and tools. docs/ARCHITECTURE.md, "GGUF", has the layout.
export { openGguf, type GgufFile } from './gguf-read.ts';
export { writeGguf, type GgufInput, type GgufTyped, type GgufTensorInput, type GgufWriteOptions } from './gguf-write.ts';
export { GgufError, type GgufValue, type GgufValueType, type GgufScalarType, type GgufTensorInfo } from './gguf-types.ts';
