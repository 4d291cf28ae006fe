import styled from '@emotion/styled';
import { useEffect, useId, useState } from 'react';
import type { BlockProps } from '../../engine/types';
import type { ChainListEntry } from '../../types/schema';
import { themeStyles } from '../../theme/themeStyles';
import { buttonStyles } from '../../ui/Button';
import { BlockSection, SectionHeading } from '../../ui/primitives';
import { SmartLink } from '../../ui/SmartLink';
import { VisuallyHidden } from '../../ui/VisuallyHidden';
import { shortAddress } from './address';

/** How long "Copied" stays beside the button before the row reads as before. */
const COPIED_FOR_MS = 4000;

const Rows = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: 0,
    padding: 0,
    display: 'grid',
    gap: theme.space.sm,
  })),
);

const Row = styled.li(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: `${theme.space.sm} ${theme.space.md}`,
    padding: `${theme.space.sm} ${theme.space.md}`,
    borderRadius: theme.radius.sm,
    background: theme.colors.surfaceAlt,
  })),
);

const Network = styled.span({ fontWeight: 600, minWidth: '8rem' });

const Address = styled.code(
  themeStyles(({ theme }) => ({
    fontSize: theme.font.size.sm,
    overflowWrap: 'anywhere',
  })),
);

const Native = styled.span(
  themeStyles(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.font.size.sm })),
);

const Actions = styled.span(
  themeStyles(({ theme }) => ({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    gap: theme.space.sm,
    marginLeft: 'auto',
  })),
);

const CopyButton = styled.button(({ theme }) => ({
  ...buttonStyles(theme, 'secondary'),
  minHeight: '36px',
  padding: `${theme.space.xs} ${theme.space.md}`,
  fontSize: theme.font.size.sm,
}));

const Status = styled.span(
  themeStyles(({ theme }) => ({ fontSize: theme.font.size.sm, color: theme.colors.textMuted })),
);

type CopyState = 'idle' | 'copied' | 'failed';

function TokenRow({
  entry,
  symbol,
}: {
  entry: ChainListEntry & { address: string };
  symbol: string;
}) {
  const [state, setState] = useState<CopyState>('idle');
  useEffect(() => {
    if (state !== 'copied') return;
    const timer = setTimeout(() => setState('idle'), COPIED_FOR_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const copy = () => {
    // No clipboard at all (an http page, an old browser) counts as a failed copy.
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(entry.address))
      .then(
        () => setState('copied'),
        () => setState('failed'),
      );
  };
  const shown = state === 'failed' ? entry.address : shortAddress(entry.address);

  return (
    <Row>
      <Network>{entry.network}</Network>
      <span>
        <Address aria-hidden="true" title={entry.address}>
          {shown}
        </Address>
        <VisuallyHidden>
          {symbol} contract address on {entry.network}: {entry.address}
        </VisuallyHidden>
      </span>
      <Actions>
        <CopyButton
          type="button"
          onClick={copy}
          aria-label={`Copy the ${symbol} contract address on ${entry.network}`}
        >
          Copy
        </CopyButton>
        {entry.explorerUrl && (
          <SmartLink href={entry.explorerUrl}>
            Explorer
            <VisuallyHidden>
              : {symbol} on {entry.network} (opens in a new tab)
            </VisuallyHidden>
          </SmartLink>
        )}
        <Status role="status">
          {state === 'copied'
            ? 'Copied'
            : state === 'failed'
              ? 'Could not copy: the full address is shown to copy by hand'
              : ''}
        </Status>
      </Actions>
    </Row>
  );
}

function NativeRow({ entry, symbol }: { entry: ChainListEntry; symbol: string }) {
  return (
    <Row>
      <Network>{entry.network}</Network>
      <Native>
        {symbol} is {entry.network}&apos;s native coin: it has no contract address there.
      </Native>
    </Row>
  );
}

/**
 * Where a coin lives, one row a chain. Static in the prerender; only the copy buttons need
 * code, so the block wakes on the first press inside it.
 */
export function ChainList({ block }: BlockProps<'chainList'>) {
  const headingId = useId();
  return (
    <BlockSection id={block.id} aria-labelledby={headingId}>
      <SectionHeading id={headingId}>{block.heading}</SectionHeading>
      <Rows>
        {block.chains.map((entry, index) =>
          entry.address === undefined ? (
            <NativeRow key={index} entry={entry} symbol={block.symbol} />
          ) : (
            <TokenRow
              key={index}
              entry={{ ...entry, address: entry.address }}
              symbol={block.symbol}
            />
          ),
        )}
      </Rows>
    </BlockSection>
  );
}
