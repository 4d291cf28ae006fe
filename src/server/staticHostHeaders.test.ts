import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../tests/support/siteFixture';
import { loadServerConfig } from './config';
import { staticHostHeaders } from './staticHostHeaders';

function parse(file: string): Record<string, Record<string, string>> {
  const rules: Record<string, Record<string, string>> = {};
  let current: Record<string, string> = {};
  for (const line of file.trimEnd().split('\n')) {
    if (!line.startsWith(' ')) {
      current = {};
      rules[line] = current;
      continue;
    }
    const [name, ...value] = line.trim().split(': ');
    current[name as string] = value.join(': ');
  }
  return rules;
}

describe('staticHostHeaders', () => {
  const config = loadServerConfig(
    {
      CHART_SCRIPT_URL: 'https://charts.example/tv.js',
      SWAP_WIDGET_SCRIPT_URL: 'https://swap.example/widget.js',
      MINI_CHART_SCRIPT_URL: '',
    },
    siteFixture().providers,
  ).public;
  const rules = parse(staticHostHeaders(config));

  it('gives every path the policy headers, allowing exactly the configured providers', () => {
    const everyPath = rules['/*'];
    expect(everyPath?.['Content-Security-Policy']).toContain(
      "script-src 'self' https://charts.example https://swap.example 'unsafe-hashes'",
    );
    expect(everyPath?.['Content-Security-Policy']).toContain("frame-ancestors 'none'");
    expect(everyPath).toMatchObject({
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
      'X-Frame-Options': 'DENY',
      'Strict-Transport-Security': 'max-age=31536000',
    });
  });

  it('with the site.json providers, allows exactly the hosts their documented embeds use', () => {
    const csp = parse(staticHostHeaders(loadServerConfig({}, siteFixture().providers).public))[
      '/*'
    ]?.['Content-Security-Policy'];
    const directive = (name: string) =>
      csp?.split('; ').find((part) => part.startsWith(`${name} `));
    expect(directive('script-src')).toBe(
      "script-src 'self' https://new-widgets.rubic.exchange https://s3.tradingview.com 'unsafe-hashes' 'sha256-8b9+EghmwsO1ntkpo17bMj99CW1rYypvdw4/rmBh1Yk='",
    );
    expect(directive('frame-src')).toBe(
      'frame-src https://new-app.rubic.exchange https://s.tradingview.com https://www.tradingview-widget.com',
    );
    expect(directive('connect-src')).toBe("connect-src 'self'");
  });

  it('caches hashed assets for a year and leaves other files to the host default', () => {
    expect(rules['/assets/*']).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(Object.keys(rules)).toEqual(['/*', '/assets/*']);
  });
});
