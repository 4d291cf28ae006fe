import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useState, type ReactElement } from 'react';
import { DialogCard, DialogCloseIcon, DialogOverlay, DialogTitle } from '../../ui/dialogParts';
import { t } from '../i18n/t';
import { SettingsPanel } from './SettingsPanel';

const Card = styled(DialogCard)({ zIndex: 70 });
const Overlay = styled(DialogOverlay)({ zIndex: 65 });

/** The phone-sized settings: the same panel in a dialog, opened by `trigger`. */
export function SettingsDialog({ trigger }: { trigger: ReactElement }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>
      <Dialog.Portal>
        <Overlay />
        <Card aria-describedby={undefined}>
          <DialogTitle>{t('settings.title')}</DialogTitle>
          <DialogCloseIcon label={t('settings.close')} />
          <SettingsPanel onClose={() => setOpen(false)} />
        </Card>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
