import styled from '@emotion/styled';
import { useId, useRef, useState, useSyncExternalStore } from 'react';
import type { SwapCoin } from '../../site/siteParts';
import { formatEstimate } from '../../market/rate';
import { themeStyles } from '../../theme/themeStyles';
import { buttonStyles } from '../../ui/Button';
import { SwapInPlaceLink } from '../../ui/SwapInPlaceLink';
import { decimalSeparatorOf, readAmount, type Amount } from './amount';

const Form = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexDirection: 'column',
    gap: theme.space.sm,
    paddingTop: theme.space.md,
    borderTop: `1px solid ${theme.colors.border}`,
  })),
);

const Label = styled.label({ fontWeight: 600 });

const AmountField = styled.input(
  themeStyles(({ theme }) => ({
    minHeight: '44px',
    width: '100%',
    boxSizing: 'border-box',
    padding: `${theme.space.sm} ${theme.space.md}`,
    font: 'inherit',
    fontVariantNumeric: 'tabular-nums',
    color: theme.colors.text,
    background: theme.colors.bg,
    border: `1px solid ${theme.colors.textMuted}`,
    borderRadius: theme.radius.sm,
    '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
    '&[aria-invalid="true"]': { borderColor: theme.colors.danger, borderWidth: '2px' },
  })),
);

const FieldMessage = styled.p(
  themeStyles(({ theme }) => ({
    margin: 0,
    fontSize: theme.font.size.sm,
    color: theme.colors.danger,
  })),
);

const Question = styled.div(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.space.sm,
    '& p': { margin: 0, width: '100%' },
  })),
);

const Choice = styled.button(
  themeStyles(({ theme }) => ({
    ...buttonStyles(theme, 'secondary'),
    fontVariantNumeric: 'tabular-nums',
  })),
);

const Estimate = styled.output<{ hasAmount: boolean }>(({ theme, hasAmount }) => ({
  display: 'block',
  overflowWrap: 'anywhere',
  fontVariantNumeric: 'tabular-nums',
  ...(hasAmount
    ? { fontWeight: 700, fontSize: theme.font.size.lg }
    : { fontSize: theme.font.size.sm, color: theme.colors.textMuted }),
}));

const Caveat = styled.p(
  themeStyles(({ theme }) => ({
    margin: 0,
    fontSize: theme.font.size.sm,
    color: theme.colors.textMuted,
  })),
);

// A long amount wraps inside the card instead of pushing a phone's page sideways.
const SwapLink = styled(SwapInPlaceLink)(({ theme }) => ({
  ...buttonStyles(theme, 'primary'),
  whiteSpace: 'normal',
  textAlign: 'center',
  overflowWrap: 'anywhere',
}));

/**
 * What a visitor typed into the prerendered field before the calculator worked: the field is on
 * the page from the first frame, and hydrating it as the empty field it was rendered would wipe
 * that. Read before hydration touches the field; nothing on the server or on a fresh mount.
 */
const noChanges = () => () => {};
const isClient = () => true;
const isServer = () => false;

function typedBeforeHydration(fieldId: string): string {
  if (typeof document === 'undefined') return '';
  const field = document.getElementById(fieldId);
  return field instanceof HTMLInputElement ? field.value : '';
}

/** How the visitor writes decimals, by the browser's language ("1,5" is 1.5 in German). */
const visitorsDecimalSeparator = () =>
  decimalSeparatorOf(typeof navigator === 'undefined' ? undefined : navigator.language);

/** "1,500" one way or the other, in plain digits that cannot be misread either way. */
function readingLabel(reading: Amount, symbol: string): string {
  const [whole = '', fraction] = reading.text.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ' ');
  return fraction ? `${grouped}.${fraction} ${symbol}` : `${grouped} ${symbol}`;
}

const spokenReading = (reading: Amount) =>
  reading.text.includes('.') ? 'with a decimal point' : 'in thousands';

