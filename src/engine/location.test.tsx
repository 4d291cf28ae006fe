// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { announceNavigation, usePathname } from './location';

function PathShown() {
  return <p>{usePathname()}</p>;
}

afterEach(() => window.history.replaceState(null, '', '/'));

describe('usePathname', () => {
  it('follows a navigation the app announces, and the browser going back', () => {
    window.history.replaceState(null, '', '/bitcoin');
    render(<PathShown />);
    expect(screen.getByText('/bitcoin')).toBeInTheDocument();

    act(() => {
      window.history.pushState(null, '', '/ethereum');
      announceNavigation();
    });
    expect(screen.getByText('/ethereum')).toBeInTheDocument();

    act(() => {
      window.history.replaceState(null, '', '/bitcoin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(screen.getByText('/bitcoin')).toBeInTheDocument();
  });
});
