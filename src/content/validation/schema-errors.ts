import type { AnySchemaObject, ErrorObject } from 'ajv';
import { formatJsonPath, pointerSegments, type PathSegment } from './json-path';
import { discriminatorValues, resolveSchemaRef } from './schemas';
import { closestMatch } from './suggest';
import { cut, jsonTypeName, preview } from './values';

/** One problem inside a file: where (a JSON path such as `blocks[3].heading`) and what. */
export interface FieldProblem {
  path: string;
  message: string;
}

interface Line {
  /** The ajv instancePath the error is about; used to tell which errors belong together. */
  pointer: string;
  segments: PathSegment[];
  message: string;
}

/** Turns ajv's errors (compiled with allErrors and verbose) into one plain line per problem. */
export function describeSchemaErrors(errors: readonly ErrorObject[]): FieldProblem[] {
  const lines: Line[] = [];
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf') {
      collapseAlternatives(lines, error);
    } else {
      const line = describeError(error);
      if (line) lines.push(line);
    }
  }
  return dedupe(
    lines.map(({ segments, message }) => ({ path: formatJsonPath(segments), message })),
  );
}

/**
 * ajv reports every failed branch of an anyOf before the anyOf itself, which reads as noise.
 * When a branch fits the value's shape and fails deeper inside, those deeper lines are the
 * useful ones; otherwise the value has none of the allowed shapes and one line lists them.
 */
function collapseAlternatives(lines: Line[], error: ErrorObject): void {
  const at = error.instancePath;
  let start = lines.length;
  while (start > 0 && isWithin(lines[start - 1]!.pointer, at)) start--;
  const deeper = lines.splice(start).filter((line) => line.pointer !== at);
  if (deeper.length > 0 && !error.params.passingSchemas) {
    lines.push(...deeper);
    return;
  }
  const branches = (error.schema as AnySchemaObject[]).map((branch) => describeShape(branch, 0));
  const must = error.params.passingSchemas ? 'must be exactly one of' : 'must be';
  lines.push({
    pointer: at,
    segments: pointerSegments(at),
    message: `${must} ${joinWithOr(branches)}${got(error.data)}`,
  });
}

function isWithin(pointer: string, ancestor: string): boolean {
  return pointer === ancestor || pointer.startsWith(`${ancestor}/`);
}

function describeError(error: ErrorObject): Line | undefined {
  const line = (segments: PathSegment[], message: string): Line => ({
    pointer: error.instancePath,
    segments,
    message,
  });
  const here = pointerSegments(error.instancePath);
  const params = error.params as Record<string, unknown>;
  const schema = error.parentSchema ?? {};
  switch (error.keyword) {
    case 'if':
      // Its "then" errors (such as a missing field) already say what is wrong.
      return undefined;
    case 'required':
      return line(
        [...here, String(params.missingProperty)],
        `missing required field "${params.missingProperty}"`,
      );
    case 'dependentRequired':
      return line(
        [...here, String(params.missingProperty)],
        `missing field "${params.missingProperty}", needed when "${params.property}" is present`,
      );
    case 'additionalProperties':
    case 'unevaluatedProperties': {
      const field = String(params.additionalProperty ?? params.unevaluatedProperty);
      return line([...here, field], unknownField(field, schema));
    }
    case 'discriminator':
      return describeDiscriminatorError(error, here);
    default:
      return line(here, describeValueError(error));
  }
}

function unknownField(field: string, schema: AnySchemaObject): string {
  const known = Object.keys((schema.properties as object | undefined) ?? {});
  const suggestion = closestMatch(field, known);
  return `unknown field "${cut(field)}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`;
}

function describeDiscriminatorError(error: ErrorObject, here: PathSegment[]): Line | undefined {
  const tag = String(error.params.tag);
  const value: unknown = (error.data as Record<string, unknown> | undefined)?.[tag];
  // A missing tag is already reported by "required".
  if (value === undefined) return undefined;
  const schema = error.parentSchema ?? {};
  const noun = typeof schema.title === 'string' ? `${schema.title.toLowerCase()} ` : '';
  const known = discriminatorValues(schema);
  const list = known.length > 0 ? ` (known ${tag}s: ${known.join(', ')})` : '';
  const suggestion = typeof value === 'string' ? closestMatch(value, known) : undefined;
  const hint = suggestion ? `; did you mean "${suggestion}"?` : '';
  return {
    pointer: error.instancePath,
    segments: [...here, tag],
    message: `unknown ${noun}${tag} ${preview(value)}${hint}${list}`,
  };
}

