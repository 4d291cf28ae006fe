import type { PageDefinition, SiteData } from '../engine/generated/schema-types';

/** One problem: the file (relative to the working directory), the JSON path inside it, and what is wrong. */
export interface Problem {
  file: string;
  path: string;
  message: string;
}

/**
 * Something that works but should be looked at. A known broken link names `link` (and
 * `file` and `path` point at its entry in known-broken-links.json); other warnings point
 * at the field itself.
 */
export interface Warning extends Problem {
  link?: string;
}

export interface ValidatedPage {
  file: string;
  page: PageDefinition;
}

interface ReportBase {
  /** Every page file that passed its schema, in file order. */
  pages: ValidatedPage[];
  errors: Problem[];
  warnings: Warning[];
  filesChecked: number;
}

/** `ok` means no errors, and then site.json is certainly there: check `ok` to get a typed site. */
export type ValidationReport =
  | (ReportBase & { ok: true; site: SiteData })
  | (ReportBase & { ok: false; site: SiteData | undefined });

/** The report as a marketer reads it: errors grouped by file, then warnings, then one summary line. */
export function formatReport(report: ValidationReport): string {
  const errorRows = report.errors.map(({ file, path, message }) => ['error', file, path, message]);
  const warningRows = report.warnings.map(({ link, file, path, message }) =>
    link ? ['warning', link, message] : ['warning', file, path, message],
  );
  return [...alignColumns(errorRows), ...alignColumns(warningRows), summary(report)].join('\n');
}

function alignColumns(rows: string[][]): string[] {
  const widths: number[] = [];
  for (const row of rows) {
    row.slice(0, -1).forEach((cell, index) => {
      widths[index] = Math.max(widths[index] ?? 0, cell.length);
    });
  }
  return rows.map((row) =>
    row
      .map((cell, index) => (index < row.length - 1 ? cell.padEnd(widths[index]!) : cell))
      .join('  '),
  );
}

function summary({ errors, warnings, filesChecked }: ValidationReport): string {
  const checked = `${count(filesChecked, 'file')} checked.`;
  if (errors.length === 0) {
    const allLinks = warnings.every((warning) => warning.link);
    const noted =
      warnings.length > 0
        ? `; ${count(warnings.length, 'warning')}${allLinks ? ' (known broken links)' : ''}`
        : '';
    return `No errors${noted}; ${checked}`;
  }
  const files = new Set(errors.map((error) => error.file)).size;
  const noted = warnings.length > 0 ? `, ${count(warnings.length, 'warning')}` : '';
  return `${count(errors.length, 'error')} in ${count(files, 'file')}${noted}; ${checked}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
