// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import { KEPT_FOR_MS, keepMessage, keptMessage } from './keptMessage';

describe('the word a rename leaves for the renamed page', () => {
  beforeEach(() => sessionStorage.clear());

  it('is said on every opening of its page within the minute, not only the first', () => {
    keepMessage('renamed', 'coins/bitcoin.json', '/btc now moves to /bitcoin.', 1_000);
    expect(keptMessage('renamed', 'coins/bitcoin.json', 2_000)).toBe('/btc now moves to /bitcoin.');
    expect(keptMessage('renamed', 'coins/bitcoin.json', 3_000)).toBe('/btc now moves to /bitcoin.');
  });

  it('is not said on another page, nor once it is old', () => {
    keepMessage('renamed', 'coins/bitcoin.json', '/btc now moves to /bitcoin.', 1_000);
    expect(keptMessage('renamed', 'pages/about.json', 2_000)).toBe('');
    expect(keptMessage('renamed', 'coins/bitcoin.json', 1_000 + KEPT_FOR_MS)).toBe('');
  });

  it('says nothing for what another version of the editor left there', () => {
    sessionStorage.setItem('renamed', 'coins/bitcoin.json\n/btc now moves to /bitcoin.');
    expect(keptMessage('renamed', 'coins/bitcoin.json')).toBe('');
  });
});
