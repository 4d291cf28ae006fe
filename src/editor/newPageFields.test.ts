import { describe, expect, it } from 'vitest';
import { terminalWords, type NewPageProblem } from '../content/newPage';
import { formWords } from './newPageFields';

const problems: NewPageProblem[] = [
  { is: 'missing', kind: 'coin', facts: ['market-id', 'widget-chain'] },
  { is: 'malformed', fact: 'color', value: 'gold' },
  { is: 'not a coin', fact: 'from', value: 'nosuchcoin', coins: ['bitcoin'] },
  { is: 'same coins' },
  { is: 'bad slug', slug: 'Careers!' },
];

describe('a New page refusal, worded for each caller', () => {
  it('names the form’s boxes in the editor, never a flag or a slug', () => {
    const words = problems.map(formWords);
    for (const sentence of words) expect(sentence).not.toMatch(/--|slug|npm run/);
    expect(words[0]).toBe(
      'Fill in Market id and Chain in the swap widget: the editor does not guess them. (If the swap widget cannot swap this coin, tick that box instead of choosing its chain and token.)',
    );
    expect(words[1]).toContain('The Brand colour “gold” must be # and six digits');
    expect(words[2]).toBe(
      'The coin paid with must be one of the site’s coins: choose it from the list.',
    );
  });

  it('keeps the command line’s flags for the terminal', () => {
    expect(terminalWords(problems[1]!)).toBe(
      '--color "gold" must be a colour as #rrggbb, e.g. #c2a633',
    );
    expect(terminalWords(problems[2]!)).toMatch(/^--from "nosuchcoin" is not a coin of the site/);
  });
});
