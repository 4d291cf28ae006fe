import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { formatJsonPath, TOP_LEVEL } from './json-path';
import type { Problem } from './report';
import { describeSchemaErrors } from './schema-errors';
import { getSchemaValidator, schemaDir } from './schemas';
import { isPlainObject } from './values';
import { BLOCK_SCHEMA_ID } from './ajv-options';

/**
 * Every block schema's `examples` must be blocks a page could hold: the block gallery in
 * `npm run dev` renders them, and a marketer copies them, so they must not drift from the
 * schema. A block schema without examples is a problem too, since the gallery would skip it.
 */
export async function checkBlockExamples(
  display: (absolute: string) => string,
  dir: string = path.join(schemaDir, 'blocks'),
): Promise<Problem[]> {
  const validate = getSchemaValidator(BLOCK_SCHEMA_ID);
  const names = (await readdir(dir)).filter((name) => name.endsWith('.schema.json')).sort();
  const problems = await Promise.all(
    names.map(async (name) => {
      const file = display(path.join(dir, name));
      const schema: unknown = JSON.parse(await readFile(path.join(dir, name), 'utf8'));
      const examples = isPlainObject(schema) ? schema.examples : undefined;
      if (!Array.isArray(examples) || examples.length === 0) {
        return [{ file, path: TOP_LEVEL, message: 'has no "examples"; add at least one block' }];
      }
      return examples.flatMap((example: unknown, index) => {
        if (validate(example)) return [];
        return describeSchemaErrors(validate.errors ?? []).map((found) => ({
          file,
          path: prefixed(['examples', index], found.path),
          message: found.message,
        }));
      });
    }),
  );
  return problems.flat();
}

/** `examples[0]` + `heading` → `examples[0].heading`. */
function prefixed(prefix: (string | number)[], inner: string): string {
  if (inner === TOP_LEVEL) return formatJsonPath(prefix);
  const joined = formatJsonPath(prefix);
  return inner.startsWith('[') ? `${joined}${inner}` : `${joined}.${inner}`;
}
