import { act, render, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import { SiteProvider } from '../../site/site';
import { setAnalyticsConsent } from './consentStore';
import { ConsentKeeper } from './ConsentKeeper';

// The keeper's own id, spelled out: importing it from ./Consent would load the keeper here.
const ANALYTICS_SCRIPT_ID = 'analytics-script';

const keeperLoads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./Consent', async (importOriginal) => {
  keeperLoads.count += 1;
  return importOriginal();
});

const wrapper = ({ children }: { children: ReactNode }) => (
  <SiteProvider site={siteFixture()}>
    <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
  </SiteProvider>
);

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the analytics keeper on the page', () => {
  it('fetches no code and asks for nothing while analytics is off, and comes once it is allowed', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Response.json({ analyticsScriptUrl: 'https://analytics.example/a.js' })),
    );
    render(<ConsentKeeper />, { wrapper });
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(keeperLoads.count).toBe(0);
    expect(fetch).not.toHaveBeenCalled();

    act(() => setAnalyticsConsent(true));
    await waitFor(() => expect(keeperLoads.count).toBe(1));
    await waitFor(() =>
      expect(document.getElementById(ANALYTICS_SCRIPT_ID)).toHaveAttribute(
        'src',
        'https://analytics.example/a.js',
      ),
    );
    act(() => setAnalyticsConsent(false));
    expect(document.getElementById(ANALYTICS_SCRIPT_ID)).toBeNull();
  });
});
