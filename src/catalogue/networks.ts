import type { CatalogueNetwork } from './types';

/**
 * The chains the swap widget trades on, by the names Rubic's widget takes as fromChain and
 * toChain: the values of BLOCKCHAIN_NAME in src/core/blockchain/models/blockchain-name.ts of
 * Cryptorubic/rubic-sdk at 4f11aabd8a87b6d4252b8e8f8aa30b45aa50f423 (2025-04-25), the
 * library the widget's app is built on (the coin files' catalogue.widget.chain uses the
 * same names: ETH, BSC, SOLANA, BITCOIN, TRON...). Only chains the catalogue has a coin on are
 * listed: a chain where the coin-metadata package names a token, or whose own coin it lists.
 */

/**
 * How a token's contract address is written on a chain, for the chains where the widget
 * trades tokens by address.
 */
export type AddressFormat = 'evm' | 'solana' | 'tron' | 'ton';

export interface WidgetNetwork extends CatalogueNetwork {
  /**
   * The coin-metadata package's names for this chain: its network id and the platform keys
   * of its tokens' `addresses` (CoinGecko's platform ids, such as polygon-pos or xdai, which
   * are not always the network's id).
   */
  packageIds: readonly string[];
  /**
   * The market id of the chain's own coin where the widget trades it there: ETH on Ethereum
   * and on the rollups that pay fees in it, DOGE on Dogecoin. The package's own nativeCoinId
   * mixes market ids with symbols ("ETH", "weth", "xDai"), so it is not used.
   */
  nativeCoinId?: string;
  /** How tokens are addressed here; absent where the widget trades only the chain's own coin. */
  tokens?: AddressFormat;
}

const ADDRESS_PATTERNS: Readonly<Record<AddressFormat, RegExp>> = {
  evm: /^0x[0-9a-fA-F]{40}$/,
  // Base58: no 0, O, I or l.
  solana: /^[1-9A-HJ-NP-Za-km-z]{32,44}$/,
  tron: /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  // The user-friendly form (36 bytes in URL-safe base64) or the raw workchain:hex form.
  ton: /^(?:[A-Za-z0-9_-]{48}|-?\d+:[0-9a-fA-F]{64})$/,
};

/**
 * Addresses that wallets and data sources write for a chain's own coin, where a token would
 * have its contract: each chain's zero address, and EVM's 0xeee…e. A token listed under one
 * is no token there: the package's "Gram" has TON's zero address and Toncoin's rank, and its
 * page would have told visitors that the address was Gram's contract.
 */
const OWN_COIN_STAND_INS: Readonly<Record<AddressFormat, readonly string[]>> = {
  evm: ['0x0000000000000000000000000000000000000000', '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'],
  solana: ['11111111111111111111111111111111'],
  tron: ['T9yD14Nj9j7xAB4dbGeiX9h8unkKHxuWwb'],
  ton: [
    'EQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAM9c',
    'UQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAJKZ',
    `0:${'0'.repeat(64)}`,
  ],
};

/** Whether `address` stands for the chain's own coin rather than naming a contract. */
export const isOwnCoinStandIn = (format: AddressFormat, address: string) =>
  OWN_COIN_STAND_INS[format].includes(format === 'evm' ? address.toLowerCase() : address);

/** Whether `address` is a contract address as `format` writes one. */
export const isAddressOf = (format: AddressFormat, address: string) =>
  ADDRESS_PATTERNS[format].test(address) && !isOwnCoinStandIn(format, address);

/** An Etherscan-like explorer: /token/, /address/ and /tx/ under one host. */
const scan = (origin: string) => ({
  token: `${origin}/token/{address}`,
  address: `${origin}/address/{address}`,
  tx: `${origin}/tx/{hash}`,
});

