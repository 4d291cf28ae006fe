import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useState } from 'react';
import { useSite } from '../../engine/site';
import { theme as siteTheme } from '../../theme/theme';
import {
  DialogCloseIcon,
  DialogOverlay,
  DialogTitle,
  IconButton,
  PanelButton,
} from '../../ui/dialogParts';
import { t } from '../i18n/t';
import { NavItem } from '../header/NavItem';
import { GearIcon, MenuIcon } from '../icons';
import { SettingsDialog } from '../settings/SettingsDialog';
import { SwitchRow } from '../settings/SwitchRow';
import { useTheme } from '../../theme/useTheme';

/** The first width at which the full header takes over and the menu must go. */
export const DESKTOP_QUERY = `(min-width: ${siteTheme.breakpoints.headerMenuPx}px)`;

const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });

const Sheet = styled(Dialog.Content)(({ theme }) => ({
  position: 'fixed',
  zIndex: 50,
  top: 0,
  right: 0,
  bottom: 0,
  width: 'min(20rem, 88vw)',
  overflowY: 'auto',
  padding: theme.space.lg,
  background: theme.colors.surface,
  color: theme.colors.text,
  borderLeft: `1px solid ${theme.colors.border}`,
  boxShadow: '-12px 0 40px rgba(0, 0, 0, 0.25)',
  animation: `${slideIn} 200ms ease-out`,
}));

const Links = styled.ul(({ theme }) => ({
  listStyle: 'none',
  margin: `${theme.space.md} 0`,
  padding: 0,
  '& a': {
    display: 'flex',
    alignItems: 'center',
    minHeight: '48px',
    padding: `0 ${theme.space.sm}`,
    borderRadius: theme.radius.sm,
    color: theme.colors.text,
    fontWeight: 600,
    textDecoration: 'none',
  },
  '& a[aria-current="page"]': {
    color: theme.colors.primary,
    background: theme.colors.surfaceAlt,
    textDecoration: 'underline',
    textUnderlineOffset: '4px',
  },
}));

const SettingsButton = styled(PanelButton)(({ theme }) => ({
  gap: theme.space.sm,
  marginTop: theme.space.md,
  padding: `0 ${theme.space.md}`,
}));

/** Under 960 px: the header's links, a theme switch and the settings, in a slide-in sheet. */
export function MobileMenu() {
  const siteData = useSite();
  const [open, setOpen] = useState(false);
  const { theme, setTheme } = useTheme();

  useEffect(() => {
    if (!open) return;
    const desktop = window.matchMedia(DESKTOP_QUERY);
    const closeOnDesktop = () => {
      if (desktop.matches) setOpen(false);
    };
    desktop.addEventListener('change', closeOnDesktop);
    return () => desktop.removeEventListener('change', closeOnDesktop);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>
        <IconButton type="button" aria-label={t('header.menu')}>
          <MenuIcon />
        </IconButton>
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Sheet aria-describedby={undefined}>
          <DialogTitle>{t('menu.title')}</DialogTitle>
          <DialogCloseIcon label={t('menu.close')} />
          <nav aria-label={t('header.mainNavigation')}>
            <Links>
              {siteData.nav.map((link) => (
                <li key={link.href}>
                  <NavItem link={link} onClick={close} />
                </li>
              ))}
              <li>
                <a href={`mailto:${siteData.supportEmail}`}>{t('header.support')}</a>
              </li>
            </Links>
          </nav>
          <SwitchRow
            label={t('menu.darkMode')}
            checked={theme === 'dark'}
            onCheckedChange={(dark) => setTheme(dark ? 'dark' : 'light')}
          />
          <SettingsDialog
            trigger={
              <SettingsButton type="button">
                <GearIcon />
                {t('menu.openSettings')}
              </SettingsButton>
            }
          />
        </Sheet>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
