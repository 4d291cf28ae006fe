import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as RadixToast from '@radix-ui/react-toast';
import { t } from '../i18n/t';
import { TOAST_DURATION_MS, TOAST_SWIPE_THRESHOLD_PX } from './toastStore';
import { useToast } from './useToast';
import { themeStyles } from '../../theme/themeStyles';

const slideIn = keyframes({ from: { transform: 'translateX(calc(100% + 1rem))' } });
const swipeOut = keyframes({
  from: { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
  to: { transform: 'translateX(calc(100% + 1rem))' },
});

/**
 * Radix mounts each toast at the end of the list, so the DOM runs oldest to newest;
 * column-reverse shows the newest on top (Radix already tabs through newest first).
 */
const Viewport = styled(RadixToast.Viewport)(
  themeStyles(({ theme }) => ({
    position: 'fixed',
    bottom: 0,
    right: 0,
    zIndex: 60,
    display: 'flex',
    flexDirection: 'column-reverse',
    gap: theme.space.sm,
    width: 'min(24rem, 100vw)',
    maxHeight: '100vh',
    margin: 0,
    padding: theme.space.md,
    listStyle: 'none',
    outline: 'none',
    '&:empty': { padding: 0 },
  })),
);

const Root = styled(RadixToast.Root)(
  themeStyles(({ theme }) => ({
    display: 'grid',
    gridTemplateColumns: '1fr auto',
    gap: theme.space.xs,
    padding: theme.space.md,
    background: theme.colors.surface,
    color: theme.colors.text,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.md,
    boxShadow: '0 10px 30px rgba(0, 0, 0, 0.18)',
    touchAction: 'pan-y',
    '&[data-state="open"]': { animation: `${slideIn} 180ms ease-out` },
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
    '&[data-swipe="cancel"]': {
      transform: 'translateX(0)',
      transition: 'transform 200ms ease-out',
    },
    '&[data-swipe="end"]': { animation: `${swipeOut} 120ms ease-out forwards` },
  })),
);

const Title = styled(RadixToast.Title)({ fontWeight: 700, gridColumn: 1 });

const Description = styled(RadixToast.Description)(
  themeStyles(({ theme }) => ({
    gridColumn: 1,
    color: theme.colors.textMuted,
    fontSize: theme.font.size.sm,
    '& a': { color: theme.colors.primary, fontWeight: 600 },
  })),
);

const Close = styled(RadixToast.Close)(
  themeStyles(({ theme }) => ({
    gridColumn: 2,
    gridRow: '1 / span 2',
    alignSelf: 'start',
    width: '44px',
    height: '44px',
    border: 'none',
    borderRadius: theme.radius.sm,
    background: 'transparent',
    color: theme.colors.textMuted,
    fontSize: theme.font.size.lg,
    cursor: 'pointer',
  })),
);

/**
 * Shows the site's toasts: F8 jumps to them, a swipe to the right dismisses one. Loaded with
 * the first toast (toaster.ts).
 */
export default function ToastList() {
  const { toasts, dismiss } = useToast();
  return (
    <RadixToast.Provider
      duration={TOAST_DURATION_MS}
      swipeDirection="right"
      swipeThreshold={TOAST_SWIPE_THRESHOLD_PX}
      label={t('toasts.region')}
    >
      {toasts.map((entry) => (
        <Root
          key={entry.id}
          open={entry.open}
          duration={entry.durationMs}
          onOpenChange={(open) => {
            if (!open) dismiss(entry.id);
          }}
        >
          <Title>{entry.title}</Title>
          {entry.description !== undefined && <Description>{entry.description}</Description>}
          <Close aria-label={t('toasts.close')}>
            <span aria-hidden="true">×</span>
          </Close>
        </Root>
      ))}
      <Viewport hotkey={['F8']} />
    </RadixToast.Provider>
  );
}
