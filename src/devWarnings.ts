/**
 * npm run dev only: the content's warnings (a title that search results would cut, a link
 * the site knows is broken) over the page, where a marketer sees them without the terminal.
 * Errors go to Vite's overlay instead. Dismissed, the panel stays away until the warnings
 * change.
 */
const PANEL_ID = 'content-warnings';
let dismissed: string | undefined;

export function showContentWarnings(text: string) {
  document.getElementById(PANEL_ID)?.remove();
  if (!text || text === dismissed) return;
  const panel = document.createElement('aside');
  panel.id = PANEL_ID;
  panel.setAttribute('aria-labelledby', `${PANEL_ID}-heading`);
  Object.assign(panel.style, {
    position: 'fixed',
    left: '1rem',
    right: '1rem',
    bottom: '1rem',
    zIndex: '2147483647',
    maxHeight: '40vh',
    overflow: 'auto',
    padding: '0.75rem 1rem',
    borderRadius: '8px',
    border: '2px solid #8a6d00',
    background: '#fff8db',
    color: '#2b2100',
    font: '14px/1.4 system-ui, sans-serif',
    boxShadow: '0 4px 16px rgb(0 0 0 / 25%)',
  });
  const heading = document.createElement('h2');
  heading.id = `${PANEL_ID}-heading`;
  heading.textContent = 'Content warnings (npm run dev only; the pages still build)';
  Object.assign(heading.style, { font: 'inherit', fontWeight: '700', margin: '0 0 0.5rem' });
  const body = document.createElement('pre');
  body.textContent = text;
  Object.assign(body.style, { whiteSpace: 'pre-wrap', margin: '0 0 0.5rem', font: 'inherit' });
  const dismiss = document.createElement('button');
  dismiss.type = 'button';
  dismiss.textContent = 'Dismiss';
  dismiss.addEventListener('click', () => {
    dismissed = text;
    panel.remove();
  });
  panel.append(heading, body, dismiss);
  document.body.append(panel);
}
