import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from './icons';
import { CornerButton, fadeIn, floatingPanelStyles, overlayStyles } from './panelParts';
import { themeStyles } from '../theme/themeStyles';

/**
 * The Radix parts of the shell's dialogs. Only code that loads after a visitor asks for a
 * dialog imports this file, so Radix stays out of the first load (see overlayTrigger.ts).
 */
export const DialogOverlay = styled(Dialog.Overlay)(overlayStyles);

export const DialogCard = styled(Dialog.Content)(
  themeStyles(({ theme }) => ({
    position: 'fixed',
    zIndex: 50,
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    width: 'min(26rem, calc(100vw - 2rem))',
    maxHeight: 'calc(100vh - 2rem)',
    overflowY: 'auto',
    ...floatingPanelStyles(theme),
    animation: `${fadeIn} 150ms ease-out`,
  })),
);

export const DialogTitle = styled(Dialog.Title)(
  themeStyles(({ theme }) => ({
    margin: `0 ${theme.space.xl} ${theme.space.sm} 0`,
    fontSize: theme.font.size.lg,
    lineHeight: 1.3,
  })),
);

/** The close icon in a dialog's corner; `label` is its accessible name. */
export function DialogCloseIcon({ label }: { label: string }) {
  return (
    <Dialog.Close asChild>
      <CornerButton type="button" aria-label={label}>
        <CloseIcon />
      </CornerButton>
    </Dialog.Close>
  );
}
