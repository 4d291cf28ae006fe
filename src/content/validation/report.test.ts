import { describe, expect, it } from 'vitest';
import { formatReport, formatReportGithub, type ValidationReport } from './report';

const report = (changes: Partial<ValidationReport>): ValidationReport =>
  ({
    ok: false,
    pages: [],
    site: undefined,
    errors: [],
    warnings: [],
    filesChecked: 9,
    ...changes,
  }) as ValidationReport;

describe('formatReport', () => {
  it('aligns errors, then warnings, then sums up', () => {
    const text = formatReport(
      report({
        errors: [
          {
            file: 'content/coins/dogecoin.json',
            path: 'blocks[3].items[1].answer',
            message: 'must be a string (got number)',
          },
          {
            file: 'content/coins/dogecoin.json',
            path: 'slug',
            message: 'slug "doge" must match the file name "dogecoin.json"',
          },
          {
            file: 'content/site.json',
            path: 'nav[0].href',
            message: 'broken link /abot: no page has this slug (did you mean /about?)',
          },
        ],
        warnings: [
          {
            link: '/bitcointobnb',
            file: 'k.json',
            path: 'links[0]',
            message: 'known broken link, linked from a.json (href)',
          },
          {
            link: '/x',
            file: 'k.json',
            path: 'links[1]',
            message: 'listed in k.json but nothing links to it any more; remove it',
          },
        ],
      }),
    );
    expect(text).toMatchInlineSnapshot(`
      "error  content/coins/dogecoin.json  blocks[3].items[1].answer  must be a string (got number)
      error  content/coins/dogecoin.json  slug                       slug "doge" must match the file name "dogecoin.json"
      error  content/site.json            nav[0].href                broken link /abot: no page has this slug (did you mean /about?)
      warning  k.json  /bitcointobnb  known broken link, linked from a.json (href)
      warning  k.json  /x             listed in k.json but nothing links to it any more; remove it
      5 problems in 3 files (2 warnings); 9 files checked."
    `);
  });

  it('says how many warnings there were when there are no errors', () => {
    const warning = { link: '/x', file: 'k.json', path: 'links[0]', message: 'known broken link' };
    expect(formatReport(report({ warnings: [warning] }))).toMatchInlineSnapshot(`
      "warning  k.json  /x  known broken link
      No errors; 1 warning in 1 file (known broken links); 9 files checked."
    `);
    expect(formatReport(report({ filesChecked: 1 }))).toMatchInlineSnapshot(
      `"No problems; 1 file checked."`,
    );
  });

  it('counts errors and files in the singular', () => {
    const error = { file: 'a.json', path: 'slug', message: 'x' };
    expect(
      formatReport(report({ errors: [error] }))
        .split('\n')
        .at(-1),
    ).toMatchInlineSnapshot(`"1 problem in 1 file; 9 files checked."`);
  });

  it('sums up errors and warnings as problems, naming the warnings', () => {
    const error = { file: 'a.json', path: 'slug', message: 'x', line: 3, column: 5 };
    const warning = { link: '/x', file: 'k.json', path: 'links[0]', message: 'known broken link' };
    expect(
      formatReport(report({ errors: [error, { ...error, path: 'title' }], warnings: [warning] })),
    ).toMatchInlineSnapshot(`
      "error  a.json:3:5  slug   x
      error  a.json:3:5  title  x
      warning  k.json  /x  known broken link
      3 problems in 2 files (1 warning); 9 files checked."
    `);
  });
});

describe('formatReportGithub', () => {
  it('writes one annotation per problem, escaping what the runner reads specially', () => {
    const text = formatReportGithub(
      report({
        errors: [
          {
            file: 'content/coins/a,b.json',
            path: 'blocks[0].heading',
            message: '100% wrong\nsecond line',
            line: 7,
            column: 3,
          },
          { file: 'content/site.json', path: '(top level)', message: 'file is missing' },
        ],
        warnings: [
          {
            link: '/x',
            file: 'k.json',
            path: 'links[0]',
            message: 'known: broken',
            line: 4,
            column: 5,
          },
        ],
      }),
    );
    expect(text.split('\n')).toEqual([
      '::error file=content/coins/a%2Cb.json,line=7,col=3,title=blocks[0].heading::100%25 wrong%0Asecond line',
      '::error file=content/site.json,title=(top level)::file is missing',
      '::warning file=k.json,line=4,col=5,title=links[0]::known: broken',
      '3 problems in 3 files (1 warning); 9 files checked.',
    ]);
  });

  it('keeps columns narrow when one cell is very long, and cuts a cell past 1,000 characters', () => {
    const text = formatReport(
      report({
        errors: [
          { file: 'a.json', path: 'slug', message: 'x' },
          { file: 'b.json', path: `[${'p'.repeat(70)}]`, message: 'm'.repeat(5_000) },
        ],
      }),
    );
    const [first, second] = text.split('\n');
    expect(first).toBe('error  a.json  slug  x');
    expect(second).toBe(`error  b.json  [${'p'.repeat(70)}]  ${'m'.repeat(1_000)}…`);
  });

  it('keeps each problem on one line, whatever characters a file name or value holds', () => {
    const text = formatReport(
      report({
        errors: [{ file: 'a.json', path: 'slug', message: 'slug "x\ny\u202ez\ud800" is odd' }],
      }),
    );
    expect(text.split('\n')[0]).toBe('error  a.json  slug  slug "x\\u000ay\\u202ez\\ud800" is odd');
  });
});