/**
 * Roughly how much of `to` an amount of `from` buys at the indicative rate, and a link that
 * carries the amount into the swap widget. Without a current rate it estimates nothing, but
 * the amount still travels to the widget, whose quote is the real figure anyway.
 */
export function Calculator({
  from,
  to,
  rate,
  printed,
}: {
  from: SwapCoin;
  to: SwapCoin;
  rate: number | null;
  /** The card's own figures, read as printed when pasted back. */
  printed: readonly string[];
}) {
  const fieldId = useId();
  const [typedEarly] = useState(() => typedBeforeHydration(fieldId));
  // While hydrating it is the field the prerender drew, so the markup hydrates as it is; right
  // after, it takes what was typed.
  const hydrated = useSyncExternalStore(noChanges, isClient, isServer);
  const [edited, setEdited] = useState<string | null>(null);
  const typed = edited ?? (hydrated ? typedEarly : '');
  const messageId = useId();
  const fieldRef = useRef<HTMLInputElement>(null);
  const reading = readAmount(typed, from.symbol, from.widget.decimals, {
    decimalSeparator: visitorsDecimalSeparator(),
    printed,
  });
  const amount = reading.kind === 'amount' ? reading : null;
  // The visitor's answer replaces what they typed with digits that have one reading only.
  const choose = (chosen: Amount) => {
    setEdited(chosen.text);
    fieldRef.current?.focus();
  };
  const unswappable = [from, to].find((coin) => coin.widget.swappable === false);

  const estimate = (rate: number) =>
    amount
      ? `≈ ${formatEstimate(amount.value * rate, to.symbol, to.widget.decimals)}`
      : `Type an amount of ${from.symbol} to see roughly how much ${to.symbol} it buys.`;

  return (
    <Form>
      <Label htmlFor={fieldId}>Amount of {from.symbol} you pay</Label>
      <AmountField
        ref={fieldRef}
        id={fieldId}
        type="text"
        inputMode="decimal"
        autoComplete="off"
        spellCheck={false}
        value={typed}
        onChange={(event) => setEdited(event.target.value)}
        aria-invalid={reading.kind === 'invalid'}
        aria-describedby={
          reading.kind === 'invalid' || reading.kind === 'ambiguous' ? messageId : undefined
        }
      />
      {/* Always there, so that a message or question appearing in it is announced. */}
      <div id={messageId} aria-live="polite">
        {reading.kind === 'invalid' && <FieldMessage>{reading.message}</FieldMessage>}
        {reading.kind === 'ambiguous' && (
          <Question role="group" aria-label={`Which amount of ${from.symbol} did you mean?`}>
            <p>&ldquo;{typed.trim()}&rdquo; can be read two ways. Which did you mean?</p>
            {reading.readings.map((choice) => (
              <Choice
                key={choice.text}
                type="button"
                aria-label={`${readingLabel(choice, from.symbol)}, ${spokenReading(choice)}`}
                onClick={() => choose(choice)}
              >
                {readingLabel(choice, from.symbol)}
              </Choice>
            ))}
          </Question>
        )}
      </div>
      {rate !== null && reading.kind !== 'invalid' && reading.kind !== 'ambiguous' && (
        <Estimate htmlFor={fieldId} hasAmount={amount !== null}>
          {estimate(rate)}
        </Estimate>
      )}
      <Caveat>
        An estimate at the indicative rate. The swap&apos;s own quote, with network and platform
        fees and slippage, decides the final amount.
      </Caveat>
      {unswappable ? (
        <Caveat>
          {unswappable.name} cannot be swapped in the site&apos;s swap widget yet, so there is no
          swap button here.
        </Caveat>
      ) : (
        <SwapLink from={from.slug} to={to.slug} amount={amount?.text}>
          {amount
            ? `Swap ${amount.text} ${from.symbol} to ${to.symbol}`
            : `Swap ${from.symbol} to ${to.symbol}`}
        </SwapLink>
      )}
    </Form>
  );
}
