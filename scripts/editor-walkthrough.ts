/**
 * A marketer's first run-through of `npm run edit`, done in a real browser: a new coin, an FAQ
 * answer, a block moved, Save and Publish, with a screenshot after each step for the editor's
 * README (src/editor/walkthrough/). It runs on a copy of the content folder made into a git
 * repository of its own, so Publish commits there and never to this project.
 *
 *   npx tsx scripts/editor-walkthrough.ts [--port 5190]
 *
 * A step that does not reach what the marketer would see stops the run with a plain message
 * and exit code 1: the README's pictures are only renewed by a run that went through.
 */
import { WIDGET_NETWORKS } from '../src/catalogue/networks';
import { codeWordsIn } from '../src/editor/form/codeWords';
import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import {
  FIRST_CHECK_MS,
  startEditorServer,
  type EditorServer,
} from '../tests/support/editorServer.ts';
import { chromiumArgs, findTestBrowser } from './lib/browser.ts';

/** The chains' own names (eCash, zkSync), which the chain list shows as they are spelled. */
const CHAIN_NAMES = new Set(WIDGET_NETWORKS.map((network) => network.network));

const projectRoot = path.resolve(import.meta.dirname, '..');
const SCREENSHOT_DIR = path.join(projectRoot, 'src/editor/walkthrough');
/** Beside `npm run edit`'s 5174 and `npm run dev`'s 5173, so it runs while they do. */
const DEFAULT_PORT = 5190;
/** A picture the README shows should stay light to clone; a run that outgrows it says so. */
const MAX_SCREENSHOT_BYTES = 250 * 1024;
/** A check after an edit: the whole validator over the folder, slow on a loaded machine. */
const CHECK_MS = 60_000;
/** A save or a new page changes the content folder, and the editor reloads for it. */
const RELOAD_MS = 120_000;

const COIN = {
  slug: 'dogecoin',
  name: 'Dogecoin',
  symbol: 'DOGE',
  marketId: 'dogecoin',
  colour: '#c2a633',
  network: 'Dogecoin',
  confirmationTime: 'about 1 minute a block',
  swapTime: '5-30 minutes',
  minimum: 'about $10 to $20 in DOGE',
  decimals: '8',
  chainChoice: 'Dogecoin',
};
/** The first question, whose answer the page shows open. */
const FAQ_QUESTION = 'What is Bitcoin?';
const ADDED_TO_ANSWER = ' One bitcoin can be split into 100 million parts, called satoshis.';
const PUBLISHER = 'Ann Marketer';
const PUBLISH_MESSAGE =
  'A Dogecoin page; on /bitcoin, satoshis in the FAQ and the FAQ above the news';

/** A step that did not reach the state a marketer would see: the run's one kind of failure. */
class StepFailed extends Error {}

function portFromArguments(): number {
  const { values } = parseArgs({ options: { port: { type: 'string' } } });
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) {
    throw new StepFailed(`--port must be a port number, not "${values.port}".`);
  }
  return port;
}

/** Waits for something the marketer would see, and names it when it does not come. */
async function sees(what: string, locator: Locator, timeout = CHECK_MS): Promise<void> {
  try {
    await locator.waitFor({ state: 'visible', timeout });
  } catch {
    throw new StepFailed(`the editor did not show ${what} within ${timeout / 1000} s`);
  }
}

/** Polls until `check` holds; `what` says in words what was expected. */
async function until(
  what: string,
  check: () => Promise<boolean>,
  timeout = CHECK_MS,
): Promise<void> {
  const deadline = Date.now() + timeout;
  while (Date.now() < deadline) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new StepFailed(`${what} did not happen within ${timeout / 1000} s`);
}

/** A label of the page's form, which marks a field that must be filled with a star. */
const fieldLabel = (words: string) => new RegExp(`^${words}\\*?$`);

const textOf = async (locator: Locator) => ((await locator.textContent()) ?? '').trim();

const noProblems = (page: Page) => page.getByRole('heading', { name: 'No problems' });
const preview = (page: Page) => page.frameLocator('iframe[title^="Preview of the page"]');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/**
 * The editor reloads when the content folder changed (a save, a new page), which may come a
 * moment after the page it lands on has drawn; the state a screenshot shows is after that.
 */
