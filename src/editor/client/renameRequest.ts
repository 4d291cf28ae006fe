import type { RenameRequest } from './rename';

/** A rename as the browser asks for it, with each fact of the type the rename needs. */
export const renameRequestOf = (body: Record<string, unknown>): RenameRequest => ({
  file: String(body.file ?? ''),
  slug: String(body.slug ?? ''),
  redirect: body.redirect === true,
});
