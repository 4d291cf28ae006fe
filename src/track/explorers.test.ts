import { describe, expect, it } from 'vitest';
import { siteFixture } from '../../tests/support/siteFixture';
import { EXPLORERS, explorerLink, explorersFor } from './explorers';

const evm = `0x${'d'.repeat(64)}`;
const solana =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

describe('explorers', () => {
  it('cover every chain a coin of the site is on, each over https', () => {
    const chains = siteFixture().coins.flatMap((coin) =>
      coin.widget.chain ? [coin.widget.chain, ...(coin.widget.otherChains ?? [])] : [],
    );
    expect(chains.length).toBeGreaterThan(0);
    for (const chain of new Set(chains)) {
      const link = explorerLink(chain, chain === 'SOLANA' ? solana : evm, EXPLORERS[chain]!.format);
      expect(link?.href, chain).toMatch(/^https:\/\/[a-z0-9.-]+\//);
    }
  });

  it('link a Solana transaction to Solscan, whatever case the provider writes the chain in', () => {
    expect(explorerLink('Solana', solana, 'solana')?.href).toBe(`https://solscan.io/tx/${solana}`);
  });

  it('never link a hash to a chain that cannot have it, or to a chain they do not know', () => {
    expect(explorerLink('SOLANA', evm, 'evm')).toBeUndefined();
    expect(explorerLink('MOONCHAIN', evm, 'evm')).toBeUndefined();
    expect(explorerLink(undefined, evm, 'evm')).toBeUndefined();
  });

  it('offer every chain whose hashes are written like the one pasted', () => {
    const chains = explorersFor(evm, 'evm').map((link) => link.chain);
    expect(chains).toContain('Ethereum');
    expect(chains).toContain('BNB Smart Chain');
    expect(chains).not.toContain('Solana');
    expect(explorersFor(solana, 'solana')).toEqual([
      { chain: 'Solana', site: 'Solscan', href: `https://solscan.io/tx/${solana}` },
    ]);
  });
});