function describeValueError(error: ErrorObject): string {
  const params = error.params as Record<string, unknown>;
  const data: unknown = error.data;
  const limit = Number(params.limit);
  switch (error.keyword) {
    case 'type':
      return `must be ${joinWithOr(String(params.type).split(',').map(typeNoun))} (got ${typeOfValue(data, params.type)})`;
    case 'const':
      return `must be ${preview(params.allowedValue)}${got(data)}`;
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(plain).join(', ')}${got(data)}`;
    case 'pattern': {
      const description = error.parentSchema?.description;
      const what =
        typeof description === 'string' ? `must be ${description}` : 'has the wrong format';
      return `${what}${got(data)}`;
    }
    case 'format':
      return `must be a valid ${params.format}${got(data)}`;
    case 'minLength':
      return limit === 1
        ? 'must not be empty'
        : `must be at least ${limit} characters long (has ${lengthOf(data)})`;
    case 'maxLength':
      return `must be at most ${limit} characters long (has ${lengthOf(data)})`;
    case 'minItems':
    case 'maxItems':
      return itemCount(error.keyword, limit, error.parentSchema, data);
    case 'minimum':
      return `must be at least ${limit}${got(data)}`;
    case 'maximum':
      return `must be at most ${limit}${got(data)}`;
    case 'exclusiveMinimum':
      return `must be more than ${limit}${got(data)}`;
    case 'exclusiveMaximum':
      return `must be less than ${limit}${got(data)}`;
    case 'multipleOf':
      return `must be a multiple of ${params.multipleOf}${got(data)}`;
    case 'uniqueItems': {
      const [first, second] = [Number(params.i), Number(params.j)].sort((a, b) => a - b);
      return `must not list the same item twice (items [${first}] and [${second}] are the same)`;
    }
    case 'false schema':
      return 'is not allowed here';
    default:
      return error.message ?? 'is not valid';
  }
}

function itemCount(
  keyword: string,
  limit: number,
  schema: AnySchemaObject | undefined,
  data: unknown,
): string {
  const has = `(has ${Array.isArray(data) ? data.length : '?'})`;
  const items = (count: number) => `${count} ${count === 1 ? 'item' : 'items'}`;
  if (schema?.minItems === schema?.maxItems) return `must have exactly ${items(limit)} ${has}`;
  const bound = keyword === 'minItems' ? 'at least' : 'at most';
  return `must have ${bound} ${items(limit)} ${has}`;
}

/** How an alternative reads in "must be text, a link {text, href} or {strong}". */
function describeShape(schema: AnySchemaObject, depth: number): string {
  if (typeof schema.$ref === 'string') {
    const target = resolveSchemaRef(schema.$ref, schema);
    return target ? describeShape(target, depth) : 'another shape';
  }
  if (schema.const !== undefined) return preview(schema.const);
  if (Array.isArray(schema.enum)) return `one of ${schema.enum.map(plain).join(', ')}`;
  const alternatives: unknown = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(alternatives)) {
    return joinWithOr(alternatives.map((branch: AnySchemaObject) => describeShape(branch, depth)));
  }
  if (schema.type === 'string') return 'text';
  if (schema.type === 'array') {
    const items: unknown = schema.items;
    if (depth > 0 || typeof items !== 'object' || items === null) return 'a list';
    return `a list of: ${describeShape(items as AnySchemaObject, depth + 1)}`;
  }
  if (schema.type === 'object' || schema.properties) {
    const properties = (schema.properties as object | undefined) ?? {};
    const fields: string[] = Array.isArray(schema.required)
      ? schema.required
      : Object.keys(properties);
    // An object with an href is a link everywhere in pages-data.
    const noun = 'href' in properties ? 'a link ' : '';
    return `${noun}{${fields.join(', ')}}`;
  }
  return typeof schema.type === 'string' ? typeNoun(schema.type) : 'another shape';
}

function typeNoun(type: string): string {
  const nouns: Record<string, string> = {
    string: 'a string',
    number: 'a number',
    integer: 'a whole number',
    boolean: 'true or false',
    object: 'an object',
    array: 'a list',
    null: 'null',
  };
  return nouns[type] ?? type;
}

function typeOfValue(data: unknown, expected: unknown): string {
  // "must be a whole number (got number)" would not say what is wrong.
  if (expected === 'integer' && typeof data === 'number') return String(data);
  return jsonTypeName(data);
}

function joinWithOr(words: readonly string[]): string {
  const unique = [...new Set(words)];
  if (unique.length <= 1) return unique.join('');
  return `${unique.slice(0, -1).join(', ')} or ${unique.at(-1)}`;
}

function got(data: unknown): string {
  return data === undefined ? '' : ` (got ${preview(data)})`;
}

function lengthOf(data: unknown): number | string {
  return typeof data === 'string' ? data.length : '?';
}

function plain(value: unknown): string {
  return typeof value === 'string' ? value : preview(value);
}

function dedupe(problems: FieldProblem[]): FieldProblem[] {
  const seen = new Set<string>();
  return problems.filter(({ path, message }) => {
    const key = `${path}\u0000${message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
