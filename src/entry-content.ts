/**
 * Prints a content folder as the loader reads it, with this site's block checks, as one JSON
 * line, for tools that cannot import the loader themselves: the Vite plugin runs it in a
 * child process, because a Vite config cannot follow the on-demand imports of each block's
 * checks.
 */
import { readFileSync } from 'node:fs';
import { loadBlockChecks } from './blocks';
import { listSiteAssets } from './content/siteAssets';
import { renderedPage } from './content/catalogue';
import { codeFrame } from './content/validation/json-locate';
import { formatReport, validatePagesData, type ValidationReport } from './content/validation/index';

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

try {
  const report = await validatePagesData(dir, {
    blockChecks: loadBlockChecks,
    assets: await listSiteAssets(dir),
  });
  process.stdout.write(
    JSON.stringify(
      report.ok
        ? {
            ok: true,
            warnings: warningsOf(report),
            site: report.site,
            pages: report.pages.map(({ page }) => renderedPage(page)),
            articles: report.articles,
            knownBrokenLinks: report.knownBrokenLinks,
            redirects: report.redirects,
          }
        : // Only the errors: known broken links would bury them on the overlay.
          {
            ok: false,
            message: formatReport({ ...report, warnings: [] }),
            warnings: warningsOf(report),
            ...firstErrorAt(report),
          },
    ),
  );
} catch (error) {
  process.stdout.write(
    JSON.stringify({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
}
