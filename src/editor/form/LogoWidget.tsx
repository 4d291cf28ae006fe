import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

const TextWidget = getDefaultRegistry().widgets.TextWidget!;

/** What the editor gives the form's widgets: a picture uploaded here joins the picture lists. */
export interface FormContext {
  addPicture?: (sitePath: string) => void;
}

async function uploadLogo(file: File): Promise<string> {
  const response = await fetch(`/__edit/api/form/logo?name=${encodeURIComponent(file.name)}`, {
    method: 'POST',
    headers: { 'Content-Type': file.type || 'application/octet-stream' },
    body: file,
  });
  const answer = (await response.json()) as { path?: string; message?: string };
  if (!response.ok || !answer.path) throw new Error(answer.message ?? `${response.status}`);
  return answer.path;
}

/**
 * A picture field (the site's pictures to choose from, as the form offers them) with an
 * upload: the file is checked and stored with the site's pictures, then chosen here.
 */
export function LogoWidget(props: WidgetProps) {
  const [message, setMessage] = useState('');
  const [busy, setBusy] = useState(false);
  const context = props.registry.formContext as FormContext | undefined;
  const uploadId = `${props.id}__upload`;
  const choose = (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setMessage(`Uploading ${file.name}…`);
    uploadLogo(file).then(
      (sitePath) => {
        context?.addPicture?.(sitePath);
        props.onChange(sitePath);
        setMessage(`Uploaded as ${sitePath}.`);
        setBusy(false);
      },
      (failure: Error) => {
        setMessage(`Not uploaded: ${failure.message}`);
        setBusy(false);
      },
    );
  };
  return (
    <>
      <TextWidget {...props} />
      <div className="upload">
        <label htmlFor={uploadId}>Upload a logo</label>
        <input
          id={uploadId}
          type="file"
          accept=".svg,image/svg+xml,image/png,image/jpeg,image/webp,image/avif,image/gif"
          disabled={busy}
          aria-describedby={`${uploadId}__help`}
          onChange={(event) => {
            choose(event.target.files?.[0]);
            event.target.value = '';
          }}
        />
        <p id={`${uploadId}__help`} className="hint">
          SVG (scripts and outside links are taken out), or PNG, JPEG, WebP, AVIF or GIF of at most
          1024 × 1024 pixels; 256 KiB at most. It is stored with the site&apos;s pictures.
        </p>
        {/* Announced as it changes, without being a second status beside the editor's own. */}
        <p aria-live="polite" className="hint">
          {message}
        </p>
      </div>
    </>
  );
}
