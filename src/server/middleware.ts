import type { IncomingMessage } from 'node:http';
import type { Context, MiddlewareHandler } from 'hono';

/** Sets a header even on a response whose headers are immutable (one passed on from fetch). */
function setHeaders(c: Context, headers: Record<string, string>) {
  try {
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  }
}

/** The connection Node's adapter hands over; absent on other runtimes. */
const incomingOf = (c: Context) => (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;

/**
 * True when the visitor reached us over TLS. X-Forwarded-Proto counts only when the
 * deployment says a proxy in front sets it (any client can send the header). On Node the
 * socket decides, not the URL: an absolute-form request target names its own scheme.
 */
function servedOverHttps(c: Context, trustForwardedProto: boolean): boolean {
  if (trustForwardedProto) {
    const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
    if (forwarded) return forwarded === 'https';
  }
  const incoming = incomingOf(c);
  if (incoming) return Boolean((incoming.socket as { encrypted?: boolean }).encrypted);
  return new URL(c.req.url).protocol === 'https:';
}

/** The headers every answer carries, whoever serves the site: this server or a static host. */
export function policyHeaders(contentSecurityPolicy: string): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}

export const HSTS_HEADER = { 'Strict-Transport-Security': 'max-age=31536000' } as const;

export interface SecurityHeaderOptions {
  /** A proxy in front terminates TLS and sets X-Forwarded-Proto; clients cannot reach us directly. */
  trustForwardedProto?: boolean;
}

/** The headers an answer to this request must carry: the policy, and HSTS over HTTPS. */
export function headersFor(
  c: Context,
  policy: Record<string, string>,
  { trustForwardedProto = false }: SecurityHeaderOptions,
): Record<string, string> {
  return {
    ...policy,
    // Over plain HTTP the header is meaningless and would only confuse a local setup.
    ...(servedOverHttps(c, trustForwardedProto) ? HSTS_HEADER : {}),
  };
}

/** Adds a request header's name to Vary unless it is already there. */
function addVary(c: Context, name: string) {
  const vary = c.res.headers.get('Vary');
  if (vary && vary.split(',').some((part) => part.trim().toLowerCase() === name.toLowerCase())) {
    return;
  }
  setHeaders(c, { Vary: vary ? `${vary}, ${name}` : name });
}

export function securityHeaders(
  contentSecurityPolicy: string,
  options: SecurityHeaderOptions = {},
): MiddlewareHandler {
  const policy = policyHeaders(contentSecurityPolicy);
  return async (c, next) => {
    await next();
    setHeaders(c, headersFor(c, policy, options));
    // A shared cache must not hand an answer given over HTTP (no HSTS) to an HTTPS visitor.
    if (options.trustForwardedProto) addVary(c, 'X-Forwarded-Proto');
  };
}

/**
 * The request target exactly as the client sent it. Node's adapter hands Hono a URL whose
 * dot segments are already resolved (`/%2e%2e/` arrives as `/`), which would hide a
 * traversal attempt; other runtimes normalise before us, so their URL is all there is.
 */
function rawPath(c: Context): string {
  let target = incomingOf(c)?.url ?? new URL(c.req.url).pathname;
  // HTTP/1.1 servers must accept the absolute form (`GET http://host/path`); its path is
  // what the checks below are about.
  const absolute = /^https?:\/\/[^/?#]*/i.exec(target);
  if (absolute) {
    const rest = target.slice(absolute[0].length);
    target = rest.startsWith('/') ? rest : `/${rest}`;
  }
  return target.split('?')[0] ?? '';
}

const isUnsafeSegment = (segment: string) =>
  segment === '.' || segment === '..' || /[/\\\0]/.test(segment);

/**
 * Answers 400 to a path that is not valid percent-encoding or that tries to climb out of
 * the site (dot segments, encoded slashes, backslashes, NUL), before any route sees it.
 */
export function rejectUnsafePaths(): MiddlewareHandler {
  return async (c, next) => {
    const path = rawPath(c);
    let unsafe = !path.startsWith('/') || path.includes('\\');
    for (const segment of path.split('/')) {
      if (unsafe) break;
      try {
        unsafe = isUnsafeSegment(decodeURIComponent(segment));
      } catch {
        unsafe = true;
      }
    }
    if (unsafe) return c.text('Bad Request', 400, { 'Cache-Control': 'no-store' });
    await next();
  };
}

/** Pages and files are read-only: anything but GET and HEAD outside /api/ is refused. */
export function readOnlyOutsideApi(): MiddlewareHandler {
  return async (c, next) => {
    const readOnly = c.req.method === 'GET' || c.req.method === 'HEAD';
    if (!readOnly && !c.req.path.startsWith('/api/')) {
      return c.text('Method Not Allowed', 405, { Allow: 'GET, HEAD', 'Cache-Control': 'no-store' });
    }
    await next();
  };
}

/** A 301 to a page's address, the request's query kept: a campaign's tags survive the move. */
export const movedPermanently = (c: Context, address: string) =>
  c.redirect(address + new URL(c.req.url).search, 301);

export type Encoding = 'br' | 'gzip';

/** The encodings the client accepts, best first; brotli wins a tie because it is smaller. */
export function acceptedEncodings(acceptEncoding: string | undefined): Encoding[] {
  if (!acceptEncoding) return [];
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
    weights.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const weightOf = (encoding: Encoding) => weights.get(encoding) ?? weights.get('*') ?? 0;
  return (['br', 'gzip'] as const)
    .filter((encoding) => weightOf(encoding) > 0)
    .sort((a, b) => weightOf(b) - weightOf(a));
}
