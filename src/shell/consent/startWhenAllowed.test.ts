// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setAnalyticsConsent } from './consentStore';
import { startWhenAnalyticsAllowed } from './startWhenAllowed';

const listening: (() => void)[] = [];
afterEach(() => {
  for (const stop of listening.splice(0)) stop();
  localStorage.clear();
});

describe('startWhenAnalyticsAllowed', () => {
  it('starts nothing while analytics is off, and the keeper once when it is allowed', () => {
    const start = vi.fn(async () => undefined);
    listening.push(startWhenAnalyticsAllowed(start));
    expect(start).not.toHaveBeenCalled();
    setAnalyticsConsent(true);
    setAnalyticsConsent(false);
    setAnalyticsConsent(true);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts it at once for a visitor who allowed analytics before', () => {
    setAnalyticsConsent(true);
    const start = vi.fn(async () => undefined);
    listening.push(startWhenAnalyticsAllowed(start));
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('tries again with the next change of mind when its code could not be fetched', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const start = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    listening.push(startWhenAnalyticsAllowed(start));
    setAnalyticsConsent(true);
    await vi.waitFor(() => expect(console.error).toHaveBeenCalled());
    setAnalyticsConsent(true);
    expect(start).toHaveBeenCalledTimes(2);
  });
});