async function settled(page: Page, what: string): Promise<void> {
  await sees(`"No problems" for ${what}`, noProblems(page), FIRST_CHECK_MS);
  const reloaded = await page
    .waitForEvent('load', { timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (reloaded) await sees(`"No problems" for ${what}`, noProblems(page), FIRST_CHECK_MS);
}

/** The check starts once typing pauses (400 ms); "No problems" before then is the last one's. */
async function checkedAfterEdit(page: Page, what: string): Promise<void> {
  await page.waitForTimeout(1_000);
  await sees(`"No problems" ${what}`, noProblems(page));
}

/** Saves the open page; `name` is how the editor names it, e.g. "Bitcoin". */
async function save(page: Page, file: string, name: string): Promise<void> {
  await sees('"No problems" before saving', noProblems(page));
  const reloaded = page.waitForEvent('load', { timeout: RELOAD_MS });
  await saveButton(page).click();
  await reloaded.catch(() => {
    throw new StepFailed(`the editor did not reload after saving ${file}`);
  });
  const status = page.getByRole('status').first();
  await until(
    `the message "Saved the ${name} page."`,
    async () => (await textOf(status)) === `Saved the ${name} page.`,
  );
  await sees(`"No problems" after saving ${file}`, noProblems(page), FIRST_CHECK_MS);
}

/**
 * Scrolls the preview's own page to `target`. The end of a page cannot scroll to the top of
 * its frame, and may stay below what the preview column shows: the column scrolls then too.
 */
async function showInPreview(page: Page, target: Locator): Promise<void> {
  const topInFrame = await target.evaluate((element) => {
    scrollTo(0, element.getBoundingClientRect().top + scrollY - 8);
    return element.getBoundingClientRect().top;
  });
  await page.evaluate((top) => {
    const column = document.querySelector('aside');
    const frame = column?.querySelector('iframe');
    if (!column || !frame) return;
    column.scrollTo(0, 0);
    const scale = frame.getBoundingClientRect().height / frame.offsetHeight;
    const shownAt =
      frame.getBoundingClientRect().top - column.getBoundingClientRect().top + top * scale;
    const wanted = column.clientHeight / 3;
    if (shownAt > wanted) column.scrollTo(0, shownAt - wanted);
  }, topInFrame);
}

async function centre(locator: Locator): Promise<void> {
  await locator.evaluate((element) => element.scrollIntoView({ block: 'center' }));
}

/** Scrolls the form so that `locator` is just under the toolbar that stays at the top. */
async function toTop(locator: Locator): Promise<void> {
  await locator.evaluate((element) => {
    element.scrollIntoView({ block: 'start' });
    scrollBy(0, -(document.querySelector('main .toolbar')?.getBoundingClientRect().height ?? 0));
  });
}

/** At a phone's width the preview is drawn at full size, so its words can be read. */
async function phonePreview(page: Page): Promise<void> {
  await page.getByRole('radio', { name: 'phone (375 px)' }).check();
}

class Walkthrough {
  private shots = 0;

  constructor(
    private readonly page: Page,
    private readonly editor: EditorServer,
    private readonly staging: string,
  ) {}

  private async screenshot(name: string): Promise<void> {
    this.shots += 1;
    // Fonts and the preview's pictures finish drawing after the state is reached.
    await this.page.evaluate(() => document.fonts.ready);
    await this.page.waitForTimeout(500);
    await this.expectNoCodeWords(name);
    const file = path.join(this.staging, `${String(this.shots).padStart(2, '0')}-${name}.png`);
    await this.page.screenshot({ path: file, type: 'png' });
    const { size } = await stat(file);
    if (size > MAX_SCREENSHOT_BYTES) {
      throw new StepFailed(`${path.basename(file)} is ${Math.round(size / 1024)} KB, over 250 KB`);
    }
    console.log(`  ${path.basename(file)}`);
  }

  /**
   * What the marketer reads at this step, the preview's page aside, holds no key name, code id,
   * file or terminal command (issue #43's run-through).
   */
  private async expectNoCodeWords(step: string): Promise<void> {
    const text = await this.page.evaluate(() => document.body.innerText);
    const found = [
      ...text
        .split('\n')
        .filter((line) => !CHAIN_NAMES.has(line.trim()))
        // The paragraph box's own marks, which Bold and Link write in it: [words](/address).
        .map((line) => line.replace(/\[[^\]\n]*\]\(\/[^)\s]*\)/g, ''))
        .flatMap(codeWordsIn),
      ...(text.match(/npm run[^\n]*/g) ?? []),
    ];
    if (found.length > 0) {
      throw new StepFailed(
        `the screen of "${step}" shows code words: ${[...new Set(found)].join('; ')}`,
      );
    }
  }

  /** The first opening builds the editor's code and checks the whole folder: not pictured. */
  async warmUp(): Promise<void> {
    const { page, editor } = this;
    await page.goto(`${editor.url}/__edit?file=coins%2Fbitcoin.json`);
    await sees('"No problems" on its first opening', noProblems(page), FIRST_CHECK_MS);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
  }

  async startScreen(): Promise<void> {
    const { page, editor } = this;
    await page.goto(`${editor.url}/__edit`);
    await sees('its welcome', page.getByRole('heading', { name: 'Page editor', level: 1 }));
    await sees(
      'the page list',
      page
        .getByRole('navigation', { name: 'Pages' })
        .getByRole('link', { name: '/bitcoin', exact: true }),
    );
    await this.screenshot('start');
  }

  async newCoin(): Promise<void> {
    const { page } = this;
    await page.locator('summary', { hasText: /^New page$/ }).click();
    const form = page.getByRole('form', { name: 'New page' });
    await sees('the New page form', form);
    await form.getByLabel('Kind of page', { exact: true }).selectOption('coin');
    const facts: [label: string, value: string][] = [
      ['Address', COIN.slug],
      ['Name', COIN.name],
      ['Ticker symbol', COIN.symbol],
      ['Market id', COIN.marketId],
      ['Brand colour', COIN.colour],
      ['Network', COIN.network],
      ['Confirmation time', COIN.confirmationTime],
      ['Swap time', COIN.swapTime],
      ['Minimum swap', COIN.minimum],
      ['Decimal places', COIN.decimals],
    ];
    for (const [label, value] of facts) await form.getByLabel(label, { exact: true }).fill(value);
    // The chain is picked from the widget's list on the page's own form, once it is made.
    await form.getByLabel('The swap widget cannot swap this coin', { exact: true }).check();
    const make = form.getByRole('button', { name: 'Make the page' });
    await centre(make);
    await this.screenshot('new-coin');

    await make.click();
    const made = `?file=coins%2F${COIN.slug}.json`;
    await until(`opening the new page ${made}`, async () => page.url().endsWith(made)).catch(
      async (failure: Error) => {
        const refusal = await textOf(form.getByRole('alert')).catch(() => '');
        throw new StepFailed(refusal ? `the new coin was refused: ${refusal}` : failure.message);
      },
    );
    await settled(page, 'the new coin');

    await page.getByLabel('The swap widget cannot swap this coin', { exact: true }).uncheck();
    const chain = page.getByLabel(fieldLabel('Chain'));
    await chain.selectOption({ label: COIN.chainChoice });
    await page.getByLabel(fieldLabel('Token')).fill(COIN.symbol);
    const marketNote = page.getByText(`The catalogue’s ${COIN.name} (${COIN.symbol}).`);
    await sees('the market id found in the catalogue', marketNote);
    await checkedAfterEdit(page, 'with the chain chosen');
    await sees(
      'the new coin in the preview',
      preview(page).getByRole('heading', { level: 1, name: `${COIN.name} (${COIN.symbol})` }),
    );
    await toTop(page.getByRole('main').getByText(fieldLabel('Market id')));
    await this.screenshot('new-coin-market');
    await centre(chain);
    await this.screenshot('new-coin-chain');
    await save(page, `coins/${COIN.slug}.json`, COIN.name);
  }

  /** Returns the answer's new text. */
  async faqAnswer(): Promise<string> {
    const { page } = this;
    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: '/bitcoin', exact: true })
      .click();
    await sees(
      '/bitcoin open',
      page.getByRole('heading', { level: 1, name: 'Bitcoin at /bitcoin' }),
    );
    await settled(page, '/bitcoin');
    await phonePreview(page);

    const question = page.getByRole('textbox', { name: fieldLabel('Question') });
    const questions = await question.evaluateAll((boxes) =>
      boxes.map((box) => (box as HTMLInputElement).value),
    );
    const index = questions.indexOf(FAQ_QUESTION);
    if (index < 0) throw new StepFailed(`/bitcoin has no FAQ question "${FAQ_QUESTION}"`);
    const answer = page.getByRole('textbox', { name: fieldLabel('Answer') }).nth(index);
    const edited = `${await answer.inputValue()}${ADDED_TO_ANSWER}`;
    await answer.fill(edited);
    const shown = preview(page).getByText(ADDED_TO_ANSWER.trim());
    await sees('the new answer in the preview', shown);
    await checkedAfterEdit(page, 'with the new answer');
    await showInPreview(page, preview(page).getByRole('heading', { name: 'Bitcoin FAQ' }));
    await centre(answer);
    await this.screenshot('faq-answer');
    await page.evaluate(() => scrollTo(0, 0));
    await this.screenshot('no-problems');
    return edited;
  }

  async moveBlockUp(answer: string): Promise<void> {
    const { page } = this;
    const faq = page
      .locator('#root_blocks > .array-item-list > .rjsf-array-item')
      .filter({ has: page.getByRole('textbox', { name: fieldLabel('Question') }) });
    const place = () =>
      faq.evaluate((block) => [...(block.parentElement?.children ?? [])].indexOf(block));
    const before = await place();
    if (before < 1)
      throw new StepFailed('the FAQ is the first block of /bitcoin: it cannot move up');
    // The block's own buttons come after those of its questions.
    const moveUp = faq.getByRole('button', { name: 'Move up' }).last();
    await moveUp.click();
    await until('the FAQ moving up one block', async () => (await place()) === before - 1);
    const answers = faq.getByRole('textbox', { name: fieldLabel('Answer') });
    await until('the moved FAQ keeping the new answer', async () =>
      (
        await answers.evaluateAll((boxes) => boxes.map((box) => (box as HTMLTextAreaElement).value))
      ).includes(answer),
    );
    await checkedAfterEdit(page, 'with the FAQ moved');
    await showInPreview(page, preview(page).getByRole('heading', { name: 'Bitcoin FAQ' }));
    await centre(moveUp);
    await this.screenshot('block-moved');
  }

  async saveBitcoin(): Promise<void> {
    const { page } = this;
    await save(page, 'coins/bitcoin.json', 'Bitcoin');
    await sees(
      'the saved page in the preview',
      preview(page).getByRole('heading', { level: 1, name: 'Bitcoin (BTC)' }),
    );
    await this.screenshot('saved');
  }

  async publish(): Promise<void> {
    const { page, editor } = this;
    await page.getByRole('button', { name: 'Publish…' }).click();
    const dialog = page.getByRole('dialog', { name: 'Publish' });
    await sees('the Publish dialog', dialog);
    const summary = dialog.getByRole('list', { name: 'What will be published' });
    const pages = summary.locator(':scope > li > strong');
    const expected = ['Bitcoin', COIN.name];
    await until(`Publish listing ${expected.join(' and ')}`, async () => {
      const listed = await pages.allTextContents();
      return JSON.stringify(listed.map((line) => line.trim()).sort()) === JSON.stringify(expected);
    });
    await sees(
      `${COIN.name} as a new page`,
      summary.getByText(`at /${COIN.slug}: a new page`, { exact: false }),
    );
    await sees(
      'the changed fields of /bitcoin',
      summary.getByRole('list', { name: 'Changed on Bitcoin' }),
    );
    await dialog.getByLabel('Your name').fill(PUBLISHER);
    await dialog.getByLabel('What changed').fill(PUBLISH_MESSAGE);
    await this.screenshot('publish');

    await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
    const done = `Published 2 files: “${PUBLISH_MESSAGE}”.`;
    await until(
      `the message "${done}"`,
      async () => (await textOf(dialog.getByRole('status'))) === done,
    );
    await this.screenshot('published');

    const git = (...args: string[]) =>
      execFileSync('git', args, { cwd: editor.contentDir, encoding: 'utf8' }).trim();
    const commit = git('log', '-1', '--format=%an|%B');
    if (commit !== `${PUBLISHER}|${PUBLISH_MESSAGE}`) {
      throw new StepFailed(`Publish made the commit "${commit}", not the marketer's`);
    }
    const left = git('status', '--porcelain');
    if (left) throw new StepFailed(`Publish left changes behind:\n${left}`);
  }
}

