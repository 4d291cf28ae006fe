import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startEditorServer, warmUp, type EditorServer } from '../support/editorServer';
import { editorChecksDevPort } from '../support/ports';

/**
 * The validator's page invariants and example-text check, as a marketer meets them in the page
 * editor (`npm run dev`, /__edit) on a copy of the content: refused with a plain message, and
 * the file left as it was.
 */
let editor: EditorServer;
let contentDir: string;

const openInEditor = (page: Page, file: string) => editor.open(page, file);

test.describe('the editor refuses a page that breaks what the site relies on', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async ({ browser }) => {
    test.skip(
      test.info().project.use.isMobile === true,
      'the editor is a desktop tool; its preview shows the phone width',
    );
    test.setTimeout(300_000);
    editor = await startEditorServer({ name: 'editor-checks-e2e', port: editorChecksDevPort });
    contentDir = editor.contentDir;
    await warmUp(editor, browser, 'pages/home.json');
  });

  test.afterAll(async () => {
    await editor?.stop();
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
