import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { startEditorServer, type EditorServer } from '../support/editorServer';
import { editorDraftsDevPort } from '../support/ports';

/**
 * The page editor keeps a marketer's work: a draft survives a reload, leaving asks first,
 * undo gives back what was removed, and a renamed page takes its old address with it. On a
 * dev server of its own, on a copy of the content folder.
 */
const devUrl = `http://127.0.0.1:${editorDraftsDevPort}`;
let editor: EditorServer;
let contentDir: string;

const openInEditor = (page: Page, file: string) => editor.open(page, file);

const blocks = (page: Page) => page.locator('#root_blocks > .array-item-list > .rjsf-array-item');
const preview = (page: Page) => page.frameLocator('iframe[title^="Preview of the page"]');
const draftNotice = (page: Page) => page.getByRole('region', { name: 'Unsaved changes restored' });
/**
 * How the dev server answers an address, as "<status> <location>". Asked without a browser: the
 * dev server's pages load third-party scripts that these tests do not point at fakes, and a
 * load event waiting on them proves nothing here.
 */
async function answerTo(address: string): Promise<string> {
  const answer = await fetch(`${devUrl}${address}`, { redirect: 'manual' });
  return `${answer.status} ${answer.headers.get('location')}`;
}

test.describe('the page editor keeps the marketer’s work', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    test.skip(
      test.info().project.use.isMobile === true,
      'the editor is a desktop tool; its preview shows the phone width',
    );
    test.setTimeout(300_000);
    editor = await startEditorServer({ name: 'editor-drafts-e2e', port: editorDraftsDevPort });
    contentDir = editor.contentDir;
  });

  test.afterAll(async () => {
    await editor?.stop();
  });

  test('a reload keeps the unsaved edits, until they are discarded or saved', async ({ page }) => {
    const file = path.join(contentDir, 'pages/about.json');
    const before = await readFile(file, 'utf8');
    const original = (JSON.parse(before) as { title: string }).title;
    await openInEditor(page, 'pages/about.json');
    await expect(draftNotice(page)).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Undo' })).toBeDisabled();

    const typed = 'About SwapRoute, Kept in the Browser | SwapRoute';
    await page.locator('#root_title').fill(typed);
    // The browser asks before a reload throws edits away; here the marketer goes on.
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(draftNotice(page)).toBeVisible({ timeout: 30_000 });
    await expect(draftNotice(page)).toContainText('not saved yet');
    await expect(page.locator('#root_title')).toHaveValue(typed);
    expect(await readFile(file, 'utf8')).toBe(before);

    await draftNotice(page).getByRole('button', { name: 'Discard them' }).click();
    await expect(page.locator('#root_title')).toHaveValue(original);
    await page.reload({ waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { name: 'No problems' })).toBeVisible({
      timeout: 60_000,
    });
    await expect(page.locator('#root_title')).toHaveValue(original);
    await expect(draftNotice(page)).toHaveCount(0);

    const saved = 'About SwapRoute: Swaps Across Chains | SwapRoute';
    await page.locator('#root_title').fill(saved);
    await expect(page.getByRole('heading', { name: /^No problems$|warning/ })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Saved the About SwapRoute page.', {
      timeout: 30_000,
    });
    await openInEditor(page, 'pages/about.json');
    await expect(page.locator('#root_title')).toHaveValue(saved);
    await expect(draftNotice(page)).toHaveCount(0);
  });

  test('opening another page with unsaved edits asks first', async ({ page }) => {
    await openInEditor(page, 'pages/docs.json');
    const typed = 'Docs, Typed and Not Saved | SwapRoute';
    await page.locator('#root_title').fill(typed);
    const asked: string[] = [];
    page.once('dialog', (dialog) => {
      asked.push(dialog.message());
      void dialog.dismiss();
    });
    await page.getByRole('link', { name: '/terms' }).click();
    await expect.poll(() => asked).toHaveLength(1);
    expect(asked[0]).toContain('Your changes to pages/docs.json are not saved');
    await expect(page).toHaveURL(/file=pages%2Fdocs\.json/);
    await expect(page.locator('#root_title')).toHaveValue(typed);

    page.once('dialog', (dialog) => void dialog.accept());
    await page.getByRole('link', { name: '/terms' }).click();
    await expect(page).toHaveURL(/file=pages%2Fterms\.json/);
  });

  test('undo restores a removed block, and redo removes it again', async ({ page }) => {
    await openInEditor(page, 'pages/about.json');
    const count = await blocks(page).count();
    const heading = 'A Routing Protocol for Every Chain';
    await expect(preview(page).getByRole('heading', { name: heading })).toBeVisible({
      timeout: 30_000,
    });
    await blocks(page).nth(1).getByRole('button', { name: 'Remove' }).last().click();
    await expect(blocks(page)).toHaveCount(count - 1);
    await expect(preview(page).getByRole('heading', { name: heading })).toHaveCount(0, {
      timeout: 30_000,
    });

    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(blocks(page)).toHaveCount(count);
    await expect(page.locator('#root_blocks_1_heading')).toHaveValue(heading);
    await expect(preview(page).getByRole('heading', { name: heading })).toBeVisible({
      timeout: 30_000,
    });

    await page.keyboard.press('Control+Shift+Z');
    await expect(blocks(page)).toHaveCount(count - 1);
    await page.keyboard.press('Control+Z');
    await expect(blocks(page)).toHaveCount(count);

    // Typing in one field is one step: one undo takes the whole word back.
    const title = page.locator('#root_title');
    const original = await title.inputValue();
    // The four keys come as one burst from inside the page: on a loaded machine the test's own
    // key presses can land more than a second apart, which the editor rightly takes as a pause.
    await title.evaluate((input: HTMLInputElement, typed) => {
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      for (const character of typed) {
        setValue.call(input, input.value + character);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }
    }, ' now');
    await expect(title).toHaveValue(`${original} now`);
    await page.keyboard.press('Control+Z');
    await expect(title).toHaveValue(original);
    await expect(page.getByRole('button', { name: 'Redo' })).toBeEnabled();
  });

  test('rename moves the file, and the old address moves to the new one', async ({ page }) => {
    await openInEditor(page, 'coins/floki.json');
    await page.getByText('Rename this page').click();
    const form = page.getByRole('form', { name: 'Rename this page' });
    const newAddress = form.getByRole('textbox', { name: 'New address' });

    await newAddress.fill('bitcoin');
    await form.getByRole('button', { name: 'Rename' }).click();
    await expect(form.getByRole('alert')).toHaveText('/bitcoin is a page already.', {
      timeout: 30_000,
    });
    await newAddress.fill('api');
    await form.getByRole('button', { name: 'Rename' }).click();
    await expect(form.getByRole('alert')).toContainText('/api is kept for the site itself', {
      timeout: 30_000,
    });

    await newAddress.fill('floki-inu');
    await expect(form.getByLabel('Send visitors of /floki to the new address')).toBeChecked();
    await form.getByRole('button', { name: 'Rename' }).click();
    await expect(page).toHaveURL(/file=coins%2Ffloki-inu\.json/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { level: 1 })).toContainText('/floki-inu');
    await expect(page.getByRole('status')).toContainText('/floki now moves to /floki-inu', {
      timeout: 30_000,
    });

    await expect(stat(path.join(contentDir, 'coins/floki.json'))).rejects.toThrow();
    const moved = JSON.parse(
      await readFile(path.join(contentDir, 'coins/floki-inu.json'), 'utf8'),
    ) as {
      slug: string;
    };
    expect(moved.slug).toBe('floki-inu');
    await expect
      .poll(
        () => answerTo('/floki'),
        // The dev server rereads the folder after the change, then the move answers: a
        // minute and more on a loaded machine.
        { timeout: 90_000 },
      )
      .toBe('301 /floki-inu');
    expect(await answerTo('/flokitobitcoin')).toBe('301 /floki-inutobitcoin');
  });

  test('a fixed page renamed keeps its old address as a former one, which moves', async ({
    page,
  }) => {
    await openInEditor(page, 'pages/track.json');
    await page.getByText('Rename this page').click();
    const form = page.getByRole('form', { name: 'Rename this page' });
    await form.getByRole('textbox', { name: 'New address' }).fill('track-a-swap');
    await expect(form.getByLabel('Send visitors of /track to the new address')).toBeChecked();
    await form.getByRole('button', { name: 'Rename' }).click();
    await expect(page).toHaveURL(/file=pages%2Ftrack-a-swap\.json/, { timeout: 60_000 });
    await expect(page.getByRole('status')).toContainText('/track now moves to /track-a-swap.', {
      timeout: 30_000,
    });
    const moved = JSON.parse(
      await readFile(path.join(contentDir, 'pages/track-a-swap.json'), 'utf8'),
    ) as { formerSlugs?: string[] };
    expect(moved.formerSlugs).toEqual(['track']);
    await expect.poll(() => answerTo('/track'), { timeout: 90_000 }).toBe('301 /track-a-swap');
  });
});
