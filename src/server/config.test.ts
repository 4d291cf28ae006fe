// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../content/testing';
import { cspSourcesFromConfig } from './csp';
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
