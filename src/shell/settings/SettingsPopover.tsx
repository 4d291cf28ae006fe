import { IconButton } from '../../ui/panelParts';
import { loadOnce } from '../../engine/codeLoader';
import { useOverlayTrigger } from '../../ui/overlayTrigger';
import { t } from '../i18n/t';
import { GearIcon } from '../../ui/icons';

const popover = loadOnce(async () => (await import('./SettingsPopoverContent')).default);

/**
 * The desktop settings: a gear in the header that toggles a popover over a dimmed page. The
 * gear is in the prerendered page; the popover's code loads when the gear is first used.
 */
export function SettingsPopover() {
  const { triggerProps, triggerRef, Overlay, overlayProps } = useOverlayTrigger(popover);
  return (
    <>
      <IconButton {...triggerProps} aria-label={t('header.settings')}>
        <GearIcon />
      </IconButton>
      {Overlay && <Overlay {...overlayProps} anchor={triggerRef} />}
    </>
  );
}
