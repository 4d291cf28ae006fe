import { IconButton } from '../../ui/panelParts';
import { Deferred, lazyPart, useOverlayTrigger } from '../../ui/lazyPart';
import { t } from '../i18n/t';
import { GearIcon } from '../../ui/icons';
import type { SettingsPopoverContentProps } from './SettingsPopoverContent';

const popover = lazyPart<SettingsPopoverContentProps>(
  async () => (await import('./SettingsPopoverContent')).default,
);

/**
 * The desktop settings: a gear in the header that toggles a popover over a dimmed page. The
 * gear is in the prerendered page; the popover's code loads when the gear is first used.
 */
export function SettingsPopover() {
  const { deferredProps, triggerProps, triggerRef } = useOverlayTrigger(popover);
  return (
    <>
      <IconButton {...triggerProps} aria-label={t('header.settings')}>
        <GearIcon />
      </IconButton>
      <Deferred {...deferredProps} anchor={triggerRef} />
    </>
  );
}
