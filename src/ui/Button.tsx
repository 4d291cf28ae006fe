import type { Theme } from '@emotion/react';
import styled from '@emotion/styled';

export type ButtonVariant = 'primary' | 'secondary';

/**
 * The site's one pill button look: primary is filled, secondary is outlined. Links that
 * look like buttons (ButtonLink) share it, so a call to action and a Retry match.
 */
export const buttonStyles = (theme: Theme, variant: ButtonVariant) =>
  ({
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: theme.space.sm,
    minHeight: '44px',
    padding: `${theme.space.sm} ${theme.space.lg}`,
    borderRadius: theme.radius.pill,
    border: `2px solid ${theme.colors.primary}`,
    background: variant === 'primary' ? theme.colors.primary : 'transparent',
    color: variant === 'primary' ? theme.colors.primaryText : theme.colors.primary,
    font: 'inherit',
    fontWeight: 600,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    '&[aria-busy="true"]': { cursor: 'progress' },
  }) as const;

const variantProp = (prop: string) => prop !== 'variant';

/** A `<button>`; `variant` defaults to primary. Uses set only what differs (width, size). */
export const Button = styled('button', { shouldForwardProp: variantProp })<{
  variant?: ButtonVariant;
}>(({ theme, variant = 'primary' }) => buttonStyles(theme, variant));
