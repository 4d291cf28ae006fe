import { ThemeProvider } from '@emotion/react';
import { render, type RenderOptions } from '@testing-library/react';
import { Suspense, type ReactElement, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { siteFixture } from './siteFixture';
import { SiteProvider } from '../../src/site/site';
import type { SiteData } from '../../src/types/siteData';
import { theme } from '../../src/theme/theme';

/** Renders inside the same theme, site data and router the site uses. */
export function renderWithSite(
  ui: ReactElement,
  {
    route = '/',
    site = siteFixture(),
    ...options
  }: RenderOptions & { route?: string; site?: SiteData } = {},
) {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <ThemeProvider theme={theme}>
      <SiteProvider site={site}>
        <MemoryRouter initialEntries={[route]}>
          <Suspense fallback={null}>{children}</Suspense>
        </MemoryRouter>
      </SiteProvider>
    </ThemeProvider>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
