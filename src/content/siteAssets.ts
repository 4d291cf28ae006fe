import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildCatalogue, packageMarkOf } from '../catalogue/build';
import { PACKAGE_TOKENS } from '../catalogue/packageData';
import { listUploads } from './uploads';

/**
 * The files a page may name by site path (a share image, a logo, a news picture): what is
 * in the public folder, and the brand marks and news banners the build writes from
 * @web3icons/core (src/content/brandMarks/vitePlugin.ts). The validator is given this list, so that a
 * path naming no file is an error at its field instead of a broken picture on the site.
 */

/** Site path (under the site root) → the package's icon, as `<kind>/branded/<name>`. */
export const BRAND_ICONS: Readonly<Record<string, string>> = {
  'icons/wallets/metamask.svg': 'wallets/branded/metamask',
  'icons/wallets/trust-wallet.svg': 'wallets/branded/trust',
  'icons/wallets/coinbase-wallet.svg': 'wallets/branded/coinbase',
  'icons/wallets/phantom.svg': 'wallets/branded/phantom',
  'icons/wallets/rabby.svg': 'wallets/branded/rabby',
  'icons/wallets/okx-wallet.svg': 'wallets/branded/okx',
  'icons/wallets/ledger-live.svg': 'wallets/branded/ledger',
  'icons/wallets/trezor-suite.svg': 'wallets/branded/trezor',
  'icons/wallets/rainbow.svg': 'wallets/branded/rainbow',
  'icons/wallets/zerion.svg': 'wallets/branded/zerion',
  'icons/wallets/exodus.svg': 'wallets/branded/exodus',
  'icons/wallets/safe.svg': 'wallets/branded/safe',
  'icons/wallets/argent.svg': 'wallets/branded/argent',
  'icons/wallets/backpack.svg': 'wallets/branded/backpack',
  'icons/wallets/tokenpocket.svg': 'wallets/branded/token-pocket',
  'icons/wallets/imtoken.svg': 'wallets/branded/imtoken',
  'icons/networks/ethereum.svg': 'networks/branded/ethereum',
  'icons/networks/bnb-chain.svg': 'networks/branded/binance-smart-chain',
  'icons/networks/polygon.svg': 'networks/branded/polygon',
  'icons/networks/avalanche.svg': 'networks/branded/avalanche',
  'icons/networks/arbitrum.svg': 'networks/branded/arbitrum-one',
  'icons/networks/optimism.svg': 'networks/branded/optimism',
  'icons/networks/solana.svg': 'networks/branded/solana',
  'icons/networks/polkadot.svg': 'networks/branded/polkadot',
  'icons/networks/cosmos.svg': 'networks/branded/cosmos',
  'icons/networks/cardano.svg': 'networks/branded/cardano',
  'icons/tokens/btc.svg': 'tokens/branded/BTC',
  'icons/tokens/eth.svg': 'tokens/branded/ETH',
  'icons/tokens/bnb.svg': 'tokens/branded/BNB',
  'icons/tokens/sol.svg': 'tokens/branded/SOL',
  'icons/tokens/xrp.svg': 'tokens/branded/XRP',
  'icons/tokens/ada.svg': 'tokens/branded/ADA',
  'icons/tokens/avax.svg': 'tokens/branded/AVAX',
  'icons/tokens/dot.svg': 'tokens/branded/DOT',
  'icons/tokens/matic.svg': 'tokens/branded/MATIC',
  'icons/tokens/shib.svg': 'tokens/branded/SHIB',
  'icons/tokens/pepe.svg': 'tokens/branded/PEPE',
  'icons/tokens/link.svg': 'tokens/branded/LINK',
  'icons/tokens/trx.svg': 'tokens/branded/TRX',
  'icons/tokens/usdt.svg': 'tokens/branded/USDT',
  'icons/tokens/doge.svg': 'tokens/branded/DOGE',
};

