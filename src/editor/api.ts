import type { CheckResult, EditorProblem, OpenedPage, PageEntry, SaveResult } from './edits';
import type { NewPageKind } from './newPageFields';
import type { RenameResult } from './client/rename';

/** The editor's requests to the dev server (src/editor/vitePlugin.ts answers them). */
async function call<T>(path: string, body?: unknown, answered: number[] = []): Promise<T> {
  const response = await fetch(`/__edit/api/${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok && !answered.includes(response.status))
    throw new Error(answer.message ?? `${response.status}`);
  return answer;
}

export const listPages = () => call<PageEntry[]>('pages');
export const listPictures = () => call<string[]>('pictures');
export const openPage = (file: string) => call<OpenedPage>(`page?file=${encodeURIComponent(file)}`);
export const checkPage = (file: string, value: unknown) =>
  call<CheckResult>('check', { file, value });
/** A save states the version it was made from; 409 is a file changed since, and is answered. */
export const savePage = (file: string, value: unknown, version: string) =>
  call<SaveResult>('save', { file, value, version }, [409]);
export const newPage = (
  kind: NewPageKind,
  slug: string,
  fields: Record<string, string | boolean>,
) => call<{ created: boolean; file?: string; output: string }>('new', { kind, slug, fields });

export const renamePage = (file: string, slug: string, redirect: boolean) =>
  call<RenameResult>('rename', { file, slug, redirect });

export type { EditorProblem, OpenedPage, PageEntry, SaveResult };
