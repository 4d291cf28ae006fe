/**
 * The origins each kind of resource may come from, beyond the site itself. Listing an
 * origin is the only way to allow a third party: nothing else widens the policy.
 */
export interface CspSources {
  scripts: readonly string[];
  frames: readonly string[];
  connects: readonly string[];
  images: readonly string[];
  /** Hashes of inline event handlers a provider's script writes (see SWAP_WIDGET_HANDLER_HASHES). */
  handlerHashes?: readonly string[];
}

const unique = (origins: readonly string[]) => [...new Set(origins)].sort();

const directive = (name: string, ...sources: string[]) => `${name} ${sources.join(' ')}`;

/**
 * The Content-Security-Policy header value. Scripts run only from the site and the listed
 * origins: no inline script and no eval, so injected markup cannot run code. Styles may be
 * inline because Emotion writes <style> elements at run time. The site may not be framed.
 */
export function buildCsp(sources: CspSources): string {
  const frames = unique(sources.frames);
  const hashes = unique(sources.handlerHashes ?? []);
  return [
    directive('default-src', "'self'"),
    directive(
      'script-src',
      "'self'",
      ...unique(sources.scripts),
      ...(hashes.length > 0 ? ["'unsafe-hashes'", ...hashes] : []),
    ),
    directive('style-src', "'self'", "'unsafe-inline'"),
    // News and market data carry pictures from hosts nobody can list in advance.
    directive('img-src', "'self'", 'data:', 'https:', ...unique(sources.images)),
    directive('font-src', "'self'", 'data:'),
    directive('connect-src', "'self'", ...unique(sources.connects)),
    directive('frame-src', ...(frames.length > 0 ? frames : ["'none'"])),
    directive('worker-src', "'self'"),
    directive('object-src', "'none'"),
    directive('base-uri', "'self'"),
    directive('form-action', "'self'"),
    directive('frame-ancestors', "'none'"),
  ].join('; ');
}

/**
 * What a documented provider's script needs beyond being loaded, read from its own source:
 * the hosts its frames come from, and nothing for connect-src, because these scripts only
 * draw frames and post messages to them. Only these hosts are allowed for them. A script's
 * full address is looked up first, then its origin: one host can serve builds that frame
 * different hosts.
 */
export const DOCUMENTED_EMBEDS: Readonly<Record<string, { frames: readonly string[] }>> = {
  // Rubic's bundles (Cryptorubic/rubic-widget) frame https://${API_BASE_URL}/?iframe=true,
  // API_BASE_URL coming from the build's env file. bundle.new-app.min.js is the output of
  // webpack.new-app.js with src/environment/new-app.env (added in 2b7417a, 2023-11-10):
  // new-app.rubic.exchange. bundle.min.js is the prod build, whose prod.env names
  // new-widgets.rubic.exchange since 4282d3d (2023-12-07).
  'https://new-widgets.rubic.exchange/iframe/bundle.new-app.min.js': {
    frames: ['https://new-app.rubic.exchange'],
  },
  'https://new-widgets.rubic.exchange/iframe/bundle.min.js': {
    frames: ['https://new-widgets.rubic.exchange'],
  },
  // tv.js draws the advanced chart from s.tradingview.com/widgetembed/; the embed-widget
  // scripts (the mini symbol overview) draw from www.tradingview-widget.com.
  'https://s3.tradingview.com': {
    frames: ['https://s.tradingview.com', 'https://www.tradingview-widget.com'],
  },
};

/**
 * Rubic's bundle writes its frame as markup with an inline handler, onload="onFrameLoad()",
 * which shows the frame and removes the placeholder once the frame has loaded. A policy
 * without 'unsafe-inline' blocks that handler and the widget stays hidden behind its
 * placeholder for good. 'unsafe-hashes' with the hash of exactly that text lets this one
 * handler run; any other inline handler or script is still refused.
 */
export const SWAP_WIDGET_HANDLER_HASHES = ["'sha256-8b9+EghmwsO1ntkpo17bMj99CW1rYypvdw4/rmBh1Yk='"];

function absoluteUrl(value: unknown): URL | null {
  if (typeof value !== 'string') return null;
  try {
    const url = new URL(value);
    return ['https:', 'http:', 'wss:', 'ws:'].includes(url.protocol) ? url : null;
  } catch {
    // A site path such as /api/market is same-origin and needs no entry.
    return null;
  }
}

/**
 * Reads the allowed origins from the runtime provider config, so a new provider field
 * widens the policy without touching this file. A field's name says what its address is:
 * a name containing "script" is a script, one containing "frame" is a frame, and any other
 * absolute address is something the browser fetches. A script from a documented provider
 * brings exactly the frame hosts its source uses; any other script's origin (analytics, a
 * test fake, a self-hosted copy) may also answer requests and open frames, as widgets do.
 * Relative addresses are the site's own.
 */
export function cspSourcesFromConfig(config: Readonly<Record<string, unknown>>): CspSources {
  const scripts: string[] = [];
  const frames: string[] = [];
  const connects: string[] = [];
  const handlerHashes: string[] = [];
  for (const [field, value] of Object.entries(config)) {
    const url = absoluteUrl(value);
    if (!url) continue;
    const origin = url.origin;
    // The swap widget's adapter speaks only Rubic, so its handler comes with any host.
    if (field === 'swapWidgetScriptUrl') handlerHashes.push(...SWAP_WIDGET_HANDLER_HASHES);
    const name = field.toLowerCase();
    if (name.includes('script')) {
      scripts.push(origin);
      const documented = DOCUMENTED_EMBEDS[`${origin}${url.pathname}`] ?? DOCUMENTED_EMBEDS[origin];
      if (documented) {
        frames.push(...documented.frames);
      } else {
        connects.push(origin);
        frames.push(origin);
      }
    } else if (name.includes('frame')) {
      frames.push(origin);
    } else {
      connects.push(origin);
    }
  }
  const images = [...scripts, ...connects].filter((origin) => origin.startsWith('http:'));
  return {
    scripts: unique(scripts),
    frames: unique(frames),
    connects: unique(connects),
    images: unique(images),
    ...(handlerHashes.length > 0 && { handlerHashes: unique(handlerHashes) }),
  };
}