/** News banner (site path) → the coin mark on it and the banner's colour. */
export const NEWS_BANNERS: Readonly<Record<string, { icon: string; colour: string }>> = {
  'news/ada.svg': { icon: 'tokens/branded/ADA', colour: '#0033ad' },
  'news/avax.svg': { icon: 'tokens/branded/AVAX', colour: '#e84142' },
  'news/bitcoin.svg': { icon: 'tokens/branded/BTC', colour: '#f7931a' },
  'news/bnb.svg': { icon: 'tokens/branded/BNB', colour: '#f3ba2f' },
  'news/dogecoin.svg': { icon: 'tokens/branded/DOGE', colour: '#c2a633' },
  'news/dot.svg': { icon: 'tokens/branded/DOT', colour: '#e6007a' },
  'news/ethereum.svg': { icon: 'tokens/branded/ETH', colour: '#627eea' },
  'news/link.svg': { icon: 'tokens/branded/LINK', colour: '#2a5ada' },
  'news/matic.svg': { icon: 'tokens/branded/MATIC', colour: '#8247e5' },
  'news/pepe.svg': { icon: 'tokens/branded/PEPE', colour: '#3d8130' },
  'news/shibainu.svg': { icon: 'tokens/branded/SHIB', colour: '#ffa409' },
  'news/solana.svg': { icon: 'tokens/branded/SOL', colour: '#9945ff' },
  'news/trx.svg': { icon: 'tokens/branded/TRX', colour: '#ff060a' },
  'news/usdt.svg': { icon: 'tokens/branded/USDT', colour: '#26a17b' },
  'news/xrp.svg': { icon: 'tokens/branded/XRP', colour: '#23292f' },
};

let catalogueMarkList: ReadonlyMap<string, string> | undefined;

/**
 * The catalogue coins' marks (src/catalogue): site path (under the site root) → the package's
 * icon, for every coin the package has a branded mark for. Named by market id, which no
 * slug change or override moves, so the list does not depend on the content folder. About
 * 1,500 files, 4 MB before compression.
 */
export function catalogueMarks(): ReadonlyMap<string, string> {
  if (catalogueMarkList) return catalogueMarkList;
  const tokens = new Map(PACKAGE_TOKENS.map((token) => [token.id, token]));
  catalogueMarkList = new Map(
    buildCatalogue({ tokens: PACKAGE_TOKENS }).coins.flatMap((coin) => {
      const icon = packageMarkOf(tokens.get(coin.id) ?? { id: coin.id });
      return coin.logo && icon ? [[coin.logo.slice(1), icon] as const] : [];
    }),
  );
  return catalogueMarkList;
}

export const PUBLIC_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'public');

/** Deeper than any real folder of site files; stops a link loop from walking forever. */
const MAX_DEPTH = 8;

/**
 * Every site path a page may name, such as /share/default.png and /icons/tokens/btc.svg, and
 * the pictures uploaded into the content folder (uploads.ts) when it is named. `marks` are the
 * catalogue's coin marks, `catalogueMarks()` unless the caller kept them from an earlier run
 * of the same code: making them builds the whole catalogue, about 50 ms of a rebuild.
 */
export async function listSiteAssets(
  contentDir?: string,
  publicDir: string = PUBLIC_DIR,
  marks: Iterable<string> = catalogueMarks().keys(),
): Promise<Set<string>> {
  const assets = new Set<string>();
  const walk = async (folder: string, depth: number) => {
    if (depth > MAX_DEPTH) return;
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    for (const entry of entries) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) await walk(full, depth + 1);
      else if (entry.isFile()) {
        assets.add(`/${path.relative(publicDir, full).split(path.sep).join('/')}`);
      }
    }
  };
  await walk(publicDir, 0);
  const generatedFiles = [...Object.keys(BRAND_ICONS), ...Object.keys(NEWS_BANNERS), ...marks];
  for (const generated of generatedFiles) {
    assets.add(`/${generated}`);
  }
  if (contentDir !== undefined) {
    for (const upload of (await listUploads(contentDir)).keys()) assets.add(upload);
  }
  return assets;
}
