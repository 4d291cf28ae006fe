import styled from '@emotion/styled';
import { PanelButton } from '../../ui/panelParts';
import { t } from '../i18n/t';
import type { DiscoveredWallet } from './discovery';
import { WalletDialog } from './WalletDialog';
import { themeStyles } from '../../theme/themeStyles';

const WalletChoice = styled(PanelButton)(
  themeStyles(({ theme }) => ({
    gap: theme.space.md,
    padding: `${theme.space.sm} ${theme.space.md}`,
    '& img': { width: '32px', height: '32px' },
  })),
);

export interface WalletChooserProps {
  /** Open while there are wallets to choose from. */
  choices: readonly DiscoveredWallet[];
  onChoose: (wallet: DiscoveredWallet) => void;
  onCancel: () => void;
}

/** The dialog that asks which of several wallets to connect, loaded when first needed. */
export default function WalletChooser({ choices, onChoose, onCancel }: WalletChooserProps) {
  return (
    <WalletDialog
      open={choices.length > 0}
      onClose={onCancel}
      title={t('wallet.chooseTitle')}
      description={t('wallet.chooseDescription')}
    >
      {choices.map((wallet) => (
        <li key={wallet.id}>
          <WalletChoice type="button" onClick={() => onChoose(wallet)}>
            {wallet.icon && <img src={wallet.icon} alt="" />}
            {wallet.name}
          </WalletChoice>
        </li>
      ))}
    </WalletDialog>
  );
}
