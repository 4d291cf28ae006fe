import { keyframes } from '@emotion/react';
import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { usePathname } from '../../engine/location';
import { useSite } from '../../site/site';
import { DialogCloseIcon, DialogOverlay, DialogTitle } from '../../ui/dialogParts';
import type { OverlayProps } from '../../ui/overlayTrigger';
import { PanelButton } from '../../ui/panelParts';
import { useTheme } from '../../theme/useTheme';
import { CoinSearch } from '../coinSearch/CoinSearch';
import { t } from '../i18n/t';
import { NavItem } from '../header/NavItem';
import { GearIcon } from '../../ui/icons';
import { SettingsDialog } from '../settings/SettingsDialog';
import { SwitchRow } from '../settings/SwitchRow';
import { themeStyles } from '../../theme/themeStyles';

const slideIn = keyframes({ from: { transform: 'translateX(100%)' } });

const Sheet = styled(Dialog.Content)(
  themeStyles(({ theme }) => ({
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
  })),
);

const Links = styled.ul(
  themeStyles(({ theme }) => ({
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
  })),
);

const SettingsButton = styled(PanelButton)(
  themeStyles(({ theme }) => ({
    gap: theme.space.sm,
    marginTop: theme.space.md,
    padding: `0 ${theme.space.md}`,
  })),
);

/** The slide-in sheet of the phone menu, loaded when the Menu button is first used. */
export default function MobileMenuSheet({
  open,
  onOpenChange,
  contentId,
  returnFocus,
}: OverlayProps) {
  const siteData = useSite();
  const pathname = usePathname();
  const { theme, setTheme } = useTheme();
  const close = () => onOpenChange(false);

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Sheet id={contentId} aria-describedby={undefined} onCloseAutoFocus={returnFocus}>
          <DialogTitle>{t('menu.title')}</DialogTitle>
          <DialogCloseIcon label={t('menu.close')} />
          <CoinSearch look="row" onChosen={close} />
          <nav aria-label={t('header.mainNavigation')}>
            <Links>
              {siteData.nav.map((link) => (
                <li key={link.href}>
                  <NavItem link={link} pathname={pathname} onClick={close} />
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
