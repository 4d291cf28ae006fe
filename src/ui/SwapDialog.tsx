import styled from '@emotion/styled';
import * as Dialog from '@radix-ui/react-dialog';
import { useEffect, useMemo, useState } from 'react';
import { groupedAmount, shownPrice } from '../market/format';
import { isCurrent } from '../market/rate';
import { useMarketData } from '../market/useMarketData';
import { useSite } from '../site/site';
import { useSiteCatalogue } from '../site/siteCatalogue';
import { usePageSwapCoins } from '../site/swapCoins';
import type { SwapCoin } from '../site/siteParts';
import { DEFAULT_SWAP_USD, roundAmountWorth } from '../swap/defaultAmount';
import { swapHref } from '../swap/swapLink';
import { useSwapWidget } from '../swap/useSwapWidget';
import { themeStyles } from '../theme/themeStyles';
import type { Coin } from '../types/siteData';
import { Button } from './Button';
import { DialogCard, DialogCloseIcon, DialogOverlay, DialogTitle } from './dialogParts';
import type { OverlayProps } from './overlayTrigger';
import { Skeleton } from './Skeleton';

/** Rubic draws a frame 400 × 640 px; the dialog keeps that room so nothing jumps. */
const WIDGET_HEIGHT = 640;
/**
 * How long the widget waits for a price to start on about $100 of the coin; the live rate
 * card beside the button has usually asked already, so the answer is in hand at once.
 */
const PRICE_WAIT_MS = 1_500;

const Card = styled(DialogCard)({
  width: 'min(28rem, calc(100vw - 1rem))',
  maxHeight: 'calc(100dvh - 1rem)',
});

const Note = styled(Dialog.Description)(
  themeStyles(({ theme }) => ({
    margin: `0 0 ${theme.space.md}`,
    fontSize: theme.font.size.sm,
    color: theme.colors.textMuted,
  })),
);

const Frame = styled.div({
  position: 'relative',
  minHeight: `${WIDGET_HEIGHT}px`,
  '&[data-status="failed"]': { minHeight: 0 },
  '& iframe, & #rubic-widget-placeholder': { maxWidth: '100%' },
});

const Loading = styled.div(
  themeStyles(({ theme }) => ({
    position: 'absolute',
    inset: 0,
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space.md,
  })),
);

const Failure = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: theme.space.md,
    '& p': { margin: 0 },
  })),
);

export interface SwapDialogProps extends OverlayProps {
  /** Catalogue slugs of the coin paid with and the coin received. */
  from: string;
  to: string;
  /** An amount the visitor chose (plain digits), which the widget starts on as it is. */
  amount?: string;
}

type Start = { amount: string; worth: 'chosen' | 'about $100' } | { amount: '1'; worth: 'one' };

/**
 * What the widget starts on: the visitor's own amount, else about $100 of the coin at the
 * live price, else 1 coin with its minimum noted. Undefined while the price may still come.
 */
/** A coin of the dialog: the site's, or a catalogue coin its page names (no minimum known). */
type DialogCoin = SwapCoin & { pair?: Partial<Coin['pair']> };

function useStartingAmount(
  from: DialogCoin | undefined,
  to: DialogCoin | undefined,
  chosen?: string,
) {
  // The same coins in the same order as the live rate card's, so its answer is reused.
  const view = useMarketData([from, to].filter((coin) => coin !== undefined));
  const [waitedEnough, setWaitedEnough] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setWaitedEnough(true), PRICE_WAIT_MS);
    return () => clearTimeout(timer);
  }, []);
  if (chosen) return { amount: chosen, worth: 'chosen' } satisfies Start;
  if (!from) return undefined;
  if (view.status === 'live' || view.status === 'cached') {
    const record = view.records.find((candidate) => candidate.id === from.id);
    const current = isCurrent(view.pricesAt, view.receivedAt, view.clockOffset);
    const amount =
      record && current
        ? roundAmountWorth(DEFAULT_SWAP_USD, shownPrice(record.current_price), from.widget.decimals)
        : undefined;
    if (amount) return { amount, worth: 'about $100' } satisfies Start;
  }
  if (view.status === 'loading' && !waitedEnough) return undefined;
  return { amount: '1', worth: 'one' } satisfies Start;
}

