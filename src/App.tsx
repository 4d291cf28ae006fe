import styled from '@emotion/styled';
import { ThemeProvider } from '@emotion/react';
import { useMemo } from 'react';
import { Route, Routes } from 'react-router-dom';
import { siteBlocks } from './blocks';
import { useAnnouncedNavigation, useClientLinkNavigation } from './engine/linkNavigation';
import { PageRoute } from './engine/PageRoute';
import { InitialPageProvider, type InitialPage } from './engine/pageData';
import { SiteProvider } from './site/site';
import type { SiteShell } from './site/siteParts';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { FooterIsland, loadFooter } from './shell/footer/FooterIsland';
import { Header } from './shell/header/Header';
import { loadHeaderIslands } from './shell/header/headerIslands';
import { NotFound } from './shell/NotFound';
import { sitePageHead } from './shell/head/pageHead';
import { GlobalStyles } from './theme/GlobalStyles';
import { theme } from './theme/theme';
import { themeStyles } from './theme/themeStyles';

const Main = styled.main(
  themeStyles(({ theme }) => ({
    flex: '1 0 auto',
    width: '100%',
    maxWidth: theme.contentWidth,
    margin: '0 auto',
    padding: `0 ${theme.space.lg}`,
    [theme.breakpoints.mobile]: { padding: `0 ${theme.space.md}` },
  })),
);

const SkipLink = styled.a(
  themeStyles(({ theme }) => ({
    position: 'absolute',
    left: theme.space.md,
    top: '-4rem',
    padding: theme.space.sm,
    background: theme.colors.surface,
    zIndex: 100,
    '&:focus': { top: theme.space.md },
  })),
);

/**
 * The code the app needs before it draws the shell from scratch (the prerender, the dev
 * server's empty page): the header's buttons and the footer. A render never waits for code; the page itself comes
 * with its blocks' code, as after any navigation (PageRoute.tsx).
 */
export const loadShellCode = () =>
  Promise.all([loadHeaderIslands(), loadFooter()]).then(() => undefined);

interface AppProps {
  initialPage: InitialPage | null;
  site: SiteShell;
}

export function App({ initialPage, site }: AppProps) {
  useClientLinkNavigation();
  useAnnouncedNavigation();
  const headParts = useMemo(() => sitePageHead(site), [site]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <SiteProvider site={site}>
        <ErrorBoundary>
          <InitialPageProvider value={initialPage}>
            <SkipLink href="#main">Skip to content</SkipLink>
            <Header />
            <Main id="main">
              <Routes>
                <Route
                  path="*"
                  element={
                    <PageRoute blocks={siteBlocks} notFound={<NotFound />} headParts={headParts} />
                  }
                />
              </Routes>
            </Main>
            <FooterIsland />
          </InitialPageProvider>
        </ErrorBoundary>
      </SiteProvider>
    </ThemeProvider>
  );
}
