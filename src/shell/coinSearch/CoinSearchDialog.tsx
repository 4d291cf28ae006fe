import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { searchCoins, type SearchCoin } from '../../catalogue/searchIndex';
import { themeStyles } from '../../theme/themeStyles';
import { DialogCard, DialogCloseIcon, DialogOverlay, DialogTitle } from '../../ui/dialogParts';
import { LabelledField } from '../../ui/primitives';
import type { OverlayProps } from '../../ui/overlayTrigger';
import { t } from '../i18n/t';
import { useCoinIndex, type CoinIndexView } from './coinIndex';
import { goTo } from '../../engine/islands';

/** Near the top, not centred: on a phone the keyboard takes the lower half of the screen. */
const Card = styled(DialogCard)(
  themeStyles(({ theme }) => ({
    top: '4.5rem',
    transform: 'translateX(-50%)',
    width: 'min(32rem, calc(100vw - 2rem))',
    maxHeight: 'calc(100vh - 6rem)',
    [theme.breakpoints.mobile]: { top: theme.space.md, padding: theme.space.md },
  })),
);

const Status = styled.p(
  themeStyles(({ theme }) => ({
    margin: `${theme.space.sm} 0`,
    fontSize: theme.font.size.sm,
    color: theme.colors.textMuted,
  })),
);

const Options = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    '& li': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.space.sm,
      minHeight: '44px',
      padding: `0 ${theme.space.sm}`,
      borderRadius: theme.radius.sm,
      fontWeight: 600,
      cursor: 'pointer',
    },
    '& li:hover': { background: theme.colors.surfaceAlt },
    '& li[aria-selected="true"]': {
      background: theme.colors.surfaceAlt,
      outline: `2px solid ${theme.colors.focus}`,
      outlineOffset: '-2px',
    },
    '& li span': { color: theme.colors.textMuted, fontWeight: 400, fontSize: theme.font.size.sm },
  })),
);

const RetryButton = styled.button(
  themeStyles(({ theme }) => ({
    minHeight: '44px',
    padding: `0 ${theme.space.md}`,
    border: `1px solid ${theme.colors.border}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surfaceAlt,
    color: theme.colors.text,
    font: 'inherit',
    fontWeight: 600,
    cursor: 'pointer',
  })),
);

function statusText(index: CoinIndexView, query: string, found: number): string {
  if (index.status === 'loading') return t('search.loading');
  if (index.status === 'failed') return t('search.failed');
  const wanted = query.trim();
  if (wanted === '') return t('search.hint');
  if (found === 0) return `${t('search.noMatch')} “${wanted}”.`;
  return found === 1 ? t('search.oneFound') : `${found} ${t('search.manyFound')}`;
}

interface SearchProps {
  onChosen: (coin: SearchCoin) => void;
  inputRef: RefObject<HTMLInputElement | null>;
}

/** The combobox and its list; inside the dialog's content, so each opening starts afresh. */
function CoinCombobox({ onChosen, inputRef }: SearchProps) {
  const index = useCoinIndex();
  const inputId = useId();
  const listboxId = useId();
  const statusId = useId();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(-1);

  const results = useMemo(
    () => (index.status === 'ready' ? searchCoins(index.coins, query) : []),
    [index, query],
  );
  const optionId = (place: number) => `${listboxId}-${place}`;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const count = results.length;
    if (event.key === 'ArrowDown' && count > 0) {
      event.preventDefault();
      setActive((place) => (place + 1) % count);
    } else if (event.key === 'ArrowUp' && count > 0) {
      event.preventDefault();
      setActive((place) => (place <= 0 ? count - 1 : place - 1));
    } else if (event.key === 'Enter') {
      // Enter with none chosen opens the best match: "doge" then Enter is Dogecoin.
      const chosen = results[active] ?? results[0];
      if (!chosen) return;
      event.preventDefault();
      onChosen(chosen);
    }
  };

  return (
    <>
      <LabelledField>
        <label htmlFor={inputId}>{t('search.label')}</label>
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={results.length > 0}
          aria-controls={listboxId}
          aria-activedescendant={results[active] ? optionId(active) : undefined}
          aria-describedby={statusId}
          autoComplete="off"
          autoCapitalize="off"
          spellCheck={false}
          enterKeyHint="go"
          value={query}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(-1);
          }}
          onKeyDown={onKeyDown}
        />
      </LabelledField>
      <Status id={statusId} role="status">
        {statusText(index, query, results.length)}
      </Status>
      {index.status === 'failed' && (
        <RetryButton type="button" onClick={index.retry}>
          {t('search.retry')}
        </RetryButton>
      )}
      <Options
        id={listboxId}
        role="listbox"
        aria-label={t('search.results')}
        hidden={results.length === 0}
      >
        {results.map((coin, place) => (
          <li
            key={coin.slug}
            id={optionId(place)}
            role="option"
            aria-selected={place === active}
            onClick={() => onChosen(coin)}
          >
            {`${coin.name} `}
            <span>{coin.symbol}</span>
          </li>
        ))}
      </Options>
    </>
  );
}

/**
 * The coin search, loaded when the header's search button is first used: a combobox whose
 * list offers the best matches from the catalogue's index; choosing one opens its page.
 */
export interface CoinSearchDialogProps extends OverlayProps {
  onChosen?: () => void;
}

export default function CoinSearchDialog({
  open,
  onOpenChange,
  contentId,
  returnFocus,
  onChosen,
}: CoinSearchDialogProps) {
  const inputRef = useRef<HTMLInputElement>(null);

  const go = (coin: SearchCoin) => {
    onOpenChange(false);
    onChosen?.();
    goTo(`/${coin.slug}`);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Card
          id={contentId}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            inputRef.current?.focus();
          }}
          onCloseAutoFocus={returnFocus}
        >
          <DialogTitle>{t('search.title')}</DialogTitle>
          <DialogCloseIcon label={t('search.close')} />
          <CoinCombobox onChosen={go} inputRef={inputRef} />
        </Card>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
