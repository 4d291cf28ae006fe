import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { materializeValidatorFixtures } from '../../tests/support/validatorFixtures';
import { loadBlockChecks } from '../blocks';
import { staticRedirectsFile } from '../content/pairTemplate';
import { validatePagesData } from '../content/validation/index';
import { REDIRECTS_FILE, STATIC_REDIRECTS_FILE, staticSite } from './static-site';

let distDir: string;
beforeAll(async () => {
  distDir = await mkdtemp(path.join(tmpdir(), 'redirects-'));
  await mkdir(path.join(distDir, '_server'), { recursive: true });
  await mkdir(path.join(distDir, 'page-data'), { recursive: true });
  await writeFile(path.join(distDir, 'ethtousdt.html'), '<p>ETH to USDT</p>');
  await writeFile(path.join(distDir, 'page-data', 'ethtousdt.json'), '{}');
  await writeFile(path.join(distDir, '404.html'), '<p>Not found</p>');
  await writeFile(
    path.join(distDir, REDIRECTS_FILE),
    JSON.stringify([{ from: '/ethereumtousdt', to: '/ethtousdt' }]),
  );
  await writeFile(path.join(distDir, STATIC_REDIRECTS_FILE), '/ethereumtousdt /ethtousdt 301\n');
});
afterAll(() => rm(distDir, { recursive: true, force: true }));

const get = (address: string) => staticSite(distDir).routes.request(address);

describe('redirects the build lists', () => {
  it('moves a pair address to the hand-written page of the same coins for good', async () => {
    for (const address of ['/ethereumtousdt', '/ethereumtousdt/']) {
      const answer = await get(address);
      expect(answer.status).toBe(301);
      expect(answer.headers.get('Location')).toBe('/ethtousdt');
    }
  });

  it('moves the address’s page data too, for navigation inside the site', async () => {
    const answer = await get('/page-data/ethereumtousdt.json');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('Location')).toBe('/page-data/ethtousdt.json');
  });

  it('leaves other addresses alone and keeps the static hosts’ rule file private', async () => {
    expect((await get('/ethtousdt')).status).toBe(200);
    expect((await get('/usdttosol')).status).toBe(404);
    expect((await get(`/${STATIC_REDIRECTS_FILE}`)).status).toBe(404);
  });
});

describe('a page’s former address, from its page file to the server', () => {
  let built: string;
  let removeFixtures: () => Promise<void>;
  beforeAll(async () => {
    const fixtures = await materializeValidatorFixtures();
    removeFixtures = fixtures.remove;
    const content = path.join(fixtures.dir, 'valid');
    const team = {
      kind: 'fixed',
      slug: 'team',
      formerSlugs: ['about-us'],
      title: 'Our team',
      description: 'Who makes the site.',
      keywords: ['team'],
      blocks: [{ type: 'hero', heading: 'Our team', blurb: 'Who makes the site.' }],
    };
    await writeFile(path.join(content, 'pages', 'team.json'), JSON.stringify(team, null, 2));
    const report = await validatePagesData(content, { blockChecks: loadBlockChecks });
    expect(report.errors).toEqual([]);
    // What the build writes for the Node server and for static hosts and the Worker.
    built = await mkdtemp(path.join(tmpdir(), 'former-'));
    await mkdir(path.join(built, '_server'), { recursive: true });
    await writeFile(path.join(built, 'team.html'), '<p>Our team</p>');
    await writeFile(path.join(built, REDIRECTS_FILE), JSON.stringify(report.redirects));
    await writeFile(path.join(built, STATIC_REDIRECTS_FILE), staticRedirectsFile(report.redirects));
  }, 60_000);
  afterAll(async () => {
    await rm(built, { recursive: true, force: true });
    await removeFixtures();
  });

  it('answers 301 with the page, for the address and its page data', async () => {
    const site = staticSite(built).routes;
    const page = await site.request('/about-us');
    expect(`${page.status} ${page.headers.get('Location')}`).toBe('301 /team');
    const data = await site.request('/page-data/about-us.json');
    expect(`${data.status} ${data.headers.get('Location')}`).toBe('301 /page-data/team.json');
    expect((await site.request('/team')).status).toBe(200);
  });

  it('is in the static hosts’ rule file', async () => {
    const rules = await readFile(path.join(built, STATIC_REDIRECTS_FILE), 'utf8');
    expect(rules.split('\n')).toContain('/about-us /team 301');
  });
});
