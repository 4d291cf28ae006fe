/**
 * Renaming a page, on the dev server's side (the editor's child process runs it): the page
 * file moves to its new slug, the site's links and, for a coin, the places that name the coin
 * by its slug follow it, and the old address can move to the new one: a coin keeps its old
 * slug as an alias, any other page among its former slugs. Nothing is written unless the whole
 * folder, renamed, passes the validator.
 */
import { readdir, readFile, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { PAGE_FOLDERS, reservedFor, slugRole } from '../../content/contentFiles';
import { formatJson } from '../../content/newPage';
import { isPageSlug } from '../../engine/routes';
import {
  EditRefused,
  pageFilePath,
  pageText,
  validateFolder,
  type EditorProblem,
  type Validate,
} from '../edits';
import { layoutOf, printLike } from '../jsonText';
import { writeFileAtomic } from '../store/atomicWrite';
import { withFolderLock } from '../store/folderLock';
import { copyOfFolder, writeIntoCopy } from '../store/safeCopy';

export interface RenameRequest {
  /** The page file, relative to the content folder. */
  file: string;
  /** The new slug: the page's new address without its slash. */
  slug: string;
  /**
   * Keep the old address as a move to the new one: a coin keeps its old slug as another
   * spelling (its pair addresses move too), any other page among its former slugs.
   */
  redirect: boolean;
}

export type RenameResult =
  | { renamed: true; file: string; slug: string; changed: string[]; message: string }
  | { renamed: false; problems: EditorProblem[]; message: string };

/** The content files besides the pages whose links and coin names follow a rename. */
const SITE_FILES = ['site.json', 'templates/pair.json'];

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The value with every reference to the old page changed to the new: links to its address
 * (with or without an anchor) and, for a coin, links to the pairs the template makes with it
 * (whose addresses are spelled with its slug) and the swap buttons, rates and price list that
 * name it. A hand-written page (`written`) keeps its address; prose that happens to hold the
 * word is left alone.
 */
export function withReferencesMoved(
  value: Json,
  from: string,
  to: string,
  { coin, written = new Set() }: { coin: boolean; written?: ReadonlySet<string> },
): Json {
  const link = new RegExp(`^/${from}(#.*)?$`);
  const pairLink = new RegExp(`^/(?:${from}to([a-z0-9-]+)|([a-z0-9-]+)to${from})(#.*)?$`);
  const movedLink = (href: string): string => {
    if (link.test(href)) return href.replace(link, `/${to}$1`);
    const pair = coin ? pairLink.exec(href) : null;
    if (!pair || written.has(href.slice(1).replace(/#.*$/, ''))) return href;
    const [, other, otherFirst, anchor = ''] = pair;
    return other !== undefined ? `/${to}to${other}${anchor}` : `/${otherFirst}to${to}${anchor}`;
  };
  const walk = (node: Json, key: string | undefined): Json => {
    if (typeof node === 'string') {
      if (key === 'href') return movedLink(node);
      if (coin && node === from && (key === 'from' || key === 'to' || key === 'priceList')) {
        return to;
      }
      return node;
    }
    // A list's items are named by the list's key: the price list is a list of slugs.
    if (Array.isArray(node)) return node.map((item) => walk(item, key));
    if (isObject(node)) {
      return Object.fromEntries(
        Object.entries(node).map(([name, child]) => [name, walk(child, name)]),
      );
    }
    return node;
  };
  return walk(value, undefined);
}

/**
 * The renamed page itself: its slug, and, when asked, its old slug kept as a move: for a coin
 * as another spelling, for any other page as a former slug. A kept address the page now takes
 * is one no more.
 */
export function renamedPage(
  page: Record<string, Json>,
  to: string,
  redirect: boolean,
  written?: ReadonlySet<string>,
): Record<string, Json> {
  const from = String(page.slug);
  const moved = withReferencesMoved(page, from, to, {
    coin: page.kind === 'coin',
    written,
  }) as Record<string, Json>;
  moved.slug = to;
  if (page.kind !== 'coin') return withKept(moved, 'formerSlugs', from, to, redirect);
  if (!isObject(moved.catalogue)) return moved;
  moved.catalogue = withKept(moved.catalogue, 'aliases', from, to, redirect);
  return moved;
}

/** The object with `from` added to its list of old addresses (when kept) and `to` taken out. */
function withKept(
  value: Record<string, Json>,
  list: string,
  from: string,
  to: string,
  keep: boolean,
): Record<string, Json> {
  const kept = (Array.isArray(value[list]) ? value[list] : []).filter(
    (slug) => slug !== to && slug !== from,
  );
  if (keep) kept.push(from);
  const rest = { ...value };
  delete rest[list];
  return kept.length > 0 ? { ...rest, [list]: kept } : rest;
}

async function readIfThere(file: string): Promise<string | undefined> {
  return readFile(file, 'utf8').catch(() => undefined);
}

/** Every file a rename might change, relative to the folder: the page files and the site's. */
async function referringFiles(dir: string): Promise<string[]> {
  const files = [...SITE_FILES];
  for (const folder of Object.values(PAGE_FOLDERS)) {
    const names = await readdir(path.join(dir, folder)).catch(() => [] as string[]);
    files.push(
      ...names.filter((name) => name.endsWith('.json')).map((name) => `${folder}/${name}`),
    );
  }
  return files;
}

function refuseTaken(slug: string, role: ReturnType<typeof slugRole>) {
  if (role.is === 'page') throw new EditRefused(`/${slug} is a page already.`);
  if (role.is === 'made pair') {
    throw new EditRefused(`/${slug} is a page already: the pair template makes it.`);
  }
  if (role.is === 'redirect') {
    throw new EditRefused(`/${slug} is taken: it moves to ${role.to}. Choose another address.`);
  }
  if (role.is === 'reserved') {
    throw new EditRefused(
      `/${slug} is kept for the site itself (${role.slugs.map((name) => `/${name}`).join(', ')}). Choose another address.`,
    );
  }
}

/** The message of a refused rename, naming the files that would have errors. */
function refusalMessage(from: string, to: string, errors: readonly EditorProblem[]): string {
  const files = [...new Set(errors.map((problem) => problem.file))];
  return `Not renamed: with /${from} moved to /${to}, ${files.join(', ')} would have errors (listed below). Nothing was changed.`;
}

/**
 * Moves a page to a new slug: its file, the links to it, and for a coin the places that name
 * it. Refused with a plain message when the slug is not free; answered with the validator's
 * problems, and nothing written, when the site would break. It runs under the content
 * folder's lock, as saves do: a save between reading the files and writing them would be
 * overwritten, or would add a link to the old address that nothing moves.
 */
export function renamePage(
  dir: string,
  request: RenameRequest,
  validate: Validate = validateFolder,
): Promise<RenameResult> {
  const absolute = pageFilePath(dir, request.file);
  return withFolderLock(dir, () => renameLocked(dir, absolute, request, validate));
}

async function renameLocked(
  dir: string,
  absolute: string,
  request: RenameRequest,
  validate: Validate,
): Promise<RenameResult> {
  const original = await readIfThere(absolute);
  if (original === undefined) {
    throw new EditRefused(
      `${request.file} has no file to move yet: a pair the template makes is renamed once it is saved as an override.`,
    );
  }
  const page = JSON.parse(original) as Record<string, Json>;
  const from = String(page.slug);
  const to = request.slug.trim();
  if (page.kind === 'home') {
    throw new EditRefused('The home page is the address / and cannot be renamed.');
  }
  if (!isPageSlug(to)) {
    throw new EditRefused(
      `"${to}" cannot be an address: use lower-case letters, digits and single dashes, such as new-page.`,
    );
  }
  if (to === from) throw new EditRefused(`The page is /${from} already.`);
  const folder = path.dirname(request.file);
  const file = `${folder}/${to}.json`;
  if ((await readIfThere(path.join(dir, file))) !== undefined) {
    throw new EditRefused(`/${to} is a page already.`);
  }
  const reserved = reservedFor(to, page.kind);
  if (reserved) refuseTaken(to, reserved);
  const before = await validate(dir);
  const role = slugRole(to, before);
  // An address that moves to this page (a coin's other spelling, a former slug) is its to take.
  if (!(role.is === 'redirect' && role.to === `/${from}`)) refuseTaken(to, role);

  const coin = page.kind === 'coin';
  const written = new Set(
    before.pages.filter((entry) => !entry.madeByTemplate).map((entry) => entry.page.slug),
  );
  const texts = new Map<string, string>();
  texts.set(
    file,
    await pageText(
      renamedPage(page, to, request.redirect, written),
      path.join(dir, file),
      original,
    ),
  );
  for (const other of await referringFiles(dir)) {
    if (other === request.file) continue;
    const text = await readIfThere(path.join(dir, other));
    if (text === undefined) continue;
    const value: Json = JSON.parse(text);
    const moved = withReferencesMoved(value, from, to, { coin, written });
    if (JSON.stringify(moved) === JSON.stringify(value)) continue;
    texts.set(other, await formatJson(printLike(moved, layoutOf(text)), path.join(dir, other)));
  }

  // The whole folder as it would be after the rename, copied without following a link.
  const copy = await copyOfFolder(dir);
  let after;
  try {
    for (const [name, text] of texts) await writeIntoCopy(copy, name, text);
    await unlink(path.join(copy, request.file));
    after = await validate(copy);
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
  if (!after.ok) {
    const problems = after.errors.map((problem) => ({ ...problem, severity: 'error' as const }));
    return { renamed: false, problems, message: refusalMessage(from, to, problems) };
  }

  // The new file first: a rename stopped half-way leaves the page at one address at least.
  await writeFileAtomic(path.join(dir, file), texts.get(file)!);
  for (const [name, text] of texts) {
    if (name !== file) await writeFileAtomic(path.join(dir, name), text);
  }
  await unlink(absolute);

  const moves = after.redirects.find((redirect) => redirect.from === `/${from}`);
  const redirected = moves
    ? `/${from} now moves to ${moves.to}.`
    : `/${from} now answers “page not found”, as asked.`;
  const others = [...texts.keys()].filter((name) => name !== file);
  return {
    renamed: true,
    file,
    slug: to,
    changed: others,
    message: `Renamed /${from} to /${to}. ${redirected}${
      others.length > 0
        ? ` Links and names on ${others.length} other ${others.length === 1 ? 'page' : 'pages'} now say /${to}.`
        : ''
    }`,
  };
}
