import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { networkInterfaces } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { describeViolations } from '../support/axe';
import { startEditorServer, type EditorServer } from '../support/editorServer';
import { editorPublishPort } from '../support/ports';

/**
 * `npm run edit` on a copy of the content folder that is a git repository of its own: it
 * prints one address, Publish commits a saved change with the marketer's name and message,
 * and History lists it and undoes it.
 */
const editUrl = `http://127.0.0.1:${editorPublishPort}`;
let editor: EditorServer;
let contentDir: string;

const gitIn = (...args: string[]) =>
  execFileSync('git', args, {
    cwd: contentDir,
    encoding: 'utf8',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'Setup',
      GIT_AUTHOR_EMAIL: 'setup@example.test',
      GIT_COMMITTER_NAME: 'Setup',
      GIT_COMMITTER_EMAIL: 'setup@example.test',
    },
  });

const openInEditor = (page: Page, file: string) => editor.open(page, file);

async function saveTitle(page: Page, title: string, name: string) {
  await page.locator('#root_title').fill(title);
  await expect(page.getByRole('heading', { name: 'No problems' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').first()).toHaveText(`Saved the ${name} page.`, {
    timeout: 30_000,
  });
}

/** Publishes the saved changes from the open Publish dialog, then closes it. */
async function publishIn(page: Page, name: string, message: string) {
  const dialog = page.getByRole('dialog', { name: 'Publish' });
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByLabel('What changed').fill(message);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(dialog.getByRole('status')).toHaveText(`Published 1 file: “${message}”.`, {
    timeout: 30_000,
  });
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
}

test.describe('Publish and History in npm run edit', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test.beforeAll(async () => {
    test.skip(
      test.info().project.use.isMobile === true,
      'the editor is a desktop tool; its preview shows the phone width',
    );
    test.setTimeout(300_000);
    editor = await startEditorServer({
      name: 'editor-publish-e2e',
      port: editorPublishPort,
      script: 'edit',
      prepare: (copy) => {
        contentDir = copy;
        gitIn('init', '--quiet', '--initial-branch=main');
        gitIn('add', '--all');
        gitIn('commit', '--quiet', '-m', 'The content as it is');
      },
    });
  });

  test.afterAll(async () => {
    await editor?.stop();
  });

  test('npm run edit prints one address, and answers on this machine only', async () => {
    // npm's own two lines name the script; everything after them is the editor's.
    const lines = editor
      .output()
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('>'));
    expect(lines).toEqual([`Page editor: ${editUrl}/__edit  (Ctrl+C here stops it)`]);
    const outward = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    test.skip(!outward, 'this machine has no network address besides loopback');
    await expect(
      fetch(`http://${outward!.address}:${editorPublishPort}/__edit`, {
        signal: AbortSignal.timeout(5_000),
      }),
    ).rejects.toThrow();
  });

  test('with nothing saved, Publish says there is nothing to publish', async ({ page }) => {
    await openInEditor(page, 'pages/about.json');
    await page.getByRole('button', { name: 'Publish…' }).click();
    await expect(
      page
        .getByRole('dialog', { name: 'Publish' })
        .getByText('Nothing to publish: every saved change is already published.'),
    ).toBeVisible();
  });

  test("Publish commits the saved change with the marketer's name and message", async ({
    page,
  }) => {
    await openInEditor(page, 'pages/about.json');
    const title = 'About SwapRoute, published from the editor | SwapRoute';
    await saveTitle(page, title, 'About SwapRoute, published from the editor');

    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    // In words first: the page by its name and address, and the field that changed.
    const summary = dialog.getByRole('list', { name: 'What will be published' });
    await expect(summary).toContainText(
      'About SwapRoute, published from the editor at /about: changed',
    );
    await expect(
      summary.getByRole('list', { name: /^Changed on / }).getByRole('listitem'),
    ).toHaveText(['Title']);
    await expect(summary).not.toContainText('pages/about.json');
    // git's own diff, for a reviewer, behind a closed disclosure.
    const exact = dialog.getByLabel('The exact file changes');
    await expect(exact).toBeHidden();
    await dialog.getByText('Show the exact file changes').click();
    await expect(exact).toContainText(`+  "title": "${title}",`);
    // The dialog alone: the page behind it, previews and all, is editor.spec.ts's.
    const { violations } = await new AxeBuilder({ page })
      .include('[role="dialog"]')
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'])
      .analyze();
    expect(violations, describeViolations(violations)).toEqual([]);

    // A message that starts as an option would is still only a message.
    const message = '--amend the about title';
    await publishIn(page, 'Ann Marketer', message);
    expect(gitIn('log', '-1', '--format=%an|%B').trim()).toBe(`Ann Marketer|${message}`);
    expect(gitIn('show', '--name-only', '--format=', 'HEAD').trim()).toBe('pages/about.json');
    expect(gitIn('status', '--porcelain')).toBe('');
  });

  test('History lists the published change, and undoing it is saved and published', async ({
    page,
  }) => {
    const file = path.join(contentDir, 'pages/about.json');
    const published = await readFile(file, 'utf8');
    await openInEditor(page, 'pages/about.json');
    await page.getByText('History of this page').click();
    const history = page.getByRole('list', { name: 'Published changes, newest first' });
    await expect(history.getByRole('listitem')).toHaveCount(2);
    await expect(history.getByRole('listitem').first()).toContainText(
      'Ann Marketer: --amend the about title',
    );
    await expect(history.getByRole('listitem').nth(1)).toContainText('Setup: The content as it is');

    await history
      .getByRole('button', { name: 'Undo this change: --amend the about title' })
      .click();
    await expect(page.locator('#root_title')).not.toHaveValue(/published from the editor/);
    expect(await readFile(file, 'utf8')).toBe(published);
    await expect(page.getByRole('heading', { name: 'No problems' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status').first()).toHaveText('Saved the About SwapRoute page.', {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Publish…' }).click();
    await publishIn(page, 'Bo Marketer', 'Back to the old about title');
    expect(gitIn('diff', 'HEAD~2', 'HEAD', '--', 'pages/about.json')).toBe('');
  });
});
