import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import {
  collectionOf,
  collections,
  kindDisagreement,
  pageFolderList,
  singleFiles,
  type CollectionName,
} from '../contentFiles';
import { mapConcurrently } from './concurrency';
import { listJsonFiles } from './folderWalk';
import { readJsonFile, readListedJsonFileSync } from './json-file';
import { TOP_LEVEL } from './json-path';
import { checkMetadataLengths } from './metadata';
import type { Problem } from './report';
import { describeSchemaErrors } from './schema-errors';
import { getSchemaValidator } from './schemas';
import type { PageFile } from './slugs';
import { isPlainObject, jsonTypeName } from './values';

type Role = CollectionName;
/** A file can hold hundreds of thousands of mistakes; past this many, more lines help nobody. */
const MAX_PROBLEMS_PER_FILE = 50;
/**
 * Regular files are read synchronously (see readListedJsonFileSync); links and anything else
 * are read by name, this many at once: enough to keep the disk busy, few enough to stay far
 * below open-file limits.
 */
const FILES_READ_AT_ONCE = 32;

export interface CheckedFile {
  file: string;
  role: Role;
  /** The parsed top-level object, even when it fails its schema, so links can still be checked. */
  value?: Record<string, unknown>;
  valid: boolean;
  problems: Problem[];
  /**
   * The file's text, kept when the file is sure to be in the report (it has problems or a
   * long title), so it is not read again to give the problems their lines.
   */
  text?: string;
  /** A pair page the template made. */
  madeByTemplate?: true;
  /** Its text is the same as in an earlier run where it passed every check (`passedBefore`). */
  passedBefore?: true;
}

export type CheckedPage = CheckedFile & PageFile;

/**
 * Every file of the folder parsed and checked against its collection's schema, in the order
 * the report lists them; a JSON file in no collection is only named, as a warning.
 */
export async function checkFiles(
  root: string,
  display: (inside: string) => string,
  passedBefore: ReadonlyMap<string, string> | undefined,
): Promise<{ checked: CheckedFile[]; walkProblems: Problem[]; unread: Problem[] }> {
  const validators = new Map(
    collections.map((collection) => [collection.name, getSchemaValidator(collection.schemaId)]),
  );
  const listing = await listJsonFiles(root, display);
  const checked = await mapConcurrently(
    orderFiles(listing.files),
    FILES_READ_AT_ONCE,
    (relative) => {
      const role = collectionOf(relative)!.name;
      const absolute = path.join(root, relative);
      const listedAsFile = listing.regularFiles.has(relative);
      return checkFile(absolute, display(relative), role, validators.get(role)!, {
        relative,
        listedAsFile,
        passedBefore: passedBefore?.get(relative),
      });
    },
  );
  const unread = listing.files
    .filter((relative) => collectionOf(relative) === undefined)
    .map((relative) => ({
      file: display(relative),
      path: TOP_LEVEL,
      message: `is in no collection, so it is not read: page files go in ${pageFolderList}`,
    }));
  return { checked, walkProblems: listing.problems, unread };
}

/** The one-file collections first (site.json, then the rest), then the pages by path. */
function orderFiles(files: readonly string[]): string[] {
  const pages = files.filter((file) => collectionOf(file)?.name === 'pages').sort();
  return singleFiles.filter((file) => files.includes(file)).concat(pages);
}

export function pagesOf(checked: readonly CheckedFile[]): CheckedPage[] {
  return checked.filter((entry): entry is CheckedPage => entry.role === 'pages' && !!entry.value);
}

export function validValueOf<T>(checked: readonly CheckedFile[], role: Role): T | undefined {
  const entry = checked.find((candidate) => candidate.role === role);
  return entry?.valid ? (entry.value as T) : undefined;
}

async function checkFile(
  absolute: string,
  file: string,
  role: Role,
  validate: ValidateFunction,
  {
    relative,
    listedAsFile,
    passedBefore,
  }: { relative: string; listedAsFile: boolean; passedBefore: string | undefined },
): Promise<CheckedFile> {
  const unusable = (message: string): CheckedFile => ({
    file,
    role,
    valid: false,
    problems: [{ file, path: TOP_LEVEL, message }],
  });
  try {
    const listed = listedAsFile ? readListedJsonFileSync(absolute, passedBefore) : undefined;
    const read = listed?.result ?? (await readJsonFile(absolute));
    if (!read.ok) return unusable(read.message);
    if (!isPlainObject(read.value)) {
      return unusable(`must be a JSON object (got ${jsonTypeName(read.value)})`);
    }
    const passed = listed?.passed === true;
    const valid = passed || (validate(read.value) === true && read.duplicateKeys.length === 0);
    // The validator keeps the last file's errors: a file not checked again has none.
    const schemaErrors = passed ? [] : (validate.errors ?? []);
    const misfiled = role === 'pages' ? kindDisagreement(relative, read.value.kind) : undefined;
    const problems = [
      ...read.duplicateKeys,
      ...describeSchemaErrors(schemaErrors),
      ...(misfiled ? [{ path: 'kind', message: misfiled }] : []),
    ].map((found) => ({ file, ...found }));
    const reported =
      problems.length > 0 ||
      (role === 'pages' && checkMetadataLengths([{ file, value: read.value }]).length > 0);
    const text = reported ? listed?.text : undefined;
    return {
      file,
      role,
      value: read.value,
      valid,
      problems: capProblems(problems),
      text,
      ...(passed && { passedBefore: true as const }),
    };
  } catch (error) {
    // A bug of ours must not hide the other files' problems.
    const reason = error instanceof Error ? error.message : String(error);
    return unusable(`could not be checked: ${reason}`);
  }
}

export function capProblems(problems: Problem[]): Problem[] {
  if (problems.length <= MAX_PROBLEMS_PER_FILE) return problems;
  const hidden = problems.length - MAX_PROBLEMS_PER_FILE;
  const more = {
    file: problems[0]!.file,
    path: TOP_LEVEL,
    message: `${hidden} more problems not shown; fix the ones above first`,
  };
  return [...problems.slice(0, MAX_PROBLEMS_PER_FILE), more];
}
