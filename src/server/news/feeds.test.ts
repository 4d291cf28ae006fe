import { describe, expect, it } from 'vitest';
import { isInternalHost, mayFollowRedirect } from './feeds';

const follows = (from: string, to: string) => mayFollowRedirect(new URL(from), new URL(to));

describe('mayFollowRedirect', () => {
  it('follows a move within the feed’s origin, and http to https on the same host', () => {
    expect(follows('https://feeds.example/rss', 'https://feeds.example/rss2')).toBe(true);
    expect(follows('https://feeds.example:8443/rss', 'https://feeds.example:8443/a')).toBe(true);
    expect(follows('http://feeds.example/rss', 'https://feeds.example/rss')).toBe(true);
  });

  it.each([
    ['another port of the same host', 'https://feeds.example/rss', 'https://feeds.example:3000/'],
    ['the default port from another', 'https://feeds.example:8443/', 'https://feeds.example/'],
    ['http to https on another port', 'http://feeds.example/', 'https://feeds.example:3000/'],
    ['https to http', 'https://feeds.example/', 'http://feeds.example/'],
    ['another host', 'https://feeds.example/', 'https://elsewhere.example/'],
    ['credentials in the address', 'https://feeds.example/', 'https://u:p@feeds.example/'],
    ['another scheme', 'https://feeds.example/', 'file:///etc/passwd'],
  ])('refuses %s', (_, from, to) => {
    expect(follows(from, to)).toBe(false);
  });
});

describe('isInternalHost', () => {
  it.each([
    'localhost',
    'a.localhost',
    '127.0.0.1',
    // WHATWG URL parsing writes these as 127.0.0.1 and ::7f00:1 first.
    new URL('http://127.1/').hostname,
    new URL('http://2130706433/').hostname,
    new URL('http://0x7f.0.0.1/').hostname,
    new URL('http://[::127.0.0.1]/').hostname,
    new URL('http://[::ffff:127.0.0.1]/').hostname,
    '[::1]',
    '[64:ff9b::a00:1]',
    '10.1.2.3',
    '172.20.0.1',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '[fd00::1]',
    '[fe80::1]',
    '[ff02::1]',
    'metadata.internal',
  ])('counts %s as internal', (host) => {
    expect(isInternalHost(host)).toBe(true);
  });

  it.each(['feeds.example', '8.8.8.8', '[2606:4700::1111]', '172.32.0.1'])(
    'counts %s as public',
    (host) => {
      expect(isInternalHost(host)).toBe(false);
    },
  );
});
