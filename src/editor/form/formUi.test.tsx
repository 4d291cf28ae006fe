import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { withFormParts } from './formUi';
import type { JsonSchema } from '../schemaBundle';
import { inMarketerWords } from './words';

/** A page with paragraphs, a callout's runs and coin facts, drawn as the editor draws them. */
const schema = inMarketerWords({
  type: 'object',
  properties: {
    kind: { enum: ['home', 'fixed', 'coin'] },
    formerSlugs: { type: 'array', items: { type: 'string' } },
    body: { $ref: '#/$defs/richText' },
    text: { $ref: '#/$defs/inline' },
    catalogue: { $ref: '#/$defs/catalogue-coinFacts' },
  },
  $defs: {
    inline: {
      type: 'array',
      items: {
        anyOf: [
          { type: 'string' },
          { type: 'object', properties: { text: { type: 'string' }, href: { type: 'string' } } },
          { type: 'object', properties: { strong: { type: 'string' } } },
        ],
      },
    },
    richText: {
      type: 'array',
      items: { anyOf: [{ type: 'string' }, { $ref: '#/$defs/inline' }] },
    },
    'catalogue-coinFacts': {
      type: 'object',
      properties: {
        color: { type: 'string' },
        widget: { type: 'object', properties: { swappable: { const: false } } },
      },
    },
  },
} as JsonSchema);

function Page({ initial, seen }: { initial: Record<string, unknown>; seen: unknown[] }) {
  const [value, setValue] = useState(initial);
  return (
    <Form
      schema={schema}
      uiSchema={withFormParts({}, value)}
      formData={value}
      validator={validator}
      // As the editor draws its form: no value the file does not hold.
      experimental_defaultFormStateBehavior={{
        arrayMinItems: { populate: 'never' },
        emptyObjectFields: 'skipDefaults',
        constAsDefaults: 'never',
      }}
      onChange={(event) => {
        seen.push(event.formData);
        setValue(event.formData as Record<string, unknown>);
      }}
    />
  );
}

const last = (seen: unknown[]) => seen.at(-1) as Record<string, unknown>;

describe('the editor form’s own parts', () => {
  it('turns a paragraph into runs when a word is made bold, keeping every word', () => {
    const seen: unknown[] = [];
    render(<Page initial={{ kind: 'fixed', body: ['Swap coins fast.'] }} seen={seen} />);
    const paragraph = screen.getByRole<HTMLTextAreaElement>('textbox', { name: 'Paragraph 1' });
    expect(paragraph.value).toBe('Swap coins fast.');
    paragraph.setSelectionRange(5, 10);
    fireEvent.click(screen.getAllByRole('button', { name: 'Bold' })[0]!);
    expect(last(seen).body).toEqual([['Swap ', { strong: 'coins' }, ' fast.']]);
    expect(screen.queryByText('Option 1')).toBeNull();
  });

  it('edits a field of runs as text, and a link typed there becomes a link', () => {
    const seen: unknown[] = [];
    render(<Page initial={{ kind: 'fixed', text: ['Read the docs.'] }} seen={seen} />);
    const box = screen.getByRole('textbox', { name: 'Words' });
    fireEvent.change(box, { target: { value: 'Read [the docs](/docs).' } });
    expect(last(seen).text).toEqual(['Read ', { text: 'the docs', href: '/docs' }, '.']);
  });

  it('shows a coin’s facts on a coin page only, and cannot-swap as a checkbox', () => {
    const seen: unknown[] = [];
    const { unmount } = render(<Page initial={{ kind: 'fixed' }} seen={seen} />);
    expect(screen.queryByText('Coin facts')).toBeNull();
    unmount();
    render(
      <Page initial={{ kind: 'coin', catalogue: { color: '#fefefe', widget: {} } }} seen={seen} />,
    );
    expect(screen.getByText('Coin facts')).toBeTruthy();
    expect(screen.getByText(/hard to see on the light theme/)).toBeTruthy();
    fireEvent.click(
      screen.getByRole('checkbox', { name: 'The swap widget cannot swap this coin' }),
    );
    expect((last(seen).catalogue as { widget: unknown }).widget).toEqual({ swappable: false });
  });

  it('asks for former addresses on a fixed page, not on a coin or the home page', () => {
    for (const kind of ['home', 'coin']) {
      const { unmount } = render(<Page initial={{ kind }} seen={[]} />);
      expect(screen.queryByText('Former addresses')).toBeNull();
      unmount();
    }
    render(<Page initial={{ kind: 'fixed', formerSlugs: ['about-us'] }} seen={[]} />);
    expect(screen.getByText('Former addresses')).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: /^Former address\b/ }).value).toBe(
      'about-us',
    );
  });
});
