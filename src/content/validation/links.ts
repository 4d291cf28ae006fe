import { formatJsonPath, type PathSegment } from './json-path';
import type { Problem, Warning } from './report';
import { HOME_SLUG, routeForSlug } from '../../engine/routes';
import { cut, listSome } from './values';

export interface FoundString {
  segments: PathSegment[];
  value: string;
}

/**
 * No page schema nests anywhere near this deep, so deeper data is already a schema error;
 * stopping here keeps a hostile file from overflowing the stack.
 */
const MAX_DEPTH = 64;

/** Every string stored under `key` anywhere inside `value`, with its JSON path. */
export function stringsUnderKey(
  value: unknown,
  key: string,
  at: PathSegment[] = [],
): FoundString[] {
  const found: FoundString[] = [];
  // One path array, pushed and popped on the way down and up: copying it at every node was
  // most of the validator's time on a site of thousands of pages.
  const path = [...at];
  const visit = (node: unknown) => {
    if (path.length > MAX_DEPTH) return;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        path.push(index);
        visit(node[index]);
        path.pop();
      }
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const name in node) {
      if (!Object.hasOwn(node, name)) continue;
      const child = (node as Record<string, unknown>)[name];
      path.push(name);
      if (name === key && typeof child === 'string')
        found.push({ segments: [...path], value: child });
      else visit(child);
      path.pop();
    }
  };
  visit(value);
  return found;
}

/** A page's anchors: every `id` string inside its blocks. */
export function anchorsOf(page: Record<string, unknown>): Set<string> {
  return new Set(stringsUnderKey(page.blocks, 'id').map((found) => found.value));
}

/**
 * A page's links and anchors in one walk, as `stringsUnderKey(page, 'href')` and
 * `anchorsOf(page)` would find them in two.
 */
export function linksAndAnchorsOf(page: Record<string, unknown>): {
  hrefs: FoundString[];
  anchors: Set<string>;
} {
  const hrefs: FoundString[] = [];
  const anchors = new Set<string>();
  const path: PathSegment[] = [];
  // Anchors are counted from `blocks`, one level down, so they may go one level deeper.
  const visit = (node: unknown, inBlocks: boolean) => {
    const hrefsHere = path.length <= MAX_DEPTH;
    if (!hrefsHere && !(inBlocks && path.length <= MAX_DEPTH + 1)) return;
    if (Array.isArray(node)) {
      for (let index = 0; index < node.length; index++) {
        path.push(index);
        visit(node[index], inBlocks);
        path.pop();
      }
      return;
    }
    if (typeof node !== 'object' || node === null) return;
    for (const name in node) {
      if (!Object.hasOwn(node, name)) continue;
      const child = (node as Record<string, unknown>)[name];
      if (typeof child === 'string') {
        if (name === 'href' && hrefsHere) hrefs.push({ segments: [...path, name], value: child });
        else if (name === 'id' && inBlocks) anchors.add(child);
        continue;
      }
      path.push(name);
      visit(child, inBlocks || (path.length === 1 && name === 'blocks'));
      path.pop();
    }
  };
  visit(page, false);
  return { hrefs, anchors };
}

export interface LinkTarget {
  file: string;
  anchors: Set<string>;
  /** Set when the address is a redirect: the page address it moves to. */
  redirectsTo?: string;
}

/** A file whose `href` values are links. */
export interface LinkSource {
  file: string;
  value: unknown;
  /** Where `#anchor` links point: the page's own anchors; absent for site.json. */
  ownAnchors?: Set<string>;
  /** The `href` strings of `value`, when already found; otherwise they are looked for. */
  hrefs?: readonly FoundString[];
}

export interface KnownBrokenEntry {
  link: string;
  path: string;
}

export interface LinkCheck {
  sources: readonly LinkSource[];
  targets: ReadonlyMap<string, LinkTarget>;
  knownBroken: readonly KnownBrokenEntry[];
  knownBrokenFile: string;
  suggestSlug: (slug: string) => string | undefined;
  /** Whether a field has a schema error; links in or under such a field are not reported again. */
  hasSchemaError: (file: string, path: string) => boolean;
  /**
   * Whether a file has any schema error at all. When given, the links of a file without one
   * skip hasSchemaError, which would otherwise name every field above every link.
   */
  fileHasSchemaError?: (file: string) => boolean;
}

const SLASH = 0x2f;
const HASH = 0x23;

interface LinkUse {
  file: string;
  path: string;
}

