import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import { useState } from 'react';

const TextWidget = getDefaultRegistry().widgets.TextWidget!;

/** What an upload says under its field, and whether a file is on its way. */
export interface UploadNote {
  message: string;
  busy: boolean;
}

/** What the editor gives the form's widgets. */
export interface FormContext {
  /** A picture uploaded here joins the picture lists. */
  addPicture?: (sitePath: string) => void;
  /**
   * Each upload's note by the field's id, kept by the editor rather than by the widget: the
   * form may draw the widget anew (a change elsewhere in the coin's facts) while a file is on
   * its way, and the answer would then be told to a widget that is gone.
   */
  uploadNotes?: Readonly<Record<string, UploadNote>>;
  noteUpload?: (fieldId: string, note: UploadNote) => void;
}

const NO_NOTE: UploadNote = { message: '', busy: false };

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
  const context = props.registry.formContext as FormContext | undefined;
  const [ownNote, setOwnNote] = useState(NO_NOTE);
  const kept = context?.noteUpload;
  const { message, busy } = kept ? (context.uploadNotes?.[props.id] ?? NO_NOTE) : ownNote;
  const note = (next: UploadNote) => (kept ? kept(props.id, next) : setOwnNote(next));
  const uploadId = `${props.id}__upload`;
  const choose = (file: File | undefined) => {
    if (!file) return;
    note({ message: `Uploading ${file.name}…`, busy: true });
    uploadLogo(file).then(
      (sitePath) => {
        context?.addPicture?.(sitePath);
        props.onChange(sitePath);
        note({ message: `Uploaded as ${sitePath}.`, busy: false });
      },
      (failure: Error) => note({ message: `Not uploaded: ${failure.message}`, busy: false }),
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
