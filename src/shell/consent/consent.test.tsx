import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, render, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_SCRIPT_ID, Consent } from './Consent';
import { ANALYTICS_CONSENT_KEY, setAnalyticsConsent } from './consentStore';
import { useAnalyticsConsent } from './useAnalyticsConsent';
import { siteFixture } from '../../../tests/support/siteFixture';
import { SiteProvider } from '../../site/site';

const freshCache = ({ children }: { children: ReactNode }) => (
  <SiteProvider site={siteFixture()}>
    <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
  </SiteProvider>
);

function serveConfig(analyticsScriptUrl: string | null) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json({ marketBase: '/api/market', analyticsScriptUrl })),
  );
}

const analyticsScript = () => document.getElementById(ANALYTICS_SCRIPT_ID);

describe('consent', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => vi.unstubAllGlobals());

  it("stores analyticsConsent as 'true' when allowed and removes it when not", () => {
    const { result } = renderHook(() => useAnalyticsConsent());
    expect(result.current.allowed).toBe(false);

    act(() => result.current.setAllowed(true));
    expect(result.current.allowed).toBe(true);
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('true');

    act(() => result.current.setAllowed(false));
    expect(result.current.allowed).toBe(false);
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBeNull();
  });

  it("records cookieConsent as 'true' on every page, from the boot script, before any app", () => {
    new Function(readFileSync(path.join(process.cwd(), 'src/public/boot.js'), 'utf8'))();
    expect(localStorage.getItem('cookieConsent')).toBe('true');
  });

  it("loads the analytics script only while consent is on, and asks for the deployment's settings only then", async () => {
    serveConfig('https://analytics.example/script.js');
    render(<Consent />, { wrapper: freshCache });
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(fetch).not.toHaveBeenCalled();
    expect(analyticsScript()).toBeNull();

    act(() => setAnalyticsConsent(true));
    await waitFor(() =>
      expect(analyticsScript()).toHaveAttribute('src', 'https://analytics.example/script.js'),
    );

    act(() => setAnalyticsConsent(false));
    expect(analyticsScript()).toBeNull();
  });

  it('loads nothing when the deployment names no analytics script', async () => {
    serveConfig(null);
    localStorage.setItem(ANALYTICS_CONSENT_KEY, 'true');
    render(<Consent />, { wrapper: freshCache });
    await waitFor(() => expect(fetch).toHaveBeenCalled());
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(analyticsScript()).toBeNull();
  });
});
