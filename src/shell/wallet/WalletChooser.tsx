import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogCard, DialogCloseIcon, DialogOverlay, DialogTitle } from '../../ui/dialogParts';
import { PanelButton } from '../../ui/panelParts';
import { t } from '../i18n/t';
import type { DiscoveredWallet } from './discovery';
import { themeStyles } from '../../theme/themeStyles';

const WalletList = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: `${theme.space.md} 0`,
    padding: 0,
    display: 'grid',
    gap: theme.space.sm,
  })),
);

const WalletChoice = styled(PanelButton)(
  themeStyles(({ theme }) => ({
    gap: theme.space.md,
    padding: `${theme.space.sm} ${theme.space.md}`,
    '& img': { width: '32px', height: '32px' },
  })),
);

const Hint = styled.p(
  themeStyles(({ theme }) => ({
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.font.size.sm,
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
    <Dialog.Root open={choices.length > 0} onOpenChange={(open) => !open && onCancel()}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogCard>
          <DialogTitle>{t('wallet.chooseTitle')}</DialogTitle>
          <Dialog.Description asChild>
            <Hint>{t('wallet.chooseDescription')}</Hint>
          </Dialog.Description>
          <WalletList>
            {choices.map((wallet) => (
              <li key={wallet.id}>
                <WalletChoice type="button" onClick={() => onChoose(wallet)}>
                  {wallet.icon && <img src={wallet.icon} alt="" />}
                  {wallet.name}
                </WalletChoice>
              </li>
            ))}
          </WalletList>
          <Hint>{t('wallet.neverAskKeys')}</Hint>
          <DialogCloseIcon label={t('wallet.cancel')} />
        </DialogCard>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
