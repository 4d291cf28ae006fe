import { readFileSync } from 'node:fs';
import path from 'node:path';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { siteFixture } from '../../content/testing';
import type { BlockOfType, PageDefinition } from '../../engine/types';
import { renderWithSite } from '../../test-utils';
import { mountSwapWidget, resetSwapWidgetForTests } from './loadSwapWidget';
import { SwapWidget } from './SwapWidget';

const siteData = siteFixture();

const adapterSource = readFileSync(
  path.resolve(__dirname, '../../public/swap-widget-adapter.js'),
  'utf8',
);
const provider = siteData.providers.swapWidget;
const block: BlockOfType<'swapWidget'> = { type: 'swapWidget', label: 'Swap widget' };
const page = { slug: 'home' } as PageDefinition;

type ProviderMode = 'ok' | 'fail' | 'no-init';
let mode: ProviderMode;
let events: string[];
let initCalls: unknown[];
/** Cleared after each test so a script "loading" late never runs once jsdom is gone. */
let pendingLoads: ReturnType<typeof setTimeout>[];

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
    const pending = setTimeout(() => {
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
  pendingLoads.forEach(clearTimeout);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.classList.remove('dark');
  for (const name of ['rubicWidget', 'initSwapWidget']) Reflect.deleteProperty(window, name);
  document.head.querySelectorAll('script').forEach((script) => script.remove());
});

describe('SwapWidget', () => {
  it('reserves 550 px with a skeleton, then loads script, adapter and init in that order', async () => {
    document.body.classList.add('dark');
    renderWithSite(<SwapWidget block={block} page={page} />);
    const area = screen.getByRole('region', { name: 'Swap widget' });
    expect(getComputedStyle(area).minHeight).toBe('550px');
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
    expect(initCalls[0]).not.toHaveProperty('fee');
  });

  it('shows a message with Retry when the script fails, logs it, and recovers on Retry', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
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

  it('loads the scripts once across a remount, drawing into the new container', async () => {
    const first = renderWithSite(<SwapWidget block={block} page={page} />);
    await waitFor(() => expect(initCalls).toHaveLength(1));
    first.unmount();
    renderWithSite(<SwapWidget block={block} page={page} />);
    await waitFor(() => expect(initCalls).toHaveLength(2));
    expect(events).toHaveLength(2);
  });
});

describe('mountSwapWidget', () => {
  it('fails when the init function never appears within the wait', async () => {
    mode = 'no-init';
    const container = document.createElement('div');
    container.id = provider.containerId;
    document.body.append(container);
    await expect(mountSwapWidget(container, provider, 'light', 200)).rejects.toThrow(
      'window.initSwapWidget did not appear within 200 ms.',
    );
    container.remove();
  });

  it('hands the integrator fee to the provider when a fee address is set', async () => {
    const container = document.createElement('div');
    container.id = provider.containerId;
    document.body.append(container);
    const integratorAddress = `0x${'ab'.repeat(20)}`;
    await mountSwapWidget(container, { ...provider, integratorAddress }, 'light');
    expect(initCalls[0]).toMatchObject({
      fee: provider.feePercent,
      feeTarget: integratorAddress,
      crossChainIntegratorAddress: integratorAddress,
      onChainIntegratorAddress: integratorAddress,
    });
    container.remove();
  });
});