const evm = (
  chain: string,
  network: string,
  packageIds: readonly string[],
  extra: Partial<Pick<WidgetNetwork, 'nativeCoinId' | 'explorer'>> = {},
): WidgetNetwork => ({ chain, network, packageIds, tokens: 'evm', ...extra });

/** A chain whose only coin the widget trades is its own. */
const native = (
  chain: string,
  network: string,
  nativeCoinId: string,
  packageIds: readonly string[],
  explorer?: WidgetNetwork['explorer'],
): WidgetNetwork => ({
  chain,
  network,
  packageIds,
  nativeCoinId,
  ...(explorer ? { explorer } : {}),
});

/** The same explorer path layout under blockchair.com for each of its chains. */
const blockchair = (path: string) => ({
  address: `https://blockchair.com/${path}/address/{address}`,
  tx: `https://blockchair.com/${path}/transaction/{hash}`,
});

/**
 * In the order a coin's chains are listed (after the chains where it is the native coin):
 * the busiest first, so a token the widget opens on its first chain opens where most
 * liquidity is. Explorers are given only where their address layout is known.
 */
export const WIDGET_NETWORKS: readonly WidgetNetwork[] = [
  evm('ETH', 'Ethereum', ['ethereum'], {
    nativeCoinId: 'ethereum',
    explorer: scan('https://etherscan.io'),
  }),
  evm('BSC', 'BNB Chain', ['binance-smart-chain'], {
    nativeCoinId: 'binancecoin',
    explorer: scan('https://bscscan.com'),
  }),
  {
    chain: 'SOLANA',
    network: 'Solana',
    packageIds: ['solana'],
    nativeCoinId: 'solana',
    tokens: 'solana',
    explorer: {
      token: 'https://solscan.io/token/{address}',
      address: 'https://solscan.io/account/{address}',
      tx: 'https://solscan.io/tx/{hash}',
    },
  },
  {
    chain: 'TRON',
    network: 'TRON',
    packageIds: ['tron'],
    nativeCoinId: 'tron',
    tokens: 'tron',
    explorer: {
      token: 'https://tronscan.org/#/token20/{address}',
      address: 'https://tronscan.org/#/address/{address}',
      tx: 'https://tronscan.org/#/transaction/{hash}',
    },
  },
  evm('POLYGON', 'Polygon', ['polygon-pos', 'polygon'], {
    nativeCoinId: 'polygon-ecosystem-token',
    explorer: scan('https://polygonscan.com'),
  }),
  evm('ARBITRUM', 'Arbitrum', ['arbitrum-one'], {
    nativeCoinId: 'ethereum',
    explorer: scan('https://arbiscan.io'),
  }),
  evm('BASE', 'Base', ['base'], {
    nativeCoinId: 'ethereum',
    explorer: scan('https://basescan.org'),
  }),
  evm('OPTIMISM', 'Optimism', ['optimistic-ethereum', 'optimism'], {
    nativeCoinId: 'ethereum',
    explorer: scan('https://optimistic.etherscan.io'),
  }),
  evm('AVALANCHE', 'Avalanche C-Chain', ['avalanche'], {
    nativeCoinId: 'avalanche-2',
    explorer: scan('https://snowtrace.io'),
  }),
  {
    chain: 'TON',
    network: 'TON',
    packageIds: ['ton', 'the-open-network'],
    nativeCoinId: 'the-open-network',
    tokens: 'ton',
    explorer: {
      token: 'https://tonviewer.com/{address}',
      address: 'https://tonviewer.com/{address}',
      tx: 'https://tonviewer.com/transaction/{hash}',
    },
  },
  evm('LINEA', 'Linea', ['linea'], {
    nativeCoinId: 'ethereum',
    explorer: scan('https://lineascan.build'),
  }),
  evm('ZK_SYNC', 'zkSync Era', ['zksync'], { nativeCoinId: 'ethereum' }),
  evm('POLYGON_ZKEVM', 'Polygon zkEVM', ['polygon-zkevm'], {
    nativeCoinId: 'ethereum',
    explorer: scan('https://zkevm.polygonscan.com'),
  }),
  evm('SCROLL', 'Scroll', ['scroll'], {
    nativeCoinId: 'ethereum',
    explorer: scan('https://scrollscan.com'),
  }),
  evm('BLAST', 'Blast', ['blast'], {
    nativeCoinId: 'ethereum',
    explorer: scan('https://blastscan.io'),
  }),
  evm('MANTLE', 'Mantle', ['mantle'], { nativeCoinId: 'mantle' }),
  evm('MANTA_PACIFIC', 'Manta Pacific', ['manta-pacific'], { nativeCoinId: 'ethereum' }),
  evm('MODE', 'Mode', ['mode'], { nativeCoinId: 'ethereum' }),
  evm('TAIKO', 'Taiko', ['taiko'], { nativeCoinId: 'ethereum' }),
  evm('UNICHAIN', 'Unichain', ['unichain'], { nativeCoinId: 'ethereum' }),
  evm('BOBA', 'Boba Network', ['boba'], { nativeCoinId: 'ethereum' }),
  evm('FANTOM', 'Fantom', ['fantom'], { nativeCoinId: 'fantom' }),
  evm('GNOSIS', 'Gnosis Chain', ['xdai', 'gnosis']),
  evm('CRONOS', 'Cronos', ['cronos'], {
    nativeCoinId: 'crypto-com-chain',
    explorer: scan('https://cronoscan.com'),
  }),
  evm('CELO', 'Celo', ['celo'], { nativeCoinId: 'celo', explorer: scan('https://celoscan.io') }),
  evm('MOONBEAM', 'Moonbeam', ['moonbeam'], {
    nativeCoinId: 'moonbeam',
    explorer: scan('https://moonscan.io'),
  }),
  evm('MOONRIVER', 'Moonriver', ['moonriver'], {
    nativeCoinId: 'moonriver',
    explorer: scan('https://moonriver.moonscan.io'),
  }),
  evm('HARMONY', 'Harmony', ['harmony-shard-0', 'harmony'], { nativeCoinId: 'harmony' }),
  evm('AURORA', 'Aurora', ['aurora']),
  evm('KAVA', 'Kava EVM', ['kava'], { nativeCoinId: 'kava' }),
  evm('METIS', 'Metis', ['metis-andromeda'], { nativeCoinId: 'metis-token' }),
  evm('KLAYTN', 'Kaia', ['klay-token', 'kaia']),
  evm('FUSE', 'Fuse', ['fuse'], { nativeCoinId: 'fuse-network-token' }),
  evm('VELAS', 'Velas', ['velas'], { nativeCoinId: 'velas' }),
  evm('SYSCOIN', 'Syscoin NEVM', ['syscoin', 'sys'], { nativeCoinId: 'syscoin' }),
  evm('TELOS', 'Telos EVM', ['telos'], { nativeCoinId: 'telos' }),
  evm('OKX', 'OKT Chain', ['okex-chain', 'okex']),
  evm('FLARE', 'Flare', ['flare'], { nativeCoinId: 'flare-networks' }),
  evm('PULSECHAIN', 'PulseChain', ['pulsechain']),
  evm('ETHEREUM_CLASSIC', 'Ethereum Classic', ['ethereum-classic'], {
    nativeCoinId: 'ethereum-classic',
  }),
  evm('THETA', 'Theta', ['theta'], { nativeCoinId: 'theta-token' }),
  evm('SEI', 'Sei EVM', ['sei-network'], { nativeCoinId: 'sei-network' }),
  evm('ASTAR_EVM', 'Astar EVM', ['astar']),
  evm('SONIC', 'Sonic', ['sonic']),
  evm('BERACHAIN', 'Berachain', ['berachain']),
  evm('FRAXTAL', 'Fraxtal', ['fraxtal']),
  evm('SONEIUM', 'Soneium', ['soneium'], { nativeCoinId: 'ethereum' }),
  evm('KROMA', 'Kroma', ['kroma'], { nativeCoinId: 'ethereum' }),
  evm('ZETACHAIN', 'ZetaChain', ['zeta-chain']),
  evm('XLAYER', 'X Layer', ['x-layer'], { nativeCoinId: 'okb' }),
  evm('ROOTSTOCK', 'Rootstock', ['rootstock']),
  evm('GRAVITY', 'Gravity Alpha', ['gravity']),
  evm('IOTEX', 'IoTeX', ['iotex']),
  native('BITCOIN', 'Bitcoin', 'bitcoin', ['bitcoin'], {
    address: 'https://mempool.space/address/{address}',
    tx: 'https://mempool.space/tx/{hash}',
  }),
  native('DOGECOIN', 'Dogecoin', 'dogecoin', [], blockchair('dogecoin')),
  native('LITECOIN', 'Litecoin', 'litecoin', ['litecoin'], blockchair('litecoin')),
  native('BITCOIN_CASH', 'Bitcoin Cash', 'bitcoin-cash', [], blockchair('bitcoin-cash')),
  native('RIPPLE', 'XRP Ledger', 'ripple', ['xrp'], {
    address: 'https://xrpscan.com/account/{address}',
    tx: 'https://xrpscan.com/tx/{hash}',
  }),
  native('CARDANO', 'Cardano', 'cardano', ['cardano'], {
    address: 'https://cardanoscan.io/address/{address}',
    tx: 'https://cardanoscan.io/transaction/{hash}',
  }),
  native('POLKADOT', 'Polkadot', 'polkadot', ['polkadot'], {
    address: 'https://polkadot.subscan.io/account/{address}',
    tx: 'https://polkadot.subscan.io/extrinsic/{hash}',
  }),
  native('COSMOS', 'Cosmos Hub', 'cosmos', ['cosmos', 'cosmos-hub'], {
    address: 'https://www.mintscan.io/cosmos/address/{address}',
    tx: 'https://www.mintscan.io/cosmos/tx/{hash}',
  }),
  native('NEAR', 'NEAR', 'near', ['near-protocol'], {
    address: 'https://nearblocks.io/address/{address}',
    tx: 'https://nearblocks.io/txns/{hash}',
  }),
  native('STELLAR', 'Stellar', 'stellar', ['stellar'], {
    address: 'https://stellar.expert/explorer/public/account/{address}',
    tx: 'https://stellar.expert/explorer/public/tx/{hash}',
  }),
  native('MONERO', 'Monero', 'monero', []),
  native('ALGORAND', 'Algorand', 'algorand', ['algorand']),
  native('APTOS', 'Aptos', 'aptos', ['aptos']),
  native('SUI', 'Sui', 'sui', ['sui'], {
    address: 'https://suiscan.xyz/mainnet/account/{address}',
    tx: 'https://suiscan.xyz/mainnet/tx/{hash}',
  }),
  native('TEZOS', 'Tezos', 'tezos', ['tezos']),
  native('ZCASH', 'Zcash', 'zcash', [], blockchair('zcash')),
  native('DASH', 'Dash', 'dash', [], blockchair('dash')),
  native('HEDERA', 'Hedera', 'hedera-hashgraph', ['hedera-hashgraph']),
  native('FILECOIN', 'Filecoin', 'filecoin', ['filecoin']),
  native('EOS', 'EOS', 'eos', ['eos']),
  native('NEO', 'Neo', 'neo', ['neo']),
  native('ZILLIQA', 'Zilliqa', 'zilliqa', ['zilliqa']),
  native('VE_CHAIN', 'VeChain', 'vechain', ['vechain']),
  native('ICP', 'Internet Computer', 'internet-computer', ['internet-computer']),
  native('MULTIVERS_X', 'MultiversX', 'elrond-erd-2', ['multiversx', 'elrond']),
  native('FLOW', 'Flow', 'flow', ['flow']),
  native('KUSAMA', 'Kusama', 'kusama', []),
  native('IOTA', 'IOTA', 'iota', []),
  native('WAVES', 'Waves', 'waves', ['waves']),
  native('TERRA', 'Terra', 'terra-luna-2', ['terra-2']),
  native('TERRA_CLASSIC', 'Terra Classic', 'terra-luna', ['terra-classic', 'terra']),
  native('STACKS', 'Stacks', 'blockstack', ['stacks']),
  native('OSMOSIS', 'Osmosis', 'osmosis', ['osmosis']),
  native('SECRET', 'Secret', 'secret', ['secret']),
  native('THOR_CHAIN', 'THORChain', 'thorchain', []),
  native('BSV', 'Bitcoin SV', 'bitcoin-cash-sv', [], blockchair('bitcoin-sv')),
  native('BITCOIN_GOLD', 'Bitcoin Gold', 'bitcoin-gold', []),
  native('DIGI_BYTE', 'DigiByte', 'digibyte', []),
  native('RAVENCOIN', 'Ravencoin', 'ravencoin', []),
  native('DECRED', 'Decred', 'decred', []),
  native('KOMODO', 'Komodo', 'komodo', []),
  native('QTUM', 'Qtum', 'qtum', []),
  native('NANO', 'Nano', 'nano', []),
  native('ICON', 'ICON', 'icon', []),
  native('IOST', 'IOST', 'iostoken', []),
  native('LISK', 'Lisk', 'lisk', ['lisk']),
  native('MINA_PROTOCOL', 'Mina', 'mina-protocol', []),
  native('HELIUM', 'Helium', 'helium', []),
  native('KADENA', 'Kadena', 'kadena', []),
  native('CASPER', 'Casper', 'casper-network', []),
  native('ONTOLOGY', 'Ontology', 'ontology', ['ontology']),
  native('SIA', 'Sia', 'siacoin', []),
  native('STEEM', 'Steem', 'steem', []),
  native('WAX', 'WAX', 'wax', ['wax']),
  native('NEM', 'NEM', 'nem', []),
  native('VERGE', 'Verge', 'verge', []),
  native('HORIZEN', 'Horizen', 'zencash', []),
  native('E_CASH', 'eCash', 'ecash', []),
  native('FIRO', 'Firo', 'zcoin', []),
  native('PIVX', 'PIVX', 'pivx', []),
  native('POLYX', 'Polymesh', 'polymesh', []),
  native('FIO_PROTOCOL', 'FIO Protocol', 'fio-protocol', ['fio']),
  native('ARDOR', 'Ardor', 'ardor', []),
  native('ARK', 'Ark', 'ark', []),
  native('XDC', 'XDC Network', 'xdce-crowd-sale', ['xdc-network', 'xdc']),
];

/** Each widget chain name's network. */
export const NETWORK_BY_CHAIN: ReadonlyMap<string, WidgetNetwork> = new Map(
  WIDGET_NETWORKS.map((network) => [network.chain, network]),
);

/** The widget's chain for each of the package's network and platform ids. */
export const NETWORK_BY_PACKAGE_ID: ReadonlyMap<string, WidgetNetwork> = new Map(
  WIDGET_NETWORKS.flatMap((network) => network.packageIds.map((id) => [id, network] as const)),
);

/**
 * An explorer address from one of a network's templates; undefined where the network has no
 * explorer for that kind or the value could break out of the address.
 */
export function explorerLink(
  network: CatalogueNetwork,
  kind: 'token' | 'address' | 'tx',
  value: string,
): string | undefined {
  const template = network.explorer?.[kind];
  if (!template || !/^[A-Za-z0-9_:.-]+$/.test(value)) return undefined;
  return template.replace(kind === 'tx' ? '{hash}' : '{address}', value);
}
