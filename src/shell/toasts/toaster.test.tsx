import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import { showToastsOnceRaised } from './toaster';
import { siteToasts } from './toastStore';

// A file of its own: the toasts' root, once made, stays for the page (here, this file). Fake
// timers, dropped at the end with the toast's own timers.
describe('showToastsOnceRaised', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('puts nothing on the page until the first toast, then shows it in a root of its own', async () => {
    showToastsOnceRaised(siteFixture());
    await act(async () => {});
    expect(screen.queryByRole('region')).not.toBeInTheDocument();

    act(() => void siteToasts.toast({ title: 'Saved' }));
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(screen.getByRole('region', { name: /Notifications \(F8\)/ })).toBeInTheDocument();
  });
});
