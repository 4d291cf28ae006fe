import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { App } from './App';
import type { InitialPage } from './engine/initialPage';

export function renderPage(url: string, initialPage: InitialPage): string {
  return renderToString(
    <StrictMode>
      <StaticRouter location={url}>
        <App initialPage={initialPage} />
      </StaticRouter>
    </StrictMode>,
  );
}
