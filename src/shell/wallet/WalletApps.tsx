import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogCard, DialogCloseIcon, DialogOverlay, DialogTitle } from '../../ui/dialogParts';
import { t } from '../i18n/t';
import { WALLET_APPS } from './walletApps';
import { themeStyles } from '../../theme/themeStyles';

const AppList = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: `${theme.space.md} 0`,
    padding: 0,
    display: 'grid',
    gap: theme.space.sm,
  })),
);

const AppLink = styled.a(
  themeStyles(({ theme }) => ({
    display: 'flex',
    alignItems: 'center',
    minHeight: '44px',
    padding: `0 ${theme.space.md}`,
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.colors.border}`,
    color: theme.colors.text,
    fontWeight: 600,
    textDecoration: 'none',
  })),
);

const Hint = styled.p(
  themeStyles(({ theme }) => ({
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.font.size.sm,
  })),
);

export interface WalletAppsProps {
  open: boolean;
  /** The page to reopen in the wallet's browser: the one the visitor is on. */
  page: string;
  onClose: () => void;
  /** For the content's onCloseAutoFocus: focus goes back to the button that opened it. */
  returnFocus: (event: Event) => void;
}

/** On a phone with no wallet: links that reopen this page in a wallet app's own browser. */
export default function WalletApps({ open, page, onClose, returnFocus }: WalletAppsProps) {
  const url = new URL(page);
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogCard onCloseAutoFocus={returnFocus}>
          <DialogTitle>{t('wallet.appsTitle')}</DialogTitle>
          <Dialog.Description asChild>
            <Hint>{t('wallet.appsDescription')}</Hint>
          </Dialog.Description>
          <AppList>
            {WALLET_APPS.map((app) => (
              <li key={app.name}>
                <AppLink href={app.link(url)} rel="noopener">
                  {t('wallet.openIn')} {app.name}
                </AppLink>
              </li>
            ))}
          </AppList>
          <Hint>{t('wallet.neverAskKeys')}</Hint>
          <DialogCloseIcon label={t('wallet.cancel')} />
        </DialogCard>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
