import { isPlainObject } from '../content/validation/values';
/**
 * The page schemas as one document with local references only: the form library resolves
 * `#/$defs/...` itself but cannot fetch the other files the schemas refer to.
 */
export type JsonSchema = { [keyword: string]: unknown };

export interface SchemaFiles {
  page: JsonSchema;
  block: JsonSchema;
  defs: JsonSchema;
  /** site/catalogue.schema.json, whose coin facts a coin page holds under `catalogue`. */
  catalogue: JsonSchema;
  /** Each block schema by its file name without `.schema.json` (hero, faq, ...). */
  blocks: Record<string, JsonSchema>;
}

const BLOCK_UNION = 'Block';
const blockDef = (name: string) => `block-${name}`;
const catalogueDef = (name: string) => `catalogue-${name}`;

/**
 * Where a reference between the schema files points in the bundle. `inCatalogue` is for refs
 * written inside the catalogue file, whose own `#/$defs/...` name its definitions.
 */
function localRef(ref: string, inCatalogue: boolean): string {
  const catalogue = /^(?:\.\.\/)?site\/catalogue\.schema\.json#\/\$defs\/([\w-]+)$/.exec(ref);
  if (catalogue) return `#/$defs/${catalogueDef(catalogue[1]!)}`;
  const own = /^#\/\$defs\/([\w-]+)$/.exec(ref);
  if (own && inCatalogue) return `#/$defs/${catalogueDef(own[1]!)}`;
  const shared = /^(?:\.\.\/)?defs\.schema\.json#\/\$defs\/([\w-]+)$/.exec(ref);
  if (shared) return `#/$defs/${shared[1]}`;
  if (ref === 'block.schema.json') return `#/$defs/${BLOCK_UNION}`;
  const block = /^blocks\/([\w-]+)\.schema\.json$/.exec(ref);
  if (block) return `#/$defs/${blockDef(block[1]!)}`;
  if (/^#\/\$defs\/[\w-]+$/.test(ref)) return ref;
  throw new Error(`the page schemas refer to ${ref}, which the editor's bundle does not know`);
}

function rewrite(node: unknown, inCatalogue = false): unknown {
  if (Array.isArray(node)) return node.map((item) => rewrite(item, inCatalogue));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === '$ref' && typeof value === 'string'
        ? localRef(value, inCatalogue)
        : rewrite(value, inCatalogue),
    ]),
  );
}

/** A file's schema without what names the file: its id, dialect and examples. */
function body(file: JsonSchema): JsonSchema {
  const { $id: _id, $schema: _dialect, examples: _examples, $defs: _defs, ...rest } = file;
  return rewrite(rest) as JsonSchema;
}

export function bundlePageSchema(files: SchemaFiles): JsonSchema {
  const shared = rewrite(files.defs.$defs ?? {}) as Record<string, JsonSchema>;
  const blocks = Object.fromEntries(
    Object.entries(files.blocks).map(([name, schema]) => [blockDef(name), body(schema)]),
  );
  const catalogue = Object.fromEntries(
    Object.entries((files.catalogue.$defs ?? {}) as Record<string, unknown>).map(
      ([name, schema]) => [catalogueDef(name), rewrite(schema, true)],
    ),
  );
  return {
    ...body(files.page),
    $defs: { ...shared, [BLOCK_UNION]: body(files.block), ...blocks, ...catalogue },
  };
}

/** Keywords the form leaves to the validator (see formSchema). */
const VALIDATOR_ONLY = new Set(['maxItems', 'minItems', 'if', 'then', 'else']);

/**
 * The bundle as the form draws it. What only judges a value is left to the validator, which
 * runs as the marketer types and says what is wrong at the field: counts of items, so a
 * sixth question can be added and then refused there rather than the add button vanishing,
 * and the form does not pad a short list with empty items the file never had; and the
 * conditions (if/then/else), which only add required fields here, and with which the form
 * library re-sanitizes the data on every change, dropping the page's blocks.
 */
export function formSchema(bundle: JsonSchema): JsonSchema {
  const relax = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(relax);
    if (typeof node !== 'object' || node === null) return node;
    const kept = Object.entries(node)
      .filter(([key]) => !VALIDATOR_ONLY.has(key))
      .map(([key, value]) => [key, key === 'properties' ? mapValues(value, field) : relax(value)]);
    const relaxed = Object.fromEntries(kept) as JsonSchema;
    if (typeof relaxed.title === 'string') relaxed.title = readableTitle(relaxed.title);
    // An allOf of conditions only is empty now, and says nothing.
    if (Array.isArray(relaxed.allOf)) {
      const parts = relaxed.allOf.filter(
        (part) => typeof part !== 'object' || part === null || Object.keys(part).length > 0,
      );
      if (parts.length === 0) delete relaxed.allOf;
      else relaxed.allOf = parts;
    }
    return relaxed;
  };
  // A field drawn from a shared definition would be labelled with the definition's name
  // (two fields both called "Slug"); its own name, beside the definition, says which it is.
  const field = (schema: unknown, name: string): unknown => {
    const relaxed = relax(schema);
    return isPlainObject(relaxed) && '$ref' in relaxed && !('title' in relaxed)
      ? { ...relaxed, title: name }
      : relaxed;
  };
  return relax(bundle) as JsonSchema;
}

/** Where the page schemas' picture fields are in the form's schema: a page's share image, a coin's logo. */
const PICTURE_FIELDS = [
  ['properties', 'shareImage'],
  ['$defs', 'catalogue-coinFacts', 'properties', 'logo'],
];

