/**
 * What Publish will send, in words: each page by its name and address, whether it is new,
 * changed, renamed or removed, and for a change the form's labels of the fields that changed.
 * Worked out from each file's value as published and as saved (types.ts `values`); the
 * labels come from the form's schema, so they read as the form does.
 */
import { contentFileOf, isTopLevelPageFile } from '../../content/contentFiles';
import { routeForSlug } from '../../engine/routes';
import { placeWords } from '../problemFields';
import type { JsonSchema } from '../schemaBundle';
import { pageNameOf } from '../pageName';
import type { PendingChanges } from './types';
import { isPlainObject } from '../../content/validation/values';

export interface PageChange {
  /** The file, for React's key and for a reviewer. */
  file: string;
  /** What a marketer calls the page, e.g. "Bitcoin". */
  name: string;
  /** Its address, e.g. /bitcoin. */
  address: string;
  change: 'new' | 'changed' | 'renamed' | 'removed';
  /** For a rename, the address it had. */
  formerAddress?: string;
  /** For a change or a rename, the changed fields in the form's words. */
  fields: string[];
}

export interface PublishSummary {
  pages: PageChange[];
  /** Files that are not pages (the site's settings, a picture), as the folder names them. */
  others: { file: string; change: 'new' | 'changed' | 'removed' }[];
}

type Path = (string | number)[];
interface Difference {
  path: Path;
  what: 'changed' | 'added' | 'removed' | 'moved';
}

/** A rename moves the page to another address; its old one may stay as a former address. */
const ADDRESS_KEYS = ['slug', 'formerSlugs'];

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

const withoutAddress = (page: unknown) =>
  isPlainObject(page)
    ? Object.fromEntries(Object.entries(page).filter(([key]) => !ADDRESS_KEYS.includes(key)))
    : page;

/**
 * For each item of a list as saved, its place in the list as published: the same item first,
 * then an item of the same block type (a block moved and edited), then the item at the same
 * place. So a block moved and edited reads as one move and its own changes, not as every field
 * of the blocks it passed.
 */
function earlierPlaces(before: unknown[], after: unknown[]): (number | undefined)[] {
  const taken = new Set<number>();
  const take = (place: number) => (place < 0 ? undefined : (taken.add(place), place));
  const places = after.map((item) =>
    take(before.findIndex((earlier, place) => !taken.has(place) && same(earlier, item))),
  );
  return places.map((place, index) => {
    if (place !== undefined) return place;
    const item = after[index];
    const type = isPlainObject(item) ? item.type : undefined;
    return take(
      before.findIndex((earlier, candidate) =>
        taken.has(candidate)
          ? false
          : type === undefined
            ? candidate === index
            : isPlainObject(earlier) && earlier.type === type,
      ),
    );
  });
}

/** Where two values differ; a list's new order is one move, beside its items' own changes. */
function differences(before: unknown, after: unknown, path: Path = []): Difference[] {
  if (same(before, after)) return [];
  if (isPlainObject(before) && isPlainObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) =>
      key in before && key in after
        ? differences(before[key], after[key], [...path, key])
        : [{ path: [...path, key], what: key in after ? 'added' : 'removed' } as Difference],
    );
  }
  if (Array.isArray(before) && Array.isArray(after)) {
    const from = earlierPlaces(before, after);
    const kept = from.filter((place) => place !== undefined);
    const moved = kept.some((place, index) => index > 0 && place < kept[index - 1]!);
    return [
      ...(moved ? [{ path, what: 'moved' } as Difference] : []),
      ...after.flatMap((item, index) => {
        const place = from[index];
        return place === undefined
          ? [{ path: [...path, index], what: 'added' } as Difference]
          : differences(before[place], item, [...path, index]);
      }),
      ...before.flatMap((_, place) =>
        from.includes(place) ? [] : [{ path: [...path, place], what: 'removed' } as Difference],
      ),
    ];
  }
  return [{ path, what: 'changed' }];
}

const WHAT_WORDS: Record<Difference['what'], string> = {
  changed: '',
  added: ' (added)',
  removed: ' (removed)',
  moved: ' (order changed)',
};

/** The changed fields of a page in the form's words, each once, in the page's order. */
function changedFields(schema: JsonSchema, before: unknown, after: unknown): string[] {
  const found = differences(withoutAddress(before), withoutAddress(after)).map(
    ({ path, what }) =>
      placeWords(path, schema, what === 'removed' ? before : after) + WHAT_WORDS[what],
  );
  return [...new Set(found)];
}

const slugOf = (page: unknown, file: string) =>
  isPlainObject(page) && typeof page.slug === 'string'
    ? page.slug
    : (contentFileOf(file)?.page?.slug ?? file);

const CHANGE_WORDS = { added: 'new', changed: 'changed', removed: 'removed' } as const;

/** What will go, in words; a removed page and a new one that is the same page moved are one rename. */
export function publishSummary(changes: PendingChanges, schema: JsonSchema): PublishSummary {
  const values = changes.values ?? {};
  const pages: PageChange[] = [];
  const others: PublishSummary['others'] = [];
  const describe = (file: string, page: unknown) => {
    const slug = slugOf(page, file);
    return { file, name: pageNameOf(page, slug), address: routeForSlug(slug) };
  };
  const removed = changes.files.filter(
    ({ file, change }) => change === 'removed' && isTopLevelPageFile(file) && values[file]?.before,
  );
  const renamedFrom = new Map<string, string>();
  for (const { file, change } of changes.files) {
    const after = values[file]?.after;
    if (change !== 'added' || !isTopLevelPageFile(file) || !isPlainObject(after)) continue;
    const former = Array.isArray(after.formerSlugs) ? after.formerSlugs : [];
    const old = removed.find(({ file: gone }) => {
      const before = values[gone]!.before;
      return (
        !renamedFrom.has(gone) &&
        (former.includes(slugOf(before, gone)) ||
          same(withoutAddress(before), withoutAddress(after)))
      );
    });
    if (old) renamedFrom.set(old.file, file);
  }
  const renamedTo = new Map([...renamedFrom].map(([from, to]) => [to, from]));

  for (const { file, change } of changes.files) {
    const { before, after } = values[file] ?? {};
    if (!isTopLevelPageFile(file) || (before === undefined && after === undefined)) {
      others.push({ file, change: CHANGE_WORDS[change] });
      continue;
    }
    if (renamedFrom.has(file)) continue;
    const from = renamedTo.get(file);
    if (from !== undefined) {
      const old = values[from]!.before;
      pages.push({
        ...describe(file, after),
        change: 'renamed',
        formerAddress: routeForSlug(slugOf(old, from)),
        fields: changedFields(schema, old, after),
      });
      continue;
    }
    pages.push({
      ...describe(file, after ?? before),
      change: CHANGE_WORDS[change],
      fields: change === 'changed' ? changedFields(schema, before, after) : [],
    });
  }
  return { pages, others };
}
