import { keyframes, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { CloseIcon } from '../shell/icons';

const fadeIn = keyframes({ from: { opacity: 0 } });

/** The dimmed page behind every shell dialog and the settings popover. */
export const overlayStyles = {
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: 'rgba(8, 11, 24, 0.55)',
  animation: `${fadeIn} 150ms ease-out`,
} as const;

export const DialogOverlay = styled(Dialog.Overlay)(overlayStyles);

/** The raised card look of every shell dialog and the settings popover; placement stays with each. */
export const floatingPanelStyles = (theme: Theme) =>
  ({
    padding: theme.space.lg,
    background: theme.colors.surface,
    color: theme.colors.text,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.lg,
    boxShadow: '0 20px 50px rgba(0, 0, 0, 0.3)',
  }) as const;

export const DialogCard = styled(Dialog.Content)(({ theme }) => ({
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
}));

export const DialogTitle = styled(Dialog.Title)(({ theme }) => ({
  margin: `0 ${theme.space.xl} ${theme.space.sm} 0`,
  fontSize: theme.font.size.lg,
  lineHeight: 1.3,
}));

export const IconButton = styled.button(({ theme }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '44px',
  height: '44px',
  padding: 0,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surface,
  color: theme.colors.text,
  cursor: 'pointer',
}));

/** A full-width row button inside a dialog or sheet; each use sets its own gap and padding. */
export const PanelButton = styled.button(({ theme }) => ({
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  minHeight: '48px',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.surfaceAlt,
  color: theme.colors.text,
  fontSize: theme.font.size.md,
  fontWeight: 600,
  cursor: 'pointer',
}));

/** An icon button pinned to the top right corner of a floating panel. */
export const CornerButton = styled(IconButton)(({ theme }) => ({
  position: 'absolute',
  top: theme.space.md,
  right: theme.space.md,
  border: 'none',
}));

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
