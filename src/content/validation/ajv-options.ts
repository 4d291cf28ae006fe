import type { Options } from 'ajv';

/** The schema rules both validators share: the detailed one at run time, the lean one built ahead. */
export const AJV_OPTIONS = {
  strict: true,
  // strictRequired cannot see properties declared next to an if/then, as in the page schema's
  // "coin pages require name and symbol" rule: https://github.com/ajv-validator/ajv/issues/1950
  strictRequired: false,
  discriminator: true,
} satisfies Options;

/** The schema every block of every type must match; its schema examples are checked against it. */
export const BLOCK_SCHEMA_ID = 'https://swap-site.schemas/block.schema.json';
