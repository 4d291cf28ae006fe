/**
 * The editor's work on the content folder, in a child process of the dev server: the
 * validator loads each block's checks on demand, which the bundled Vite config cannot
 * follow (the content plugin runs its reader the same way). Requests come and answers go
 * over the IPC channel, one answer for each request id.
 */
import {
  checkPage,
  createPage,
  EditRefused,
  listPages,
  listPictures,
  openPage,
  savePage,
} from './edits';
import type { NewPageKind } from './newPageFields';
import { renamePage, type RenameRequest } from './client/rename';
import { publishChecked } from './publish/checkedPublish';
import { PublishRefused, type PublishRequest } from './publish/contentGit';

/** A request as the dev server sends it, before it is given its id. */
export type EditorAsk =
  | { op: 'list' }
  | { op: 'pictures' }
  | { op: 'open'; file: string }
  | { op: 'check'; file: string; value: unknown }
  | { op: 'save'; file: string; value: unknown; version: string }
  | { op: 'new'; kind: NewPageKind; slug: string; fields: Record<string, string | boolean> }
  | ({ op: 'rename' } & RenameRequest)
  | ({ op: 'publish' } & PublishRequest);

type EditorRequest = EditorAsk & { id: number };

export type EditorAnswer =
  | { id: number; ok: true; result: unknown; status?: number }
  | { id: number; ok: false; status: number; message: string };

const [dir] = process.argv.slice(2);
if (!dir || !process.send) {
  console.error('usage: run as a child process with the content folder as its argument');
  process.exit(2);
}

async function answer(request: EditorRequest): Promise<unknown> {
  switch (request.op) {
    case 'list':
      return listPages(dir!);
    case 'pictures':
      return listPictures(dir!);
    case 'open':
      return openPage(dir!, request.file);
    case 'check':
      return checkPage(dir!, request.file, request.value);
    case 'save':
      return savePage(dir!, request.file, request.value, request.version);
    case 'new':
      return createPage(dir!, { kind: request.kind, slug: request.slug, fields: request.fields });
    case 'rename':
      return renamePage(dir!, request);
    case 'publish':
      // Here, not on the dev server: the folder's lock is this process's, and so is the validator.
      return publishChecked(dir!, { name: request.name, message: request.message });
  }
}

const isConflict = (result: unknown) =>
  typeof result === 'object' && result !== null && 'conflict' in result;

process.on('message', (request: EditorRequest) => {
  answer(request).then(
    (result) =>
      process.send!({
        id: request.id,
        ok: true,
        result,
        // A save over a file changed since it was opened: 409, with what the file holds now.
        ...(isConflict(result) ? { status: 409 } : {}),
      } satisfies EditorAnswer),
    (error: unknown) =>
      process.send!({
        id: request.id,
        ok: false,
        status:
          error instanceof PublishRefused ? error.status : error instanceof EditRefused ? 400 : 500,
        message: error instanceof Error ? error.message : String(error),
      } satisfies EditorAnswer),
  );
});
// The dev server going away closes the channel; nothing is left to answer.
process.on('disconnect', () => process.exit(0));
