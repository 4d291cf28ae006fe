/* The generated module's shape; scripts/gen-validators.ts writes lean-validators.js. */
import type { ValidateFunction } from 'ajv';

export declare const leanValidators: Record<string, ValidateFunction>;
