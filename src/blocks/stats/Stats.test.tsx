import { ThemeProvider } from '@emotion/react';
import { act, renderHook, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import { SiteProvider } from '../../site/site';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { theme } from '../../theme/theme';
import { Stats } from './Stats';
import { nextStats, startingStats, useCountingStats } from './statsCounter';

/** The spec's step (section 9), written out: a test that imported it could not see it change. */
const SPEC_STEP_MS = 900_000;

const siteData = siteFixture();

const targets = siteData.stats;
const block: BlockOfType<'stats'> = {
  type: 'stats',
  heading: 'In numbers',
  labels: {
    totalTransactions: 'Total transactions',
    tradingVolume: 'Trading volume',
    totalUsers: 'Total users',
    totalTokens: 'Tokens',
    blockchainCount: 'Blockchains',
  },
};
const page = { slug: 'home' } as PageDefinition;

describe('statistics stepping', () => {
  it('starts 100 transactions, 100,000 volume and 50 users below the targets', () => {
    expect(startingStats(targets)).toEqual({
      totalTransactions: 53_321,
      tradingVolume: 43_478_325,
      totalUsers: 20_793,
    });
  });

  it('adds 1 transaction, 1,000 volume and 1 user per step, stopping at each target', () => {
    expect(nextStats(startingStats(targets), targets)).toEqual({
      totalTransactions: 53_322,
      tradingVolume: 43_479_325,
      totalUsers: 20_794,
    });
    expect(
      nextStats(
        { totalTransactions: 53_421, tradingVolume: 43_578_000, totalUsers: 20_843 },
        targets,
      ),
    ).toEqual({ totalTransactions: 53_421, tradingVolume: 43_578_325, totalUsers: 20_843 });
  });
});

describe('useCountingStats', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('steps every 900,000 ms and stops its timer once every target is reached', () => {
    const { result } = renderHook(() => useCountingStats(targets));
    act(() => vi.advanceTimersByTime(SPEC_STEP_MS - 1));
    expect(result.current.totalTransactions).toBe(53_321);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.totalTransactions).toBe(53_322);

    // Users reach their target after 50 steps and wait there for the others.
    act(() => vi.advanceTimersByTime(SPEC_STEP_MS * 49));
    expect(result.current).toEqual({
      totalTransactions: 53_371,
      tradingVolume: 43_528_325,
      totalUsers: 20_843,
    });
    act(() => vi.advanceTimersByTime(SPEC_STEP_MS * 50));
    expect(result.current).toEqual({
      totalTransactions: 53_421,
      tradingVolume: 43_578_325,
      totalUsers: 20_843,
    });
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('Stats', () => {
  it('shows the starting figures with their labels, the same on the server as in the browser', () => {
    renderWithSite(<Stats block={block} page={page} />);
    const region = screen.getByRole('region', { name: 'In numbers' });
    const values = within(region)
      .getAllByRole('definition')
      .map((value) => value.textContent);
    expect(values).toEqual(['53.3K', '$43.5M', '20.8K', '20.5K', '60+']);
    expect(
      within(region)
        .getAllByRole('term')
        .map((term) => term.textContent),
    ).toEqual(Object.values(block.labels));
    const serverHtml = renderToString(
      <ThemeProvider theme={theme}>
        <SiteProvider site={siteData}>
          <Stats block={block} page={page} />
        </SiteProvider>
      </ThemeProvider>,
    );
    for (const value of values) expect(serverHtml).toContain(`>${value}</dd>`);
  });
});
