/**
 * Prints a content folder as the production loader (loadContent) reads it, with this site's
 * block checks, as one JSON line, for tools that cannot import the loader themselves: the Vite
 * plugin runs it in a child process, because a Vite config cannot follow the on-demand imports
 * of each block's checks.
 */
import { readFileSync } from 'node:fs';
import { loadBlockChecks } from './blocks';
import { ContentError, loadContent } from './content/loadContent';
import { codeFrame } from './content/validation/json-locate';
import { formatReport, type ValidationReport } from './content/validation/index';

/** Where the first error is, with a code frame, for the dev server's error overlay. */
function firstErrorAt(report: ValidationReport) {
  const first = report.errors[0];
  if (!first || first.line === undefined) return {};
  const loc = { file: first.file, line: first.line, column: first.column ?? 1 };
  try {
    return { loc, frame: codeFrame(readFileSync(first.file, 'utf8'), loc) };
  } catch {
    return { loc };
  }
}

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: printContent <content folder>');
  process.exit(2);
}

/** The warnings as `npm run validate` prints them, or nothing when there are none. */
function warningsOf(report: ValidationReport): string | undefined {
  return report.warnings.length > 0 ? formatReport({ ...report, errors: [] }) : undefined;
}

const print = (answer: object) => process.stdout.write(JSON.stringify(answer));

try {
  const { site, pages, articles, knownBrokenLinks, redirects, made, report } = await loadContent(
    dir,
    {
      blockChecks: loadBlockChecks,
    },
  );
  print({
    ok: true,
    warnings: warningsOf(report),
    site,
    pages,
    articles,
    knownBrokenLinks,
    redirects,
    made,
  });
} catch (error) {
  if (error instanceof ContentError) {
    const { report } = error;
    // Only the errors: known broken links would bury them on the overlay.
    print({
      ok: false,
      message: formatReport({ ...report, warnings: [] }),
      warnings: warningsOf(report),
      ...firstErrorAt(report),
    });
  } else {
    print({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
}
