/**
 * A save refused because the file changed on disk since the edits began: what differs between
 * the marketer's page and the disk's, field by field, and the page made from their choices.
 */
export type FieldPath = readonly (string | number)[];
export type Side = 'mine' | 'disk';

export interface FieldDifference {
  path: FieldPath;
  mine: unknown;
  disk: unknown;
  /** Changed here since the version the edits began from. */
  mineChanged: boolean;
  /** Changed on disk since that version. */
  diskChanged: boolean;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Both sides changed the field, each in its own way: only the marketer can choose. */
export const overlaps = (difference: FieldDifference) =>
  difference.mineChanged && difference.diskChanged;

/** The field's name as the validator writes a place: blocks[3].items[0].href. */
export function fieldName(path: FieldPath): string {
  if (path.length === 0) return '(the whole page)';
  return path
    .map((part, index) =>
      typeof part === 'number' ? `[${part}]` : index === 0 ? part : `.${part}`,
    )
    .join('');
}

/**
 * The fields in which `mine` and `disk` differ, with which side changed each since `base`.
 * Objects are compared key by key and lists of one length item by item; a list whose length
 * changed (a block added or removed) is one field, as the order of what follows moved.
 */
export function differences(
  base: unknown,
  mine: unknown,
  disk: unknown,
  path: FieldPath = [],
): FieldDifference[] {
  if (same(mine, disk)) return [];
  if (isRecord(mine) && isRecord(disk)) {
    const keys = [...new Set([...Object.keys(disk), ...Object.keys(mine)])];
    return keys.flatMap((key) =>
      differences(isRecord(base) ? base[key] : undefined, mine[key], disk[key], [...path, key]),
    );
  }
  if (Array.isArray(mine) && Array.isArray(disk) && mine.length === disk.length) {
    return mine.flatMap((item, index) =>
      differences(Array.isArray(base) ? base[index] : undefined, item, disk[index], [
        ...path,
        index,
      ]),
    );
  }
  return [{ path, mine, disk, mineChanged: !same(mine, base), diskChanged: !same(disk, base) }];
}

/**
 * The side a merge takes: the one that changed the field; undefined where both did, which
 * only the marketer can decide.
 */
export function mergeChoice(difference: FieldDifference): Side | undefined {
  if (overlaps(difference)) return undefined;
  return difference.diskChanged ? 'disk' : 'mine';
}

/** The disk's page with the fields chosen as mine put back; an undefined value is a removed key. */
export function resolve(disk: unknown, chosen: readonly FieldDifference[]): unknown {
  let result: unknown = structuredClone(disk);
  for (const { path, mine } of chosen) {
    if (path.length === 0) {
      result = structuredClone(mine);
      continue;
    }
    let parent = result as Record<string | number, unknown>;
    for (const part of path.slice(0, -1)) parent = parent[part] as Record<string | number, unknown>;
    const last = path[path.length - 1]!;
    if (mine === undefined) delete parent[last];
    else parent[last] = structuredClone(mine);
  }
  return result;
}
