import styled from '@emotion/styled';
import { useId, useState } from 'react';
import { useSiteCatalogue } from '../../engine/siteCatalogue';
import type { BlockProps, SiteData } from '../../engine/types';
import { RichText } from '../../ui/RichText';
import { BlockSection, SectionHeading } from '../../ui/primitives';
import { Button } from '../../ui/Button';
import { themeStyles } from '../../theme/themeStyles';

type ExpandableListBlock = BlockProps<'expandableList'>['block'];

const Section = styled(BlockSection)(
  themeStyles(({ theme }) => ({
    '& p': { margin: `0 0 ${theme.space.md}`, maxWidth: '48rem' },
  })),
);

const Grid = styled.ul(
  themeStyles(({ theme }) => ({
    listStyle: 'none',
    margin: `0 0 ${theme.space.md}`,
    padding: 0,
    display: 'grid',
    gap: theme.space.sm,
    gridTemplateColumns: 'repeat(auto-fill, minmax(9.5rem, 1fr))',
    '& li': {
      display: 'flex',
      alignItems: 'center',
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

function namesFor(block: ExpandableListBlock, site: SiteData): string[] {
  if (block.from === 'wallets') {
    return [...site.wallets.featured, ...site.wallets.others].map((wallet) => wallet.name);
  }
  if (block.from === 'chains') return site.chains.map((chain) => chain.name);
  return block.items ?? [];
}

/**
 * Every name is in the HTML from the start, so crawlers and visitors without JavaScript
 * see the whole list; the button only toggles which ones are hidden.
 */
export function ExpandableList({ block }: BlockProps<'expandableList'>) {
  const siteData = useSiteCatalogue();
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const names = namesFor(block, siteData);
  const hasMore = names.length > block.initialCount;

  return (
    <Section id={block.id}>
      <SectionHeading>{block.heading}</SectionHeading>
      {block.intro && <RichText paragraphs={block.intro} />}
      <Grid id={listId}>
        {names.map((name, index) => (
          <li key={name} hidden={!expanded && index >= block.initialCount}>
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
