import { describe, expect, it } from 'vitest';
import { thirdPartyBlockPatterns } from './blocking';

/** Chrome's blocked-URL patterns: the whole URL must match, `*` standing for any text. */
function isBlocked(url: string): boolean {
  return thirdPartyBlockPatterns().some((pattern) => {
    const source = pattern.split('*').map((part) => part.replace(/[.?+^$()|[\]\\{}]/g, '\\$&'));
    return new RegExp(`^${source.join('.*')}$`).test(url);
  });
}

describe('thirdPartyBlockPatterns', () => {
  it('lets the loopback server through', () => {
    expect(isBlocked('http://127.0.0.1:5100/')).toBe(false);
    expect(isBlocked('http://127.0.0.1:5100/assets/index-abc.js')).toBe(false);
  });

  it('blocks third-party hosts over https, http and websockets', () => {
    expect(isBlocked('https://s3.tradingview.com/tv.js')).toBe(true);
    expect(isBlocked('http://api.coingecko.com/api/v3/coins/markets')).toBe(true);
    expect(isBlocked('wss://stream.example.com/')).toBe(true);
    expect(isBlocked('ws://widget.example.org/socket')).toBe(true);
  });
});
