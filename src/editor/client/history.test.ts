import { describe, expect, it } from 'vitest';
import {
  historyReducer,
  MOST_STEPS,
  singleChangedField,
  startHistory,
  TYPING_PAUSE_MS,
  type EditHistory,
  type HistoryAction,
} from './history';

interface Page {
  title: string;
  blocks: { type: string; heading?: string }[];
}

const page: Page = {
  title: 'About',
  blocks: [
    { type: 'hero', heading: 'Hello' },
    { type: 'faq', heading: 'Questions' },
  ],
};

const run = (start: Page, actions: HistoryAction<Page>[]): EditHistory<Page> =>
  actions.reduce(historyReducer<Page>, startHistory(start));

const withTitle = (title: string): Page => ({ ...page, title });

describe('undo and redo', () => {
  it('gives back a removed block, then takes it away again', () => {
    const removed = { ...page, blocks: [page.blocks[1]!] };
    const undone = run(page, [{ type: 'edit', value: removed, at: 0 }, { type: 'undo' }]);
    expect(undone.present).toEqual(page);
    expect(historyReducer(undone, { type: 'redo' }).present).toEqual(removed);
  });

  it('makes an add and a move a step each, even in quick succession', () => {
    const added = { ...page, blocks: [...page.blocks, { type: 'cta' }] };
    const moved = { ...added, blocks: [added.blocks[1]!, added.blocks[0]!, added.blocks[2]!] };
    const state = run(page, [
      { type: 'edit', value: added, at: 0 },
      { type: 'edit', value: moved, at: 10 },
      { type: 'undo' },
    ]);
    expect(state.present).toEqual(added);
    expect(historyReducer(state, { type: 'undo' }).present).toEqual(page);
  });

  it('takes back typing in one field as one step', () => {
    const state = run(page, [
      { type: 'edit', value: withTitle('A'), at: 0 },
      { type: 'edit', value: withTitle('Ab'), at: 200 },
      { type: 'edit', value: withTitle('Abo'), at: 400 },
      { type: 'undo' },
    ]);
    expect(state.present).toEqual(page);
  });

  it('starts a new step after a pause in typing, or in another field', () => {
    const paused = run(page, [
      { type: 'edit', value: withTitle('A'), at: 0 },
      { type: 'edit', value: withTitle('Ab'), at: TYPING_PAUSE_MS + 1 },
      { type: 'undo' },
    ]);
    expect(paused.present.title).toBe('A');

    const otherField: Page = {
      ...withTitle('A'),
      blocks: [{ type: 'hero', heading: 'Hi' }, page.blocks[1]!],
    };
    const elsewhere = run(page, [
      { type: 'edit', value: withTitle('A'), at: 0 },
      { type: 'edit', value: otherField, at: 100 },
      { type: 'undo' },
    ]);
    expect(elsewhere.present).toEqual(withTitle('A'));
  });

  it('drops what could be redone once a new edit is made', () => {
    const state = run(page, [
      { type: 'edit', value: withTitle('One'), at: 0 },
      { type: 'undo' },
      { type: 'edit', value: withTitle('Two'), at: 5000 },
    ]);
    expect(state.future).toEqual([]);
    expect(historyReducer(state, { type: 'redo' })).toBe(state);
  });

  it('ignores an edit that changes nothing, and undo with nothing to undo', () => {
    const start = startHistory(page);
    expect(historyReducer(start, { type: 'edit', value: structuredClone(page), at: 0 })).toBe(
      start,
    );
    expect(historyReducer(start, { type: 'undo' })).toBe(start);
  });

  it('keeps the newest steps when there are very many', () => {
    const actions: HistoryAction<Page>[] = Array.from({ length: MOST_STEPS + 50 }, (_, index) => ({
      type: 'edit',
      value: { ...page, blocks: page.blocks.slice(0, index % 2) },
      at: index * 10,
    }));
    const state = run(page, actions);
    expect(state.past).toHaveLength(MOST_STEPS);
  });

  it('starts afresh on reset, as when a page is opened', () => {
    const state = run(page, [
      { type: 'edit', value: withTitle('One'), at: 0 },
      { type: 'reset', value: withTitle('Disk') },
    ]);
    expect(state).toEqual(startHistory(withTitle('Disk')));
  });
});

describe('which field an edit typed in', () => {
  it('names the one value that changed', () => {
    expect(singleChangedField(page, withTitle('X'))).toBe('/title');
  });

  it('names none when lists change length, items swap or two values change', () => {
    expect(singleChangedField(page, { ...page, blocks: [page.blocks[0]!] })).toBeUndefined();
    expect(
      singleChangedField(page, { ...page, blocks: [page.blocks[1]!, page.blocks[0]!] }),
    ).toBeUndefined();
    expect(
      singleChangedField(page, { ...withTitle('X'), blocks: [{ type: 'hero' }, page.blocks[1]!] }),
    ).toBeUndefined();
  });
});
