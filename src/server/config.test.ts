import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../tests/support/siteFixture';
import { buildCsp, cspSourcesFromConfig } from './csp';
import { loadServerConfig as loadWithProviders } from './config';

const siteJson = siteFixture();
const loadServerConfig = (env: Record<string, string>) =>
  loadWithProviders(env, siteJson.providers);

describe('loadServerConfig: the row mini chart', () => {
  it('uses the address in site.json when the deployment says nothing', () => {
    expect(loadServerConfig({}).public.miniChartScriptUrl).toBe(
      siteJson.providers.miniChartScriptUrl,
    );
  });

  it('follows MINI_CHART_SCRIPT_URL, and the policy allows exactly that origin', () => {
    const config = loadServerConfig({
      MINI_CHART_SCRIPT_URL: 'http://127.0.0.1:4301/mini-chart/embed.js',
      CHART_SCRIPT_URL: 'http://127.0.0.1:4301/chart/tv.js',
    });
    expect(config.public.miniChartScriptUrl).toBe('http://127.0.0.1:4301/mini-chart/embed.js');
    const scripts = cspSourcesFromConfig({ ...config.public }).scripts;
    expect(scripts).toContain('http://127.0.0.1:4301');
    expect(scripts).not.toContain('https://s3.tradingview.com');
  });

  it('turns the mini chart off when MINI_CHART_SCRIPT_URL is empty, leaving the sparklines', () => {
    expect(loadServerConfig({ MINI_CHART_SCRIPT_URL: '' }).public.miniChartScriptUrl).toBeNull();
  });
});

describe('loadServerConfig: the trusted proxy setting', () => {
  it('is off unless TRUST_FORWARDED_PROTO says yes', () => {
    expect(loadServerConfig({}).trustForwardedProto).toBe(false);
    expect(loadServerConfig({ TRUST_FORWARDED_PROTO: '0' }).trustForwardedProto).toBe(false);
    expect(loadServerConfig({ TRUST_FORWARDED_PROTO: 'nope' }).trustForwardedProto).toBe(false);
    expect(loadServerConfig({ TRUST_FORWARDED_PROTO: '1' }).trustForwardedProto).toBe(true);
    expect(loadServerConfig({ TRUST_FORWARDED_PROTO: 'true' }).trustForwardedProto).toBe(true);
  });
});

describe('loadServerConfig: the market’s image hosts', () => {
  it('leaves the provider’s own hosts in place unless MARKET_IMAGE_ORIGINS names others', () => {
    expect(loadServerConfig({}).market.imageOrigins).toBeUndefined();
    expect(
      loadServerConfig({ MARKET_IMAGE_ORIGINS: 'https://a.example, https://b.example' }).market
        .imageOrigins,
    ).toEqual(['https://a.example', 'https://b.example']);
  });
});

describe('loadServerConfig: the swap status provider', () => {
  it('asks Rubic’s public API within its keyless 10 a minute unless told otherwise', () => {
    expect(loadServerConfig({}).track).toEqual({
      upstreamUrl: 'https://api-v2.rubic.exchange',
      apiKey: undefined,
      timeoutMs: 8_000,
      pendingCacheMs: 30_000,
      finalCacheMs: 86_400_000,
      upstreamPerMinute: 10,
      clientSharePerMinute: 2,
    });
  });

  it('follows RUBIC_API_URL and the key, which never reaches the public settings', () => {
    const config = loadServerConfig({
      RUBIC_API_URL: 'http://127.0.0.1:4301/rubic',
      RUBIC_API_KEY: 'secret',
      TRACK_UPSTREAM_PER_MINUTE: '400',
    });
    expect(config.track).toMatchObject({
      upstreamUrl: 'http://127.0.0.1:4301/rubic',
      apiKey: 'secret',
      upstreamPerMinute: 400,
      clientSharePerMinute: 80,
    });
    expect(JSON.stringify(config.public)).not.toContain('secret');
    // The browser never calls the provider, so the policy does not name it.
    expect(buildCsp(cspSourcesFromConfig({ ...config.public }))).not.toContain('127.0.0.1:4301');
  });
});

describe('loadServerConfig: fair shares of the upstream budgets', () => {
  it('gives the market CoinGecko Demo’s 30 calls a minute, 6 of them to one client', () => {
    expect(loadServerConfig({}).market).toMatchObject({
      upstreamPerMinute: 30,
      clientSharePerMinute: 6,
      cacheMs: 60_000,
    });
  });

  it('follows the variables, and never gives one client more than the whole budget', () => {
    expect(
      loadServerConfig({ MARKET_UPSTREAM_PER_MINUTE: '500', MARKET_CLIENT_SHARE_PER_MINUTE: '20' })
        .market,
    ).toMatchObject({ upstreamPerMinute: 500, clientSharePerMinute: 20 });
    expect(
      loadServerConfig({ TRACK_UPSTREAM_PER_MINUTE: '4', TRACK_CLIENT_SHARE_PER_MINUTE: '9' })
        .track,
    ).toMatchObject({ upstreamPerMinute: 4, clientSharePerMinute: 4 });
    expect(loadServerConfig({ MARKET_UPSTREAM_PER_MINUTE: 'many' }).market).toMatchObject({
      upstreamPerMinute: 30,
    });
  });

  it('counts clients by X-Forwarded-For only when TRUST_FORWARDED_FOR says so', () => {
    expect(loadServerConfig({}).trustForwardedFor).toBe(false);
    expect(loadServerConfig({ TRUST_FORWARDED_FOR: '1' }).trustForwardedFor).toBe(true);
  });
});