/**
 * The form's schema with the site's pictures offered at each picture field: the form lists a
 * field's examples as choices under it, and typing narrows them.
 */
export function withPictureChoices(form: JsonSchema, pictures: readonly string[]): JsonSchema {
  const offered = structuredClone(form);
  for (const at of PICTURE_FIELDS) {
    const field = at.reduce<unknown>(
      (node, key) => (isPlainObject(node) ? node[key] : undefined),
      offered,
    );
    if (!isPlainObject(field))
      throw new Error(`the page schemas have no picture field at ${at.join('.')}`);
    field.examples = [...pictures];
  }
  return offered;
}

/**
 * The schemas' titles are the names of the generated TypeScript types (SwapTarget, HeroBlock);
 * a marketer reads them as words ("Swap target", "Hero block").
 */
export function readableTitle(title: string): string {
  if (!/^[A-Z][A-Za-z]*$/.test(title)) return title;
  const words = title.split(/(?=[A-Z])/).map((word) => word.toLowerCase());
  return words.join(' ').replace(/^./, (first) => first.toUpperCase());
}

function mapValues(value: unknown, map: (item: unknown, key: string) => unknown): unknown {
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, map(item, key)]));
}

function resolve(schema: unknown, root: JsonSchema): JsonSchema | undefined {
  let current = schema;
  for (
    let depth = 0;
    isPlainObject(current) && typeof current.$ref === 'string' && depth < 32;
    depth++
  ) {
    const name = /^#\/\$defs\/(.+)$/.exec(current.$ref)?.[1];
    current = name ? (root.$defs as Record<string, unknown> | undefined)?.[name] : undefined;
  }
  return isPlainObject(current) ? current : undefined;
}

/** The branch of a oneOf or anyOf that describes `value`: by its `type` const, else by its keys. */
function branchFor(
  branches: unknown,
  value: Record<string, unknown>,
  root: JsonSchema,
): JsonSchema | undefined {
  if (!Array.isArray(branches)) return undefined;
  const resolved = (branches as unknown[]).flatMap((branch): JsonSchema[] => {
    const found = resolve(branch, root);
    return found ? [found] : [];
  });
  const objects = resolved.filter((branch) => isPlainObject(branch.properties));
  const byType = objects.find((branch) => {
    const type = (branch.properties as Record<string, JsonSchema>).type;
    return (
      type !== undefined && isPlainObject(type) && 'const' in type && type.const === value.type
    );
  });
  return (
    byType ??
    objects.find((branch) =>
      Object.keys(value).every((key) => key in (branch.properties as object)),
    )
  );
}

/** Every property the schema (and its branches for this value) names, in schema order. */
function propertiesOf(
  schema: JsonSchema | undefined,
  value: Record<string, unknown>,
  root: JsonSchema,
): Map<string, JsonSchema> {
  const found = new Map<string, JsonSchema>();
  if (!schema) return found;
  for (const [key, child] of Object.entries((schema.properties as object | undefined) ?? {})) {
    found.set(key, child as JsonSchema);
  }
  for (const branch of [
    branchFor(schema.oneOf, value, root),
    branchFor(schema.anyOf, value, root),
  ]) {
    for (const [key, child] of propertiesOf(branch, value, root)) {
      if (!found.has(key)) found.set(key, child);
    }
  }
  return found;
}

function itemSchema(schema: JsonSchema | undefined, item: unknown, root: JsonSchema) {
  const items = resolve(schema?.items, root);
  if (!items || !isPlainObject(item)) return items;
  return (
    resolve(branchFor(items.anyOf, item, root) ?? branchFor(items.oneOf, item, root), root) ?? items
  );
}

/**
 * `value` with its keys in schema order, the order every page file is written in, so saving
 * one change gives a one-line diff and a new page reads like the others. Keys no schema names
 * go last.
 */
export function orderKeys(
  value: unknown,
  schema: JsonSchema | undefined,
  root: JsonSchema,
): unknown {
  const own = resolve(schema, root);
  if (Array.isArray(value)) {
    return value.map((item) => orderKeys(item, itemSchema(own, item, root), root));
  }
  if (!isPlainObject(value)) return value;
  const properties = propertiesOf(own, value, root);
  const schemaOrder = [...properties.keys()];
  const rank = (key: string) => {
    const index = schemaOrder.indexOf(key);
    return index === -1 ? schemaOrder.length : index;
  };
  const keys = Object.keys(value).sort((a, b) => rank(a) - rank(b));
  return Object.fromEntries(
    keys.map((key) => [key, orderKeys(value[key], properties.get(key), root)]),
  );
}

/**
 * The schema of one step into `value`: a field of an object (by the branch of a oneOf or
 * anyOf the value takes, a block by its type) or an item of a list.
 */
export function schemaOfStep(
  schema: JsonSchema | undefined,
  value: unknown,
  step: string | number,
  root: JsonSchema,
): JsonSchema | undefined {
  const own = resolve(schema, root);
  const next =
    typeof step === 'number'
      ? own?.items
      : propertiesOf(own, isPlainObject(value) ? value : {}, root).get(step);
  const resolved = resolve(next, root);
  // A reference's own title names the field; its definition's names the shape.
  return isPlainObject(next) && typeof next.title === 'string' && resolved
    ? { ...resolved, title: next.title }
    : resolved;
}
