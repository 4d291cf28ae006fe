import { useCallback, useEffect, useRef, useState } from 'react';
import type { PageDefinition } from '../../engine/types';
import type { Theme } from '../../gallery/Gallery';
import { PREVIEW_URL, type PreviewMessage } from './messages';
import { Choice } from './Choice';

const widths = { desktop: 1280, phone: 375 } as const;
type Width = keyof typeof widths;
const PREVIEW_COLUMN = 472;

/** The page as the form holds it, drawn in a frame at a chosen width and theme. */
export function Preview({ page }: { page: PageDefinition }) {
  const [theme, setTheme] = useState<Theme>('light');
  const [width, setWidth] = useState<Width>('desktop');
  const frame = useRef<HTMLIFrameElement>(null);
  const post = useCallback(() => {
    const message: PreviewMessage = { type: 'page-editor-preview', page, theme };
    frame.current?.contentWindow?.postMessage(message, location.origin);
  }, [page, theme]);
  useEffect(post, [post]);
  useEffect(() => {
    const ready = (event: MessageEvent<{ type?: string }>) => {
      if (event.origin === location.origin && event.data?.type === 'page-editor-preview-ready') {
        post();
      }
    };
    addEventListener('message', ready);
    return () => removeEventListener('message', ready);
  }, [post]);
  const pixels = widths[width];
  const scale = Math.min(1, PREVIEW_COLUMN / pixels);
  const height = 1600;
  return (
    <aside aria-label="Preview">
      <h2>Preview</h2>
      <div className="toolbar">
        <Choice
          legend="Width"
          name="preview-width"
          options={Object.keys(widths) as Width[]}
          label={(option) => `${option} (${widths[option]} px)`}
          chosen={width}
          onChoose={setWidth}
        />
        <Choice
          legend="Theme"
          name="preview-theme"
          options={['light', 'dark'] as Theme[]}
          label={(option) => option}
          chosen={theme}
          onChoose={setTheme}
        />
      </div>
      <div className="preview-frame" style={{ width: pixels * scale, height: height * scale }}>
        <iframe
          ref={frame}
          title={`Preview of the page, ${theme} theme, ${width} width`}
          src={PREVIEW_URL}
          style={{ width: pixels, height, transform: `scale(${scale})` }}
        />
      </div>
    </aside>
  );
}
