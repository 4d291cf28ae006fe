import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Contact } from './Contact';

const siteData = siteFixture();

const page = { slug: 'docs' } as PageDefinition;
const messaging = siteData.social.find((link) => link.network === 'messaging');

describe('Contact', () => {
  it('links the support e-mail and the messaging channel from site.json', () => {
    const block: BlockOfType<'contact'> = {
      type: 'contact',
      heading: 'Support',
      body: ['We answer within a day.'],
      channels: ['email', 'messaging'],
    };
    renderWithSite(<Contact block={block} page={page} />);
    expect(screen.getByRole('link', { name: siteData.supportEmail })).toHaveAttribute(
      'href',
      `mailto:${siteData.supportEmail}`,
    );
    expect(messaging).toBeDefined();
    expect(screen.getByRole('link', { name: messaging?.label })).toHaveAttribute(
      'href',
      messaging?.href,
    );
    expect(screen.getByText('We answer within a day.')).toBeInTheDocument();
  });

  it('lists only the channels the block asks for', () => {
    const block: BlockOfType<'contact'> = {
      type: 'contact',
      heading: 'Contact',
      channels: ['email'],
    };
    renderWithSite(<Contact block={block} page={page} />);
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });
});
