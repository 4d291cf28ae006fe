import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { findJava } from '../../scripts/lib/java';
import { pageFileOf } from '../../src/engine/routes';
import { pagesOfEachKind } from '../support/site-routes';

const vnuJar = createRequire(import.meta.url)('vnu-jar') as string;
const distDir = path.resolve('dist');

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  message: string;
  lastLine?: number;
  extract?: string;
}

/**
 * The checker's CSS grammar predates container queries (CSS Containment Level 3, in every
 * current browser since 2023), which the Docs tile lists use to know their column count.
 * Only these exact complaints are set aside; any other CSS error still fails the test.
 */
const CSS_THE_CHECKER_LACKS = [
  /^CSS: “container-type”: Property “container-type” doesn't exist\.$/,
  /^CSS: “container-name”: Property “container-name” doesn't exist\.$/,
  /^CSS: Unrecognized at-rule “@container”\.?$/,
];

const isKnownGap = (message: VnuMessage) =>
  CSS_THE_CHECKER_LACKS.some((pattern) => pattern.test(message.message.trim()));

/**
 * The prerendered file of a page of each kind, of every page that is laid out its own way, and
 * of the 404 page. Every coin page is one template filled with a coin's words, as is every
 * pair page, and React escapes the words, so one file stands for its kind; the validator checks
 * the words themselves on every page. Checking all of them took over a minute of the suite.
 */
async function htmlFileOfEachKind(): Promise<string[]> {
  const pages = await pagesOfEachKind();
  return [...pages.map((page) => pageFileOf(page.slug)), '404.html'].map((file) =>
    path.join(distDir, file),
  );
}

/** One line per problem, grouped by file, with the offending markup. */
function describeMessages(messages: VnuMessage[]): string {
  const byFile = new Map<string, VnuMessage[]>();
  for (const message of messages) {
    const file = path.relative(distDir, new URL(message.url).pathname);
    byFile.set(file, [...(byFile.get(file) ?? []), message]);
  }
  return [...byFile]
    .map(([file, found]) =>
      [
        `dist/${file}`,
        ...found.map(
          (message) =>
            `  line ${message.lastLine ?? '?'}: ${message.message}` +
            (message.extract ? `\n    ${message.extract.replace(/\s+/g, ' ').trim()}` : ''),
        ),
      ].join('\n'),
    )
    .join('\n');
}

test.describe('HTML validity', () => {
  // It checks the built files, not the browser: one run is enough.
  test.skip(({ isMobile }) => isMobile, 'the same files at every width');
  test.setTimeout(180_000);

  test('a prerendered page of each kind passes the Nu HTML Checker without errors', async () => {
    const java = findJava();
    if (!java) throw new Error('No Java found: run `tsx scripts/ensure-java.ts` to install one.');
    const files = await htmlFileOfEachKind();
    const missing = files.filter((file) => !existsSync(file));
    expect(missing, 'not in dist/: run `npm run build` first').toEqual([]);

    // One Java start for every file; the JSON report, not the exit code, says what failed.
    const { stdout } = await promisify(execFile)(
      java,
      [
        '-jar',
        vnuJar,
        '--errors-only',
        '--exit-zero-always',
        '--stdout',
        '--format',
        'json',
        ...files,
      ],
      { maxBuffer: 64 * 1024 * 1024 },
    );
    const report = JSON.parse(stdout) as { messages: VnuMessage[] };
    const errors = report.messages.filter(
      (message) => message.type !== 'info' && !isKnownGap(message),
    );
    expect(errors.length, `invalid HTML:\n${describeMessages(errors)}`).toBe(0);
  });
});
