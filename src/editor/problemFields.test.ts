import { describe, expect, it } from 'vitest';
import { errorTreeOf, parseProblemPath } from './problemFields';

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
