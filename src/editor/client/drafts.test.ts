// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { draftStore, draftTime, fingerprint } from './drafts';

const page = { title: 'About', blocks: [{ type: 'hero' }] };

beforeEach(() => localStorage.clear());

describe('drafts kept in the browser', () => {
  it('gives back the draft of each file, and only of that file', () => {
    const drafts = draftStore(localStorage);
    drafts.write('pages/about.json', { value: page, savedAt: 1000, base: fingerprint(page) });
    // A new store, as after a reload.
    const again = draftStore(localStorage);
    expect(again.read('pages/about.json')).toEqual({
      value: page,
      savedAt: 1000,
      base: fingerprint(page),
    });
    expect(again.read('pages/docs.json')).toBeUndefined();
  });

  it('forgets a draft once cleared, as after a save', () => {
    const drafts = draftStore(localStorage);
    drafts.write('pages/about.json', { value: page, savedAt: 1000, base: 'x' });
    drafts.clear('pages/about.json');
    expect(drafts.read('pages/about.json')).toBeUndefined();
  });

  it('drops what is not a draft instead of offering it', () => {
    localStorage.setItem('page-editor-draft:pages/about.json', '{not json');
    localStorage.setItem('page-editor-draft:pages/docs.json', '{"value": 1}');
    const drafts = draftStore(localStorage);
    expect(drafts.read('pages/about.json')).toBeUndefined();
    expect(drafts.read('pages/docs.json')).toBeUndefined();
    expect(localStorage.getItem('page-editor-draft:pages/about.json')).toBeNull();
  });

  it('says so when the browser will not keep it', () => {
    const full = {
      ...localStorage,
      setItem() {
        throw new DOMException('full', 'QuotaExceededError');
      },
    } as unknown as Storage;
    const drafts = draftStore(full);
    let told = 0;
    drafts.subscribe(() => told++);
    expect(drafts.write('pages/about.json', { value: page, savedAt: 0, base: '' })).toBe(false);
    expect(drafts.failing()).toBe(true);
    expect(told).toBe(1);
  });
});

describe('a file’s fingerprint', () => {
  it('changes with the content and not otherwise', () => {
    expect(fingerprint(page)).toBe(fingerprint(structuredClone(page)));
    expect(fingerprint(page)).not.toBe(fingerprint({ ...page, title: 'About us' }));
  });
});

describe('when a draft was kept', () => {
  it('says today for a draft of today, and the day for an older one', () => {
    const now = new Date(2026, 10, 28, 15, 0).getTime();
    expect(draftTime(new Date(2026, 10, 28, 13, 45).getTime(), now)).toMatch(/^today at .*45/);
    expect(draftTime(new Date(2026, 10, 27, 9, 12).getTime(), now)).toMatch(/^on .*27.* at .*12/);
  });
});
