/**
 * What the editor does to the content folder, on the dev server's side: list the pages,
 * read one, check an edit with the whole validator, save it as a person would have written
 * it, and make a new page with `npm run new`'s own code.
 */
import { readFile, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatJson, newPage } from '../content/newPage';
import { loadBlockChecks } from '../blocks';
import {
  folderOf,
  isTopLevelPageFile,
  PAGE_FOLDERS,
  pageFileFor,
  pageFolderList,
} from '../content/contentFiles';
import { listSiteAssets } from '../content/siteAssets';
import { isSitePicture } from '../content/validation/assets';
import { validatePagesData, type ValidationReport } from '../content/validation/index';
import type { FieldProblem } from './problemFields';
import { layoutOf, printLike } from './jsonText';
import { fileInWords } from './fileWords';
import { pageNameOf } from './pageName';
import { formWords, NEW_PAGE_KINDS, newPageArgv, type NewPageKind } from './newPageFields';
import { bundlePageSchema, orderKeys, type JsonSchema } from './schemaBundle';
import { writeFileAtomic } from './store/atomicWrite';
import { withFolderLock } from './store/folderLock';
import { EditRefused } from './store/refused';
import { copyWith, isPlainPath } from './store/safeCopy';
import { versionOf } from './store/version';
import { isPlainObject } from '../content/validation/values';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const schemaDir = path.join(projectRoot, 'schema');

export interface EditorProblem extends FieldProblem {
  severity: 'error' | 'warning';
}

export interface PageEntry {
  /** The page file relative to the content folder, or, for a made pair, the file saving writes. */
  file: string;
  slug: string;
  kind: string;
  title: string;
  /** What a marketer calls the page (pageName.ts): "Bitcoin", "Privacy Policy". */
  name: string;
  /** Made by the pair template: saving writes an override file of its own. */
  made?: true;
}

export interface OpenedPage extends PageEntry {
  value: unknown;
  /** The version of the file it was read from (store/version.ts); a save states it. */
  version: string;
}

export { EditRefused };

/** A page file named relative to the content folder, or a refusal: nothing else is editable. */
export function pageFilePath(dir: string, file: string): string {
  if (!isTopLevelPageFile(file)) {
    throw new EditRefused(`${file} is not a page file (<slug>.json in ${pageFolderList})`);
  }
  return path.join(dir, file);
}

/**
 * A page file the editor may read and write: a page file, and no link on its way (git can
 * commit a link, and writing through one would change a file outside the page folders).
 */
async function plainPageFile(dir: string, file: string): Promise<string> {
  const absolute = pageFilePath(dir, file);
  if (!(await isPlainPath(dir, file))) {
    throw new EditRefused(
      `${file} is a link to another file, which the editor does not open or write; make it a file of its own`,
    );
  }
  return absolute;
}

export type Validate = (dir: string) => Promise<ValidationReport>;

/**
 * The made pages' fingerprint (`madeChecksKey`) from this process's last check that found no
 * errors. Making and checking every made page is most of a check's time on the whole catalogue
 * (about 7 s against under 1 s on a loaded machine); an edit that leaves what they are made of
 * alone, as most do, need not repeat it, just as a rebuild does not.
 */
let madePagesPassed: string | undefined;

/** The whole validator, as `npm run validate` runs it, file names relative to the folder. */
export const validateFolder: Validate = async (dir) => {
  const report = await validatePagesData(dir, {
    blockChecks: loadBlockChecks,
    assets: await listSiteAssets(dir),
    relativeTo: dir,
    ...(madePagesPassed !== undefined && { madePagesPassed }),
  });
  if (report.ok && report.madeChecksKey !== undefined) madePagesPassed = report.madeChecksKey;
  return report;
};

function entryOf(file: string, value: unknown, made?: true): PageEntry {
  const page = isPlainObject(value) ? value : {};
  const slug = typeof page.slug === 'string' ? page.slug : path.basename(file, '.json');
  return {
    file,
    slug,
    name: pageNameOf(page, slug),
    kind: typeof page.kind === 'string' ? page.kind : '?',
    title: typeof page.title === 'string' ? page.title : '(no title)',
    ...(made ? { made } : {}),
  };
}

