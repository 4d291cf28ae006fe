import { readFile } from 'node:fs/promises';
import type { Plugin } from 'vite';
import { createRequire } from 'node:module';
import { backdropFor, markColours, withBackdrop } from './mark-contrast.ts';

/**
 * Brand marks for wallets, networks and coins come from @web3icons/core (MIT), a maintained
 * set of their real logos as SVG, instead of hand-drawn letters. The build writes each mark
 * the site uses as a static file (`dist/icons/...`, `dist/news/...`); the package itself never
 * reaches the browser. A brand the package lacks (Bitget Wallet, FLOKI) has no file, and the
 * site shows its initials instead.
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

const require = createRequire(import.meta.url);

/** The package ships each icon as a module whose default export is the SVG text. */
async function packageSvg(icon: string): Promise<string> {
  const file = require.resolve(`@web3icons/core/svgs/${icon}.svg.js`);
  const source = await readFile(file, 'utf8');
  const start = source.indexOf("'<svg");
  const end = source.lastIndexOf("</svg>\\n'");
  if (start < 0 || end < 0)
    throw new Error(`@web3icons/core ${icon}: no SVG text found in ${file}`);
  // The text is a single-quoted JS string of plain SVG: undo its \n and \' escapes.
  return source
    .slice(start + 1, end + '</svg>'.length)
    .replace(/\\n/g, '\n')
    .replace(/\\'/g, "'");
}

/** A 320×180 banner in the coin's colour with its mark in a white disc. */
function banner(iconSvg: string, colour: string): string {
  const mark = iconSvg
    .replace(/ class="web3icons"/, '')
    .replace(/width="24" height="24"/, 'x="124" y="54" width="72" height="72"');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#141a2e"/>`,
    '</linearGradient></defs>',
    '<rect width="320" height="180" fill="url(#g)"/>',
    '<circle cx="160" cy="90" r="56" fill="#ffffff"/>',
    mark,
    '</svg>',
    '',
  ].join('\n');
}

/**
 * The mark as the site serves it, readable on its tile in both themes: a mark whose colours
 * fall under 3:1 against a tile of either theme (black wallet logos on the dark theme, a
 * yellow coin on the light one) is drawn on a backdrop of its own, decided from its colours.
 */
export function readableMark(svg: string): string {
  const backdrop = backdropFor(markColours(svg));
  return backdrop ? withBackdrop(svg, backdrop) : svg;
}

/** Every generated file: site path → SVG text. */
export async function brandFiles(): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const [sitePath, icon] of Object.entries(BRAND_ICONS)) {
    files.set(sitePath, readableMark(await packageSvg(icon)));
  }
  for (const [sitePath, { icon, colour }] of Object.entries(NEWS_BANNERS)) {
    files.set(sitePath, banner(await packageSvg(icon), colour));
  }
  return files;
}

/** The brand marks from @web3icons/core: served by `npm run dev`, written as files by the build. */
export function brandIconsPlugin(): Plugin {
  let files: Promise<Map<string, string>> | undefined;
  const load = () => (files ??= brandFiles());
  return {
    name: 'brand-icons',
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const svg = (await load()).get((req.url ?? '').replace(/^\//, '').split('?')[0] ?? '');
        if (svg === undefined) return next();
        res.setHeader('Content-Type', 'image/svg+xml');
        res.end(svg);
      });
    },
    async generateBundle() {
      // Once, into the client build; the server-side build has no static files.
      if (this.environment.name !== 'client') return;
      for (const [fileName, source] of await load()) {
        this.emitFile({ type: 'asset', fileName, source });
      }
    },
  };
}
