import { useEffect } from 'react';
import { theme as siteTheme } from '../../theme/theme';
import { loadOnce } from '../../engine/codeLoader';
import { useOverlayTrigger } from '../../ui/overlayTrigger';
import { IconButton } from '../../ui/panelParts';
import { t } from '../i18n/t';
import { MenuIcon } from '../../ui/icons';

/** The first width at which the full header takes over and the menu must go. */
export const DESKTOP_QUERY = `(min-width: ${siteTheme.breakpoints.headerMenuPx}px)`;

const sheet = loadOnce(async () => (await import('./MobileMenuSheet')).default);

/**
 * Under 960 px: the header's links, a theme switch and the settings, in a slide-in sheet. The
 * Menu button is in the prerendered page; the sheet's code loads when it is first used.
 */
export function MobileMenu() {
  const { open, onOpenChange, triggerProps, Overlay, overlayProps } = useOverlayTrigger(sheet);

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) onOpenChange(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open, onOpenChange]);

  return (
    <>
      <IconButton {...triggerProps} aria-label={t('header.menu')}>
        <MenuIcon />
      </IconButton>
      {Overlay && <Overlay {...overlayProps} />}
    </>
  );
}
