import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useSiteCatalogue } from '../../site/siteCatalogue';
import type { BlockProps } from '../../engine/types';
import type { SiteData } from '../../types/siteData';
import { RichText } from '../../ui/RichText';
import { BlockSection, SectionHeading } from '../../ui/primitives';
import { Button } from '../../ui/Button';
import { Logo } from '../../ui/Logo';
import { themeStyles } from '../../theme/themeStyles';
import { columnsByContainerWidth, loneLastTileColumns } from '../../ui/tileGrids';

// Wide enough for a mark beside a short name; two-word names such as Coinbase Wallet wrap.
const MIN_TILE_REM = 9.5;
const MOST_COLUMNS = 6;
const CONTAINER = 'expandable-list';

type ExpandableListBlock = BlockProps<'expandableList'>['block'];

const Section = styled(BlockSection)(
  themeStyles(({ theme }) => ({
    '& p': { margin: `0 0 ${theme.space.md}`, maxWidth: '48rem' },
    containerType: 'inline-size',
    containerName: CONTAINER,
  })),
);

const Grid = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: `0 0 ${theme.space.md}`,
    padding: 0,
    display: 'grid',
    gap: theme.space.sm,
    // The theme's spacing is in rem, the unit the column widths are worked out in.
    ...columnsByContainerWidth(CONTAINER, MIN_TILE_REM, parseFloat(theme.space.sm), MOST_COLUMNS),
    // Every row as tall as the tallest, so a name that wraps does not make its row stand out.
    gridAutoRows: '1fr',
    '& li': {
      display: 'flex',
      alignItems: 'center',
      gap: theme.space.sm,
      minHeight: '44px',
      padding: `${theme.space.sm} ${theme.space.md}`,
      borderRadius: theme.radius.sm,
      border: `1px solid ${theme.colors.border}`,
      background: theme.colors.surface,
      fontWeight: 500,
    },
    '& li[hidden]': { display: 'none' },
  })),
);

interface Entry {
  name: string;
  /** Present for wallets and chains from site.json: they are shown with their mark. */
  logo?: { source: string | undefined };
}

function entriesFor(block: ExpandableListBlock, site: SiteData): Entry[] {
  if (block.from === 'wallets') {
    return [...site.wallets.featured, ...site.wallets.others].map((wallet) => ({
      name: wallet.name,
      logo: { source: wallet.logo },
    }));
  }
  if (block.from === 'chains') {
    return site.chains.map((chain) => ({ name: chain.name, logo: { source: chain.logo } }));
  }
  return (block.items ?? []).map((name) => ({ name }));
}

/**
 * Every name is in the HTML from the start, so crawlers and visitors without JavaScript
 * see the whole list; the button only toggles which ones are hidden.
 */
export function ExpandableList({ block }: BlockProps<'expandableList'>) {
  const siteData = useSiteCatalogue();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const entries = entriesFor(block, siteData);
  const hasMore = entries.length > block.initialCount;
  const shown = expanded ? entries.length : Math.min(block.initialCount, entries.length);
  const loneAt = loneLastTileColumns(shown, MOST_COLUMNS).join(' ');

  return (
    <Section id={block.id}>
      <SectionHeading>{block.heading}</SectionHeading>
      {block.intro && <RichText paragraphs={block.intro} />}
      <Grid id={listId}>
        {entries.map(({ name, logo }, index) => (
          <li
            key={name}
            hidden={index >= shown}
            data-lone-at={index === shown - 1 && loneAt ? loneAt : undefined}
          >
            {logo && <Logo sources={[logo.source]} name={name} size={24} shape="square" lazy />}
            {name}
          </li>
        ))}
      </Grid>
      {hasMore && (
        <Button
          variant="secondary"
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
        >
          {expanded ? block.lessLabel : block.moreLabel}
        </Button>
      )}
    </Section>
  );
}
