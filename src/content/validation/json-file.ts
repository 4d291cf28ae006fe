import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import { open, readFile, stat } from 'node:fs/promises';
import { describeFsError } from './fs-errors';
import { formatJsonPath } from './json-path';
import { describeJsonSyntaxError, findDuplicateKeys, type DuplicateKey } from './json-syntax';
import type { FieldProblem } from './schema-errors';
import { cut, listSome } from './values';

export const MAX_FILE_BYTES = 1024 * 1024;

/**
 * What tells one state of a file from another without reading it: any write changes its
 * change time (ctime), which no tool can set back.
 */
export const fileFacts = (stats: {
  size: number;
  mtimeMs: number;
  ctimeMs: number;
  ino: number;
  mode: number;
}) => `${stats.size} ${stats.mtimeMs} ${stats.ctimeMs} ${stats.ino} ${stats.mode}`;

export type JsonFileResult =
  | {
      ok: true;
      value: unknown;
      /** Fields given twice in one object; `value` holds the last of each, as JSON.parse does. */
      duplicateKeys: FieldProblem[];
    }
  | { ok: false; message: string };

/** Reads and parses one JSON file; every failure becomes a one-line message, never an exception. */
export async function readJsonFile(file: string): Promise<JsonFileResult> {
  try {
    // Stat first so a huge file is rejected without reading it into memory.
    const stats = await stat(file);
    // A pipe or device never ends, or ends nowhere a page could be.
    if (!stats.isFile()) {
      return failure(
        'file is not a regular file (a pipe, socket or device); only plain files are read',
      );
    }
    if (stats.size > MAX_FILE_BYTES) {
      return failure(
        `file is too large (${megabytes(stats.size)}; the limit is ${megabytes(MAX_FILE_BYTES)})`,
      );
    }
    return parseJsonBytes(await readFile(file));
  } catch (error) {
    return failure(`file could not be read: ${describeFsError(error)}`);
  }
}

/**
 * A file's text when it is a regular file within MAX_FILE_BYTES, else undefined, reading
 * nothing: opened non-blocking and checked on the open descriptor, so a pipe, a device or a
 * huge file put in a page's place is never read, and a file swapped after a check is caught.
 */
export async function readSmallTextFile(file: string): Promise<string | undefined> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch {
    return undefined;
  }
  try {
    const stats = await handle.stat();
    if (!stats.isFile() || stats.size > MAX_FILE_BYTES) return undefined;
    const bytes = Buffer.alloc(stats.size);
    let filled = 0;
    while (filled < bytes.length) {
      const { bytesRead } = await handle.read(bytes, filled, bytes.length - filled, filled);
      if (bytesRead === 0) break;
      filled += bytesRead;
    }
    return bytes.subarray(0, filled).toString('utf8');
  } catch {
    return undefined;
  } finally {
    await handle.close().catch(() => undefined);
  }
}

/**
 * The bytes of the file being read: it is decoded to a string before the next read, and a
 * buffer for every file of a big site kept the garbage collector busy.
 */
let scratch = Buffer.allocUnsafeSlow(64 * 1024);

/**
 * Reads a file that a folder listing just called a regular file, synchronously: for the small
 * files of a site, already in the page cache, each asynchronous call costs more than the read
 * itself (10,000 page files: about 0.6 s of CPU asynchronously, 0.1 s like this). Undefined
 * when the file cannot be opened or is no longer a small regular file: readJsonFile then says
 * why. Non-blocking, so a pipe that took the file's place since the listing cannot stall it.
 */
export function readListedJsonFileSync(
  file: string,
  passedBefore?: string,
): ListedRead | undefined {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | (constants.O_NONBLOCK ?? 0));
  } catch {
    return undefined;
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() || stats.size > MAX_FILE_BYTES) return undefined;
    // Taken from the open file, so a change after the caller's listing is never trusted.
    const passed = passedBefore !== undefined && fileFacts(stats) === passedBefore;
    if (stats.size > scratch.length) scratch = Buffer.allocUnsafeSlow(stats.size);
    const bytes = scratch.subarray(0, stats.size);
    let filled = 0;
    while (filled < bytes.length) {
      const read = readSync(fd, bytes, filled, bytes.length - filled, filled);
      if (read === 0) break;
      filled += read;
    }
    return passed
      ? { ...parseBytes(bytes.subarray(0, filled), { duplicates: false }), passed }
      : parseBytes(bytes.subarray(0, filled));
  } catch (error) {
    return { result: failure(`file could not be read: ${describeFsError(error)}`) };
  } finally {
    try {
      closeSync(fd);
    } catch {
      // The bytes are in hand by then; a failed close loses nothing worth a message.
    }
  }
}

/** One decoder for every file: decoding without `stream` leaves nothing behind from the last. */
const utf8 = new TextDecoder('utf-8', { fatal: true });

export function parseJsonBytes(bytes: Uint8Array): JsonFileResult {
  return parseBytes(bytes).result;
}

export interface ListedRead {
  result: JsonFileResult;
  /** The file's text, exactly, when it is a JSON value. */
  text?: string;
  /**
   * The file is as it was when it passed every check before (`passedBefore`): it was not
   * searched for fields given twice, and need not be checked against its schema.
   */
  passed?: true;
}

function parseBytes(bytes: Uint8Array, { duplicates = true } = {}): ListedRead {
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    return {
      result: failure(
        'file is not UTF-8 text (is it a binary file, or saved in another encoding?)',
      ),
    };
  }
  if (text.trim() === '') return { result: failure('file is empty') };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { result: failure(describeJsonSyntaxError(text, error)) };
  }
  const duplicateKeys = duplicates ? findDuplicateKeys(text, value).map(describeDuplicateKey) : [];
  const result: JsonFileResult = { ok: true, value, duplicateKeys };
  // The decoder drops a byte order mark; the text then is not the file's, column for column.
  return startsWithBom(bytes) ? { result } : { result, text };
}

function startsWithBom(bytes: Uint8Array): boolean {
  return bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
}

function describeDuplicateKey({ segments, lines }: DuplicateKey): FieldProblem {
  const name = cut(String(segments.at(-1)));
  const times = lines.length === 2 ? 'twice' : `${lines.length} times`;
  const others = lines.length === 2 ? 'the other' : 'the others';
  return {
    path: formatJsonPath(segments),
    message: `field "${name}" is given ${times} (lines ${listSome(lines.map(String))}); only the last one counts, so remove ${others}`,
  };
}

function failure(message: string): JsonFileResult {
  return { ok: false, message };
}

function megabytes(bytes: number): string {
  const value = bytes / MAX_FILE_BYTES;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}
