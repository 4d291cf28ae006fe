import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NamedSelect } from '../form/NamedSelect';
import { NumberedItem } from '../form/NumberedItem';
import { withFormParts } from '../form/formUi';
import { BlockPicker } from './BlockPicker';
import { pageFormSchema } from './schemas';

const faqPage = {
  kind: 'fixed',
  slug: 'help',
  title: 'Help',
  description: 'Help with swaps.',
  blocks: [
    { type: 'textSection', heading: 'About', body: ['We swap coins.'] },
    {
      type: 'faq',
      heading: 'Questions',
      items: [
        { question: 'Is it safe?', answer: 'Yes.' },
        { question: 'Is it fast?', answer: 'Yes, in minutes.' },
      ],
    },
  ],
};

describe('the page form as the editor draws it', () => {
  it('numbers list items in words and gives an answer a box of lines', () => {
    render(
      <Form
        schema={pageFormSchema}
        uiSchema={withFormParts({}, faqPage)}
        formData={faqPage}
        validator={validator}
        widgets={{ SelectWidget: NamedSelect }}
        fields={{ ArraySchemaField: NumberedItem }}
      />,
    );
    expect(screen.getAllByText('Block 2, Questions and answers').length).toBeGreaterThan(0);
    expect(screen.getAllByText('Question 2').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Faq item/)).toBeNull();
    const answers = document.querySelectorAll<HTMLElement>('[id$="_answer"]');
    expect(answers).toHaveLength(2);
    for (const answer of answers) expect(answer.tagName).toBe('TEXTAREA');
  });
});

describe('the block picker', () => {
  it('names each block type and its button in words', () => {
    const added: unknown[] = [];
    render(<BlockPicker onAdd={(block) => added.push(block)} />);
    const types = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Block type' });
    const names = [...types.options].map((option) => option.textContent);
    expect(names).toContain('Text section');
    expect(names).toContain('Questions and answers');
    for (const name of names) expect(name).not.toMatch(/[a-z][A-Z]/);
    // An example is a page of the site in a frame: none is drawn before a type is chosen.
    expect(screen.queryByTitle(/as the gallery shows it/)).toBeNull();
    expect(screen.queryByRole('button', { name: /^Add/ })).toBeNull();
    fireEvent.change(types, { target: { value: 'textSection' } });
    expect(screen.getByTitle('Text section, as the gallery shows it')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Add a text section' }));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatchObject({ type: 'textSection' });
  });
});
