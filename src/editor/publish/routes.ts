import type { IncomingMessage } from 'node:http';
import { pageHistory, pendingChanges, PublishRefused, revertedPage } from './contentGit';

/** An answer for the browser: its status and its JSON body. */
export interface PublishAnswer {
  status: number;
  body: unknown;
}

/**
 * Answers the editor's requests that read git (`/__edit/api/<route>`): what Publish would
 * commit, and History with its undo; undefined for a route that is not theirs. Publish itself
 * goes to the editor's child process (checkedPublish.ts), which holds the content folder's
 * lock. The dev server has already refused anyone but this machine.
 */
export async function publishAnswer(
  dir: string,
  route: string,
  query: URLSearchParams,
  req: Pick<IncomingMessage, 'method' | 'headers'>,
  body: () => Promise<Record<string, unknown>>,
): Promise<PublishAnswer | undefined> {
  const posted = req.method === 'POST' && req.headers['content-type'] === 'application/json';
  try {
    if (req.method === 'GET' && route === 'changes') {
      return { status: 200, body: await pendingChanges(dir) };
    }
    if (req.method === 'GET' && route === 'history') {
      return { status: 200, body: await pageHistory(dir, query.get('file')) };
    }
    if (posted && route === 'revert') {
      const { file, commit } = await body();
      return { status: 200, body: await revertedPage(dir, { file, commit }) };
    }
  } catch (error) {
    if (error instanceof PublishRefused) {
      return { status: error.status, body: { message: error.message } };
    }
    throw error;
  }
  return undefined;
}
