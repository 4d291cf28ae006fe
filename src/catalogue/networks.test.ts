import { networks, tokens } from '@web3icons/common/metadata';
import { describe, expect, it } from 'vitest';
import { RUBIC_BLOCKCHAIN_NAMES } from '../../tests/fixtures/fake-upstreams/documentedFields';
import { explorerLink, isAddressOf, isOwnCoinStandIn, WIDGET_NETWORKS } from './networks';

describe('WIDGET_NETWORKS', () => {
  it('names each chain once, by a name in the widget’s BLOCKCHAIN_NAME list', () => {
    const chains = WIDGET_NETWORKS.map((network) => network.chain);
    expect(new Set(chains).size).toBe(chains.length);
    expect(
      chains.filter((chain) => !(RUBIC_BLOCKCHAIN_NAMES as readonly string[]).includes(chain)),
    ).toEqual([]);
  });

  it('maps only ids the package uses, each to one chain, and native coins the package lists', () => {
    const used = new Set([
      ...networks.map((network) => network.id),
      ...tokens.flatMap((token) => Object.keys(token.addresses)),
    ]);
    const ids = WIDGET_NETWORKS.flatMap((network) => network.packageIds);
    expect(ids.filter((id) => !used.has(id))).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
    const tokenIds = new Set(tokens.map((token) => token.id));
    const natives = WIDGET_NETWORKS.flatMap((network) => network.nativeCoinId ?? []);
    expect(natives.filter((id) => !tokenIds.has(id))).toEqual([]);
  });

  it('lets every chain add a coin: its own, or tokens', () => {
    expect(WIDGET_NETWORKS.filter((network) => !network.nativeCoinId && !network.tokens)).toEqual(
      [],
    );
  });

  it('gives explorers as https templates with their placeholder', () => {
    for (const { explorer } of WIDGET_NETWORKS) {
      if (!explorer) continue;
      expect(explorer.tx).toMatch(/^https:\/\/[^{}]+\{hash\}/);
      for (const template of [explorer.token, explorer.address]) {
        if (template) expect(template).toMatch(/^https:\/\/[^{}]+\{address\}/);
      }
    }
  });
});

describe('isAddressOf', () => {
  it('tells each chain family’s contract addresses from malformed ones', () => {
    expect(isAddressOf('evm', '0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe(true);
    expect(isAddressOf('evm', '0x471EE749bAl270eb4c1165B5AD95E614947f6fCeb')).toBe(false);
    expect(isAddressOf('solana', 'Es9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8BenwNYB')).toBe(true);
    expect(isAddressOf('solana', '0OIl9vMFrzaCERmJfrF4H2FYD4KCoNkY11McCe8Be')).toBe(false);
    expect(isAddressOf('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t')).toBe(true);
    expect(isAddressOf('tron', 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6')).toBe(false);
    expect(isAddressOf('ton', 'EQCxE6mUtQJKFnGfaROTKOt1lZbDiiX1kCixRv7Nw2Id_sDs')).toBe(true);
    expect(isAddressOf('ton', 'sei10knxlv9e54z0xcywdhtycc63uf970aefeec73ycqwd75ep9nu45sh66m')).toBe(
      false,
    );
  });
});

describe('isOwnCoinStandIn', () => {
  it('knows the addresses that stand for a chain’s own coin, which name no contract', () => {
    const standIns = [
      ['evm', '0x0000000000000000000000000000000000000000'],
      ['evm', '0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE'],
      ['solana', '11111111111111111111111111111111'],
      ['tron', 'T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'],
      ['ton', 'EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c'],
      ['ton', `0:${'0'.repeat(64)}`],
    ] as const;
    for (const [format, address] of standIns) {
      expect(isOwnCoinStandIn(format, address)).toBe(true);
      expect(isAddressOf(format, address)).toBe(false);
    }
    expect(isOwnCoinStandIn('evm', '0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe(false);
  });
});

describe('explorerLink', () => {
  const ethereum = WIDGET_NETWORKS.find((network) => network.chain === 'ETH')!;
  const monero = WIDGET_NETWORKS.find((network) => network.chain === 'MONERO')!;
  it('fills in the template, and gives none where the network has none or the value is odd', () => {
    expect(explorerLink(ethereum, 'token', '0xdac17f958d2ee523a2206206994597c13d831ec7')).toBe(
      'https://etherscan.io/token/0xdac17f958d2ee523a2206206994597c13d831ec7',
    );
    expect(explorerLink(ethereum, 'tx', '0xabc')).toBe('https://etherscan.io/tx/0xabc');
    expect(explorerLink(monero, 'address', 'x')).toBeUndefined();
    expect(explorerLink(ethereum, 'address', '../../evil?x=1')).toBeUndefined();
  });
});
