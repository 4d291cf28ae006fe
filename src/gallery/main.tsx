import { CacheProvider } from '@emotion/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import site from 'virtual:site-data';
import { siteBlocks } from '../blocks';
import { CONTENT_CHANGED_EVENT } from '../content/devEvents';
import { createEmotionCache } from '../theme/emotionCache';
import defs from '../../schema/defs.schema.json';
import {
  BlockPreview,
  GalleryIndex,
  type BlockSchema,
  type Definitions,
  type Theme,
} from './Gallery';

/** The block gallery at /__blocks in `npm run dev`; the production build never includes it. */
const modules = import.meta.glob<BlockSchema & { properties: { type: { const: string } } }>(
  '../../schema/blocks/*.schema.json',
  { eager: true, import: 'default' },
);
const schemas = new Map(
  Object.values(modules).map((schema) => [schema.properties.type.const, schema as BlockSchema]),
);

const params = new URLSearchParams(location.search);
const previewType = params.get('preview');
const example = schemas.get(previewType ?? '')?.examples?.[Number(params.get('example') ?? 0)];
const themeName: Theme = params.get('theme') === 'dark' ? 'dark' : 'light';

// As on a real page, the block's code arrives before the first render.
if (example) await siteBlocks.preload([example.type]);

import.meta.hot?.on(CONTENT_CHANGED_EVENT, () => location.reload());

const root = document.getElementById('root');
if (!root) throw new Error('The gallery page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <CacheProvider value={createEmotionCache()}>
      {previewType ? (
        example ? (
          <BlockPreview block={example} site={site} themeName={themeName} />
        ) : (
          <p>
            No example {params.get('example')} for a block of type {previewType}.
          </p>
        )
      ) : (
        <GalleryIndex schemas={schemas} definitions={defs.$defs as Definitions} />
      )}
    </CacheProvider>
  </StrictMode>,
);
