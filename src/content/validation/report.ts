import { codeFrame } from './json-locate';
import type { BuiltinNews, PageDefinition } from '../../types/schema';
import type { SiteData } from '../../types/siteData';
import { cut } from './values';
import type { Redirect } from '../pairTemplate';
import type { CatalogueCoin } from '../../catalogue/types';
import type { BuiltCatalogue } from './catalogueOverrides';

/** One problem: the file (relative to the working directory), the JSON path inside it, and what is wrong. */
export interface Problem {
  file: string;
  path: string;
  message: string;
  /** Where in the file the path is, from 1; absent when the file could not be read. */
  line?: number;
  column?: number;
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
  /** Made by the pair template, not read from a page file of its own. */
  madeByTemplate?: true;
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
  /**
   * Every coin the widget can trade (src/catalogue), the coin files' coins among them, with
   * catalogue.json's changes; ordered by market-cap rank.
   */
  catalogue: CatalogueCoin[];
  /** The addresses known-broken-links.json lists. */
  knownBrokenLinks: string[];
  /** The pair template as it passed its schema; absent when it did not. */
  pairTemplate?: Record<string, unknown>;
  /** The coin template likewise. */
  coinTemplate?: Record<string, unknown>;
  /**
   * What the made-page checks were given (see `ValidateOptions.madePagesPassed`); absent when
   * the coins or templates were not sound enough to make pages from.
   */
  madeChecksKey?: string;
  /** The catalogue as built, for a later run of the same code (`ValidateOptions.catalogueBefore`). */
  builtCatalogue?: BuiltCatalogue;
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

export interface FormatOptions {
  /**
   * The text of a file named in the report, to print a short code frame under each of its
   * problems; without it every problem is one line.
   */
  source?: (file: string) => string | undefined;
}

/** `file:line:column`, as editors and terminals make clickable; just the file when unknown. */
export function locationOf({ file, line, column }: Problem): string {
  return line === undefined ? file : `${file}:${line}:${column ?? 1}`;
}

/**
 * The report as a marketer reads it: one line per error (where, which field, what), then the
 * warnings, then one summary line. With `source`, each line is followed by its code frame.
 */
export function formatReport(report: ValidationReport, options: FormatOptions = {}): string {
  const errorRows = report.errors.map((error) => ({
    problem: error as Problem,
    cells: ['error', locationOf(error), error.path, error.message],
  }));
  const warningRows = report.warnings.map((warning) => ({
    problem: warning as Problem,
    cells: ['warning', locationOf(warning), warning.link ?? warning.path, warning.message],
  }));
  const lines = [errorRows, warningRows].flatMap((rows) => {
    const aligned = alignColumns(rows.map((row) => row.cells));
    return rows.flatMap(({ problem }, index) => {
      const frame = options.source && frameOf(problem, options.source);
      return frame ? [aligned[index]!, frame] : [aligned[index]!];
    });
  });
  return [...lines, summaryLine(report)].join('\n');
}

function frameOf(problem: Problem, source: (file: string) => string | undefined) {
  if (problem.line === undefined) return undefined;
  const text = source(problem.file);
  if (text === undefined) return undefined;
  const frame = codeFrame(text, { line: problem.line, column: problem.column ?? 1 });
  // The frame quotes the file, which may hold anything: it gets the same escaping and cut.
  return frame
    .split('\n')
    .map((row) => `    ${cut(printable(row), MAX_CELL_LENGTH)}`)
    .join('\n');
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

/** "3 problems in 2 files (1 warning); 40 files checked.", or no errors and how many warnings. */
export function summaryLine({ errors, warnings, filesChecked }: ValidationReport): string {
  const checked = `${count(filesChecked, 'file')} checked.`;
  const problems = [...errors, ...warnings];
  if (problems.length === 0) return `No problems; ${checked}`;
  const files = new Set(problems.map((problem) => problem.file)).size;
  if (errors.length === 0) {
    // Only warnings: nothing to fix today, and the line must not read as a failure.
    const kind = warnings.every((warning) => warning.link) ? ' (known broken links)' : '';
    return `No errors; ${count(warnings.length, 'warning')} in ${count(files, 'file')}${kind}; ${checked}`;
  }
  const noted = warnings.length > 0 ? ` (${count(warnings.length, 'warning')})` : '';
  return `${count(problems.length, 'problem')} in ${count(files, 'file')}${noted}; ${checked}`;
}

function count(n: number, noun: string): string {
  return `${n} ${noun}${n === 1 ? '' : 's'}`;
}

/** The report for tools: every problem with its severity and position, and the counts. */
export function formatReportJson(report: ValidationReport): string {
  const problem = (severity: 'error' | 'warning') => (found: Problem) => ({
    severity,
    file: found.file,
    line: found.line ?? null,
    column: found.column ?? null,
    path: found.path,
    message: found.message,
  });
  return JSON.stringify(
    {
      ok: report.errors.length === 0,
      problems: [
        ...report.errors.map(problem('error')),
        ...report.warnings.map(problem('warning')),
      ],
      errors: report.errors.length,
      warnings: report.warnings.length,
      filesChecked: report.filesChecked,
      summary: summaryLine(report),
    },
    null,
    2,
  );
}

/**
 * GitHub Actions workflow commands: each problem becomes an annotation on its line of the
 * pull request's diff, errors as ::error and warnings as ::warning.
 */
export function formatReportGithub(report: ValidationReport): string {
  const annotation = (command: 'error' | 'warning', found: Problem) => {
    const properties = [`file=${escapeProperty(found.file)}`];
    if (found.line !== undefined) {
      properties.push(`line=${found.line}`, `col=${found.column ?? 1}`);
    }
    properties.push(`title=${escapeProperty(found.path)}`);
    return `::${command} ${properties.join(',')}::${escapeData(found.message)}`;
  };
  return [
    ...report.errors.map((error) => annotation('error', error)),
    ...report.warnings.map((warning) => annotation('warning', warning)),
    summaryLine(report),
  ].join('\n');
}

/** The runner reads %, CR and LF specially in a message; properties also end at : and , */
const escapeData = (text: string) =>
  text.replace(/%/g, '%25').replace(/\r/g, '%0D').replace(/\n/g, '%0A');
const escapeProperty = (text: string) => escapeData(text).replace(/:/g, '%3A').replace(/,/g, '%2C');
