import { CacheProvider } from '@emotion/react';
import { Component, StrictMode, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import shell from 'virtual:site-data';
import catalogue from 'virtual:site-catalogue';
import { createEmotionCache } from '../../theme/emotionCache';
import { PagePreview } from '../../gallery/Gallery';
import { CONTENT_CHANGED_EVENT } from '../../content/devEvents';
import type { SiteData } from '../../types/siteData';
import type { PreviewMessage, PreviewReady } from './messages';
import { siteWithFormCoin } from './formCoin';

/**
 * The page editor's preview frame: the page the form holds, drawn by the site's renderer,
 * redrawn on every change the editor posts.
 */
class DrawingFailed extends Component<{ version: number; children: ReactNode }, { error?: Error }> {
  state: { error?: Error } = {};
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  // A page that failed to draw gets another chance with each change.
  componentDidUpdate(previous: { version: number }) {
    if (this.state.error && previous.version !== this.props.version)
      this.setState({ error: undefined });
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <p style={{ padding: 16, fontFamily: 'system-ui, sans-serif' }}>
        The preview cannot draw this page yet ({this.state.error.message}); it will once the fields
        the form marks are fixed.
      </p>
    );
  }
}

/**
 * All of the site data, as saved: the shell and the catalogue together, so that a coin page's
 * entry can be the form's (the swap buttons read the coins of the site data when it has them).
 */
const site: SiteData = { ...shell, ...catalogue };

function Preview() {
  const [message, setMessage] = useState<PreviewMessage & { version: number }>();
  useEffect(() => {
    let version = 0;
    const listen = (event: MessageEvent<PreviewMessage>) => {
      if (event.origin !== location.origin || event.data?.type !== 'page-editor-preview') return;
      setMessage({ ...event.data, version: ++version });
    };
    addEventListener('message', listen);
    const ready: PreviewReady = { type: 'page-editor-preview-ready' };
    parent.postMessage(ready, location.origin);
    return () => removeEventListener('message', listen);
  }, []);
  useEffect(() => {
    if (message) document.title = message.page.title;
  }, [message]);
  const page = message?.page;
  // A coin's facts as the form holds them: its swap buttons follow a chain just picked.
  const previewSite = useMemo(() => (page ? siteWithFormCoin(site, page) : site), [page]);
  if (!message) return <p>Waiting for the editor…</p>;
  return (
    <>
      <p
        style={{
          margin: 0,
          padding: '4px 16px',
          font: '13px system-ui, sans-serif',
          background: '#e8eaed',
          color: '#202124',
        }}
      >
        <span style={{ fontWeight: 600 }}>Tab title: </span>
        <span data-testid="preview-title">{message.page.title}</span>
      </p>
      <DrawingFailed version={message.version}>
        <PagePreview page={message.page} site={previewSite} themeName={message.theme} />
      </DrawingFailed>
    </>
  );
}

// New site data (a coin's facts, say) arrives with a reload; the editor then posts the page
// it holds again, so nothing typed is lost.
import.meta.hot?.on(CONTENT_CHANGED_EVENT, () => location.reload());

const root = document.getElementById('root');
if (!root) throw new Error('The preview page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      <Preview />
    </CacheProvider>
  </StrictMode>,
);
