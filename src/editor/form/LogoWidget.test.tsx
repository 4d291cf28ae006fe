import Form from '@rjsf/core';
import type { RJSFSchema } from '@rjsf/utils';
import validator from '@rjsf/validator-ajv8';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useMemo, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoWidget, type FormContext, type UploadNote } from './LogoWidget';

const schema: RJSFSchema = { type: 'object', properties: { logo: { type: 'string' } } };

/** The form as the editor holds it: the upload notes kept above the form, which may be drawn anew. */
function CoinForm({ drawing }: { drawing: number }) {
  const [notes, setNotes] = useState<Record<string, UploadNote>>({});
  const formContext = useMemo<FormContext>(
    () => ({
      uploadNotes: notes,
      noteUpload: (id, note) => setNotes((all) => ({ ...all, [id]: note })),
    }),
    [notes],
  );
  return (
    <Form
      // A new key draws every widget anew, as a change elsewhere in the form may.
      key={drawing}
      schema={schema}
      uiSchema={{ logo: { 'ui:widget': LogoWidget } }}
      formData={{ logo: '/icons/tokens/btc.svg' }}
      formContext={formContext}
      validator={validator}
    />
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the logo upload', () => {
  it('shows the refusal even when the widget is drawn anew while the file is on its way', async () => {
    let answer!: (response: Response) => void;
    vi.stubGlobal(
      'fetch',
      vi.fn(() => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { rerender } = render(<CoinForm drawing={1} />);
    const wide = new File([new Uint8Array(40)], 'wide.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload a logo'), { target: { files: [wide] } });
    expect(screen.getByText('Uploading wide.png…')).toBeTruthy();

    rerender(<CoinForm drawing={2} />);
    await act(async () => {
      answer(
        new Response(JSON.stringify({ message: 'The picture is 2000 × 40 pixels.' }), {
          status: 400,
        }),
      );
      await Promise.resolve();
    });
    expect(await screen.findByText('Not uploaded: The picture is 2000 × 40 pixels.')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox').value).toBe('/icons/tokens/btc.svg');
  });
});
