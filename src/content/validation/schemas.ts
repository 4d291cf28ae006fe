import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type Ajv2020 from 'ajv/dist/2020.js';
import type { AnySchemaObject, ValidateFunction } from 'ajv';
import { AJV_OPTIONS } from './ajv-options';
import { leanValidators } from './generated/lean-validators.js';
import { pointerSegments } from './json-path';
import { ValidationSetupError } from './setup-error';

export { SCHEMA_IDS } from '../contentFiles';

interface SchemaSet {
  ajv: Ajv2020;
  documents: Map<string, AnySchemaObject>;
  /** The base URI each schema object's relative $refs resolve against, found by identity. */
  baseUris: WeakMap<object, string>;
}

export const schemaDir = fileURLToPath(new URL('../../../schema/', import.meta.url));
let cache: SchemaSet | undefined;

function schemaSet(): SchemaSet {
  cache ??= loadSchemas(schemaDir);
  return cache;
}

/**
 * The validator for a schema `$id`. Each file is checked first by the lean validator compiled
 * ahead of time (scripts/gen-validators.ts), which stops at the first error; only a file it
 * rejects is checked again by the detailed one (every error, with the schema beside it),
 * compiled from schema/ the first time a file fails.
 */
export function getSchemaValidator(id: string): ValidateFunction {
  const lean = leanValidators[id];
  if (!lean) return detailedValidator(id);
  const check = ((data: unknown) => {
    if (lean(data)) {
      check.errors = null;
      return true;
    }
    const detailed = detailedValidator(id);
    const valid = detailed(data);
    check.errors = detailed.errors;
    return valid;
  }) as ValidateFunction;
  check.errors = null;
  return check;
}

/** The detailed validator for a schema `$id`; all schemas compile once per process. */
function detailedValidator(id: string): ValidateFunction {
  let validate: ValidateFunction | undefined;
  try {
    validate = schemaSet().ajv.getSchema(id);
  } catch (error) {
    throw new ValidationSetupError(`the schema ${id} does not compile: ${messageOf(error)}`);
  }
  if (!validate) throw new ValidationSetupError(`no schema in schema/ has the $id ${id}`);
  return validate;
}

/** Follows a `$ref` written inside `from` (any object of a loaded schema) to the schema it names. */
export function resolveSchemaRef(ref: string, from: object): AnySchemaObject | undefined {
  const { documents, baseUris } = schemaSet();
  const base = baseUris.get(from);
  if (base === undefined) return undefined;
  const url = new URL(ref, base);
  const pointer = decodeURIComponent(url.hash.slice(1));
  url.hash = '';
  let target: unknown = documents.get(url.href);
  for (const segment of pointerSegments(pointer)) {
    target = isObject(target) ? target[segment] : undefined;
  }
  return isObject(target) ? target : undefined;
}

/** The sorted values a discriminated `oneOf` accepts for its tag, e.g. every block `type`. */
export function discriminatorValues(schema: AnySchemaObject): string[] {
  const tag: unknown = schema.discriminator?.propertyName;
  const branches: unknown = schema.oneOf;
  if (typeof tag !== 'string' || !Array.isArray(branches)) return [];
  const values = branches.flatMap((branch: AnySchemaObject) => {
    const target = typeof branch.$ref === 'string' ? resolveSchemaRef(branch.$ref, branch) : branch;
    const property: AnySchemaObject | undefined = target?.properties?.[tag];
    if (property?.const !== undefined) return [String(property.const)];
    return Array.isArray(property?.enum) ? property.enum.map(String) : [];
  });
  return [...new Set(values)].sort();
}

/**
 * Ajv and its formats, loaded on the first file the lean validators reject: loading them cost
 * a build with valid pages (every marketer's rebuild) about a third of a second.
 */
const requireLazily = createRequire(import.meta.url);

function loadSchemas(dir: string): SchemaSet {
  const { default: Ajv } = requireLazily('ajv/dist/2020.js') as { default: typeof Ajv2020 };
  const { default: addFormats } = requireLazily('ajv-formats') as typeof import('ajv-formats');
  const ajv = new Ajv({ ...AJV_OPTIONS, allErrors: true, verbose: true });
  addFormats(ajv);
  const documents = new Map<string, AnySchemaObject>();
  const baseUris = new WeakMap<object, string>();
  for (const file of schemaFiles(dir)) {
    const where = path.relative(process.cwd(), file);
    const schema = readSchema(file, where);
    const id = new URL(schema.$id).href;
    documents.set(id, schema);
    indexBaseUris(schema, id, baseUris);
    try {
      ajv.addSchema(schema);
    } catch (error) {
      throw new ValidationSetupError(`${where} is not a usable schema: ${messageOf(error)}`);
    }
  }
  return { ajv, documents, baseUris };
}

function schemaFiles(dir: string): string[] {
  try {
    return readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.json'))
      .sort()
      .map((name) => path.join(dir, name));
  } catch (error) {
    throw new ValidationSetupError(`cannot read the schema folder ${dir}: ${messageOf(error)}`);
  }
}

function readSchema(file: string, where: string): AnySchemaObject & { $id: string } {
  let schema: unknown;
  try {
    schema = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new ValidationSetupError(`${where} is not valid JSON: ${messageOf(error)}`);
  }
  if (!isObject(schema) || typeof schema.$id !== 'string') {
    throw new ValidationSetupError(`${where} has no "$id", so pages cannot refer to it`);
  }
  return schema as AnySchemaObject & { $id: string };
}

function indexBaseUris(node: unknown, base: string, baseUris: WeakMap<object, string>): void {
  if (Array.isArray(node)) {
    for (const item of node) indexBaseUris(item, base, baseUris);
  } else if (isObject(node)) {
    const ownBase = typeof node.$id === 'string' ? new URL(node.$id, base).href : base;
    baseUris.set(node, ownBase);
    for (const value of Object.values(node)) indexBaseUris(value, ownBase, baseUris);
  }
}

function isObject(value: unknown): value is Record<string | number, unknown> {
  return typeof value === 'object' && value !== null;
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