/** Every page file, readable or not (a broken one is what most needs opening), then every made pair. */
export async function listPages(
  dir: string,
  validate: Validate = validateFolder,
): Promise<PageEntry[]> {
  const files: PageEntry[] = [];
  for (const folder of Object.values(PAGE_FOLDERS)) {
    const names = await readdir(path.join(dir, folder)).catch(() => [] as string[]);
    for (const name of names.filter((entry) => isTopLevelPageFile(`${folder}/${entry}`)).sort()) {
      const file = `${folder}/${name}`;
      // A dangling link reads as nothing; it is listed, and opening it says why it is refused.
      const text = await readFile(path.join(dir, file), 'utf8').catch(() => '');
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        value = undefined;
      }
      files.push(entryOf(file, value));
    }
  }
  const report = await validate(dir);
  const made = report.pages
    .filter((page) => page.madeByTemplate)
    .map(({ page }) => entryOf(pageFileFor('pair', page.slug), page, true));
  return [...files, ...made];
}

async function pairArchetypeSchema(dir: string): Promise<string | undefined> {
  const text = await readFile(path.join(dir, folderOf('archetypes')!, 'pair.json'), 'utf8');
  const { $schema } = JSON.parse(text) as { $schema?: string };
  return $schema;
}

/** One page: its file's value, or for a made pair the page the template makes, as an override would start. */
export async function openPage(
  dir: string,
  file: string,
  validate: Validate = validateFolder,
): Promise<OpenedPage> {
  const absolute = await plainPageFile(dir, file);
  const bytes = await readFile(absolute).catch(() => undefined);
  const version = versionOf(bytes);
  if (bytes !== undefined) {
    const text = bytes.toString('utf8');
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new EditRefused(
        `${file} is not JSON yet (${(error as Error).message}); fix it in a text editor`,
      );
    }
    return { ...entryOf(file, value), value, version };
  }
  const slug = path.basename(file, '.json');
  const made = (await validate(dir)).pages.find(
    (page) => page.madeByTemplate && page.page.slug === slug,
  );
  if (!made || file !== pageFileFor('pair', slug))
    throw new EditRefused(`there is no page ${file}`);
  const value = { $schema: await pairArchetypeSchema(dir), ...made.page };
  return { ...entryOf(file, value, true), value, version };
}

/** The site's pictures, which the form offers for a share image or a coin's logo. */
export async function listPictures(dir: string): Promise<string[]> {
  return [...(await listSiteAssets(dir))].filter(isSitePicture).sort();
}

let schemaRoot: Promise<JsonSchema> | undefined;

/** The page schemas bundled as the form gets them, read once. */
export function pageSchema(): Promise<JsonSchema> {
  schemaRoot ??= (async () => {
    const read = async (name: string) =>
      JSON.parse(await readFile(path.join(schemaDir, name), 'utf8')) as JsonSchema;
    const blockNames = (await readdir(path.join(schemaDir, 'blocks')))
      .filter((name) => name.endsWith('.schema.json'))
      .map((name) => name.slice(0, -'.schema.json'.length));
    return bundlePageSchema({
      page: await read('page.schema.json'),
      block: await read('block.schema.json'),
      defs: await read('defs.schema.json'),
      catalogue: await read('site/catalogue.schema.json'),
      blocks: Object.fromEntries(
        await Promise.all(
          blockNames.map(async (name) => [name, await read(`blocks/${name}.schema.json`)]),
        ),
      ),
    });
  })();
  return schemaRoot;
}

/**
 * The text a person would have saved: keys in schema order, objects on one line where the
 * file had them so, then the project's Prettier.
 */
export async function pageText(value: unknown, file: string, original?: string): Promise<string> {
  const root = await pageSchema();
  const ordered = orderKeys(value, root, root);
  const layout = original === undefined ? undefined : layoutOf(original);
  return formatJson(printLike(ordered, layout), file);
}

export interface CheckResult {
  text: string;
  problems: EditorProblem[];
}

const withSeverity =
  (severity: EditorProblem['severity']) =>
  ({ file, path: at, message }: FieldProblem): EditorProblem => ({
    file,
    path: at,
    message,
    severity,
  });

const problemsOf = (report: ValidationReport): EditorProblem[] => [
  ...report.errors.map(withSeverity('error')),
  ...report.warnings.map(withSeverity('warning')),
];

/** The whole validator over the folder as it would be with this page saved. */
export async function checkPage(
  dir: string,
  file: string,
  value: unknown,
  validate: Validate = validateFolder,
): Promise<CheckResult> {
  const absolute = await plainPageFile(dir, file);
  const original = await readFile(absolute, 'utf8').catch(() => undefined);
  const text = await pageText(value, absolute, original);
  const copy = await copyWith(dir, file, text);
  try {
    return { text, problems: problemsOf(await validate(copy)) };
  } finally {
    await rm(copy, { recursive: true, force: true });
  }
}

