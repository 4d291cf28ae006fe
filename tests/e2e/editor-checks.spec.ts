import { spawn, type ChildProcess } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { DEFAULT_CONTENT_DIR } from '../../src/content/collections';
import { editorDevPort } from '../support/ports';

/**
 * The validator's page invariants and example-text check, as a marketer meets them in the page
 * editor (`npm run dev`, /__edit) on a copy of the content: refused with a plain message, and
 * the file left as it was.
 */
const devUrl = `http://127.0.0.1:${editorDevPort}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');
let work: string;
let contentDir: string;
let dev: ChildProcess | undefined;
let devOutput = '';

async function waitForEditor(): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${devUrl}/__edit/api/pages`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`npm run dev did not answer at ${devUrl}:\n${devOutput}`);
}

async function openInEditor(page: Page, file: string) {
  await page.goto(`${devUrl}/__edit?file=${encodeURIComponent(file)}`);
  await expect(page.getByRole('heading', { name: 'No problems' })).toBeVisible({
    timeout: 60_000,
  });
}

test.describe('the editor refuses a page that breaks what the site relies on', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async () => {
    // A cold dev server on a machine shared with other runs takes more than a minute to answer.
    test.setTimeout(180_000);
    test.skip(
      test.info().project.use.isMobile === true,
      'the editor is a desktop tool; its preview shows the phone width',
    );
    work = await mkdtemp(path.join(tmpdir(), 'editor-checks-e2e-'));
    contentDir = path.join(work, 'content');
    await cp(DEFAULT_CONTENT_DIR, contentDir, { recursive: true });
    dev = spawn(
      'npm',
      ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(editorDevPort), '--strictPort'],
      { cwd: repoRoot, env: { ...process.env, CONTENT_DIR: contentDir }, detached: true },
    );
    dev.stdout?.on('data', (chunk: Buffer) => (devOutput += chunk.toString()));
    dev.stderr?.on('data', (chunk: Buffer) => (devOutput += chunk.toString()));
    await waitForEditor();
  });

  // A fresh dev server finds the editor's dependencies as the page first asks for them, then
  // reloads it; one visit lets that happen before the tests watch.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(180_000);
    const page = await browser.newPage();
    await openInEditor(page, 'pages/home.json');
    await page.waitForLoadState('networkidle', { timeout: 60_000 });
    await page.close();
  });

  test.afterAll(async () => {
    if (dev?.pid) process.kill(-dev.pid, 'SIGTERM');
    if (work) await rm(work, { recursive: true, force: true });
  });

  test('deleting the home page’s swap widget is refused with a plain message', async ({ page }) => {
    const file = path.join(contentDir, 'pages/home.json');
    const before = await readFile(file, 'utf8');
    const home = JSON.parse(before) as { blocks: { type: string }[] };
    const widget = home.blocks.findIndex((block) => block.type === 'swapWidget');
    await openInEditor(page, 'pages/home.json');

    const blocks = page.locator('#root_blocks > .array-item-list > .rjsf-array-item');
    await blocks.nth(widget).getByRole('button', { name: 'Remove' }).last().click();
    await expect(blocks).toHaveCount(home.blocks.length - 1);
    const message = page.getByText(/the home page must keep its Swap widget/).first();
    await expect(message).toBeVisible({ timeout: 30_000 });
    await expect(message).toContainText(
      'every "Exchange … Now" button on the site opens the swap there',
    );

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(/^Not saved/, { timeout: 30_000 });
    expect(await readFile(file, 'utf8')).toBe(before);
  });

  test('a new block still holding its example text is refused at its field', async ({ page }) => {
    const file = path.join(contentDir, 'pages/about.json');
    const before = await readFile(file, 'utf8');
    await openInEditor(page, 'pages/about.json');
    const blocks = page.locator('#root_blocks > .array-item-list > .rjsf-array-item');
    const count = await blocks.count();
    await page.getByLabel('Block type').selectOption('callout');
    await page.getByRole('button', { name: 'Add a callout block' }).click();
    await expect(blocks).toHaveCount(count + 1);
    await expect(page.getByText(/is still the example text of a new block/).first()).toBeVisible({
      timeout: 30_000,
    });

    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText(/^Not saved/, { timeout: 30_000 });
    expect(await readFile(file, 'utf8')).toBe(before);
  });
});
