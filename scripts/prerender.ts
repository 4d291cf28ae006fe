import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { headTags } from '../src/engine/head.ts';
import { serializeInitialPage, type InitialPage } from '../src/engine/initialPage.ts';
import { routeForSlug } from '../src/engine/routes.ts';
import type { PageDefinition, SiteData } from '../src/engine/types.ts';
import { resolveSiteUrl, robotsTxt, sitemapXml } from './site-files.ts';

type RenderPage = (url: string, initialPage: InitialPage) => string;

export interface PrerenderOptions {
  pages: PageDefinition[];
  site: SiteData;
  distDir: string;
  ssrEntry: string;
  /** Overrides site.json's siteUrl in canonical links, share tags and the sitemap. */
  siteUrl?: string;
}

function fillTemplate(template: string, parts: { head: string; html: string; data: string }) {
  return template
    .replace('<!--app-head-->', () => parts.head)
    .replace('<!--app-html-->', () => parts.html)
    .replace('<!--app-data-->', () => parts.data);
}

const htmlFileForSlug = (distDir: string, slug: string) => {
  const route = routeForSlug(slug);
  return route === '/' ? path.join(distDir, 'index.html') : path.join(distDir, route, 'index.html');
};

/** Strips what only editors need, so the browser downloads just the page. */
function publicPageData({ $schema: _schema, ...page }: PageDefinition): PageDefinition {
  return page;
}

export async function prerenderSite(options: PrerenderOptions): Promise<number> {
  const { distDir, site } = options;
  const siteUrl = resolveSiteUrl(options.siteUrl, site.siteUrl);
  const template = await readFile(path.join(distDir, 'index.html'), 'utf8');
  const { renderPage } = (await import(pathToFileURL(options.ssrEntry).href)) as {
    renderPage: RenderPage;
  };
  await mkdir(path.join(distDir, 'page-data'), { recursive: true });

  const renderOne = (url: string, slug: string, page: PageDefinition | null) =>
    fillTemplate(template, {
      head: headTags(page, site, siteUrl),
      html: renderPage(url, { slug, page }),
      // The 404 document is served at any unknown address, so it names no slug of its own.
      data: serializeInitialPage({ slug: page ? slug : null, page }),
    });

  for (const definition of options.pages) {
    const page = publicPageData(definition);
    const file = htmlFileForSlug(distDir, page.slug);
    await mkdir(path.dirname(file), { recursive: true });
    await writeFile(file, renderOne(routeForSlug(page.slug), page.slug, page));
    await writeFile(path.join(distDir, 'page-data', `${page.slug}.json`), JSON.stringify(page));
  }
  await writeFile(path.join(distDir, '404.html'), renderOne('/404', '404', null));
  await writeFile(path.join(distDir, 'sitemap.xml'), sitemapXml(options.pages, siteUrl));
  await writeFile(path.join(distDir, 'robots.txt'), robotsTxt(siteUrl));
  return options.pages.length;
}
