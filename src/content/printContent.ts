/**
 * Prints a content folder as the loader reads it, as one JSON line, for tools that cannot
 * import the loader themselves: the Vite plugin runs it in a child process, because a Vite
 * config cannot follow the validator's on-demand imports of each block's checks.
 */
import { formatReport, validatePagesData } from '../validation/index';

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: printContent <content folder>');
  process.exit(2);
}

try {
  const report = await validatePagesData(dir);
  process.stdout.write(
    JSON.stringify(
      report.ok
        ? {
            ok: true,
            site: report.site,
            pages: report.pages.map(({ page }) => page),
            articles: report.articles,
            knownBrokenLinks: report.knownBrokenLinks,
            redirects: report.redirects,
          }
        : { ok: false, message: formatReport(report) },
    ),
  );
} catch (error) {
  process.stdout.write(
    JSON.stringify({ ok: false, message: error instanceof Error ? error.message : String(error) }),
  );
}
