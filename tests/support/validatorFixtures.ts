import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { coinPageBlocks } from './coinPageBlocks';
import { siteFileFixture } from './siteFixture';
import type { SiteFile } from '../../src/types/schema';
import { PAGE_FOLDERS } from '../../src/content/contentFiles';

const source = fileURLToPath(new URL('../fixtures/validator/', import.meta.url));
const OVERRIDES = 'site.overrides.json';
/** Folders that test what happens without a site file. */
const WITHOUT_SITE = new Set(['missing-site']);

async function readOverrides(file: string): Promise<Partial<SiteFile>> {
  try {
    const { $comment: _comment, ...overrides } = JSON.parse(await readFile(file, 'utf8')) as {
      $comment?: string;
    } & Partial<SiteFile>;
    return overrides;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

/**
 * The price list names 14 coin files. The fixtures test other things, so each folder with a
 * site file gets 14 plain coin pages of its own for the price list, which nothing links to.
 */
const LISTED_COINS = Array.from({ length: 14 }, (_, index) => {
  const number = String(index + 1).padStart(2, '0');
  return { slug: `listed-${number}`, name: `Listed ${number}`, symbol: `LST${number}` };
});

const listedCoinPage = ({ slug, name, symbol }: (typeof LISTED_COINS)[number]) => ({
  kind: 'coin',
  slug,
  name,
  symbol,
  catalogue: {
    id: slug,
    color: '#808080',
    widget: { chain: 'ETH', token: symbol, decimals: 18 },
    pair: {
      network: 'Ethereum',
      confirmationTime: 'a few minutes',
      swapTime: '5-30 minutes',
      minimumSwap: `about $10 to $20 in ${symbol}`,
    },
  },
  title: `Swap ${name}`,
  description: `Swap ${name} from your own wallet.`,
  keywords: [slug],
  blocks: coinPageBlocks({ slug, name, symbol }, [
    { type: 'textSection', heading: name, body: [`All about ${name}.`] },
  ]),
});

/**
 * The validator's fixture folders, copied to a temporary folder with a site.json in each: the
 * real site file with the fixtures' shared overrides and each folder's own on top, so no
 * fixture keeps a copy of the site file that a new site field would have to be added to.
 */
export async function materializeValidatorFixtures(): Promise<{
  dir: string;
  remove: () => Promise<void>;
}> {
  const dir = await mkdtemp(path.join(tmpdir(), 'validator-fixtures-'));
  await cp(source, dir, { recursive: true });
  const shared = await readOverrides(path.join(dir, OVERRIDES));
  await rm(path.join(dir, OVERRIDES));
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || WITHOUT_SITE.has(entry.name)) continue;
    const folder = path.join(dir, entry.name);
    const own = await readOverrides(path.join(folder, OVERRIDES));
    await rm(path.join(folder, OVERRIDES), { force: true });
    const priceList = LISTED_COINS.map((coin) => coin.slug);
    const site = { ...siteFileFixture(), priceList, ...shared, ...own };
    await writeFile(path.join(folder, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
    await mkdir(path.join(folder, PAGE_FOLDERS.coin), { recursive: true });
    for (const coin of LISTED_COINS) {
      const file = path.join(folder, PAGE_FOLDERS.coin, `${coin.slug}.json`);
      await writeFile(file, `${JSON.stringify(listedCoinPage(coin), null, 2)}\n`);
    }
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
