import { readFile, stat } from 'node:fs/promises';
import { describeFsError } from './fs-errors';
import { describeJsonSyntaxError } from './json-syntax';

export const MAX_FILE_BYTES = 1024 * 1024;

export type JsonFileResult = { ok: true; value: unknown } | { ok: false; message: string };

/** Reads and parses one JSON file; every failure becomes a one-line message, never an exception. */
export async function readJsonFile(file: string): Promise<JsonFileResult> {
  try {
    // Stat first so a huge file is rejected without reading it into memory.
    const { size } = await stat(file);
    if (size > MAX_FILE_BYTES) {
      return failure(
        `file is too large (${megabytes(size)}; the limit is ${megabytes(MAX_FILE_BYTES)})`,
      );
    }
    return parseJsonBytes(await readFile(file));
  } catch (error) {
    return failure(`file could not be read: ${describeFsError(error)}`);
  }
}

export function parseJsonBytes(bytes: Uint8Array): JsonFileResult {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return failure('file is not UTF-8 text (is it a binary file, or saved in another encoding?)');
  }
  if (text.trim() === '') return failure('file is empty');
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch (error) {
    return failure(describeJsonSyntaxError(text, error));
  }
}

function failure(message: string): JsonFileResult {
  return { ok: false, message };
}

function megabytes(bytes: number): string {
  const value = bytes / MAX_FILE_BYTES;
  return `${Number.isInteger(value) ? value : value.toFixed(1)} MB`;
}
