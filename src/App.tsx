import styled from '@emotion/styled';
import { ThemeProvider } from '@emotion/react';
import { useCallback } from 'react';
import { Route, Routes } from 'react-router-dom';
import { siteBlocks } from './blocks';
import { loadOnce } from './engine/codeLoader';
import { useClientLinkNavigation } from './engine/linkNavigation';
import { PageRoute } from './engine/PageRoute';
import { InitialPageProvider, type InitialPage } from './engine/pageData';
import { SiteProvider } from './site/site';
import type { SiteShell } from './site/siteParts';
import { ConsentKeeper } from './shell/consent/ConsentKeeper';
import { ErrorBoundary } from './shell/ErrorBoundary';
import { FooterIsland } from './shell/footer/FooterIsland';
import { Header } from './shell/header/Header';
import { NotFound } from './shell/NotFound';
import { Toaster } from './shell/toasts/Toaster';
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

/** The site's part of a page head: loaded with the head builder, when a navigation first needs another page's head. */
const pageHead = loadOnce(() => import('./shell/head/pageHead'));

interface AppProps {
  initialPage: InitialPage | null;
  site: SiteShell;
}

export function App({ initialPage, site }: AppProps) {
  useClientLinkNavigation();
  const loadHeadParts = useCallback(
    () => pageHead.load().then((module) => module.sitePageHead(site)),
    [site],
  );
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
                    <PageRoute
                      blocks={siteBlocks}
                      notFound={<NotFound />}
                      loadHeadParts={loadHeadParts}
                    />
                  }
                />
              </Routes>
            </Main>
            <FooterIsland />
            <Toaster />
            <ConsentKeeper />
          </InitialPageProvider>
        </ErrorBoundary>
      </SiteProvider>
    </ThemeProvider>
  );
}
