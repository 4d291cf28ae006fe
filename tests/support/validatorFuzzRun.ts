import { writeFile } from 'node:fs/promises';
import { formatReport, validatePagesData } from '../../src/content/validation/index';
import { loadBlockChecks } from '../../src/blocks';

/**
 * validatePagesData over one folder, in a process of its own so that the fuzz test can
 * kill it should a file make it hang. Writes the report to the file named second.
 */
const [folder, output] = process.argv.slice(2);
const started = performance.now();
const report = await validatePagesData(folder!, {
  blockChecks: loadBlockChecks,
  relativeTo: folder,
});
await writeFile(
  output!,
  JSON.stringify({
    text: formatReport(report),
    errors: report.errors,
    pages: report.pages.map((page) => page.file),
    filesChecked: report.filesChecked,
    ms: Math.round(performance.now() - started),
  }),
);
