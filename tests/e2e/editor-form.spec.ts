import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { startEditorServer, type EditorServer } from '../support/editorServer';
import { editorFormDevPort } from '../support/ports';

/**
 * The editor's form in a marketer's words (src/editor/form), on `npm run dev` over a copy of
 * the content folder: labels and named choices instead of keys, paragraphs that keep their
 * text when a word is made bold or a link, the colour's contrast, the coin ids from lists and
 * the logo upload.
 */
const devUrl = `http://127.0.0.1:${editorFormDevPort}`;
/** The name of what this run uploads. */
const runTag = `e2e-${randomUUID().slice(0, 8)}`;
let editor: EditorServer;
let contentDir: string;

const openInEditor = (page: Page, file: string) => editor.open(page, file);

/** Saves the open page, which the editor then names: "the About SwapRoute page". */
async function save(page: Page, name: string) {
  await expect(page.getByRole('heading', { name: 'No problems' })).toBeVisible({
    timeout: 30_000,
  });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('status').first()).toHaveText(`Saved ${name}.`, {
    timeout: 30_000,
  });
}

test.describe('the editor form in a marketer’s words', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async () => {
    test.skip(
      test.info().project.use.isMobile === true,
      'the editor is a desktop tool; its preview shows the phone width',
    );
    test.setTimeout(300_000);
    editor = await startEditorServer({ name: 'editor-form-e2e', port: editorFormDevPort });
    contentDir = editor.contentDir;
  });

  test.afterAll(async () => {
    await editor?.stop();
  });

  test('a plain page shows words, not keys, asks for no coin facts and passes axe', async ({
    page,
  }) => {
    await openInEditor(page, 'pages/about.json');
    const form = page.locator('main form');
    const labels = await form
      .locator('label, legend')
      .evaluateAll((nodes) => nodes.map((node) => (node.textContent ?? '').replace(/\*$/, '')));
    // A key shows as one lower-case word, a camelCase word or a numbered key (body-0).
    expect(labels.filter((label) => /^[a-z][A-Za-z]*(-\d+)*$/.test(label.trim()))).toEqual([]);
    expect(labels).toContain('Kind of page');
    await expect(form.getByText('Option 1')).toHaveCount(0);
    await expect(form.locator('#root_catalogue_id')).toHaveCount(0);
    await expect(form.locator('#root_name')).toHaveCount(0);
    await expect(form.locator('#root_kind')).toHaveValue(/./);
    await expect(form.locator('#root_kind option:checked')).toHaveText(
      'Fixed page (about, docs, ...)',
    );
    await expectNoAxeViolations(page, 'the page editor on /about');
  });

  test('making a word bold and another a link keeps the paragraph’s text', async ({ page }) => {
    const file = 'pages/about.json';
    await openInEditor(page, file);
    const paragraph = page.getByRole('textbox', { name: 'Paragraph 1', exact: true }).first();
    const id = await paragraph.getAttribute('id');
    const before = await paragraph.inputValue();
    expect(before.length).toBeGreaterThan(40);
    const firstWord = /[A-Za-z]{4,}/.exec(before)!;
    await paragraph.evaluate(
      (box: HTMLTextAreaElement, [start, end]: number[]) => box.setSelectionRange(start!, end!),
      [firstWord.index, firstWord.index + firstWord[0].length],
    );
    await page
      .locator(`.paragraph-field:has(#${id})`)
      .getByRole('button', { name: 'Bold' })
      .click();
    await expect(paragraph).toHaveValue(before.replace(firstWord[0], `**${firstWord[0]}**`));

    const marked = await paragraph.inputValue();
    const lastWord = /([A-Za-z]{4,})[^A-Za-z]*$/.exec(marked)!;
    const start = marked.lastIndexOf(lastWord[1]!);
    await paragraph.evaluate(
      (box: HTMLTextAreaElement, [from, to]: number[]) => box.setSelectionRange(from!, to!),
      [start, start + lastWord[1]!.length],
    );
    await page.locator(`#${id}__href`).fill('/docs');
    await page
      .locator(`.paragraph-field:has(#${id})`)
      .getByRole('button', { name: 'Link' })
      .click();

    const preview = page.frameLocator('iframe[title^="Preview of the page"]');
    await expect(preview.locator('strong', { hasText: firstWord[0] }).first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(preview.locator('a[href="/docs"]', { hasText: lastWord[1]! })).toBeVisible();

    await save(page, 'the About SwapRoute page');
    const saved = JSON.parse(await readFile(path.join(contentDir, file), 'utf8')) as {
      blocks: { body?: unknown[] }[];
    };
    const runs = saved.blocks.flatMap((block) => block.body ?? []).find(Array.isArray) as (
      string | { strong: string } | { text: string; href: string }
    )[];
    const text = runs
      .map((run) => (typeof run === 'string' ? run : 'strong' in run ? run.strong : run.text))
      .join('');
    expect(text).toBe(before);
    expect(runs).toContainEqual({ strong: firstWord[0] });
    expect(runs).toContainEqual({ text: lastWord[1], href: '/docs' });
  });

  test('a coin’s form passes axe, picks the brand colour with a contrast warning and chooses ids from lists', async ({
    page,
  }) => {
    await openInEditor(page, 'coins/bitcoin.json');
    await expectNoAxeViolations(page, 'the page editor on a coin');

    await test.step('the brand colour has a picker and warns of a colour lost on a theme', async () => {
      const colour = page.locator('#root_catalogue_color');
      await page.getByLabel('Brand colour: pick').fill('#fefefe');
      await expect(colour).toHaveValue('#fefefe');
      const contrast = page.locator('#root_catalogue_color__contrast');
      await expect(contrast).toContainText('light theme');
      await expect(contrast).not.toContainText('dark theme');
      await colour.fill('#0d1122');
      await expect(contrast).toContainText('dark theme');
      await expect(contrast).not.toContainText('light theme');
      await colour.fill('#3b82f6');
      await expect(contrast).toContainText('Stands out');
    });

    await test.step('the market id and the widget chain are chosen from lists', async () => {
      const chain = page.locator('#root_catalogue_widget_chain');
      await expect(chain).toHaveValue('BITCOIN');
      await chain.selectOption({ label: 'Solana' });
      await expect(chain).toHaveValue('SOLANA');

      // The preview's swap buttons follow the facts in the form, before any save.
      const preview = page.frameLocator('iframe[title^="Preview of the page"]');
      const refusal = preview.getByText('Bitcoin cannot be swapped in our swap widget yet.');
      await expect(refusal.first()).toBeHidden();
      await page.getByRole('checkbox', { name: 'The swap widget cannot swap this coin' }).check();
      await expect(refusal.first()).toBeVisible({ timeout: 30_000 });
      await page.getByRole('checkbox', { name: 'The swap widget cannot swap this coin' }).uncheck();
      await expect(refusal).toHaveCount(0, { timeout: 30_000 });

      const market = page.locator('#root_catalogue_id');
      const list = await market.getAttribute('list');
      await expect(page.locator(`datalist[id="${list}"] option[value="ethereum"]`)).toHaveCount(1, {
        timeout: 30_000,
      });
      await expect(page.getByText('The catalogue’s Bitcoin (BTC).')).toBeVisible();
    });
  });

  test('a raster logo too large is refused with its size, after the widget chain changed too', async ({
    page,
  }) => {
    await openInEditor(page, 'coins/bitcoin.json');
    // The refusal was lost once the chain had changed in the same opening.
    const chain = page.locator('#root_catalogue_widget_chain');
    await chain.selectOption({ label: 'Solana' });
    await expect(chain).toHaveValue('SOLANA');
    const before = await page.locator('#root_catalogue_logo').inputValue();
    // A PNG's size is in its header: 2000 × 40 pixels.
    const header = Buffer.from(
      '89504e470d0a1a0a0000000d49484452000007d0000000280806000000000000000000',
      'hex',
    );
    await page.locator('#root_catalogue_logo__upload').setInputFiles({
      name: `${runTag}-wide.png`,
      mimeType: 'image/png',
      buffer: header,
    });
    await expect(page.getByText(/Not uploaded: The picture is 2000 × 40 pixels/)).toBeVisible({
      timeout: 30_000,
    });
    await expect(page.locator('#root_catalogue_logo')).toHaveValue(before);
  });

  test('an uploaded SVG logo is cleaned, chosen and shown on the coin page', async ({ page }) => {
    // A save, then the dev server's first render of the coin page: minutes on a loaded
    // two-core machine.
    test.setTimeout(300_000);
    const file = 'coins/bitcoin.json';
    await openInEditor(page, file);
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" onload="alert(1)">' +
      '<script>alert(2)</script><circle cx="16" cy="16" r="14" fill="#f7931a"/></svg>';
    await page.locator('#root_catalogue_logo__upload').setInputFiles({
      name: `${runTag}.svg`,
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(svg),
    });
    const logo = page.locator('#root_catalogue_logo');
    await expect(logo).toHaveValue(`/icons/uploads/${runTag}.svg`, { timeout: 30_000 });
    // In the content folder, where Publish takes it with the page.
    const stored = await readFile(path.join(contentDir, 'uploads', `${runTag}.svg`), 'utf8');
    expect(stored).toContain('<circle');
    expect(stored).not.toMatch(/script|onload/i);

    // The picture fields offer it now, the share image's too.
    const shareList = await page.locator('#root_shareImage').getAttribute('list');
    await expect(
      page.locator(`datalist[id="${shareList}"] option[value="/icons/uploads/${runTag}.svg"]`),
    ).toHaveCount(1);

    await save(page, 'the Bitcoin page');
    // The coin page's hero draws the coin's mark beside its title, decorative.
    await page.goto(`${devUrl}/bitcoin`);
    const mark = page.locator('main h1').locator('xpath=..').locator('img');
    await expect(mark).toHaveAttribute('src', `/icons/uploads/${runTag}.svg`, {
      timeout: 180_000,
    });
    await expect(mark).toHaveAttribute('alt', '');
    // Loaded, from the content folder's uploads.
    await expect
      .poll(
        () => mark.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0)),
        {
          timeout: 60_000,
        },
      )
      .toBeGreaterThan(0);
  });
});
