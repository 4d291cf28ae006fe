import { cp, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { siteFixture } from './siteFixture';
import type { SiteData } from '../../src/types/schema';

const source = fileURLToPath(new URL('../fixtures/validator/', import.meta.url));
const OVERRIDES = 'site.overrides.json';
/** Folders that test what happens without a site file. */
const WITHOUT_SITE = new Set(['missing-site']);

async function readOverrides(file: string): Promise<Partial<SiteData>> {
  try {
    const { $comment: _comment, ...overrides } = JSON.parse(await readFile(file, 'utf8')) as {
      $comment?: string;
    } & Partial<SiteData>;
    return overrides;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw error;
  }
}

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
    const site = siteFixture({ ...shared, ...own });
    await writeFile(path.join(folder, 'site.json'), `${JSON.stringify(site, null, 2)}\n`);
  }
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}
