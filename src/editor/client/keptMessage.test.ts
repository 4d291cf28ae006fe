// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { KEPT_FOR_MS, keepMessage, keptMessage } from './keptMessage';

describe('the word a save or a rename leaves for the reloads after it', () => {
  beforeEach(() => sessionStorage.clear());

  it('is said on every reload of its page within the minute, not only the first', () => {
    keepMessage('saved', 'coins/bitcoin.json', 'Saved the Bitcoin page.', 1_000);
    expect(keptMessage('saved', 'coins/bitcoin.json', 2_000)).toBe('Saved the Bitcoin page.');
    expect(keptMessage('saved', 'coins/bitcoin.json', 3_000)).toBe('Saved the Bitcoin page.');
  });

  it('is not said on another page, nor once it is old', () => {
    keepMessage('saved', 'coins/bitcoin.json', 'Saved the Bitcoin page.', 1_000);
    expect(keptMessage('saved', 'pages/about.json', 2_000)).toBe('');
    expect(keptMessage('saved', 'coins/bitcoin.json', 1_000 + KEPT_FOR_MS)).toBe('');
  });

  it('says nothing for what another version of the editor left there', () => {
    sessionStorage.setItem('saved', 'coins/bitcoin.json\nSaved the Bitcoin page.');
    expect(keptMessage('saved', 'coins/bitcoin.json')).toBe('');
  });
});
