import type { BuiltinNews, PageDefinition, SiteData } from '../engine/generated/schema-types';
import type { Redirect } from '../content/pairTemplate';

/** One problem: the file (relative to the working directory), the JSON path inside it, and what is wrong. */
export interface Problem {
  file: string;
  path: string;
  message: string;
}

/** A warning about one entry of known-broken-links.json; `file` and `path` point at that entry. */
export interface Warning extends Problem {
  link: string;
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
  /** Pair addresses that move to a hand-written page of the same two coins. */
  redirects: Redirect[];
  filesChecked: number;
  /** The built-in news articles; none when the folder has no articles file. */
  articles: BuiltinNews;
  /** The addresses known-broken-links.json lists. */
  knownBrokenLinks: string[];
}

/** `ok` means no errors, and then site.json is certainly there: check `ok` to get a typed site. */
export type ValidationReport =
  | (ReportBase & { ok: true; site: SiteData })
  | (ReportBase & { ok: false; site: SiteData | undefined });

/** The report as a marketer reads it: errors grouped by file, then warnings, then one summary line. */
export function formatReport(report: ValidationReport): string {
  const errorRows = report.errors.map(({ file, path, message }) => ['error', file, path, message]);
  const warningRows = report.warnings.map(({ link, message }) => ['warning', link, message]);
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
    const noted =
      warnings.length > 0 ? `; ${count(warnings.length, 'warning')} (known broken links)` : '';
    return `No errors${noted}; ${checked}`;
  }
  const files = new Set(errors.map((error) => error.file)).size;
  const noted = warnings.length > 0 ? `, ${count(warnings.length, 'warning')}` : '';
  return `${count(errors.length, 'error')} in ${count(files, 'file')}${noted}; ${checked}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}
