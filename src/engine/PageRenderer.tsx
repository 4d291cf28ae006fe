import styled from '@emotion/styled';
import type { ComponentType } from 'react';
import { blockRegistry } from './registry';
import type { Block, BlockProps, BlockType, PageDefinition } from './types';

// minmax(0, 1fr) rather than the implicit auto column: a wide child, such as a row that
// scrolls sideways, must scroll inside its column instead of widening the page on phones.
const Layout = styled.div<{ sidebarFirst: boolean }>(({ theme, sidebarFirst }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.xl,
  [theme.breakpoints.desktop]: {
    gridTemplateColumns: sidebarFirst ? '16rem minmax(0, 1fr)' : 'minmax(0, 1fr) 20rem',
    alignItems: 'start',
  },
}));

const Sidebar = styled.aside(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.lg,
  [theme.breakpoints.desktop]: { position: 'sticky', top: theme.space.lg },
}));

const MainColumn = styled.div({ minWidth: 0 });

/**
 * Sidebar cards that answer a visitor's first questions (a coin's key figures, a pair's
 * minimum amount and time). On phones they come right after the hero instead of after the
 * whole main column; on wide screens they head the sidebar, with the rest of it below.
 */
const PHONE_LEAD_TYPES: ReadonlySet<BlockType> = new Set(['infoCard', 'swapInfo']);

const LayoutWithLead = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.xl,
  [theme.breakpoints.desktop]: {
    gridTemplateColumns: 'minmax(0, 1fr) 20rem',
    gridTemplateRows: 'auto 1fr',
    columnGap: theme.space.xl,
    rowGap: theme.space.lg,
    alignItems: 'start',
    '& > [data-column="lead"]': { gridColumn: 2, gridRow: 1 },
    '& > [data-column="main"]': { gridColumn: 1, gridRow: '1 / span 2' },
    '& > [data-column="sidebar"]': { gridColumn: 2, gridRow: 2 },
  },
}));

const LeadColumn = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.lg,
}));

function RenderBlock({ block, page }: { block: Block; page: PageDefinition }) {
  // The registry is keyed by the same union as `block`, but TypeScript cannot correlate
  // the key with the props type through an index, so the lookup is widened once here.
  const Component = blockRegistry[block.type] as ComponentType<BlockProps<BlockType>> | undefined;
  if (!Component) {
    console.warn(`Skipped a block of unknown type "${block.type}" on page "${page.slug}".`);
    return null;
  }
  return <Component block={block} page={page} />;
}

/**
 * A page is its blocks in order. A leading hero spans the full width; blocks marked
 * area "sidebar" sit beside the rest on wide screens and after it on phones, or, with
 * sidebarPosition "start", left of it and before it (a table of contents is read first).
 * An info or swap-information card in the sidebar comes first of all on phones.
 */
export function PageRenderer({ page }: { page: PageDefinition }) {
  const [first, ...rest] = page.blocks;
  const lead = first?.type === 'hero' ? first : null;
  const body = lead ? rest : page.blocks;
  const main = body.filter((block) => block.area !== 'sidebar');
  const sidebar = body.filter((block) => block.area === 'sidebar');
  const renderAll = (blocks: Block[]) =>
    blocks.map((block, index) => <RenderBlock key={index} block={block} page={page} />);
  const sidebarFirst = page.sidebarPosition === 'start';
  const sidebarColumn = <Sidebar aria-label="Page details">{renderAll(sidebar)}</Sidebar>;
  const phoneLead = sidebarFirst ? [] : sidebar.filter((block) => PHONE_LEAD_TYPES.has(block.type));

  if (phoneLead.length > 0) {
    const rest = sidebar.filter((block) => !phoneLead.includes(block));
    return (
      <>
        {lead && <RenderBlock block={lead} page={page} />}
        <LayoutWithLead>
          <LeadColumn data-column="lead">{renderAll(phoneLead)}</LeadColumn>
          <MainColumn data-column="main">{renderAll(main)}</MainColumn>
          {rest.length > 0 && (
            <Sidebar data-column="sidebar" aria-label="Page details">
              {renderAll(rest)}
            </Sidebar>
          )}
        </LayoutWithLead>
      </>
    );
  }

  return (
    <>
      {lead && <RenderBlock block={lead} page={page} />}
      {sidebar.length > 0 ? (
        <Layout sidebarFirst={sidebarFirst}>
          {sidebarFirst && sidebarColumn}
          <MainColumn>{renderAll(main)}</MainColumn>
          {!sidebarFirst && sidebarColumn}
        </Layout>
      ) : (
        renderAll(main)
      )}
    </>
  );
}
