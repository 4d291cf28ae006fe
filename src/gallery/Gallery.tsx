import { ThemeProvider } from '@emotion/react';
import { useEffect, useState } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { swrDefaults } from '../net/swrDefaults';
import { siteBlocks } from '../blocks';
import { blockTypesOf } from '../engine/blockRegistry';
import { PageRenderer } from '../engine/PageRenderer';
import { SiteProvider } from '../site/site';
import type { Block, PageDefinition } from '../engine/types';
import type { SiteData } from '../types/siteData';
import { GlobalStyles } from '../theme/GlobalStyles';
import { theme } from '../theme/theme';

/** The parts of a block schema the gallery shows: what a marketer reads before writing JSON. */
export interface BlockSchema {
  title?: string;
  description?: string;
  required?: string[];
  properties?: Record<string, FieldSchema>;
  examples?: Block[];
}

interface FieldSchema {
  description?: string;
  type?: string;
  const?: unknown;
  enum?: unknown[];
  $ref?: string;
  items?: FieldSchema;
}

export type Theme = 'light' | 'dark';

const widths = { desktop: 1280, phone: 375 } as const;
const themes: Theme[] = ['light', 'dark'];

export const previewUrl = (type: string, example: number, themeName: Theme) =>
  `/__blocks?preview=${encodeURIComponent(type)}&example=${example}&theme=${themeName}`;

/**
 * The page once the code of every block it uses is in: the renderer never waits for code. A
 * marketer's new block type shows the page before it until its code has come.
 */
function PageWithItsCode({ page }: { page: PageDefinition }) {
  const types = blockTypesOf(page);
  const missing = types.filter((type) => siteBlocks.isKnown(type) && !siteBlocks.get(type));
  const [, codeArrived] = useState(0);
  const [drawn, setDrawn] = useState<PageDefinition | null>(null);
  const wanted = missing.join(' ');
  useEffect(() => {
    if (!wanted) return;
    siteBlocks.preload(wanted.split(' ')).then(
      () => codeArrived((count) => count + 1),
      (error: unknown) => console.error("The preview's blocks could not be loaded:", error),
    );
  }, [wanted]);
  if (missing.length === 0 && drawn !== page) setDrawn(page);
  const shown = missing.length === 0 ? page : drawn;
  return shown ? <PageRenderer page={shown} blocks={siteBlocks} /> : <p>Loading the blocks…</p>;
}

/**
 * A page as the site draws it (the engine's renderer with the site's providers), in one
 * theme; the gallery's frames and the page editor's preview both show pages this way.
 */
export function PagePreview({
  page,
  site,
  themeName,
}: {
  page: PageDefinition;
  site: SiteData;
  themeName: Theme;
}) {
  useEffect(() => {
    document.body.classList.toggle('dark', themeName === 'dark');
    document.documentElement.classList.toggle('dark', themeName === 'dark');
  }, [themeName]);
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <SiteProvider site={site}>
        <SWRConfig value={swrDefaults}>
          <BrowserRouter>
            <main style={{ padding: 16 }}>
              <PageWithItsCode page={page} />
            </main>
          </BrowserRouter>
        </SWRConfig>
      </SiteProvider>
    </ThemeProvider>
  );
}

/** One example block on a page of its own, as the site renders it, for the gallery's frames. */
export function BlockPreview({
  block,
  site,
  themeName,
}: {
  block: Block;
  site: SiteData;
  themeName: Theme;
}) {
  const page: PageDefinition = {
    kind: 'fixed',
    slug: '__blocks',
    title: `${block.type} block`,
    description: `An example ${block.type} block`,
    keywords: [],
    blocks: [block],
  };
  return <PagePreview page={page} site={site} themeName={themeName} />;
}

