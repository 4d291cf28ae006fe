import { describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { buildCsp, cspSourcesFromConfig, SWAP_WIDGET_HANDLER_HASHES } from './csp';

const none = { scripts: [], frames: [], connects: [], images: [] };

describe('buildCsp', () => {
  it('allows only the site itself when no third party is configured', () => {
    expect(buildCsp(none)).toBe(
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data: https:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-src 'none'",
        "worker-src 'self'",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        "frame-ancestors 'none'",
      ].join('; '),
    );
  });

  it('adds each listed origin once to its own directive', () => {
    const policy = buildCsp({
      scripts: ['https://widget.test', 'https://charts.test', 'https://widget.test'],
      frames: ['https://frames.test'],
      connects: ['https://api.test'],
      images: ['http://127.0.0.1:9'],
    });
    expect(policy).toContain("script-src 'self' https://charts.test https://widget.test;");
    expect(policy).toContain('frame-src https://frames.test;');
    expect(policy).toContain("connect-src 'self' https://api.test;");
    expect(policy).toContain("img-src 'self' data: https: http://127.0.0.1:9;");
  });

  it('never lets inline or evaluated script run', () => {
    const policy = buildCsp({ ...none, scripts: ['https://widget.test'] });
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src'));
    expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  });
});

describe('cspSourcesFromConfig', () => {
  it('reads origins from absolute addresses and skips the site’s own paths', () => {
    const sources = cspSourcesFromConfig({
      marketBase: '/api/market',
      chartScriptUrl: 'https://s3.tradingview.com/tv.js',
      swapWidgetScriptUrl: 'https://widget.test/v2/embed.js?key=1',
      analyticsScriptUrl: 'https://stats.test/script.js',
      newsApiBase: 'https://news.test/api',
      walletFrameUrl: 'https://wallet.test/frame',
      relayUrl: 'wss://relay.test/socket',
      notAnAddress: 'light',
      retries: 3,
    });
    expect(sources.scripts).toEqual([
      'https://s3.tradingview.com',
      'https://stats.test',
      'https://widget.test',
    ]);
    expect(sources.frames).toEqual([
      'https://s.tradingview.com',
      'https://stats.test',
      'https://wallet.test',
      'https://widget.test',
      'https://www.tradingview-widget.com',
    ]);
    expect(sources.connects).toEqual([
      'https://news.test',
      'https://stats.test',
      'https://widget.test',
      'wss://relay.test',
    ]);
    expect(sources.images).toEqual([]);
  });

  it('allows exactly the frame hosts the documented providers draw from, and no calls to them', () => {
    const sources = cspSourcesFromConfig({
      chartScriptUrl: 'https://s3.tradingview.com/tv.js',
      miniChartScriptUrl:
        'https://s3.tradingview.com/external-embedding/embed-widget-mini-symbol-overview.js',
      swapWidgetScriptUrl: 'https://new-widgets.rubic.exchange/iframe/bundle.new-app.min.js',
    });
    expect(sources).toEqual({
      scripts: ['https://new-widgets.rubic.exchange', 'https://s3.tradingview.com'],
      frames: [
        'https://new-app.rubic.exchange',
        'https://s.tradingview.com',
        'https://www.tradingview-widget.com',
      ],
      connects: [],
      images: [],
      handlerHashes: SWAP_WIDGET_HANDLER_HASHES,
    });
  });

  it('lets exactly the swap widget’s onFrameLoad() handler run, and no other inline code', () => {
    const digest = createHash('sha256').update('onFrameLoad()').digest('base64');
    expect(SWAP_WIDGET_HANDLER_HASHES).toEqual([`'sha256-${digest}'`]);
    const policy = buildCsp(
      cspSourcesFromConfig({ swapWidgetScriptUrl: 'http://127.0.0.1:4301/widget/script.js' }),
    );
    expect(policy).toContain(
      `script-src 'self' http://127.0.0.1:4301 'unsafe-hashes' 'sha256-${digest}';`,
    );
    const scriptSrc = policy.split('; ').find((part) => part.startsWith('script-src'));
    expect(scriptSrc).not.toContain('unsafe-inline');
    expect(
      buildCsp(cspSourcesFromConfig({ chartScriptUrl: 'https://s3.tradingview.com/tv.js' })),
    ).not.toContain('unsafe-hashes');
  });

  it('frames exactly the host the loaded Rubic bundle was built for, and no old host', () => {
    const framesFor = (swapWidgetScriptUrl: string) =>
      buildCsp(cspSourcesFromConfig({ swapWidgetScriptUrl }))
        .split('; ')
        .find((part) => part.startsWith('frame-src'));
    // new-app.env's API_BASE_URL: without it production shows an empty widget.
    expect(framesFor('https://new-widgets.rubic.exchange/iframe/bundle.new-app.min.js')).toBe(
      'frame-src https://new-app.rubic.exchange',
    );
    expect(framesFor('https://new-widgets.rubic.exchange/iframe/bundle.min.js')).toBe(
      'frame-src https://new-widgets.rubic.exchange',
    );
    expect(
      buildCsp(
        cspSourcesFromConfig({
          swapWidgetScriptUrl: 'https://new-widgets.rubic.exchange/iframe/bundle.new-app.min.js',
        }),
      ),
    ).not.toContain('https://widgets.rubic.exchange');
  });

  it('lists plain-http providers (local fakes) for images, which https: does not cover', () => {
    const sources = cspSourcesFromConfig({ chartScriptUrl: 'http://127.0.0.1:4301/chart.js' });
    expect(sources.images).toEqual(['http://127.0.0.1:4301']);
  });

  it('ignores addresses of other schemes', () => {
    const sources = cspSourcesFromConfig({
      fooScriptUrl: 'javascript:alert(1)',
      barUrl: 'data:text/html,x',
    });
    expect(sources).toEqual(none);
  });
});
