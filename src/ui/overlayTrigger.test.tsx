import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../engine/codeLoader';
import { Part, type CodePart } from '../engine/Part';
import { useOverlayTrigger, type OverlayProps } from './overlayTrigger';

function FakeDialog({ open, contentId }: OverlayProps) {
  return open ? (
    <div role="dialog" id={contentId} aria-label="Fake">
      <button type="button">Inside</button>
    </div>
  ) : null;
}

function Opener({ dialog }: { dialog: CodePart<OverlayProps> }) {
  const { triggerProps, partProps } = useOverlayTrigger(dialog);
  return (
    <>
      <button {...triggerProps}>Open</button>
      <Part {...partProps} />
    </>
  );
}

describe('useOverlayTrigger', () => {
  it('fetches nothing until the trigger is used, then opens the dialog it fetched', async () => {
    const fetchPart = vi.fn(async () => FakeDialog);
    render(<Opener dialog={loadOnce(fetchPart)} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(fetchPart).not.toHaveBeenCalled();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).not.toHaveAttribute('aria-controls');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Fake' });
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(trigger).toHaveAttribute('aria-controls', dialog.id);
    expect(fetchPart).toHaveBeenCalledTimes(1);
  });

  it('closes again when the code cannot be fetched, and fetches anew on the next press', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fetchPart = vi
      .fn<() => Promise<typeof FakeDialog>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue(FakeDialog);
    render(<Opener dialog={loadOnce(fetchPart)} />);
    const trigger = screen.getByRole('button', { name: 'Open' });

    // A bare click: no pointer or focus event to warm the fetch up first.
    fireEvent.click(trigger);
    await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
    expect(error).toHaveBeenCalledWith(
      'A part of the page could not be loaded:',
      expect.any(Error),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Fake' })).toBeInTheDocument();
    expect(fetchPart).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
