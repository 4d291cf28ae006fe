import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { ANALYTICS_CONSENT_KEY } from '../consent/consentStore';
import { SettingsDialog } from './SettingsDialog';
import { SettingsPopover } from './SettingsPopover';

beforeAll(() => {
  // jsdom lays nothing out; Radix's popper only needs these to exist.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const gear = () => screen.getByRole('button', { name: 'Settings' });
const openPopover = async () => {
  await userEvent.click(gear());
  return screen.findByRole('dialog', { name: 'Settings' });
};

describe('settings popover', () => {
  beforeEach(() => {
    localStorage.clear();
    document.body.className = '';
  });

  it('applies and stores the theme and analytics switches at once', async () => {
    renderWithSite(<SettingsPopover />);
    await openPopover();

    await userEvent.click(screen.getByRole('switch', { name: 'Dark mode' }));
    expect(document.body).toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeChecked();

    await userEvent.click(screen.getByRole('switch', { name: 'Analytics cookies' }));
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBe('true');
    await userEvent.click(screen.getByRole('switch', { name: 'Analytics cookies' }));
    expect(localStorage.getItem(ANALYTICS_CONSENT_KEY)).toBeNull();
  });

  it('keeps the required cookies switch locked on', async () => {
    renderWithSite(<SettingsPopover />);
    await openPopover();
    const cookies = screen.getByRole('switch', { name: 'Required cookies' });
    expect(cookies).toBeChecked();
    expect(cookies).toBeDisabled();
  });

  it('links to the privacy and terms pages', async () => {
    renderWithSite(<SettingsPopover />);
    await openPopover();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/privacy',
    );
    expect(screen.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/terms',
    );
  });

  it.each([
    ['Save Settings', () => userEvent.click(screen.getByRole('button', { name: 'Save Settings' }))],
    [
      'the close icon',
      () => userEvent.click(screen.getByRole('button', { name: 'Close settings' })),
    ],
    ['Escape', () => userEvent.keyboard('{Escape}')],
    [
      'browser back',
      async () => act(() => void window.dispatchEvent(new PopStateEvent('popstate'))),
    ],
  ])('closes on %s and gives focus back to the gear', async (_way, close) => {
    renderWithSite(<SettingsPopover />);
    await openPopover();
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(gear()).toHaveFocus();
  });

  it('moves focus into the popover when it opens', async () => {
    renderWithSite(<SettingsPopover />);
    const popover = await openPopover();
    expect(popover).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('settings dialog', () => {
  it('offers the same switches in a dialog and closes on Save Settings', async () => {
    renderWithSite(<SettingsDialog trigger={<button type="button">Open settings</button>} />);
    await userEvent.click(screen.getByRole('button', { name: 'Open settings' }));
    await screen.findByRole('dialog', { name: 'Settings' });
    for (const name of ['Dark mode', 'Required cookies', 'Analytics cookies']) {
      expect(screen.getByRole('switch', { name })).toBeInTheDocument();
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save Settings' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Open settings' })).toHaveFocus();
  });
});
