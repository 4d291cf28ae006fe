import styled from '@emotion/styled';
import { createElement, memo } from 'react';
import { hydrationOf, liveCodeOf, pageLayout, type BlockLoader } from './blockRegistry';
import { Island } from './Island';
import { CurrentPageProvider } from './pageData';
import { blockIslandId } from './islands';
import type { Block, PageDefinition } from './types';

// minmax(0, 1fr) rather than the implicit auto column: a wide child, such as a row that
// scrolls sideways, must scroll inside its column instead of widening the page on phones.
const Layout = styled.div<{ sidebarFirst: boolean }>(({ theme, sidebarFirst }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.xl,
  [theme.breakpoints.sidebarBesideMain]: {
    gridTemplateColumns: sidebarFirst ? '16rem minmax(0, 1fr)' : 'minmax(0, 1fr) 20rem',
    alignItems: 'start',
  },
}));

const Sidebar = styled.aside(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.lg,
  [theme.breakpoints.sidebarBesideMain]: { position: 'sticky', top: theme.space.lg },
}));

const MainColumn = styled.div({ minWidth: 0 });

const LayoutWithLead = styled.div(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: theme.space.xl,
  [theme.breakpoints.sidebarBesideMain]: {
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

interface RenderBlockProps {
  block: Block;
  page: PageDefinition;
  blocks: BlockLoader;
}

function RenderBlock({ block, page, blocks }: RenderBlockProps) {
  if (!blocks.isKnown(block.type)) {
    console.warn(`Skipped a block of unknown type "${block.type}" on page "${page.slug}".`);
    return null;
  }
  // Pages arrive with their blocks loaded (the prerender, FetchedPage, hydrate.tsx): a render
  // never waits for code. A lookup in a registry of components declared at module level, not
  // a component made here.
  const component = blocks.get(block.type);
  if (!component)
    throw new Error(`A "${block.type}" block was rendered before its code was loaded.`);
  return createElement(component, { block, page });
}

/**
 * Each block is an island of its own (Island.tsx), woken as its registry entry says.
 * Memoised, because a boundary that is still waiting and gets new props would be thrown away
 * and drawn again from scratch.
 */
const BlockSlot = memo(function BlockSlot(props: RenderBlockProps) {
  const { block, page, blocks } = props;
  return (
    <Island
      id={blockIslandId(page.slug, page.blocks.indexOf(block))}
      hydrate={hydrationOf(blocks.registry, block.type)}
      code={block.type}
      props={{ block }}
      live={liveCodeOf(blocks.registry, block.type)}
    >
      <CurrentPageProvider value={page}>
        <RenderBlock {...props} />
      </CurrentPageProvider>
    </Island>
  );
});

/** A page is its blocks in order, laid out as `pageLayout` says. */
export function PageRenderer({ page, blocks }: { page: PageDefinition; blocks: BlockLoader }) {
  const { lead, main, sidebar, sidebarFirst, phoneLead, sidebarRest } = pageLayout(
    page,
    blocks.registry,
  );
  const renderAll = (list: Block[]) =>
    list.map((block, index) => <BlockSlot key={index} block={block} page={page} blocks={blocks} />);
  const sidebarColumn = <Sidebar aria-label="Page details">{renderAll(sidebar)}</Sidebar>;

  if (phoneLead.length > 0) {
    return (
      <>
        {lead && <BlockSlot block={lead} page={page} blocks={blocks} />}
        <LayoutWithLead>
          <LeadColumn data-column="lead">{renderAll(phoneLead)}</LeadColumn>
          <MainColumn data-column="main">{renderAll(main)}</MainColumn>
          {sidebarRest.length > 0 && (
            <Sidebar data-column="sidebar" aria-label="Page details">
              {renderAll(sidebarRest)}
            </Sidebar>
          )}
        </LayoutWithLead>
      </>
    );
  }

  return (
    <>
      {lead && <BlockSlot block={lead} page={page} blocks={blocks} />}
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
