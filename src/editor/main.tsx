import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Editor } from './Editor';

/** The page editor at /__edit in `npm run dev`; the production build never includes it. */
const root = document.getElementById('root');
if (!root) throw new Error('The editor page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <Editor />
  </StrictMode>,
);
