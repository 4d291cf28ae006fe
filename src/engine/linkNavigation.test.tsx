import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { startIslands } from './islands';
import { useClientLinkNavigation } from './linkNavigation';

function Shown() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="address">{`${pathname}${search}${hash}`}</output>;
}

function Links() {
  useClientLinkNavigation();
  return (
    <>
      <a href="/ethtousdt?amount=2#steps">
        <span>Swap ETH to USDT</span>
      </a>
      <a href="/bitcoin" target="_blank" rel="noopener noreferrer">
        Bitcoin in a new tab
      </a>
      <a href="/whitepaper.pdf" download>
        Download
      </a>
      <a href="#faq">FAQ</a>
      <a href="//cdn.example.test/page">Another host</a>
      <a href="mailto:help@example.test">Mail us</a>
      <Shown />
    </>
  );
}

const renderAt = (route = '/') =>
  render(
    <MemoryRouter initialEntries={[route]}>
      <Links />
    </MemoryRouter>,
  );

const address = () => screen.getByRole('status', { name: 'address' }).textContent;

/** A link is followed once the press has gone through the page, in a task of its own. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 10));

// jsdom follows a link the app leaves to the browser a task later; that task runs within its
// test, not after the file's window is gone.
afterEach(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));

/** A click the way a browser reports it; false when something prevented its default. */
const click = (name: string, init: MouseEventInit = {}) =>
  fireEvent.click(screen.getByText(name), { button: 0, ...init });

describe('useClientLinkNavigation', () => {
  it('follows a plain link to one of our pages on the client, query and anchor included', async () => {
    renderAt();
    // Clicking the text inside the link counts as clicking the link.
    expect(click('Swap ETH to USDT')).toBe(false);
    await waitFor(() => expect(address()).toBe('/ethtousdt?amount=2#steps'));
  });

  it('leaves clicks meant for a new tab or window to the browser', async () => {
    renderAt();
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(click('Swap ETH to USDT', { [modifier]: true })).toBe(true);
    }
    expect(click('Swap ETH to USDT', { button: 1 })).toBe(true);
    expect(click('Bitcoin in a new tab')).toBe(true);
    await settled();
    expect(address()).toBe('/');
  });

  it('leaves downloads, in-page anchors, other hosts and mail links to the browser', async () => {
    renderAt('/bitcoin');
    for (const name of ['Download', 'FAQ', 'Another host', 'Mail us']) {
      expect(click(name), name).toBe(true);
    }
    await settled();
    expect(address()).toBe('/bitcoin');
  });

  it('does not follow a link whose press something before the page already took', async () => {
    renderAt('/bitcoin');
    const takePress = (event: MouseEvent) => event.preventDefault();
    window.addEventListener('click', takePress, { capture: true, once: true });
    click('Swap ETH to USDT');
    await settled();
    expect(address()).toBe('/bitcoin');
  });

  it('follows a link pressed inside an island that has not woken yet', async () => {
    const { container } = render(
      <MemoryRouter initialEntries={['/']}>
        <Links />
        <div data-island="links-test:0" data-hydrate="press">
          <a href="/ethereum">Ethereum</a>
        </div>
      </MemoryRouter>,
    );
    // The runtime knows the island as asleep, so a press it took for the island's would wake
    // the island and be kept for it instead of being followed.
    startIslands(container);
    expect(click('Ethereum')).toBe(false);
    await waitFor(() => expect(address()).toBe('/ethereum'));
  });

  it('stops following links once the app is gone', () => {
    const { unmount } = renderAt();
    unmount();
    const stray = document.createElement('a');
    stray.href = '/bitcoin';
    document.body.append(stray);
    expect(fireEvent.click(stray, { button: 0 })).toBe(true);
    stray.remove();
  });
});
