// The coopmat path's f16 gemm candidates against the f64 reference (gemm-candidates.ts).
import { candidateTests } from './gemm-candidates.ts';

candidateTests('coopmat');
