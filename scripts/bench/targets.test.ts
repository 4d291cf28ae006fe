import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { meets, target, TARGETS, targetCells, type Target } from './targets';

const README = path.join(import.meta.dirname, 'README.md');
const HEADING = '### Every limit the report judges';

/** The cells of each row of the README's table of targets, below its header. */
function readmeRows(): string[][] {
  const lines = readFileSync(README, 'utf8').split('\n');
  const start = lines.indexOf(HEADING);
  expect(start, `${HEADING} in scripts/bench/README.md`).toBeGreaterThan(-1);
  const rows: string[][] = [];
  for (const line of lines.slice(start + 1)) {
    if (line.startsWith('#')) break;
    if (line.startsWith('|'))
      rows.push(
        line
          .slice(1, -1)
          .split('|')
          .map((cell) => cell.trim()),
      );
    else if (rows.length > 0) break;
  }
  return rows.slice(2);
}

describe('the bench targets', () => {
  it('are the table the bench README shows, row for row', () => {
    expect(readmeRows()).toEqual(TARGETS.map(targetCells));
  });

  it('give every target the report asks for by name exactly one row', () => {
    const whole = TARGETS.filter((row) => row.route === undefined);
    for (const row of whole) expect(target(row.id)).toBe(row);
    const perRoute = TARGETS.filter((row) => row.route !== undefined);
    const keys = perRoute.map((row) => `${row.id} ${row.route}`);
    expect(new Set(keys).size).toBe(keys.length);
    for (const row of perRoute) expect(() => target(row.id)).toThrow();
  });

  it('hold a figure at the limit to the comparison the table shows', () => {
    const limit = (comparison: Target['comparison']): Target => ({
      ...target('noChangeBuild'),
      comparison,
    });
    expect([0.79, 0.8, 0.81].map((figure) => meets(limit('<'), figure))).toEqual([
      true,
      false,
      false,
    ]);
    expect([0.79, 0.8, 0.81].map((figure) => meets(limit('≤'), figure))).toEqual([
      true,
      true,
      false,
    ]);
    expect([0.79, 0.8, 0.81].map((figure) => meets(limit('≥'), figure))).toEqual([
      false,
      true,
      true,
    ]);
    expect([0.79, 0.8, 0.81].map((figure) => meets(limit('='), figure))).toEqual([
      false,
      true,
      false,
    ]);
  });

  it('never counts a figure that was not measured as met', () => {
    for (const row of TARGETS) expect(meets(row, Number.NaN)).toBe(false);
  });
});
