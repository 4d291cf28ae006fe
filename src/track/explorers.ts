import type { ChainFamily } from './hash';

/**
 * Block explorers of the chains the site's coins are on, by the swap provider's chain name
 * (its BLOCKCHAIN_NAME, which the coin files' `widget.chain` and the status answer's
 * destination network use), so both transactions of a swap can be opened where they are.
 * `{hash}` is where the transaction goes; `format` is the hash spelling the chain uses, so a
 * hash is only ever linked to a chain that could have it.
 */
export interface Explorer {
  /** The chain as a visitor knows it. */
  chain: string;
  /** The explorer's own name, for the link. */
  site: string;
  format: ChainFamily;
  template: `https://${string}{hash}${string}`;
}

export const EXPLORERS: Readonly<Record<string, Explorer>> = {
  ETH: {
    chain: 'Ethereum',
    site: 'Etherscan',
    format: 'evm',
    template: 'https://etherscan.io/tx/{hash}',
  },
  BSC: {
    chain: 'BNB Smart Chain',
    site: 'BscScan',
    format: 'evm',
    template: 'https://bscscan.com/tx/{hash}',
  },
  POLYGON: {
    chain: 'Polygon',
    site: 'PolygonScan',
    format: 'evm',
    template: 'https://polygonscan.com/tx/{hash}',
  },
  AVALANCHE: {
    chain: 'Avalanche C-Chain',
    site: 'Snowtrace',
    format: 'evm',
    template: 'https://snowtrace.io/tx/{hash}',
  },
  ARBITRUM: {
    chain: 'Arbitrum',
    site: 'Arbiscan',
    format: 'evm',
    template: 'https://arbiscan.io/tx/{hash}',
  },
  OPTIMISM: {
    chain: 'Optimism',
    site: 'Optimism Etherscan',
    format: 'evm',
    template: 'https://optimistic.etherscan.io/tx/{hash}',
  },
  BASE: {
    chain: 'Base',
    site: 'BaseScan',
    format: 'evm',
    template: 'https://basescan.org/tx/{hash}',
  },
  SOLANA: {
    chain: 'Solana',
    site: 'Solscan',
    format: 'solana',
    template: 'https://solscan.io/tx/{hash}',
  },
  BITCOIN: {
    chain: 'Bitcoin',
    site: 'mempool.space',
    format: 'hex',
    template: 'https://mempool.space/tx/{hash}',
  },
  TRON: {
    chain: 'Tron',
    site: 'Tronscan',
    format: 'hex',
    template: 'https://tronscan.org/#/transaction/{hash}',
  },
  RIPPLE: {
    chain: 'XRP Ledger',
    site: 'XRPL Explorer',
    format: 'hex',
    template: 'https://livenet.xrpl.org/transactions/{hash}',
  },
  CARDANO: {
    chain: 'Cardano',
    site: 'Cardanoscan',
    format: 'hex',
    template: 'https://cardanoscan.io/transaction/{hash}',
  },
  COSMOS: {
    chain: 'Cosmos Hub',
    site: 'Mintscan',
    format: 'hex',
    template: 'https://www.mintscan.io/cosmos/tx/{hash}',
  },
  // Polkadot's extrinsic hashes are written like an Ethereum one: 0x and 64 hex digits.
  POLKADOT: {
    chain: 'Polkadot',
    site: 'Subscan',
    format: 'evm',
    template: 'https://polkadot.subscan.io/extrinsic/{hash}',
  },
};

export interface ExplorerLink {
  chain: string;
  site: string;
  href: string;
}

const linkOf = (explorer: Explorer, hash: string): ExplorerLink => ({
  chain: explorer.chain,
  site: explorer.site,
  href: explorer.template.replace('{hash}', encodeURIComponent(hash)),
});

/**
 * The explorer page of a transaction on a chain named as the provider names it ("SOLANA",
 * or "Solana" in a title); none for a chain the site does not know or a hash it cannot have.
 */
export function explorerLink(network: string | undefined, hash: string, format: ChainFamily) {
  if (!network) return undefined;
  const explorer = EXPLORERS[network.trim().toUpperCase()];
  return explorer && explorer.format === format ? linkOf(explorer, hash) : undefined;
}

/**
 * Every explorer that could hold a transaction of this spelling: the status answer does not
 * say which chain the swap was sent from, so the visitor picks among the ones that fit.
 */
export const explorersFor = (hash: string, format: ChainFamily): ExplorerLink[] =>
  Object.values(EXPLORERS)
    .filter((explorer) => explorer.format === format)
    .map((explorer) => linkOf(explorer, hash));
