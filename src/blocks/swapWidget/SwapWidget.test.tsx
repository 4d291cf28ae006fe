import { readFileSync } from 'node:fs';
import path from 'node:path';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteFixture } from '../../../tests/support/siteFixture';
import {
  RUBIC_CONFIGURATION_FIELDS,
  RUBIC_LANGUAGES,
  RUBIC_THEMES,
  undocumented,
} from '../../../tests/fixtures/fake-upstreams/documentedFields';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../../tests/support/renderWithSite';
import { SCRIPT_TIME_LIMIT_MS } from '../../net/loadScript';
import { mountSwapWidget, resetSwapWidgetForTests } from '../../swap/loadSwapWidget';
import { SwapWidget } from './SwapWidget';

const siteData = siteFixture();

const adapterSource = readFileSync(
  path.resolve(__dirname, '../../public/swap-widget-adapter.js'),
  'utf8',
);
const provider = siteData.providers.swapWidget;
const block: BlockOfType<'swapWidget'> = { type: 'swapWidget', label: 'Swap widget' };
const page = { slug: 'home' } as PageDefinition;

type ProviderMode = 'ok' | 'fail' | 'no-init' | 'stall';
let mode: ProviderMode;
let events: string[];
let initCalls: unknown[];
/** Cleared after each test so a script "loading" late never runs once jsdom is gone. */
let pendingLoads: ReturnType<typeof setTimeout>[];
// A load scheduled while a test switched timers may escape clearTimeout; it must not run
// after its test either, when the file's jsdom window may already be gone.
let testRunning = false;

/**
 * jsdom fetches no scripts, so appended <script> elements are played out here: the
 * provider's script behaves as the mode says, and the adapter is the real file.
 */
function fakeScriptLoading() {
  const realAppend = document.head.append.bind(document.head);
  vi.spyOn(document.head, 'append').mockImplementation((...nodes: (Node | string)[]) => {
    realAppend(...nodes);
    const [node] = nodes;
    if (!(node instanceof HTMLScriptElement)) return;
    const src = node.getAttribute('src');
    events.push(`load ${src}`);
    // A request that neither loads nor fails, until the test plays out its late arrival.
    if (mode === 'stall' && src === provider.scriptUrl) return;
    const pending = setTimeout(() => {
      if (!testRunning) return;
      if (src === provider.scriptUrl) {
        if (mode === 'fail') return node.dispatchEvent(new Event('error'));
        if (mode === 'ok') {
          Object.assign(window, {
            rubicWidget: { init: (config: unknown) => initCalls.push(config) },
          });
        }
      } else {
        window.eval(adapterSource);
      }
      node.dispatchEvent(new Event('load'));
    }, 5);
    pendingLoads.push(pending);
  });
}

beforeEach(() => {
  mode = 'ok';
  events = [];
  initCalls = [];
  pendingLoads = [];
  testRunning = true;
  resetSwapWidgetForTests(provider);
  vi.stubGlobal(
    'fetch',
    vi.fn(async () =>
      Response.json({ marketBase: '/api/market', swapWidgetScriptUrl: provider.scriptUrl }),
    ),
  );
  fakeScriptLoading();
});