function startingNote(start: Start, from: DialogCoin): string {
  switch (start.worth) {
    case 'chosen':
      return `The swap starts on the ${groupedAmount(start.amount)} ${from.symbol} you entered; you can change it there.`;
    case 'about $100':
      return `The swap starts on ${groupedAmount(start.amount)} ${from.symbol}, about $${DEFAULT_SWAP_USD} at the indicative price; change it to the amount you want.`;
    case 'one':
      return from.pair?.minimumSwap
        ? `The swap starts on 1 ${from.symbol}; change it to the amount you want. The minimum is ${from.pair.minimumSwap}.`
        : `The swap starts on 1 ${from.symbol}; change it to the amount you want.`;
  }
}

/**
 * The swap widget on the page the visitor is reading, in a dialog: its scripts load the first
 * time one opens (the provider's, then the site's adapter, then its init), and it starts on
 * the pair and the amount. Focus stays in the dialog; Escape and the close button close it.
 */
export default function SwapDialog({
  from: fromSlug,
  to: toSlug,
  amount,
  open,
  onOpenChange,
  contentId,
  returnFocus,
}: SwapDialogProps) {
  const site = useSiteCatalogue();
  const pageCoins = usePageSwapCoins();
  const coins = useMemo<readonly DialogCoin[]>(
    () => [...site.coins, ...pageCoins],
    [site.coins, pageCoins],
  );
  const from = coins.find((coin) => coin.slug === fromSlug);
  const to = coins.find((coin) => coin.slug === toSlug);
  const computed = useStartingAmount(from, to, amount);
  // Fixed once known, so the note always says what the widget was given; a new amount from
  // the visitor starts over.
  const [latched, setLatched] = useState<{ chosen?: string; start: Start } | null>(null);
  if (computed && (latched === null || latched.chosen !== amount)) {
    setLatched({ chosen: amount, start: computed });
  }
  const start = latched !== null && latched.chosen === amount ? latched.start : undefined;
  const [container, setContainer] = useState<HTMLDivElement | null>(null);
  const startAmount = start?.amount;
  // Each opening draws into a new container; the scripts load once for the page.
  const { status, retry } = useSwapWidget(
    container,
    startAmount === undefined
      ? null
      : { query: swapHref({ from: fromSlug, to: toSlug, amount: startAmount }).slice(1) },
    coins,
  );
  const { containerId } = useSite().providers.swapWidget;

  const title = from && to ? `Swap ${from.symbol} to ${to.symbol}` : 'Swap';
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <Card id={contentId} onCloseAutoFocus={returnFocus}>
          <DialogTitle>{title}</DialogTitle>
          <DialogCloseIcon label="Close the swap" />
          <Note>{start && from ? startingNote(start, from) : 'Getting the swap ready…'}</Note>
          <Frame data-status={status} aria-busy={status === 'loading'}>
            <div id={containerId} ref={setContainer} data-widget-container="" />
            {status === 'loading' && (
              <Loading data-testid="swap-dialog-skeleton" aria-hidden="true">
                <Skeleton height="3rem" />
                <Skeleton height="7rem" />
                <Skeleton height="7rem" />
                <Skeleton height="3.5rem" />
              </Loading>
            )}
            {status === 'failed' && (
              <Failure>
                <p role="alert">
                  The swap widget could not be loaded. A content blocker or a slow connection may be
                  stopping it; Retry often helps.
                </p>
                <Button type="button" onClick={retry}>
                  Retry
                </Button>
              </Failure>
            )}
          </Frame>
        </Card>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