export type SaveResult =
  | { saved: true; file: string; problems: EditorProblem[]; version: string }
  | {
      saved: false;
      file: string;
      problems: EditorProblem[];
      message: string;
      /** The file changed on disk since the version the save was made from: what it holds now. */
      conflict?: { value: unknown; version: string };
    };

/** What the file holds now, for the marketer to choose from; a file that is not JSON is none. */
function diskValue(bytes: Buffer | undefined): unknown {
  if (bytes === undefined) return null;
  try {
    return JSON.parse(bytes.toString('utf8'));
  } catch {
    return null;
  }
}

/** The message of a refused save, naming the other pages it would break. */
function refusalMessage(file: string, errors: EditorProblem[]): string {
  const others = [...new Set(errors.map((problem) => problem.file))].filter(
    (name) => name !== file,
  );
  if (others.length === 0) return 'Not saved: the page has problems, shown at their fields.';
  const here = errors.some((problem) => problem.file === file)
    ? ' The page has problems of its own too, shown at their fields.'
    : '';
  return `Not saved: with this page saved, ${others.map(fileInWords).join(', ')} would have errors (listed above).${here}`;
}

/**
 * Writes the page when it was made from the file as it is now (`version`, from openPage or
 * the last save), and the whole folder with it passes the validator; otherwise nothing is
 * written: a file changed since comes back as a conflict with what it now holds, and problems
 * come back with the files they are in. One save of a folder at a time, each checking the
 * folder the last one left, and the file is replaced whole (store/atomicWrite.ts). A made pair
 * is first written as `npm run new -- pair <slug>` writes an override, then given the edit.
 */
export async function savePage(
  dir: string,
  file: string,
  value: unknown,
  version: string,
  validate: Validate = validateFolder,
): Promise<SaveResult> {
  // The lock is taken at once, so that saves and publishes run in the order they were asked.
  return withFolderLock(dir, async () => {
    const absolute = await plainPageFile(dir, file);
    const bytes = await readFile(absolute).catch(() => undefined);
    const madePairFile = pageFileFor('pair', path.basename(file, '.json'));
    // The only page a save makes is a made pair's override, which newPage writes in pairs/:
    // saved elsewhere, the page would be written there and in pairs/, one slug twice.
    if (bytes === undefined && file !== madePairFile) {
      throw new EditRefused(
        `${file} is not a page yet: a pair the template makes is saved as ${madePairFile}, and a new page is made with “New page”`,
      );
    }
    const onDisk = versionOf(bytes);
    if (onDisk !== version) {
      return {
        saved: false,
        file,
        problems: [],
        message: 'Not saved: this page changed elsewhere since you opened it. Choose what to keep.',
        conflict: { value: diskValue(bytes), version: onDisk },
      };
    }
    const { text, problems } = await checkPage(dir, file, value, validate);
    const errors = problems.filter((problem) => problem.severity === 'error');
    if (errors.length > 0) {
      return { saved: false, file, problems, message: refusalMessage(file, errors) };
    }
    if (bytes === undefined) {
      const made = await newPage(['pair', path.basename(file, '.json'), '--dir', dir], {
        blockChecks: loadBlockChecks,
      });
      if (made.code !== 0) {
        const why = made.problem ? formWords(made.problem) : made.output;
        return { saved: false, file, problems, message: `Not saved: ${why}` };
      }
    }
    await writeFileAtomic(absolute, text);
    return { saved: true, file, problems, version: versionOf(Buffer.from(text)) };
  });
}

/** A new page as the form asks for it: its kind, slug and `npm run new`'s facts. */
export interface NewPageRequest {
  kind: NewPageKind;
  slug: string;
  fields: Record<string, string | boolean | undefined>;
}

/**
 * Makes the page with `npm run new`'s code. A refusal comes back in the form's words, naming
 * its boxes where the command would name its flags.
 */
export async function createPage(
  dir: string,
  request: NewPageRequest,
): Promise<{ created: boolean; file?: string; output: string }> {
  if (!NEW_PAGE_KINDS.includes(request.kind)) {
    throw new EditRefused(`no kind of page is called ${request.kind}`);
  }
  // npm run new would read it as an option (--help prints its help and makes nothing).
  if (request.slug.startsWith('-')) {
    throw new EditRefused(formWords({ is: 'bad slug', slug: request.slug }));
  }
  const { code, output, problem } = await withFolderLock(dir, () =>
    newPage(newPageArgv(dir, request.kind, request.slug, request.fields), {
      blockChecks: loadBlockChecks,
    }),
  );
  return code === 0
    ? { created: true, file: pageFileFor(request.kind, request.slug), output }
    : { created: false, output: problem ? formWords(problem) : output };
}
