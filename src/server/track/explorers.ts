/**
 * Block explorers of the EVM chains most swaps land on, by chain id, so that a finished
 * swap links to its destination transaction. A chain not listed shows the hash without a
 * link rather than a guessed address.
 */
const EVM_EXPLORERS: Readonly<Record<number, string>> = {
  1: 'https://etherscan.io/tx/',
  10: 'https://optimistic.etherscan.io/tx/',
  56: 'https://bscscan.com/tx/',
  137: 'https://polygonscan.com/tx/',
  8453: 'https://basescan.org/tx/',
  42161: 'https://arbiscan.io/tx/',
  43114: 'https://snowtrace.io/tx/',
  59144: 'https://lineascan.build/tx/',
};

export function explorerUrl(chainId: unknown, txHash: string): string | undefined {
  if (typeof chainId !== 'number' || !/^0x[0-9a-f]{64}$/i.test(txHash)) return undefined;
  const base = EVM_EXPLORERS[chainId];
  return base === undefined ? undefined : `${base}${txHash.toLowerCase()}`;
}