function describeType(field: FieldSchema): string {
  if (field.const !== undefined) return JSON.stringify(field.const);
  if (field.enum) return field.enum.map((value) => JSON.stringify(value)).join(' | ');
  if (field.type === 'array') return `list of ${field.items ? describeType(field.items) : 'items'}`;
  if (field.type) return field.type;
  if (field.$ref) return field.$ref.replace(/^.*[#/]/, '');
  return 'see the schema';
}

/** The shared definitions (links, anchors, rich text) fields refer to with `$ref`. */
export type Definitions = Record<string, FieldSchema>;

/** A field's own description, else the one of the shared definition it refers to. */
function describeField(field: FieldSchema, definitions: Definitions): string {
  const ref = field.$ref ?? field.items?.$ref;
  const shared = ref ? definitions[ref.replace(/^.*\//, '')]?.description : undefined;
  return field.description ?? shared ?? '';
}

function Fields({ schema, definitions }: { schema: BlockSchema; definitions: Definitions }) {
  const required = new Set(schema.required ?? []);
  return (
    <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: 14 }}>
      <thead>
        <tr>
          <th align="left">Field</th>
          <th align="left">Value</th>
          <th align="left">What it is</th>
        </tr>
      </thead>
      <tbody>
        {Object.entries(schema.properties ?? {}).map(([name, field]) => (
          <tr key={name} style={{ borderTop: '1px solid #ccc' }}>
            <td>
              <code>{name}</code>
              {required.has(name) ? ' (required)' : ''}
            </td>
            <td>{describeType(field)}</td>
            <td>{describeField(field, definitions)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** Puts an example on the clipboard, ready to paste into a page's blocks. */
function CopyExample({ type, index, json }: { type: string; index: number; json: string }) {
  const [status, setStatus] = useState('');
  const copy = () => {
    navigator.clipboard
      .writeText(json)
      .then(() => setStatus('Copied'))
      .catch(() => setStatus('Could not copy: select the JSON below instead'));
  };
  return (
    <p>
      <button type="button" onClick={copy}>
        Copy {type} example {index + 1}
      </button>{' '}
      <span role="status">{status}</span>
    </p>
  );
}

function Frame({ src, width, label }: { src: string; width: number; label: string }) {
  // Desktop frames are drawn at half size, so a block shows at the width it is laid out for.
  const scale = width > 600 ? 0.5 : 1;
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontSize: 13 }}>{label}</figcaption>
      <div
        style={{
          width: width * scale,
          height: 640 * scale,
          overflow: 'hidden',
          border: '1px solid #999',
        }}
      >
        <iframe
          title={label}
          src={src}
          loading="lazy"
          style={{
            width,
            height: 640,
            border: 0,
            transform: `scale(${scale})`,
            transformOrigin: '0 0',
          }}
        />
      </div>
    </figure>
  );
}

/** Every block type: its description and fields beside its examples, in both themes and widths. */
export function GalleryIndex({
  schemas,
  definitions,
}: {
  schemas: ReadonlyMap<string, BlockSchema>;
  definitions: Definitions;
}) {
  const types = [...schemas.keys()].sort();
  return (
    <div
      style={{ fontFamily: 'system-ui, sans-serif', padding: 24, maxWidth: 1400, margin: '0 auto' }}
    >
      <h1>Blocks</h1>
      <p>
        Every block a page file can use, drawn from the <code>examples</code> in its schema (
        <code>schema/blocks/</code>). Copy an example into a page&apos;s <code>blocks</code> and
        change its text. This page exists only in <code>npm run dev</code>.
      </p>
      <nav aria-label="Block types" style={{ display: 'flex', flexWrap: 'wrap', gap: '4px 12px' }}>
        {types.map((type) => (
          <a key={type} href={`#${type}`}>
            {type}
          </a>
        ))}
      </nav>
      {types.map((type) => {
        const schema = schemas.get(type)!;
        return (
          <section
            key={type}
            id={type}
            aria-labelledby={`${type}-heading`}
            style={{ marginTop: 48 }}
          >
            <h2 id={`${type}-heading`}>{type}</h2>
            <p>{schema.description}</p>
            <Fields schema={schema} definitions={definitions} />
            {(schema.examples ?? []).map((example, index) => (
              <div key={index} style={{ marginTop: 16 }}>
                <h3>Example {index + 1}</h3>
                <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16 }}>
                  {themes.flatMap((themeName) =>
                    (Object.keys(widths) as (keyof typeof widths)[]).map((size) => (
                      <Frame
                        key={`${themeName}-${size}`}
                        src={previewUrl(type, index, themeName)}
                        width={widths[size]}
                        label={`${type}, ${themeName} theme, ${size} (${widths[size]} px)`}
                      />
                    )),
                  )}
                </div>
                <CopyExample type={type} index={index} json={JSON.stringify(example, null, 2)} />
                <details>
                  <summary>JSON</summary>
                  <pre style={{ whiteSpace: 'pre-wrap' }}>{JSON.stringify(example, null, 2)}</pre>
                </details>
              </div>
            ))}
          </section>
        );
      })}
    </div>
  );
}