afterEach(() => {
  testRunning = false;
  pendingLoads.forEach(clearTimeout);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.classList.remove('dark');
  for (const name of ['rubicWidget', 'initSwapWidget']) Reflect.deleteProperty(window, name);
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('SwapWidget', () => {
  it('reserves the provider frame’s 640 px with a skeleton, then loads script, adapter and init in that order', async () => {
    document.body.classList.add('dark');
    renderWithSite(<SwapWidget block={block} page={page} />);
    const area = screen.getByRole('region', { name: 'Swap widget' });
    expect(getComputedStyle(area).minHeight).toBe('640px');
    expect(screen.getByTestId('swap-widget-skeleton')).toBeInTheDocument();

    await waitFor(() => expect(initCalls).toHaveLength(1));
    expect(events).toEqual([`load ${provider.scriptUrl}`, `load ${provider.adapterUrl}`]);
    expect(initCalls[0]).toMatchObject({ theme: 'dark', language: 'en' });
    await waitFor(() => expect(screen.queryByTestId('swap-widget-skeleton')).toBeNull());
    expect(area.querySelector(`#${provider.containerId}`)).not.toBeNull();
  });

  it('passes the light theme when the page is light', async () => {
    renderWithSite(<SwapWidget block={block} page={page} />);
    await waitFor(() => expect(initCalls).toHaveLength(1));
    expect(initCalls[0]).toMatchObject({ theme: 'light' });
  });

  it('sends Rubic only fields and values its Configuration interface defines', async () => {
    renderWithSite(<SwapWidget block={block} page={page} />);
    await waitFor(() => expect(initCalls).toHaveLength(1));
    const configuration = initCalls[0] as Record<string, unknown>;
    expect(undocumented(Object.keys(configuration), RUBIC_CONFIGURATION_FIELDS)).toEqual([]);
    // `iframe` is a boolean there; 'flex' was the old widget's value.
    expect(configuration.iframe).toBe(true);
    expect(RUBIC_THEMES).toContain(configuration.theme);
    expect(RUBIC_LANGUAGES).toContain(configuration.language);
    expect(typeof configuration.amount).toBe('number');
    expect(Object.isFrozen(configuration)).toBe(true);
  });

  it('redraws in the new theme while the visitor has not touched the widget', async () => {
    renderWithSite(<SwapWidget block={block} page={page} />);
    await waitFor(() => expect(screen.queryByTestId('swap-widget-skeleton')).toBeNull());
    document.body.classList.add('dark');
    await waitFor(() => expect(initCalls).toHaveLength(2));
    expect(initCalls[1]).toMatchObject({ theme: 'dark' });
  });

  it('draws in a theme the visitor picked while the widget was still loading', async () => {
    renderWithSite(<SwapWidget block={block} page={page} />);
    expect(screen.getByTestId('swap-widget-skeleton')).toBeInTheDocument();
    document.body.classList.add('dark');
    await waitFor(() => expect(screen.queryByTestId('swap-widget-skeleton')).toBeNull());
    await waitFor(() => expect(initCalls.at(-1)).toMatchObject({ theme: 'dark' }));
  });

  it('keeps the widget as it is on a theme change once focus has been inside it', async () => {
    renderWithSite(<SwapWidget block={block} page={page} />);
    await waitFor(() => expect(screen.queryByTestId('swap-widget-skeleton')).toBeNull());
    const container = document.getElementById(provider.containerId);
    const frame = document.createElement('button');
    container?.append(frame);
    frame.focus();
    document.body.classList.add('dark');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(initCalls).toHaveLength(1);
  });

  it('shows a message with Retry when the script fails, logs it, and recovers on Retry', async () => {
    const logged = vi.spyOn(console, 'warn').mockImplementation(() => {});
    mode = 'fail';
    renderWithSite(<SwapWidget block={block} page={page} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The swap widget could not be loaded.',
    );
    expect(logged).toHaveBeenCalledWith('The swap widget could not be loaded:', expect.any(Error));
    expect(document.head.querySelectorAll('script')).toHaveLength(0);

    mode = 'ok';
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(initCalls).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives up on a stalled script at the time limit, then draws the widget if it still arrives', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      mode = 'stall';
      renderWithSite(<SwapWidget block={block} page={page} />);
      await waitFor(() => expect(events).toEqual([`load ${provider.scriptUrl}`]));
      expect(screen.queryByRole('alert')).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(SCRIPT_TIME_LIMIT_MS));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'The swap widget could not be loaded.',
      );
      expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();

      mode = 'ok';
      Object.assign(window, { rubicWidget: { init: (config: unknown) => initCalls.push(config) } });
      document.head
        .querySelector(`script[src="${provider.scriptUrl}"]`)
        ?.dispatchEvent(new Event('load'));
      await waitFor(() => expect(initCalls).toHaveLength(1));
      await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    } finally {
      vi.useRealTimers();
    }
  });

  it('loads the scripts once across a remount, drawing into the new container', async () => {
    const first = renderWithSite(<SwapWidget block={block} page={page} />);
    await waitFor(() => expect(initCalls).toHaveLength(1));
    first.unmount();
    renderWithSite(<SwapWidget block={block} page={page} />);
    await waitFor(() => expect(initCalls).toHaveLength(2));
    expect(events).toHaveLength(2);
  });
});

