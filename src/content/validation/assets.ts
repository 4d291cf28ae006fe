import { formatJsonPath, walkJson } from './json-path';
import type { Problem } from './report';
import { editsWithin } from './suggest';

interface ContentFileValue {
  file: string;
  value?: unknown;
}

/** A site path to a picture: what a share image, a logo or a news picture names. */
const SITE_PICTURE = /^\/[^\s?#]*\.(svg|png|jpe?g|webp|avif|gif|ico)$/i;
export const isSitePicture = (sitePath: string) => SITE_PICTURE.test(sitePath);
/** Longer strings are not paths to check (and would make long messages). */
const MAX_PATH_LENGTH = 512;
const MAX_NEAR_EDITS = 3;
const NEAR_NAMES_SHOWN = 3;
const FOLDER_NAMES_SHOWN = 5;

const folderOf = (sitePath: string) => sitePath.slice(0, sitePath.lastIndexOf('/') + 1);

/** The site's files in the named file's folder, nearest name first, for the message. */
function nearNames(missing: string, assets: readonly string[]): string {
  const folder = folderOf(missing);
  const siblings = assets.filter((asset) => folderOf(asset) === folder);
  if (siblings.length === 0) return `the site has no files in ${folder}`;
  const near = siblings
    .map((asset) => ({ asset, edits: editsWithin(missing, asset, MAX_NEAR_EDITS) }))
    .filter((entry): entry is { asset: string; edits: number } => entry.edits !== undefined)
    .sort((a, b) => a.edits - b.edits || a.asset.localeCompare(b.asset))
    .slice(0, NEAR_NAMES_SHOWN)
    .map((entry) => entry.asset);
  if (near.length > 0) return `near names: ${near.join(', ')}`;
  const shown = [...siblings].sort().slice(0, FOLDER_NAMES_SHOWN);
  const more = siblings.length > shown.length ? ` and ${siblings.length - shown.length} more` : '';
  return `files in ${folder}: ${shown.join(', ')}${more}`;
}

/**
 * Every site path to a picture in the content (share images, coin, wallet and chain logos,
 * news pictures) must name one of the site's files; `assets` lists them (see
 * src/content/siteAssets.ts). Addresses on other hosts are not checked here.
 */
export function checkAssetPaths(
  files: readonly ContentFileValue[],
  assets: ReadonlySet<string>,
): Problem[] {
  const known = [...assets];
  const problems: Problem[] = [];
  for (const { file, value } of files) {
    walkJson(value, (node, path) => {
      if (
        typeof node === 'string' &&
        node.length <= MAX_PATH_LENGTH &&
        isSitePicture(node) &&
        !assets.has(node)
      ) {
        problems.push({
          file,
          path: formatJsonPath(path),
          message: `"${node}" is not one of the site's files (src/public, or the brand marks the build writes); ${nearNames(node, known)}`,
        });
      }
    });
  }
  return problems;
}
