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
