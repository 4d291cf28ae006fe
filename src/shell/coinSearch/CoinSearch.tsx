import { Part, part } from '../../engine/Part';
import { useOverlayTrigger, type OverlayProps } from '../../ui/overlayTrigger';
import { IconButton } from '../../ui/panelParts';
import { SearchIcon } from '../../ui/icons';
import { t } from '../i18n/t';

const dialog = part<OverlayProps>({
  load: async () => (await import('./CoinSearchDialog')).default,
  hydrate: 'press',
});

/**
 * The header's coin search: a button in the prerendered page. Its dialog's code loads when the
 * button is pointed at, focused or pressed, and the catalogue's index when the dialog opens.
 */
export function CoinSearch() {
  const { triggerProps, partProps } = useOverlayTrigger(dialog);
  return (
    <>
      <IconButton {...triggerProps} aria-label={t('header.searchCoins')}>
        <SearchIcon />
      </IconButton>
      <Part {...partProps} />
    </>
  );
}
