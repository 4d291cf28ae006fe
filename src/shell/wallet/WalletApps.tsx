import styled from '@emotion/styled';
import { t } from '../i18n/t';
import { WALLET_APPS } from './walletApps';
import { WalletDialog } from './WalletDialog';
import { themeStyles } from '../../theme/themeStyles';

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
    <WalletDialog
      open={open}
      onClose={onClose}
      onCloseAutoFocus={returnFocus}
      title={t('wallet.appsTitle')}
      description={t('wallet.appsDescription')}
    >
      {WALLET_APPS.map((app) => (
        <li key={app.name}>
          <AppLink href={app.link(url)} rel="noopener">
            {t('wallet.openIn')} {app.name}
          </AppLink>
        </li>
      ))}
    </WalletDialog>
  );
}
