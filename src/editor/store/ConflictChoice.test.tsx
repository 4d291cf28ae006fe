import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConflictChoice } from './ConflictChoice';

const about = {
  kind: 'fixed',
  slug: 'about',
  title: 'About Us',
  blocks: [{ type: 'callout', tone: 'tip', text: 'Fees are shown before you swap.' }],
};

describe('the choice after a page changed elsewhere', () => {
  it('names each box as the form labels it, never by its key', () => {
    const mine = { ...about, title: 'About SwapRoute' };
    const disk = {
      ...about,
      blocks: [{ type: 'callout', tone: 'tip', text: 'Fees are shown first.' }],
    };
    render(<ConflictChoice base={about} mine={mine} disk={disk} onResolve={vi.fn()} />);
    const groups = screen.getAllByRole('group');
    expect(groups.map((group) => group.querySelector('legend')?.textContent)).toEqual([
      'Title — changed here',
      expect.stringMatching(/^Block 1, .+ › .+ — changed elsewhere$/),
    ]);
    expect(screen.getByRole('region').textContent).not.toMatch(/blocks\[|\.text\b/);
  });
});