/** The content copy as a git repository of its own, with everything in one first commit. */
function makeRepository(contentDir: string): void {
  const who = { name: 'Setup', email: 'setup@example.test' };
  const git = (...args: string[]) =>
    execFileSync('git', args, {
      cwd: contentDir,
      stdio: 'ignore',
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: who.name,
        GIT_AUTHOR_EMAIL: who.email,
        GIT_COMMITTER_NAME: who.name,
        GIT_COMMITTER_EMAIL: who.email,
      },
    });
  git('init', '--quiet', '--initial-branch=main');
  git('add', '--all');
  git('commit', '--quiet', '-m', 'The content as it is');
}

/** The new pictures replace the README's, only once every step went through. */
async function keepScreenshots(staging: string): Promise<void> {
  await mkdir(SCREENSHOT_DIR, { recursive: true });
  for (const old of await readdir(SCREENSHOT_DIR)) {
    if (old.endsWith('.png')) await rm(path.join(SCREENSHOT_DIR, old));
  }
  for (const shot of (await readdir(staging)).sort()) {
    await copyFile(path.join(staging, shot), path.join(SCREENSHOT_DIR, shot));
  }
}

async function main(): Promise<void> {
  const port = portFromArguments();
  const found = findTestBrowser();
  if (!found) {
    throw new StepFailed(
      'no Chromium found: run `npx tsx scripts/ensure-browser.ts`, or set CHROME_PATH',
    );
  }
  const staging = await mkdtemp(path.join(tmpdir(), 'editor-walkthrough-shots-'));
  let editor: EditorServer | undefined;
  let browser: Browser | undefined;
  const stop = async () => {
    await browser?.close().catch(() => undefined);
    await editor?.stop();
  };
  // Ctrl+C stops the server and removes the copy too.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void stop().finally(() => process.exit(130)));
  }
  let page: Page | undefined;
  try {
    console.log(`Starting npm run edit on a copy of the content, on port ${port}…`);
    editor = await startEditorServer({
      name: 'editor-walkthrough',
      port,
      script: 'edit',
      prepare: makeRepository,
    });
    browser = await chromium.launch({ executablePath: found.executablePath, args: chromiumArgs });
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      deviceScaleFactor: 1,
    });
    // Every wait of Playwright's own is bounded too.
    context.setDefaultTimeout(CHECK_MS);
    context.setDefaultNavigationTimeout(RELOAD_MS);
    page = await context.newPage();
    const walk = new Walkthrough(page, editor, staging);
    let answer = '';
    const steps: [name: string, run: () => Promise<unknown>][] = [
      ['opening the editor', () => walk.warmUp()],
      ['the start screen', () => walk.startScreen()],
      ['a new coin', () => walk.newCoin()],
      ['an FAQ answer', async () => (answer = await walk.faqAnswer())],
      ['a block moved up', () => walk.moveBlockUp(answer)],
      ['Save', () => walk.saveBitcoin()],
      ['Publish', () => walk.publish()],
    ];
    for (const [name, step] of steps) {
      console.log(`Step: ${name}`);
      try {
        await step();
      } catch (error) {
        const why = error instanceof Error ? error.message.split('\n')[0] : String(error);
        throw new StepFailed(`Step "${name}" failed: ${why}`);
      }
    }
    await keepScreenshots(staging);
    await rm(staging, { recursive: true, force: true });
    console.log(
      `The run-through went through; screenshots are in ${path.relative(projectRoot, SCREENSHOT_DIR)}/.`,
    );
  } catch (error) {
    const failedShot = path.join(staging, 'failed.png');
    const pictured = await page
      ?.screenshot({ path: failedShot })
      .then(() => true)
      .catch(() => false);
    if (pictured) console.error(`What the browser showed: ${failedShot}`);
    if (editor) console.error(`What the editor printed:\n${editor.output()}`);
    throw error;
  } finally {
    await stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof StepFailed ? error.message : error);
  process.exitCode = 1;
});
