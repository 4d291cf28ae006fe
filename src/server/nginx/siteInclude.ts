import type { PublicConfig } from '../config';
import { buildCsp, cspSourcesFromConfig } from '../csp';
import { policyHeaders } from '../middleware';
import { SERVER_CONTENT_DIR } from '../content';

/** Where the build writes what the nginx template includes from dist/. */
export const NGINX_INCLUDE_FILE = `${SERVER_CONTENT_DIR}/nginx.conf`;

/** A value as one nginx string: quoted, with its own quotes and backslashes escaped. */
const quoted = (value: string) => `"${value.replace(/["\\]/g, '\\$&')}"`;

/**
 * The part of the nginx server block that depends on the build: the security headers with
 * the CSP for the configured providers (as `npm start` builds it), and a 301 for every
 * address that moved. The tracked template (src/server/nginx/site.conf.template) includes
 * it; addresses are slugs, so nothing in them needs escaping beyond the quotes.
 */
export function nginxSiteInclude(
  config: PublicConfig,
  redirects: readonly { from: string; to: string }[],
): string {
  const csp = buildCsp(cspSourcesFromConfig({ ...config }));
  const headers = Object.entries(policyHeaders(csp)).map(
    ([name, value]) => `add_header ${name} ${quoted(value)} always;`,
  );
  const moves = redirects.flatMap(({ from, to }) => [
    `location = ${from} { return 301 ${to}; }`,
    `location = ${from}/ { return 301 ${to}; }`,
    `location = /page-data${from}.json { return 301 /page-data${to}.json; }`,
  ]);
  return [
    '# Written by npm run build for the nginx template; do not edit.',
    ...headers,
    'add_header Cache-Control $swaproute_answer_cache_control always;',
    ...moves,
    '',
  ].join('\n');
}
