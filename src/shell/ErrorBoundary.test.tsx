import { act, render, screen } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { expect, it, vi } from 'vitest';
import { theme } from '../theme/theme';
import { ErrorBoundary } from './ErrorBoundary';
import { reportRenderFailure } from './renderFailure';

it("shows the error screen for a block's own root that failed to render, whether before or after the app arrived", () => {
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const app = () => (
    <ThemeProvider theme={theme}>
      <ErrorBoundary>
        <h1>Bitcoin (BTC)</h1>
      </ErrorBoundary>
    </ThemeProvider>
  );
  const first = render(app());
  expect(screen.getByRole('heading', { name: 'Bitcoin (BTC)' })).toBeInTheDocument();
  act(() => reportRenderFailure(new Error('The FAQ has no items.')));
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(console.error).toHaveBeenCalledWith('Render failed:', expect.any(Error));
  first.unmount();

  // An app that arrives after the failure shows the screen at once.
  render(app());
  expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Bitcoin (BTC)' })).not.toBeInTheDocument();
});
