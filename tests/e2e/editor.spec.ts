import { request } from 'node:http';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { formatReport, validatePagesData } from '../../src/content/validation/index';
import { loadBlockChecks } from '../../src/blocks';
import { startEditorServer, type EditorServer } from '../support/editorServer';
import { absentCoin, siteFixture } from '../support/siteFixture';
import { editorDevPort } from '../support/ports';

/**
 * The page editor at /__edit in `npm run dev`, on a copy of the content folder: edits reach
 * the file as a one-line diff and the preview, problems show at their fields and stop the
 * save (the validator's page invariants and example-text check among them, in plain words),
 * and a coin made from the editor builds with its pairs. Each opening of the editor costs
 * seconds of a loaded machine, so checks of one page share one opening as steps.
 */
const devUrl = `http://127.0.0.1:${editorDevPort}`;
const repoRoot = path.resolve(import.meta.dirname, '../..');
let editor: EditorServer;
let contentDir: string;

const openInEditor = (page: Page, file: string) => editor.open(page, file);

const changedLines = (before: string, after: string) => {
  const a = before.split('\n');
  const b = after.split('\n');
  expect(b.length).toBe(a.length);
  return a.flatMap((line, index) => (line === b[index] ? [] : [`${line} -> ${b[index]}`]));
};

