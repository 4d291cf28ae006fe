import { describe, expect, it } from 'vitest';
import { plainText, shorten } from './sanitize';

const TWO_MB = 2_000_000;
const fill = (unit: string, prefix = '') =>
  prefix + unit.repeat(Math.ceil((TWO_MB - prefix.length) / unit.length));

describe('plainText', () => {
  it.each([
    ['<p>Hash rate <b>climbs</b> again.</p>', 'Hash rate climbs again.'],
    ['Bitcoin<script>steal()</script> rises', 'Bitcoin rises'],
    ['<style>p { color: red }</style>Ether<!-- note -->eum', 'Ether eum'],
    ['<![CDATA[Solana]]> news', 'Solana news'],
    ['Fees: 1 < 2 and 3 > 2', 'Fees: 1 2 and 3 2'],
    ['Bitcoin &amp; Ether &#8212; &#x2019;&hellip;', 'Bitcoin & Ether — ’…'],
    ['Cut off <a href="https://x', 'Cut off'],
    ['&unknown; &amp entity', '&unknown; &amp entity'],
  ])('reads %j as %j', (input, expected) => {
    expect(plainText(input)).toBe(expected);
  });

  it('removes markup a feed escaped once or twice more', () => {
    expect(plainText('&lt;b&gt;Bitcoin&lt;/b&gt; up')).toBe('Bitcoin up');
    expect(plainText('&amp;lt;b&amp;gt;Bitcoin&amp;lt;/b&amp;gt; up')).toBe('Bitcoin up');
    expect(plainText('&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;Pepe')).toBe('Pepe');
  });

  it('keeps a script that is never closed from hiding the prose before it', () => {
    expect(plainText('Bitcoin <script>alert(1)')).toBe('Bitcoin alert(1)');
  });

  // Each of these took the old regex clean-up time quadratic in its length: minutes for 2 MB.
  it.each([
    ['unclosed tag starts', fill('<script', 'Bitcoin '), 'Bitcoin'],
    ['escaped unclosed tag starts', fill('&lt;script', 'Bitcoin '), 'Bitcoin'],
    ['opening tags never closed', fill('<script>', 'Bitcoin '), 'Bitcoin'],
    ['comment starts', fill('<!--', 'Bitcoin '), 'Bitcoin'],
    ['lone angle brackets', fill('<', 'Bitcoin '), 'Bitcoin'],
    ['ampersands', fill('&', 'Bitcoin '), `Bitcoin ${'&'.repeat(TWO_MB - 8)}`],
    ['entity-like words', fill(`&${'a'.repeat(30)}`, '')],
    ['escaped tags', fill('&amp;lt;b&amp;gt;Bitcoin '), undefined],
  ])('cleans 2 MB of %s in linear time', (_label, input, expected?: string) => {
    const started = performance.now();
    const text = plainText(input);
    // Generous for a loaded machine; the quadratic clean-up needed minutes.
    expect(performance.now() - started).toBeLessThan(5_000);
    if (expected !== undefined) expect(text).toBe(expected);
    expect(text).not.toMatch(/[<>]/);
  });
});

describe('shorten', () => {
  it('cuts at a word boundary and marks the cut', () => {
    expect(shorten('Bitcoin miners adjust to a new difficulty', 20)).toBe('Bitcoin miners…');
    expect(shorten('short', 20)).toBe('short');
  });
});