export function checkLinks(check: LinkCheck): { errors: Problem[]; warnings: Warning[] } {
  const listed = new Set(check.knownBroken.map((entry) => entry.link));
  const knownUses = new Map<string, LinkUse[]>();
  const errors: Problem[] = [];
  for (const source of check.sources) {
    const mayHaveSchemaErrors = check.fileHasSchemaError?.(source.file) ?? true;
    for (const { segments, value: href } of source.hrefs ?? stringsUnderKey(source.value, 'href')) {
      const first = href.charCodeAt(0);
      if (first !== SLASH && first !== HASH) continue;
      if (mayHaveSchemaErrors && insideSchemaError(source.file, segments, check)) continue;
      const [address, anchor] = splitOnce(href, '#');
      // A query ("/?from=solana&to=usdt" for the home page's widget) names no other page.
      const [route] = splitOnce(address, '?');
      if (route !== '' && !check.targets.has(route) && listed.has(route)) {
        const use = { file: source.file, path: formatJsonPath(segments) };
        const uses = knownUses.get(route);
        if (uses) uses.push(use);
        else knownUses.set(route, [use]);
        continue;
      }
      const message = brokenLinkMessage(href, route, anchor, source, check);
      if (message) errors.push({ file: source.file, path: formatJsonPath(segments), message });
    }
  }
  return { errors, warnings: knownBrokenWarnings(check, knownUses) };
}

function insideSchemaError(file: string, segments: PathSegment[], check: LinkCheck): boolean {
  return segments.some((_, index) =>
    check.hasSchemaError(file, formatJsonPath(segments.slice(0, index + 1))),
  );
}

function brokenLinkMessage(
  href: string,
  route: string,
  anchor: string | undefined,
  source: LinkSource,
  check: LinkCheck,
): string | undefined {
  if (route === '') {
    if (!source.ownAnchors) {
      return `link ${cut(href)} must name a page too, such as /${cut(href)}: links in site.json appear on every page`;
    }
    return missingAnchor(href, 'this page', source.ownAnchors, anchor);
  }
  const target = check.targets.get(route);
  if (!target) return `broken link ${cut(href)}: ${missingPageReason(route, check)}`;
  return missingAnchor(href, `page ${cut(route)}`, target.anchors, anchor);
}

function missingAnchor(
  href: string,
  page: string,
  anchors: Set<string>,
  anchor: string | undefined,
): string | undefined {
  if (anchor === undefined || anchors.has(anchor)) return undefined;
  const list =
    anchors.size > 0
      ? `anchors: ${listSome([...anchors].sort().map((name) => cut(name)))}`
      : 'it has no anchors';
  return `broken link ${cut(href)}: ${page} has no anchor "${cut(anchor)}" (${list})`;
}

function missingPageReason(route: string, check: LinkCheck): string {
  const home = routeForSlug(HOME_SLUG);
  if (route === home) return `there is no home page (a page with slug "${HOME_SLUG}")`;
  if (route === `/${HOME_SLUG}`) return `the home page is served at ${home}`;
  return `no page has this slug${didYouMean(route, check)}`;
}

function didYouMean(route: string, check: LinkCheck): string {
  const suggestion = check.suggestSlug(route.slice(1));
  return suggestion === undefined ? '' : ` (did you mean ${cut(routeForSlug(suggestion))}?)`;
}

function knownBrokenWarnings(check: LinkCheck, uses: Map<string, LinkUse[]>): Warning[] {
  const seen = new Set<string>();
  return check.knownBroken.flatMap(({ link, path }) => {
    if (seen.has(link)) return [];
    seen.add(link);
    const message = knownBrokenMessage(link, uses.get(link) ?? [], check);
    return [{ link, file: check.knownBrokenFile, path, message }];
  });
}

function knownBrokenMessage(link: string, uses: readonly LinkUse[], check: LinkCheck): string {
  const listedIn = `listed in ${check.knownBrokenFile}`;
  const target = check.targets.get(link);
  if (target?.redirectsTo) {
    return `${listedIn} but it now redirects to ${target.redirectsTo} (${target.file}); remove it`;
  }
  if (target) return `${listedIn} but ${target.file} now has this slug; remove it`;
  if (uses.length === 0) return `${listedIn} but nothing links to it any more; remove it`;
  return `known broken link, linked from ${describeUses(uses)}${didYouMean(link, check)}`;
}

/** `a.json (blocks[4].links[2].href, blocks[6].href), b.json (nav[1].href)` */
function describeUses(uses: readonly LinkUse[]): string {
  const pathsByFile = new Map<string, string[]>();
  for (const { file, path } of uses) {
    pathsByFile.set(file, [...(pathsByFile.get(file) ?? []), path]);
  }
  return [...pathsByFile].map(([file, paths]) => `${file} (${paths.join(', ')})`).join(', ');
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}
