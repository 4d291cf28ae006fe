import type { SiteData } from '../src/types/siteData.ts';

/** The environment variable a deployment's pipeline sets to make placeholders fail the build. */
export const STRICT_IDENTITY_VARIABLE = 'REQUIRE_SITE_IDENTITY';

/** Hosts reserved for documentation and tests (RFC 2606, RFC 6761): never a real site's. */
function isPlaceholderHost(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  return (
    /(^|\.)(example|test|invalid|localhost)$/.test(name) ||
    /(^|\.)example\.(com|net|org)$/.test(name)
  );
}

const hostOfAddress = (address: string) => address.slice(address.lastIndexOf('@') + 1);

/**
 * What still names a placeholder rather than this deployment: the canonical origin every
 * page, the sitemap and robots.txt point at, the support address, and any mail link.
 */
export function siteIdentityProblems(
  site: Pick<SiteData, 'supportEmail' | 'footer' | 'social'>,
  siteUrl: string,
): string[] {
  const problems: string[] = [];
  if (isPlaceholderHost(new URL(siteUrl).hostname)) {
    problems.push(
      `The canonical origin is ${siteUrl}: set siteUrl in the content's site.json, or SITE_URL for this build.`,
    );
  }
  if (isPlaceholderHost(hostOfAddress(site.supportEmail))) {
    problems.push(
      `The support address is ${site.supportEmail}: set supportEmail in the content's site.json.`,
    );
  }
  for (const link of [...site.footer.links, ...site.social]) {
    if (!link.href.startsWith('mailto:')) continue;
    const address = link.href.slice('mailto:'.length);
    // One that mails the support address is covered by the check of that address above.
    if (address !== site.supportEmail) {
      problems.push(
        `The link "${link.label}" mails ${address}: point it at the support address, ${site.supportEmail}.`,
      );
    }
  }
  return problems;
}

/**
 * Warns, loudly, when a build would publish placeholder identity; with REQUIRE_SITE_IDENTITY=1
 * (for a deployment's pipeline, not the test suite, which builds the sample content) it fails.
 */
export function checkSiteIdentity(
  site: Pick<SiteData, 'supportEmail' | 'footer' | 'social'>,
  siteUrl: string,
  env: NodeJS.ProcessEnv = process.env,
  warn: (message: string) => void = console.warn,
): void {
  const problems = siteIdentityProblems(site, siteUrl);
  if (problems.length === 0) return;
  const strict = env[STRICT_IDENTITY_VARIABLE] === '1';
  const rule = '!'.repeat(72);
  const report = [
    rule,
    `!! This build still carries placeholder identity; it is not ready to publish:`,
    ...problems.map((problem) => `!!   - ${problem}`),
    strict
      ? `!! ${STRICT_IDENTITY_VARIABLE}=1 is set, so the build stops here.`
      : `!! A deployment pipeline sets ${STRICT_IDENTITY_VARIABLE}=1 to make this an error.`,
    rule,
  ].join('\n');
  if (strict) throw new Error(report);
  warn(report);
}
