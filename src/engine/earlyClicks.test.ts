import { afterEach, describe, expect, it, vi } from 'vitest';
import { KEEP_CLICKS_AT_MOST_MS, keepEarlyClicks } from './earlyClicks';

function page() {
  document.body.innerHTML = `
    <header><button id="menu">Menu</button></header>
    <main id="main">
      <button id="question"><span>What is a swap?</span></button>
      <a id="pair" href="#pairs">BTC to ETH</a>
      <button id="off" disabled>Off</button>
    </main>`;
  const pressed: string[] = [];
  for (const element of document.querySelectorAll('button, a')) {
    element.addEventListener('click', () => pressed.push(element.id));
  }
  const byId = (id: string) => document.getElementById(id)!;
  return { main: byId('main'), byId, pressed };
}

function deferred() {
  let resolve = () => {};
  const promise = new Promise<void>((settle) => (resolve = settle));
  return { promise, resolve };
}

afterEach(() => {
  vi.useRealTimers();
  document.body.innerHTML = '';
});

describe('keepEarlyClicks', () => {
  it('keeps presses on buttons in the region and repeats each once when the blocks work', async () => {
    const { main, byId, pressed } = page();
    const ready = deferred();
    keepEarlyClicks(main, ready.promise);

    byId('question').querySelector('span')!.click();
    byId('question').click();
    expect(pressed).toEqual([]);

    ready.resolve();
    await ready.promise;
    await Promise.resolve();
    expect(pressed).toEqual(['question']);
    byId('question').click();
    expect(pressed).toEqual(['question', 'question']);
  });

  it('leaves links, disabled buttons and buttons outside the region alone', () => {
    const { main, byId, pressed } = page();
    keepEarlyClicks(main, deferred().promise);
    byId('pair').click();
    byId('menu').click();
    byId('off').dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(pressed).toEqual(['pair', 'menu', 'off']);
  });

  it('lets presses through after a while even if the blocks never come', () => {
    vi.useFakeTimers();
    const { main, byId, pressed } = page();
    keepEarlyClicks(main, deferred().promise);
    byId('question').click();
    vi.advanceTimersByTime(KEEP_CLICKS_AT_MOST_MS);
    expect(pressed).toEqual(['question']);
    byId('question').click();
    expect(pressed).toEqual(['question', 'question']);
  });
});
