import type { PublicConfig } from './config';
import { buildCsp, cspSourcesFromConfig } from './csp';
import { HSTS_HEADER, policyHeaders } from './middleware';
import { CACHE_POLICY } from './static-site';

function rule(pattern: string, headers: Record<string, string>): string {
  return [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join(
    '\n',
  );
}

/**
 * The `_headers` file for a static host, written by the build so that a site deployed
 * without this server keeps the same policy: the CSP allows exactly the providers in
 * `config`, which must be the addresses the browser will use there. Such hosts serve HTTPS
 * only, so HSTS is always on. Only hashed assets get a cache rule: hosts add a second rule's
 * Cache-Control to the first instead of replacing it, and their default for everything else
 * (revalidate on every use) is already the server's document policy.
 */
export function staticHostHeaders(config: PublicConfig): string {
  const csp = buildCsp(cspSourcesFromConfig({ ...config }));
  return `${[
    rule('/*', { ...policyHeaders(csp), ...HSTS_HEADER }),
    rule('/assets/*', { 'Cache-Control': CACHE_POLICY.hashedAsset }),
  ].join('\n')}\n`;
}
