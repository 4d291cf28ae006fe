import { describe, expect, it } from 'vitest';
import { pageFormSchema } from './page/schemas';
import { errorTreeOf, parseProblemPath, problemPlace } from './problemFields';

describe('a problem’s path as a form field', () => {
  it('reads the validator’s formatted paths', () => {
    expect(parseProblemPath('title')).toEqual(['title']);
    expect(parseProblemPath('blocks[3].items[0].href')).toEqual(['blocks', 3, 'items', 0, 'href']);
    expect(parseProblemPath('blocks[0]["odd key"].x')).toEqual(['blocks', 0, 'odd key', 'x']);
    expect(parseProblemPath('$schema')).toBeUndefined();
    expect(parseProblemPath('(top level)')).toBeUndefined();
    expect(parseProblemPath('blocks[3]…items')).toBeUndefined();
  });

  it('puts each problem at its field, and one with no field at the top', () => {
    expect(
      errorTreeOf([
        { file: 'f', path: 'blocks[8].items', message: 'must have exactly 5 items (has 6)' },
        { file: 'f', path: 'blocks[0].buttons[1].href', message: 'broken link /nowhere' },
        { file: 'f', path: 'blocks[0].buttons[1].href', message: 'second' },
        { file: 'f', path: '(top level)', message: 'duplicate title' },
      ]),
    ).toEqual({
      __errors: ['duplicate title'],
      blocks: {
        8: { items: { __errors: ['must have exactly 5 items (has 6)'] } },
        0: { buttons: { 1: { href: { __errors: ['broken link /nowhere', 'second'] } } } },
      },
    });
  });
});

describe('a problem’s place in the form’s words', () => {
  it('names each step with the form’s labels, a list item by its number, a block by its kind', () => {
    const page = {
      kind: 'coin',
      blocks: [
        { type: 'hero', heading: 'Bitcoin' },
        { type: 'faq', heading: 'FAQ', items: [{ question: 'Why?', answer: 'Because.' }] },
      ],
    };
    expect(problemPlace('blocks[1].items[0].answer', pageFormSchema, page)).toEqual({
      words: 'Block 2, Questions and answers › Question 1 › Answer',
      fieldId: 'root_blocks_1_items_0_answer',
    });
    expect(problemPlace('blocks[0].buttons[1].href', pageFormSchema, page).words).toBe(
      'Block 1, Top of the page › Button 2 › Link address',
    );
    expect(problemPlace('catalogue.widget.chain', pageFormSchema, page).words).toBe(
      'Coin facts › In the swap widget › Chain',
    );
    expect(problemPlace('title', pageFormSchema, page).words).toBe('Title');
    expect(problemPlace('(top level)', pageFormSchema, page)).toEqual({ words: 'The whole page' });
  });

  it('names a place in another file without its blocks’ kinds, and no code words', () => {
    const place = problemPlace('blocks[3].items[0].href', pageFormSchema);
    expect(place.words).toMatch(/^Block 4 › /);
    expect(place.words).not.toMatch(/\[|\]|\./);
    expect(problemPlace('priceList[3]', pageFormSchema).words).toBe('Price list 4');
  });
});
