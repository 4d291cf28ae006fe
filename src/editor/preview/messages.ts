import type { PageDefinition } from '../../engine/types';
import type { Theme } from '../../gallery/Gallery';

/** What the editor tells its preview frame: the page as the form holds it, and the theme. */
export interface PreviewMessage {
  type: 'page-editor-preview';
  page: PageDefinition;
  theme: Theme;
}

/** What the frame tells the editor once it listens, so the first page reaches it. */
export interface PreviewReady {
  type: 'page-editor-preview-ready';
}

export const PREVIEW_URL = '/__edit/preview';
