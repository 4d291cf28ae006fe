// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { directoryRowsHtml } from './rows';

describe('directoryRowsHtml', () => {
  it('writes each coin as a plain link whose mark is drawn later, escaping what it holds', () => {
    const html = directoryRowsHtml([
      { slug: 'bitcoin', name: 'Bitcoin', symbol: 'BTC', id: 'bitcoin', logo: '/icons/btc.svg' },
      { slug: 'a-b', name: 'A <b>&"B"</b>', symbol: "A'B", id: 'a-b' },
    ]);
    const list = document.createElement('ul');
    list.innerHTML = html;
    const [first, second] = list.querySelectorAll('li');
    expect(first!.querySelector('a')!.getAttribute('href')).toBe('/bitcoin');
    expect(first!.textContent).toBe('Bitcoin BTC');
    expect(first!.querySelector('[data-mark]')!.getAttribute('data-mark')).toBe('/icons/btc.svg');
    expect(list.querySelectorAll('img')).toHaveLength(0);
    // No mark: its initials instead, hidden from a screen reader like a mark.
    const initials = second!.querySelector('.mark')!;
    expect([initials.textContent, initials.getAttribute('aria-hidden')]).toEqual(['A<', 'true']);
    initials.remove();
    expect(second!.querySelector('a')!.textContent).toBe('A <b>&"B"</b> A\'B');
    expect(second!.querySelector('b')).toBeNull();
    expect(second!.querySelector('[data-mark]')).toBeNull();
  });
});
