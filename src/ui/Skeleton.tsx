import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';

const pulse = keyframes({ from: { opacity: 0.55 }, to: { opacity: 1 } });

/**
 * A grey placeholder of a given size that pulses while content loads, and stays still for
 * visitors who ask for less motion. It is decoration: pair it with a status text for
 * screen readers.
 */
export const Skeleton = styled('span', {
  shouldForwardProp: (prop) => prop !== 'width' && prop !== 'height' && prop !== 'round',
})<{ width?: string; height?: string; round?: boolean }>(
  ({ theme, width = '100%', height = '1rem', round = false }) => ({
    display: 'block',
    width,
    height,
    borderRadius: round ? '50%' : theme.radius.md,
    background: theme.colors.surfaceAlt,
    animation: `${pulse} 1.2s ease-in-out infinite alternate`,
    '@media (prefers-reduced-motion: reduce)': { animation: 'none' },
  }),
);
