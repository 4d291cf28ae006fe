import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { Chart } from './Chart';
import type { TradingViewWidgetOptions } from './tradingView';
import { SCRIPT_TIME_LIMIT_MS } from '../../net/loadScript';

let scriptUrl = '';
vi.mock('../../net/runtimeConfig', () => ({
  useRuntimeConfig: () => ({ marketBase: '/api/market', chartScriptUrl: scriptUrl }),
}));

const block: BlockOfType<'chart'> = {
  type: 'chart',
  id: 'chart',
  heading: 'Bitcoin Price Chart',
  fromSymbol: 'BTC',
  toSymbol: 'USD',
};
const page = { slug: 'bitcoin' } as PageDefinition;

const drawn: TradingViewWidgetOptions[] = [];
const scriptTags = () =>
  document.head.querySelectorAll<HTMLScriptElement>(`script[src="${scriptUrl}"]`);

function finishScript(outcome: 'load' | 'error') {
  const [script] = scriptTags();
  if (!script) throw new Error('no chart script was added');
  if (outcome === 'load') {
    window.TradingView = {
      widget: class {
        constructor(options: TradingViewWidgetOptions) {
          drawn.push(options);
          document.getElementById(options.container_id)?.append('drawn chart');
        }
      },
    };
  }
  script.dataset.finished = 'yes';
  act(() => {
    script.dispatchEvent(new Event(outcome));
  });
}

let testNumber = 0;
beforeEach(() => {
  // Each test gets its own script address: the loader remembers addresses for the whole document.
  scriptUrl = `https://charts.test/tv-${++testNumber}.js`;
  drawn.length = 0;
  vi.spyOn(console, 'warn').mockImplementation(() => {});
});

afterEach(async () => {
  // A script the test never finished would hold the loader's time limit past the file's end;
  // it fails here while the chart still listens, as a browser's failed request would.
  for (const script of scriptTags()) {
    if (!script.dataset.finished)
      await act(async () => void script.dispatchEvent(new Event('error')));
  }
  cleanup();
  delete window.TradingView;
  document.body.classList.remove('dark');
  vi.restoreAllMocks();
});

describe('Chart', () => {
  it('is the #chart section, credits the provider and keeps 400 px for the chart', () => {
    renderWithSite(<Chart block={block} page={page} />);
    const section = screen.getByRole('region', { name: 'Bitcoin Price Chart' });
    expect(section).toHaveAttribute('id', 'chart');
    expect(screen.getByRole('link', { name: 'TradingView' })).toHaveAttribute(
      'href',
      'https://www.tradingview.com/',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading the BTC/USD chart…');
    expect(getComputedStyle(screen.getByRole('status').parentElement!).height).toBe('400px');
  });

  it('loads the provider script and draws a daily UTC chart with the top toolbar hidden', async () => {
    renderWithSite(<Chart block={block} page={page} />);
    finishScript('load');
    await screen.findByText('drawn chart');
    expect(drawn).toEqual([
      expect.objectContaining({
        symbol: 'COINBASE:BTCUSD',
        interval: 'D',
        timezone: 'Etc/UTC',
        locale: 'en',
        hide_top_toolbar: true,
        height: 400,
        theme: 'light',
      }),
    ]);
    // The widget draws into the page at once; the notice goes with React's next render.
    await waitFor(() => expect(screen.queryByRole('status')).not.toBeInTheDocument());
  });

  it('redraws the chart in dark when the site switches theme', async () => {
    renderWithSite(<Chart block={block} page={page} />);
    finishScript('load');
    await screen.findByText('drawn chart');
    await act(async () => {
      document.body.classList.add('dark');
      await Promise.resolve();
    });
    await vi.waitFor(() =>
      expect(drawn.map((options) => options.theme)).toEqual(['light', 'dark']),
    );
    expect(screen.getAllByText('drawn chart')).toHaveLength(1);
  });

  it('adds the script once however many charts a page has', () => {
    renderWithSite(
      <>
        <Chart block={block} page={page} />
        <Chart block={{ ...block, id: 'chart-two', fromSymbol: 'ETH' }} page={page} />
      </>,
    );
    expect(scriptTags()).toHaveLength(1);
  });

  it('logs a failed script and shows the pair with a link to the provider instead', async () => {
    renderWithSite(<Chart block={block} page={page} />);
    finishScript('error');
    const link = await screen.findByRole('link', { name: 'View BTC/USD on TradingView' });
    expect(link).toHaveAttribute('href', 'https://www.tradingview.com/symbols/COINBASE-BTCUSD/');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText('BTC/USD')).toBeVisible();
    expect(screen.queryByText(/Chart by/)).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalled();
  });

  it('gives up on a script that never arrives, with a Retry that loads it afresh', async () => {
    vi.useFakeTimers();
    try {
      renderWithSite(<Chart block={block} page={page} />);
      await act(() => vi.advanceTimersByTimeAsync(SCRIPT_TIME_LIMIT_MS));
      // Given up on, it holds no time limit any more.
      for (const script of scriptTags()) script.dataset.finished = 'timed out';
      expect(screen.getByText('The live chart is unavailable right now.')).toBeVisible();
      expect(screen.queryByRole('link', { name: 'TradingView' })).not.toBeInTheDocument();

      act(() => screen.getByRole('button', { name: 'Retry' }).click());
      expect(screen.getByRole('status')).toHaveTextContent('Loading the BTC/USD chart…');
      const fresh = () => document.head.querySelector(`script[src^="${scriptUrl}?retry="]`);
      expect(fresh()).not.toBeNull();
      window.TradingView = {
        widget: class {
          constructor(options: TradingViewWidgetOptions) {
            document.getElementById(options.container_id)?.append('drawn chart');
          }
        },
      };
      await act(async () => {
        fresh()?.dispatchEvent(new Event('load'));
        await vi.advanceTimersByTimeAsync(0);
      });
      expect(screen.getByText('drawn chart')).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('draws the chart when the script arrives after the time limit', async () => {
    vi.useFakeTimers();
    try {
      renderWithSite(<Chart block={block} page={page} />);
      await act(() => vi.advanceTimersByTimeAsync(SCRIPT_TIME_LIMIT_MS));
      expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
      vi.useRealTimers();
      finishScript('load');
      await screen.findByText('drawn chart');
      expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'TradingView' })).toBeVisible();
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the pair and the provider link, without loading anything, for a pair with no market', () => {
    renderWithSite(
      <Chart
        block={{ ...block, fromSymbol: 'USDT', toSymbol: 'USD', liveChart: false }}
        page={page}
      />,
    );
    expect(screen.getByText('USDT/USD')).toBeVisible();
    expect(screen.getByText('There is no live chart for this pair.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Markets on TradingView' })).toBeVisible();
    expect(screen.queryByText(/Chart by/)).not.toBeInTheDocument();
    expect(scriptTags()).toHaveLength(0);
  });
});
