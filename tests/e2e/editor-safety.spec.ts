import { execFile } from 'node:child_process';
import { request } from 'node:http';
import { lstat, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_CONTENT_DIR } from '../../src/content/collections';
import { startEditorServer, type EditorServer } from '../support/editorServer';
import { editorSafetyDevPort } from '../support/ports';

/**
 * The page editor keeps a marketer's work and the files around it safe: a save over a page
 * changed since (another tab, a git checkout) gives a choice rather than overwriting it, a
 * page file that is a link is refused without anything outside the folder changing, and the
 * dev server shows no more than a page of it needs.
 */
const devUrl = `http://127.0.0.1:${editorSafetyDevPort}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');
const run = promisify(execFile);
/**
 * Each check and save runs the whole validator in the editor's one worker; on a busy 2-core
 * machine an answer waits behind the checks before it, up to a minute.
 */
const SLOW = 90_000;
let editor: EditorServer;
let contentDir: string;
let work: string;

const openInEditor = (page: Page, file: string) => editor.open(page, file);

const pageIn = async (file: string) =>
  JSON.parse(await readFile(path.join(contentDir, file), 'utf8')) as Record<string, unknown>;

/** A GET of the dev server with these headers: its status, headers and text. */
function get(address: string, headers: Record<string, string> = {}) {
  return new Promise<{ status?: number; headers: Record<string, unknown>; text: string }>(
    (resolve, reject) => {
      request(`${devUrl}${address}`, { headers }, (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () =>
          resolve({ status: response.statusCode, headers: response.headers, text }),
        );
      })
        .on('error', reject)
        .end();
    },
  );
}

const conflictChoice = (page: Page) =>
  page.getByRole('region', { name: 'This page changed since you opened it' });

test.describe('the page editor keeps work and files safe', () => {
  test.describe.configure({ mode: 'serial', timeout: 420_000 });

  test.beforeAll(async () => {
    test.skip(
      test.info().project.use.isMobile === true,
      'the editor is a desktop tool; its preview shows the phone width',
    );
    test.setTimeout(300_000);
    editor = await startEditorServer({ name: 'editor-safety-e2e', port: editorSafetyDevPort });
    contentDir = editor.contentDir;
    work = path.dirname(contentDir);
  });

  test.afterAll(async () => {
    await editor?.stop();
  });

  test('two tabs on one page: the later save gives a choice, not a silent overwrite', async ({
    context,
  }) => {
    const first = await context.newPage();
    const second = await context.newPage();
    await openInEditor(first, 'pages/about.json');
    await openInEditor(second, 'pages/about.json');
    const description =
      'SwapRoute compares exchanges and bridges for the best route between coins. No account and no KYC.';
    await second.locator('#root_description').fill(description);

    const title = 'About SwapRoute, from the first tab | SwapRoute';
    await first.locator('#root_title').fill(title);
    await expect(first.getByRole('heading', { name: 'No problems' })).toBeVisible({
      timeout: SLOW,
    });
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(first.getByRole('status')).toHaveText(
      'Saved the About SwapRoute, from the first tab page.',
      {
        timeout: SLOW,
      },
    );

    await second.getByRole('button', { name: 'Save', exact: true }).click();
    const choice = conflictChoice(second);
    await expect(choice).toBeVisible({ timeout: SLOW });
    // The first tab's save stands until the marketer chooses.
    expect(await pageIn('pages/about.json')).toMatchObject({ title });

    const titleField = choice.getByRole('group', { name: /^Title/ });
    await expect(titleField).toContainText('changed elsewhere');
    await expect(titleField.getByRole('radio', { name: /^The saved one/ })).toBeChecked();
    const descriptionField = choice.getByRole('group', { name: /^Description/ });
    await expect(descriptionField).toContainText('changed here');
    await expect(descriptionField.getByRole('radio', { name: /^Mine/ })).toBeChecked();

    await choice.getByRole('button', { name: 'Use these choices' }).click();
    await expect(conflictChoice(second)).toHaveCount(0);
    await expect(second.locator('#root_title')).toHaveValue(title);
    await expect(second.locator('#root_description')).toHaveValue(description);
    await expect(second.getByRole('heading', { name: 'No problems' })).toBeVisible({
      timeout: SLOW,
    });
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(second.getByRole('status')).toHaveText(
      'Saved the About SwapRoute, from the first tab page.',
      {
        timeout: SLOW,
      },
    );
    expect(await pageIn('pages/about.json')).toMatchObject({ title, description });
  });

  test('a git checkout of the open page gives the choice, and the edits are kept', async ({
    page,
  }) => {
    const git = (...args: string[]) =>
      run(
        'git',
        ['-c', 'user.name=Editor test', '-c', 'user.email=editor@example.invalid', ...args],
        { cwd: contentDir },
      );
    const file = path.join(contentDir, 'pages/privacy.json');
    const original = await readFile(file, 'utf8');
    const checkedOutTitle = 'Privacy Policy, from another branch | SwapRoute';
    await git('init', '-q');
    await git('add', '-A');
    await git('commit', '-q', '-m', 'the content as the editor opens it');
    await git('checkout', '-q', '-b', 'other');
    await writeFile(file, original.replace(/"title": "[^"]*"/, `"title": "${checkedOutTitle}"`));
    await git('commit', '-q', '-am', 'another title');
    await git('checkout', '-q', '-');

    await openInEditor(page, 'pages/privacy.json');
    const typed =
      'What SwapRoute collects, typed in the editor and not saved yet. No accounts, no KYC.';
    await page.locator('#root_description').fill(typed);
    await git('checkout', '-q', 'other');

    const choice = conflictChoice(page);
    await expect(choice).toBeVisible({ timeout: SLOW });
    await expect(page.locator('#root_description')).toHaveValue(typed);
    await expect(choice.getByRole('group', { name: /^Title/ })).toContainText('changed elsewhere');

    await choice.getByRole('button', { name: 'Take all the saved ones' }).click();
    await expect(
      choice
        .getByRole('group', { name: /^Description/ })
        .getByRole('radio', { name: /^The saved one/ }),
    ).toBeChecked();
    await choice.getByRole('button', { name: 'Merge where they do not overlap' }).click();
    await choice.getByRole('button', { name: 'Use these choices' }).click();
    await expect(page.locator('#root_title')).toHaveValue(checkedOutTitle);
    await expect(page.locator('#root_description')).toHaveValue(typed);
    await expect(page.getByRole('heading', { name: 'No problems' })).toBeVisible({
      timeout: SLOW,
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Saved the Privacy Policy, from another branch page.',
      {
        timeout: SLOW,
      },
    );
    expect(await pageIn('pages/privacy.json')).toMatchObject({
      title: checkedOutTitle,
      description: typed,
    });
  });

  test('serves no file a page does not need, and the editor’s API only to its own pages', async () => {
    const siteFile = path.join(DEFAULT_CONTENT_DIR, 'site.json');
    for (const file of [
      siteFile,
      path.join(repoRoot, 'package.json'),
      path.join(repoRoot, 'scripts/new.ts'),
    ]) {
      const { status } = await get(`/@fs${file}`);
      expect(status, file).toBe(403);
    }
    const read = await get('/__edit/api/page?file=pages/about.json', {
      origin: 'http://localhost:3000',
    });
    expect(read.status).toBe(403);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect((await get('/__edit/api/page?file=pages/about.json')).status).toBe(200);
  });

  test('a request too large is refused with a message, and --help is not a slug', async ({
    page,
  }) => {
    await openInEditor(page, 'pages/about.json');
    const answer = await page.evaluate(async () => {
      const response = await fetch('/__edit/api/check', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ file: 'pages/about.json', value: { title: 'x'.repeat(3e6) } }),
      });
      return { status: response.status, body: (await response.json()) as { message: string } };
    });
    expect(answer).toEqual({
      status: 413,
      body: { message: expect.stringContaining('larger than the editor takes') },
    });

    const form = page.getByRole('form', { name: 'New page' });
    await page.getByText('New page', { exact: true }).click();
    await form.getByLabel('Address').fill('--help');
    await form.getByRole('button', { name: 'Make the page' }).click();
    await expect(form.getByRole('alert')).toContainText('“--help” cannot be an address', {
      timeout: SLOW,
    });
  });

  test('a page file that is a link is refused, and nothing outside the folder changes', async ({
    page,
  }) => {
    const site = path.join(contentDir, 'site.json');
    const outside = path.join(work, 'outside.json');
    const missing = path.join(work, 'missing.json');
    await writeFile(outside, '{ "outside": true }\n');
    const siteBefore = await readFile(site, 'utf8');
    const links = {
      'pages/siteref.json': '../site.json',
      'pages/outside.json': outside,
      'pages/dangling.json': missing,
    };
    for (const [file, target] of Object.entries(links)) {
      await symlink(target, path.join(contentDir, file));
    }
    try {
      for (const file of Object.keys(links)) {
        await page.goto(`${devUrl}/__edit?file=${encodeURIComponent(file)}`);
        await expect(page.getByRole('main').getByRole('alert')).toContainText(
          'is a link to another file',
          { timeout: SLOW },
        );
        // Listed all the same, so that the marketer can see the file and why it is refused.
        await expect(
          page.getByRole('link', { name: `/${path.basename(file, '.json')}`, exact: true }),
        ).toBeVisible({ timeout: SLOW });
        // What the check after a pause in typing would send, and a save.
        const answers = await page.evaluate(async (name) => {
          const post = (route: string, body: object) =>
            fetch(`/__edit/api/${route}`, {
              method: 'POST',
              headers: { 'Content-Type': 'application/json' },
              body: JSON.stringify({ file: name, value: { slug: 'siteref' }, ...body }),
            }).then((response) => response.status);
          return [await post('check', {}), await post('save', { version: 'no-file' })];
        }, file);
        expect(answers, file).toEqual([400, 400]);
      }
      expect(await readFile(site, 'utf8')).toBe(siteBefore);
      expect(await readFile(outside, 'utf8')).toBe('{ "outside": true }\n');
      await expect(lstat(missing)).rejects.toThrow();
    } finally {
      for (const file of Object.keys(links)) await rm(path.join(contentDir, file));
    }
  });
});