describe('SwapWidget on the pair a page handed over', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  async function configurationAt(address: string) {
    window.history.replaceState(null, '', address);
    renderWithSite(<SwapWidget block={block} page={page} />);
    await waitFor(() => expect(initCalls).toHaveLength(1));
    return initCalls[0] as Record<string, unknown>;
  }

  it('opens on the pair and amount of a pair page’s swap button', async () => {
    expect(await configurationAt('/?from=solana&to=usdt&amount=2')).toMatchObject({
      from: 'SOL',
      fromChain: 'SOLANA',
      to: 'USDT',
      toChain: 'SOLANA',
      amount: 2,
    });
  });

  it('opens on its defaults when the address names no coin of the catalogue', async () => {
    const configuration = await configurationAt('/?from=%3Cscript%3E&to=x&amount=1e9');
    expect(configuration).toMatchObject({
      from: 'ETH',
      fromChain: 'ETH',
      to: 'USDT',
      toChain: 'ETH',
      amount: 1,
    });
    expect(configuration).not.toHaveProperty('injectTokens');
  });

  it('keeps the default receiving token unless it is the coin a coin page pays with', async () => {
    expect(await configurationAt('/?from=bitcoin')).toMatchObject({
      from: 'BTC',
      fromChain: 'BITCOIN',
      to: 'USDT',
      toChain: 'ETH',
    });
    initCalls.length = 0;
    document.getElementById(provider.containerId)?.remove();
    expect(await configurationAt('/?from=usdt')).toMatchObject({
      from: 'USDT',
      fromChain: 'ETH',
      to: 'ETH',
      toChain: 'ETH',
    });
  });

  it('injects a token given by address, which Rubic offers only once injected', async () => {
    const configuration = await configurationAt('/?from=shibainu&to=bitcoin');
    expect(configuration).toMatchObject({
      from: '0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE',
      fromChain: 'ETH',
      injectTokens: { eth: ['0x95aD61b0a150d79219dCF64E1E6Cc01f0B64C4cE'] },
    });
    expect(undocumented(Object.keys(configuration), RUBIC_CONFIGURATION_FIELDS)).toEqual([]);
  });
});

describe('the swap widget adapter', () => {
  it('checks the trade it is handed once more and drops what is malformed', () => {
    const container = document.createElement('div');
    container.id = provider.containerId;
    document.body.append(container);
    Object.assign(window, { rubicWidget: { init: (config: unknown) => initCalls.push(config) } });
    window.eval(adapterSource);
    const init = (window as unknown as { initSwapWidget: (...args: unknown[]) => void })
      .initSwapWidget;
    init(provider.containerId, 'light', {
      trade: {
        from: '"><img src=x>',
        fromChain: 'SOLANA',
        to: 'BTC',
        toChain: 'bitcoin; evil',
        amount: Number.POSITIVE_INFINITY,
        injectTokens: { eth: ['javascript:alert(1)'], 'ETH"': ['0x' + '1'.repeat(40)] },
      },
    });
    expect(initCalls[0]).toMatchObject({
      from: 'ETH',
      fromChain: 'ETH',
      to: 'USDT',
      toChain: 'ETH',
      amount: 1,
    });
    expect(initCalls[0]).not.toHaveProperty('injectTokens');
    container.remove();
  });
});

describe('mountSwapWidget', () => {
  it('fails when the init function never appears within the wait', async () => {
    mode = 'no-init';
    const container = document.createElement('div');
    container.id = provider.containerId;
    document.body.append(container);
    await expect(mountSwapWidget(container, provider, 'light', {}, 200)).rejects.toThrow(
      'window.initSwapWidget did not appear within 200 ms.',
    );
    // The adapter goes on looking for the provider's code for seconds, past the file's end
    // and its window; handed the code, it stops.
    Object.assign(window, { rubicWidget: { init: () => {} } });
    await waitFor(() => expect(Reflect.get(window, 'initSwapWidget')).toBeTypeOf('function'));
    container.remove();
  });

  it('names the registered integrator address for both kinds of swap, and no fee', async () => {
    const container = document.createElement('div');
    container.id = provider.containerId;
    document.body.append(container);
    const integratorAddress = `0x${'ab'.repeat(20)}`;
    await mountSwapWidget(container, { ...provider, integratorAddress }, 'light');
    expect(initCalls[0]).toMatchObject({
      crossChainIntegratorAddress: integratorAddress,
      onChainIntegratorAddress: integratorAddress,
    });
    expect(initCalls[0]).not.toHaveProperty('fee');
    expect(initCalls[0]).not.toHaveProperty('feeTarget');
    container.remove();
  });

  it('sends no integrator address when none is registered', async () => {
    const container = document.createElement('div');
    container.id = provider.containerId;
    document.body.append(container);
    await mountSwapWidget(container, provider, 'light');
    expect(initCalls[0]).not.toHaveProperty('crossChainIntegratorAddress');
    expect(initCalls[0]).not.toHaveProperty('onChainIntegratorAddress');
    container.remove();
  });
});
