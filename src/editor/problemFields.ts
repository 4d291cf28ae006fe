/**
 * The validator names each problem's place as a formatted JSON path (`blocks[3].items[0].href`,
 * `["odd key"]`, `(top level)`); the form keeps errors in a tree of the same shape with
 * `__errors` lists at its nodes (react-jsonschema-form's error schema). This turns one into
 * the other, so each problem shows under its own field.
 */
import { TOP_LEVEL, type PathSegment } from '../content/validation/json-path';
import { keyToWords, numberedItemTitle } from './form/words';
import { schemaOfStep, type JsonSchema } from './schemaBundle';
import { isPlainObject } from '../content/validation/values';

export interface ErrorTree {
  __errors?: string[];
  [child: string]: ErrorTree | string[] | undefined;
}

/** What the editor hears of a problem: where it is and what is wrong. */
export interface FieldProblem {
  file: string;
  path: string;
  message: string;
}

const SEGMENT = /^(?:\.?([A-Za-z_][A-Za-z0-9_]*)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\])/;

/**
 * The segments of a formatted path; undefined for a path that cannot name a field (the
 * whole document, or a long path the report cut short with "…").
 */
export function parseProblemPath(path: string): PathSegment[] | undefined {
  if (path === TOP_LEVEL || path.includes('…')) return undefined;
  const segments: PathSegment[] = [];
  let rest = path;
  while (rest.length > 0) {
    const match = SEGMENT.exec(rest);
    if (!match) return undefined;
    const [whole, name, index, quoted] = match;
    if (name !== undefined) segments.push(name);
    else if (index !== undefined) segments.push(Number(index));
    else segments.push(JSON.parse(quoted!) as string);
    rest = rest.slice(whole.length);
  }
  return segments;
}

/** The problems of one file as an error tree; those with no field go on its root. */
export function errorTreeOf(problems: readonly FieldProblem[]): ErrorTree {
  const tree: ErrorTree = {};
  for (const problem of problems) {
    let node = tree;
    for (const segment of parseProblemPath(problem.path) ?? []) {
      const key = String(segment);
      // A field named __errors would collide with the list itself; its problem stays above.
      if (key === '__errors') break;
      node = (node[key] as ErrorTree | undefined) ?? (node[key] = {});
    }
    (node.__errors ??= []).push(problem.message);
  }
  return tree;
}

/** Where a problem is, in the form's words, and the id of the form's field there. */
export interface ProblemPlace {
  /** "Block 9, Questions and answers › Question 1 › Answer"; "The whole page" for none. */
  words: string;
  /** The form's element for the field (react-jsonschema-form's id), when there is one. */
  fieldId?: string;
}

/**
 * A problem's place named with the labels the form shows, walking the form's schema along the
 * page: a list's item is named by its number ("Question 1") rather than after its list's label,
 * and a block by its number and kind. Without the page (another file), blocks have no kind.
 */
export function problemPlace(path: string, form: JsonSchema, page?: unknown): ProblemPlace {
  const segments = parseProblemPath(path);
  if (path === TOP_LEVEL) return { words: 'The whole page' };
  if (!segments) return { words: path };
  return { words: placeWords(segments, form, page), fieldId: ['root', ...segments].join('_') };
}

/** A field's place in the form's words, from its path's segments; Publish names changes so. */
export function placeWords(
  segments: readonly PathSegment[],
  form: JsonSchema,
  page?: unknown,
): string {
  if (segments.length === 0) return 'The whole page';
  const words: string[] = [];
  let schema: JsonSchema | undefined = form;
  let value: unknown = page;
  for (const segment of segments) {
    const next = schemaOfStep(schema, value, segment, form);
    value =
      isPlainObject(value) || Array.isArray(value)
        ? (value as Record<string, unknown>)[segment]
        : undefined;
    if (typeof segment === 'number') {
      const list = words.pop() ?? 'Item';
      // "Questions › Question 1" says the list twice; a list the form does not know (another
      // file's) keeps its own name: "Price list 4".
      words.push(
        typeof next?.title === 'string'
          ? numberedItemTitle(next.title, segment, value)
          : `${list} ${segment + 1}`,
      );
    } else {
      words.push(typeof next?.title === 'string' ? next.title : keyToWords(segment));
    }
    schema = next;
  }
  return words.join(' › ');
}
