import type { ReactNode } from 'react';
import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { DialogCard, DialogCloseIcon, DialogOverlay, DialogTitle } from '../../ui/dialogParts';
import { t } from '../i18n/t';
import { themeStyles } from '../../theme/themeStyles';

const Choices = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: `${theme.space.md} 0`,
    padding: 0,
    display: 'grid',
    gap: theme.space.sm,
  })),
);

const Hint = styled.p(
  themeStyles(({ theme }) => ({
    margin: 0,
    color: theme.colors.textMuted,
    fontSize: theme.font.size.sm,
  })),
);

export interface WalletDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** The dialog's choices, each a list item. */
  children: ReactNode;
  /** Where focus goes when it closes, when not back to what had it before. */
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * The one frame of the wallet dialogs (which wallet to connect, which wallet app to open):
 * a title, what it is for, a list of choices and the promise that no key is ever asked for.
 */
export function WalletDialog({
  open,
  onClose,
  title,
  description,
  children,
  onCloseAutoFocus,
}: WalletDialogProps) {
  return (
    <Dialog.Root open={open} onOpenChange={(next) => !next && onClose()}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogCard onCloseAutoFocus={onCloseAutoFocus}>
          <DialogTitle>{title}</DialogTitle>
          <Dialog.Description asChild>
            <Hint>{description}</Hint>
          </Dialog.Description>
          <Choices>{children}</Choices>
          <Hint>{t('wallet.neverAskKeys')}</Hint>
          <DialogCloseIcon label={t('wallet.cancel')} />
        </DialogCard>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
