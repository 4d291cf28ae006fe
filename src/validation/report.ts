import type { BuiltinNews, PageDefinition, SiteData } from '../engine/generated/schema-types';
import { cut } from './values';

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

/** Columns are lined up to this width at most; one long name must not push every line right. */
const MAX_ALIGNED_WIDTH = 60;
/** No cell is printed longer than this, whatever a message quotes from a file. */
const MAX_CELL_LENGTH = 1_000;
/**
 * Characters that would break a problem's one line or garble the terminal: control
 * characters (a newline in a field name), direction overrides, and half surrogate pairs.
 */
const UNPRINTABLE =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The report as a marketer reads it: errors grouped by file, then warnings, then one summary line. */
export function formatReport(report: ValidationReport): string {
  const errorRows = report.errors.map(({ file, path, message }) => ['error', file, path, message]);
  const warningRows = report.warnings.map(({ link, message }) => ['warning', link, message]);
  return [...alignColumns(errorRows), ...alignColumns(warningRows), summary(report)].join('\n');
}

function alignColumns(rows: string[][]): string[] {
  const cells = rows.map((row) => row.map((cell) => cut(printable(cell), MAX_CELL_LENGTH)));
  const widths: number[] = [];
  for (const row of cells) {
    row.slice(0, -1).forEach((cell, index) => {
      if (cell.length <= MAX_ALIGNED_WIDTH) {
        widths[index] = Math.max(widths[index] ?? 0, cell.length);
      }
    });
  }
  return cells.map((row) =>
    row
      .map((cell, index) => (index < row.length - 1 ? cell.padEnd(widths[index] ?? 0) : cell))
      .join('  '),
  );
}

/** Unprintable characters as JSON writes them: `\u000a` for a newline. */
function printable(text: string): string {
  return text.replace(
    UNPRINTABLE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
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
