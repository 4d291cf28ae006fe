import { describe, expect, it } from 'vitest';
import { checkTradeId, checkTxHash } from './hash';

const evm = `0x${'a1'.repeat(32)}`;
const bitcoin = 'f4184fc596403b9d638783cf57adfe4c75c605f6356fbc91338530e9831e9e16';
const solana =
  '5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW';

describe('checkTxHash', () => {
  it.each([
    ['an Ethereum-style hash', evm.toUpperCase().replace('0X', '0x'), evm, 'evm'],
    ['a Bitcoin or Tron id', bitcoin.toUpperCase(), bitcoin, 'hex'],
    ['a Solana signature, case kept', solana, solana, 'solana'],
    ['a hash pasted with spaces around it', `  ${evm}\n`, evm, 'evm'],
    ['an Etherscan link', `https://etherscan.io/tx/${evm}`, evm, 'evm'],
    [
      'a Tronscan link, hash in the fragment',
      `https://tronscan.org/#/transaction/${bitcoin}`,
      bitcoin,
      'hex',
    ],
    [
      'a Solscan link with a query',
      `https://solscan.io/tx/${solana}?cluster=mainnet`,
      solana,
      'solana',
    ],
    [
      'a mempool link with a slash at the end',
      ` https://mempool.space/tx/${bitcoin}/ `,
      bitcoin,
      'hex',
    ],
  ])('accepts %s', (_, input, hash, family) => {
    expect(checkTxHash(input)).toEqual({ ok: true, hash, family });
  });

  it.each([
    ['nothing', '', 'Paste the transaction hash of your swap.'],
    [
      'a link with no hash in it',
      'https://etherscan.io/address/0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
      'That is a link with no transaction hash in it. Open it and copy the transaction hash itself.',
    ],
    [
      'a cut-off Ethereum hash',
      evm.slice(0, -2),
      'An Ethereum-style transaction hash is 0x and 64 hex characters; this one has 62. Check that you copied all of it.',
    ],
    [
      'a wallet address',
      '0x71C7656EC7ab88b098defB751B7401B5f6d8976F',
      'An Ethereum-style transaction hash is 0x and 64 hex characters; this one has 40. Check that you copied all of it.',
    ],
    [
      'a hash with a space inside',
      `${evm.slice(0, 10)} ${evm.slice(10)}`,
      /only letters and digits/,
    ],
    ['markup', '<script>', /only letters and digits/],
    ['base58 with a zero', `0${solana.slice(1)}`, /does not look like a transaction hash/],
    ['too long a text', 'a'.repeat(200), /200 characters, longer than any transaction hash/],
  ])('refuses %s with a sentence', (_, input, message) => {
    const result = checkTxHash(input);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.error).toMatch(message);
  });
});

describe('checkTradeId', () => {
  it('reads an empty field as no trade id', () => {
    expect(checkTradeId('  ')).toEqual({ ok: true, id: undefined });
    expect(checkTradeId(null)).toEqual({ ok: true, id: undefined });
  });

  it('accepts an id of letters, digits and hyphens', () => {
    expect(checkTradeId(' 3f2a-11ef_b2 ')).toEqual({ ok: true, id: '3f2a-11ef_b2' });
  });

  it.each([['a/b'], ['-leading'], ['x'.repeat(101)]])('refuses %s', (input) => {
    expect(checkTradeId(input).ok).toBe(false);
  });
});
