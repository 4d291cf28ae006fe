import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
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
      <a href="/about" onClick={(event) => event.preventDefault()}>
        Handled elsewhere
      </a>
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

/** A click the way a browser reports it; false when something prevented its default. */
const click = (name: string, init: MouseEventInit = {}) =>
  fireEvent.click(screen.getByText(name), { button: 0, ...init });

describe('useClientLinkNavigation', () => {
  it('follows a plain link to one of our pages on the client, query and anchor included', () => {
    renderAt();
    // Clicking the text inside the link counts as clicking the link.
    expect(click('Swap ETH to USDT')).toBe(false);
    expect(address()).toBe('/ethtousdt?amount=2#steps');
  });

  it('leaves clicks meant for a new tab or window to the browser', () => {
    renderAt();
    for (const modifier of ['metaKey', 'ctrlKey', 'shiftKey', 'altKey'] as const) {
      expect(click('Swap ETH to USDT', { [modifier]: true })).toBe(true);
    }
    expect(click('Swap ETH to USDT', { button: 1 })).toBe(true);
    expect(click('Bitcoin in a new tab')).toBe(true);
    expect(address()).toBe('/');
  });

  it('leaves downloads, in-page anchors, other hosts and mail links to the browser', () => {
    renderAt('/bitcoin');
    for (const name of ['Download', 'FAQ', 'Another host', 'Mail us']) {
      expect(click(name), name).toBe(true);
    }
    expect(address()).toBe('/bitcoin');
  });

  it('does not follow a link whose own handler already took the click', () => {
    renderAt('/bitcoin');
    click('Handled elsewhere');
    expect(address()).toBe('/bitcoin');
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
