import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { loadOnce } from '../engine/codeLoader';
import { useOverlayTrigger, type OverlayCode, type OverlayProps } from './overlayTrigger';

function FakeDialog({ open, contentId }: OverlayProps) {
  return open ? (
    <div role="dialog" id={contentId} aria-label="Fake">
      <button type="button">Inside</button>
    </div>
  ) : null;
}

function Opener({ dialog }: { dialog: OverlayCode<OverlayProps> }) {
  const { triggerProps, Overlay, overlayProps } = useOverlayTrigger(dialog);
  return (
    <>
      <button {...triggerProps}>Open</button>
      {Overlay && <Overlay {...overlayProps} />}
    </>
  );
}

describe('useOverlayTrigger', () => {
  it('fetches nothing until the trigger is pressed, pointed at or focused as it may be, then opens the dialog it fetched', async () => {
    const fetchPart = vi.fn(async () => FakeDialog);
    render(<Opener dialog={loadOnce(fetchPart)} />);
    const trigger = screen.getByRole('button', { name: 'Open' });
    expect(fetchPart).not.toHaveBeenCalled();
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    expect(trigger).not.toHaveAttribute('aria-controls');

    trigger.focus();
    await userEvent.hover(trigger);
    expect(fetchPart).not.toHaveBeenCalled();
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

    fireEvent.click(trigger);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith('A dialog could not be loaded:', expect.any(Error)),
    );
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    fireEvent.click(trigger);
    expect(await screen.findByRole('dialog', { name: 'Fake' })).toBeInTheDocument();
    expect(fetchPart).toHaveBeenCalledTimes(2);
    error.mockRestore();
  });
});
