// The coopmat2 path's f16 gemm candidates against the f64 reference (gemm-candidates.ts).
import { candidateTests } from './gemm-candidates.ts';

candidateTests('coopmat2');
