import type { PageCommit, PendingChanges, PublishResult, RevertedPage } from './types';

/** Publish and History's requests to the dev server (src/editor/publish/routes.ts answers). */
async function call<T>(route: string, body?: unknown): Promise<T> {
  const response = await fetch(`/__edit/api/${route}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: body === undefined ? {} : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as T & { message?: string };
  if (!response.ok) throw new Error(answer.message ?? `${response.status}`);
  return answer;
}

export const pendingChanges = () => call<PendingChanges>('changes');
export const publish = (name: string, message: string) =>
  call<PublishResult>('publish', { name, message });
export const pageHistory = (file: string) =>
  call<PageCommit[]>(`history?file=${encodeURIComponent(file)}`);
export const revertChange = (file: string, commit: string) =>
  call<RevertedPage>('revert', { file, commit });
