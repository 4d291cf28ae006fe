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
import { FooterIsland } from './shell/footer/FooterIsland';
import { Header } from './shell/header/Header';
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
