import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as Popover from '@radix-ui/react-popover';
import { useEffect, useId, useState } from 'react';
import { CornerButton, floatingPanelStyles, IconButton, overlayStyles } from '../../ui/dialogParts';
import { t } from '../i18n/t';
import { CloseIcon, GearIcon } from '../icons';
import { SettingsPanel } from './SettingsPanel';

const dropIn = keyframes({ from: { opacity: 0, transform: 'translateY(-6px)' } });

/**
 * Pointer events on the page are off while the popover is open (Radix's modal mode), so a
 * press on this backdrop, or on the gear beneath it, counts as an outside click and closes.
 */
const Overlay = styled.div(overlayStyles);

const Content = styled(Popover.Content)(({ theme }) => ({
  zIndex: 50,
  position: 'relative',
  width: '22rem',
  maxHeight: 'calc(var(--radix-popover-content-available-height) - 1rem)',
  overflowY: 'auto',
  ...floatingPanelStyles(theme),
  animation: `${dropIn} 150ms ease-out`,
  '& h2': { margin: `0 ${theme.space.xl} ${theme.space.sm} 0`, fontSize: theme.font.size.lg },
}));

/** The desktop settings: a gear in the header that toggles a popover over a dimmed page. */
export function SettingsPopover() {
  const [open, setOpen] = useState(false);
  const titleId = useId();

  // Back in the browser is one more way out; the page it leads to is shown without it.
  useEffect(() => {
    if (!open) return;
    const close = () => setOpen(false);
    window.addEventListener('popstate', close);
    return () => window.removeEventListener('popstate', close);
  }, [open]);

  return (
    <Popover.Root open={open} onOpenChange={setOpen} modal>
      <Popover.Trigger asChild>
        <IconButton type="button" aria-label={t('header.settings')}>
          <GearIcon />
        </IconButton>
      </Popover.Trigger>
      <Popover.Portal>
        <div>
          <Overlay data-settings-overlay="" />
          <Content align="end" sideOffset={8} collisionPadding={16} aria-labelledby={titleId}>
            <h2 id={titleId}>{t('settings.title')}</h2>
            <Popover.Close asChild>
              <CornerButton type="button" aria-label={t('settings.close')}>
                <CloseIcon />
              </CornerButton>
            </Popover.Close>
            <SettingsPanel onClose={() => setOpen(false)} />
          </Content>
        </div>
      </Popover.Portal>
    </Popover.Root>
  );
}
