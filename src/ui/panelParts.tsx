import { keyframes, type Theme } from '@emotion/react';
import styled from '@emotion/styled';
import { themeStyles } from '../theme/themeStyles';

/**
 * The look of the shell's dialogs, popover and their buttons without Radix, so the triggers
 * in the first load can use it while the dialogs themselves load on first open.
 */
export const fadeIn = keyframes({ from: { opacity: 0 } });

/** The dimmed page behind every shell dialog and the settings popover. */
export const overlayStyles = {
  position: 'fixed',
  inset: 0,
  zIndex: 40,
  background: 'rgba(8, 11, 24, 0.55)',
  animation: `${fadeIn} 150ms ease-out`,
} as const;

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

export const IconButton = styled.button(
  themeStyles(({ theme }) => ({
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
  })),
);

/** A full-width row button inside a dialog or sheet; each use sets its own gap and padding. */
export const PanelButton = styled.button(
  themeStyles(({ theme }) => ({
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
  })),
);

/** An icon button pinned to the top right corner of a floating panel. */
export const CornerButton = styled(IconButton)(
  themeStyles(({ theme }) => ({
    position: 'absolute',
    top: theme.space.md,
    right: theme.space.md,
    border: 'none',
  })),
);
