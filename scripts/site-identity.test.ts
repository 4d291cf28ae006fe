import { describe, expect, it, vi } from 'vitest';
import { checkSiteIdentity, siteIdentityProblems } from './site-identity.ts';

const real = {
  supportEmail: 'help@swaproute.io',
  footer: { badges: [], links: [{ label: 'Support', href: 'mailto:help@swaproute.io' }] },
  social: [
    { network: 'microblog' as const, label: 'SwapRoute on X', href: 'https://x.com/swaproute' },
  ],
};
const placeholder = {
  ...real,
  supportEmail: 'support@swaproute.example',
  footer: { badges: [], links: [{ label: 'Support', href: 'mailto:support@swaproute.example' }] },
};

describe('siteIdentityProblems', () => {
  it('finds nothing to say about a real origin and support address', () => {
    expect(siteIdentityProblems(real, 'https://swaproute.io')).toEqual([]);
  });

  it('names a placeholder origin and support address', () => {
    const problems = siteIdentityProblems(placeholder, 'https://swaproute.example');
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain('https://swaproute.example');
    expect(problems[0]).toContain('SITE_URL');
    expect(problems[1]).toContain('support@swaproute.example');
  });

  it('treats example.com and .test hosts as placeholders too', () => {
    expect(siteIdentityProblems(real, 'https://www.example.com')).toHaveLength(1);
    expect(siteIdentityProblems(real, 'https://staging.test')).toHaveLength(1);
  });

  it('names a mail link that has drifted from the support address', () => {
    const drifted = {
      ...real,
      footer: { badges: [], links: [{ label: 'Support', href: 'mailto:old@swaproute.io' }] },
    };
    expect(siteIdentityProblems(drifted, 'https://swaproute.io')).toEqual([
      expect.stringContaining('old@swaproute.io'),
    ]);
  });
});

describe('checkSiteIdentity', () => {
  it('warns without failing by default', () => {
    const warn = vi.fn();
    checkSiteIdentity(placeholder, 'https://swaproute.example', {}, warn);
    expect(warn).toHaveBeenCalledOnce();
    expect(warn.mock.calls[0]?.[0]).toContain('placeholder identity');
  });

  it('fails the build when the pipeline asks for it', () => {
    const env = { REQUIRE_SITE_IDENTITY: '1' };
    expect(() => checkSiteIdentity(placeholder, 'https://swaproute.example', env, vi.fn())).toThrow(
      /REQUIRE_SITE_IDENTITY=1 is set/,
    );
    expect(() => checkSiteIdentity(real, 'https://swaproute.io', env, vi.fn())).not.toThrow();
  });
});
