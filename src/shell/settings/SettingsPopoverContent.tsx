import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useId, type RefObject } from 'react';
import { CornerButton, floatingPanelStyles, overlayStyles } from '../../ui/panelParts';
import type { OverlayProps } from '../../ui/overlayTrigger';
import { t } from '../i18n/t';
import { CloseIcon } from '../../ui/icons';
import { SettingsPanel } from './SettingsPanel';
import { themeStyles } from '../../theme/themeStyles';

const dropIn = keyframes({ from: { opacity: 0, transform: 'translateY(-6px)' } });

/**
 * Pointer events on the page are off while the popover is open (Radix's modal mode), so a
 * press on this backdrop, or on the gear beneath it, counts as an outside click and closes.
 */
const Overlay = styled.div(overlayStyles);

const Content = styled(Popover.Content)(
  themeStyles(({ theme }) => ({
    zIndex: 50,
    position: 'relative',
    width: '22rem',
    maxHeight: 'calc(var(--radix-popover-content-available-height) - 1rem)',
    overflowY: 'auto',
    ...floatingPanelStyles(theme),
    animation: `${dropIn} 150ms ease-out`,
    '& h2': { margin: `0 ${theme.space.xl} ${theme.space.sm} 0`, fontSize: theme.font.size.lg },
  })),
);

export interface SettingsPopoverContentProps extends OverlayProps {
  /** The gear, which the popover is placed against. */
  anchor: RefObject<HTMLButtonElement | null>;
}

/** The desktop settings popover, loaded when the gear is first used (see SettingsPopover). */
export default function SettingsPopoverContent({
  open,
  onOpenChange,
  contentId,
  returnFocus,
  anchor,
}: SettingsPopoverContentProps) {
  const titleId = useId();

  // Back in the browser is one more way out; the page it leads to is shown without it.
  useEffect(() => {
    if (!open) return;
    const close = () => onOpenChange(false);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [open, onOpenChange]);

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <Popover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <div>
          <Overlay data-settings-overlay="" />
          <Content
            id={contentId}
            align="end"
            sideOffset={8}
            collisionPadding={16}
            aria-labelledby={titleId}
            onCloseAutoFocus={returnFocus}
          >
            <h2 id={titleId}>{t('settings.title')}</h2>
            <Popover.Close asChild>
              <CornerButton type="button" aria-label={t('settings.close')}>
                <CloseIcon />
              </CornerButton>
            </Popover.Close>
            <SettingsPanel onClose={() => onOpenChange(false)} />
          </Content>
        </div>
      </Popover.Portal>
    </Popover.Root>
  );
}
