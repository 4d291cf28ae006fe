import styled from '@emotion/styled';
import { loadOnce } from '../../engine/codeLoader';
import { themeStyles } from '../../theme/themeStyles';
import { useOverlayTrigger } from '../../ui/overlayTrigger';
import { IconButton, PanelButton } from '../../ui/panelParts';
import { SearchIcon } from '../../ui/icons';
import { t } from '../i18n/t';

const dialog = loadOnce(async () => (await import('./CoinSearchDialog')).default);

const RowButton = styled(PanelButton)(
  themeStyles(({ theme }) => ({
    gap: theme.space.sm,
    marginTop: theme.space.md,
    padding: `0 ${theme.space.md}`,
  })),
);

interface CoinSearchProps {
  /** An icon for the header bar, or a full-width row for the phone menu. */
  look?: 'icon' | 'row';
  /** Called once a coin is chosen, before its page opens: the phone menu closes with it. */
  onChosen?: () => void;
}

/**
 * The coin search: a button in the prerendered page. Its dialog's code loads when the button
 * is pressed, and the catalogue's index when the dialog opens.
 */
export function CoinSearch({ look = 'icon', onChosen }: CoinSearchProps) {
  const { triggerProps, Overlay, overlayProps } = useOverlayTrigger(dialog);
  return (
    <>
      {look === 'icon' ? (
        <IconButton {...triggerProps} aria-label={t('header.searchCoins')}>
          <SearchIcon />
        </IconButton>
      ) : (
        <RowButton {...triggerProps}>
          <SearchIcon />
          {t('header.searchCoins')}
        </RowButton>
      )}
      {Overlay && <Overlay {...overlayProps} onChosen={onChosen} />}
    </>
  );
}