test.describe('the page editor in npm run dev', () => {
  test.describe.configure({ mode: 'serial', timeout: 120_000 });

  test.beforeAll(async () => {
    test.skip(
      test.info().project.use.isMobile === true,
      'the editor is a desktop tool; its preview shows the phone width',
    );
    test.setTimeout(300_000);
    editor = await startEditorServer({ name: 'editor-e2e', port: editorDevPort });
    contentDir = editor.contentDir;
  });

  test.afterAll(async () => {
    await editor?.stop();
  });

  test('a new title reaches the preview, and the file as a one-line diff', async ({ page }) => {
    const file = path.join(contentDir, 'coins/bitcoin.json');
    const before = await readFile(file, 'utf8');
    await openInEditor(page, 'coins/bitcoin.json');
    const title = 'Swap Bitcoin From Your Wallet | SwapRoute';
    await page.locator('#root_title').fill(title);

    const preview = page.frameLocator('iframe[title^="Preview of the page"]');
    await expect(preview.getByTestId('preview-title')).toHaveText(title, { timeout: 30_000 });
    await expect(preview.getByRole('heading', { level: 1 })).toHaveText('Bitcoin (BTC)');

    await expect(page.getByRole('heading', { name: 'No problems' })).toBeVisible({
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByRole('status')).toHaveText('Saved the Bitcoin page.', {
      timeout: 30_000,
    });
    const after = await readFile(file, 'utf8');
    const changed = changedLines(before, after);
    expect(changed).toHaveLength(1);
    expect(changed[0]).toContain(`->   "title": "${title}",`);
  });

  test('an edit made elsewhere keeps what is typed and not saved', async ({ page }) => {
    await openInEditor(page, 'pages/about.json');
    const typed = 'About SwapRoute, typed and not saved | SwapRoute';
    await page.locator('#root_title').fill(typed);
    // Another file changes on disk, as a text editor or a git pull would change it.
    const other = path.join(contentDir, 'pages/privacy.json');
    const text = await readFile(other, 'utf8');
    await writeFile(other, `${text}\n`);
    await expect(page.getByRole('status')).toContainText('Your edits here are kept', {
      timeout: 30_000,
    });
    await expect(page.locator('#root_title')).toHaveValue(typed);
    await writeFile(other, text);
  });

  test('a page changed on disk shows in the form, and what is typed around the form stays', async ({
    page,
  }) => {
    await openInEditor(page, 'pages/terms.json');
    const newPage = page.getByRole('form', { name: 'New page' });
    await page.getByText('New page', { exact: true }).click();
    await newPage.getByLabel('Address').fill('a-page-being-made');
    // The open page changes on disk with nothing unsaved here, as a git pull would change it.
    const file = path.join(contentDir, 'pages/terms.json');
    const text = await readFile(file, 'utf8');
    const pulled = 'Terms of Use, as pulled from the team | SwapRoute';
    await writeFile(file, text.replace(/"title": "[^"]*"/, `"title": "${pulled}"`));
    try {
      await expect(page.locator('#root_title')).toHaveValue(pulled, { timeout: 60_000 });
      await expect(newPage.getByLabel('Address')).toHaveValue('a-page-being-made');
    } finally {
      await writeFile(file, text);
    }
  });

  test('a coin page offers the site’s pictures, and refuses a sixth FAQ question and a link to no page at their fields', async ({
    page,
  }) => {
    const file = path.join(contentDir, 'coins/bitcoin.json');
    const before = await readFile(file, 'utf8');
    const { blocks } = JSON.parse(before) as { blocks: { type: string; items?: unknown[] }[] };
    const faq = blocks.findIndex((block) => block.type === 'faq');
    expect(blocks[faq]?.items).toHaveLength(5);
    await openInEditor(page, 'coins/bitcoin.json');

    await test.step('the logo and the share image offer the site’s pictures', async () => {
      const choices = async (input: string) => {
        const list = await page.locator(input).getAttribute('list');
        expect(list, `${input} offers choices`).toBeTruthy();
        return page
          .locator(`datalist[id="${list}"] option`)
          .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
      };
      const logos = await choices('#root_catalogue_logo');
      expect(logos).toContain('/icons/tokens/btc.svg');
      expect(logos).toContain('/share/default.png');
      expect(logos.every((picture) => /\.(svg|png|jpe?g|webp|avif|gif|ico)$/.test(picture))).toBe(
        true,
      );
      expect(await choices('#root_shareImage')).toEqual(logos);
    });

    await test.step('a sixth FAQ question is refused at the FAQ’s field', async () => {
      await page.locator(`#root_blocks_${faq}_items__add`).click();
      await expect(page.locator(`#root_blocks_${faq}_items_5_question`)).toBeVisible();
      await expect(page.locator(`#root_blocks_${faq}_items__error`)).toHaveText(
        'must have exactly 5 items (has 6)',
        { timeout: 30_000 },
      );
      // The answer is a box of lines, and the item is named in words, not after its type.
      await expect(page.locator(`#root_blocks_${faq}_items_5_answer`)).toHaveJSProperty(
        'tagName',
        'TEXTAREA',
      );
      await expect(page.getByRole('group', { name: /^Question 6\*?$/ })).toBeVisible();
      await expect(page.getByText(/Faq item/)).toHaveCount(0);
    });

    await test.step('the problem list names the place in the form’s words and goes to it', async () => {
      const problems = page.locator('.problems');
      await expect(problems.getByText(/blocks\[/)).toHaveCount(0);
      const place = problems.getByRole('button', {
        name: `Block ${faq + 1}, Questions and answers › Questions`,
      });
      await place.click();
      await expect(page.locator(`#root_blocks_${faq}_items`).locator(':focus')).toHaveCount(1);
    });

    await test.step('a link to no page is refused at its field, and nothing is saved', async () => {
      const href = page.locator('#root_blocks_0_buttons_1_href');
      await expect(href).toHaveValue('#chart');
      await href.fill('/nowhere');
      const error = page.locator('#root_blocks_0_buttons_1_href__error');
      await expect(error).toContainText('no page has this slug', { timeout: 30_000 });
      // The problem is read out with its field.
      await expect(href).toHaveAttribute('aria-describedby', /root_blocks_0_buttons_1_href__error/);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(/^Not saved/, { timeout: 30_000 });
      expect(await readFile(file, 'utf8')).toBe(before);
    });
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

  test('a block added from the type picker is refused while it holds its example text, then moved and removed', async ({
    page,
  }) => {
    const file = path.join(contentDir, 'pages/about.json');
    const before = await readFile(file, 'utf8');
    await openInEditor(page, 'pages/about.json');
    const blocks = page.locator('#root_blocks > .array-item-list > .rjsf-array-item');
    const count = await blocks.count();
    await page.getByLabel('Block type').selectOption('callout');
    await expect(
      page
        .frameLocator('iframe[title="Tip or warning box, as the gallery shows it"]')
        .getByText('Pro Tip'),
    ).toBeVisible({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Add a tip or warning box' }).click();
    await expect(blocks).toHaveCount(count + 1);
    const preview = page.frameLocator('iframe[title^="Preview of the page"]');
    await expect(preview.getByText('Pro Tip')).toBeVisible({ timeout: 30_000 });

    await test.step('its example text is refused at its field, and not saved', async () => {
      await expect(page.getByText(/is still the example text of a new block/).first()).toBeVisible({
        timeout: 30_000,
      });
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByRole('status')).toHaveText(/^Not saved/, { timeout: 30_000 });
      expect(await readFile(file, 'utf8')).toBe(before);
    });

    await blocks.last().getByRole('button', { name: 'Move up' }).last().click();
    await expect(page.locator(`#root_blocks_${count - 1}_title`)).toHaveValue('Pro Tip');
    await blocks
      .nth(count - 1)
      .getByRole('button', { name: 'Remove' })
      .last()
      .click();
    await expect(blocks).toHaveCount(count);
    await expect(preview.getByText('Pro Tip')).toHaveCount(0, { timeout: 30_000 });
  });

  test('answers only requests that name this machine', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      request(
        `${devUrl}/__edit/api/pages`,
        { headers: { host: `evil.example:${editorDevPort}` } },
        (response) => {
          response.resume();
          resolve(response.statusCode);
        },
      )
        .on('error', reject)
        .end();
    });
    expect(status).toBe(403);
  });

  test('a coin made in the editor passes the build’s checks, with its page and its pairs', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    await page.goto(`${devUrl}/__edit`);
    await page.getByText('New page', { exact: true }).click();
    const form = page.getByRole('form', { name: 'New page' });
    await form.getByLabel('Kind of page').selectOption('coin');
    // A coin the content does not have, whatever coins it has.
    const coin = absentCoin(siteFixture().coins);
    const { pair, widget } = coin.catalogue;
    const facts: Record<string, string> = {
      Address: coin.slug,
      Name: coin.name,
      'Ticker symbol': coin.symbol,
      'Market id': coin.catalogue.id,
      'Brand colour': coin.catalogue.color,
      Network: pair.network,
      'Confirmation time': pair.confirmationTime,
      'Swap time': pair.swapTime,
      'Minimum swap': pair.minimumSwap,
      'Decimal places': String(widget.decimals),
      'Token in the swap widget': widget.token!,
    };
    for (const [label, value] of Object.entries(facts)) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    // The chain comes from the swap widget's list, as in the page's own form, which has no
    // made-up chain such as the fixture's: the test coin is a token on Ethereum.
    await form.getByLabel('Chain in the swap widget').selectOption({ label: 'Ethereum' });
    await form.getByRole('button', { name: 'Make the page' }).click();
    await expect(page).toHaveURL(new RegExp(`\\?file=coins%2F${coin.slug}\\.json$`), {
      timeout: 60_000,
    });
    await expect(page.getByRole('heading', { level: 1 })).toContainText(`/${coin.slug}`);

    // The build renders the validator's page set when it finds no error, and
    // scripts/build.test.ts builds a coin added by npm run new's code, which made this one.
    const report = await validatePagesData(contentDir, { blockChecks: loadBlockChecks });
    expect(formatReport(report)).not.toMatch(/error/i);
    const made = new Map(report.pages.map(({ page }) => [page.slug, page]));
    for (const slug of [
      coin.slug,
      `${coin.slug}tobitcoin`,
      `bitcointo${coin.slug}`,
      `usdtto${coin.slug}`,
    ]) {
      expect(made.has(slug), slug).toBe(true);
    }
    expect(JSON.stringify(made.get(`${coin.slug}tobitcoin`))).toContain(coin.name);
  });
});

test('the page editor is not part of the production site', async ({ page }) => {
  const response = await page.goto('/__edit');
  expect(response?.status()).toBe(404);

  // Nor of the build the site serves.
  const dist = path.join(repoRoot, 'dist');
  const files = await readdir(dist, { recursive: true });
  expect(files.filter((name) => /editor|__edit/i.test(name))).toEqual([]);
  for (const name of files.filter((entry) => /\.(js|html)$/.test(entry))) {
    const text = await readFile(path.join(dist, name), 'utf8');
    expect(text.includes('/__edit'), name).toBe(false);
  }
});
