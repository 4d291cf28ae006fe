/**
 * The second peer in the benchmark: Hugo, the fastest widely used static site generator, turns
 * the same pages into HTML of a size comparable to ours, as the Eleventy peer does (a plain
 * template over each page's blocks, inline CSS as large as our pages carry, the page JSON in a
 * script tag). Hugo reads content files, so each page, made pairs included, is written as one
 * whose front matter is the page's JSON before Hugo is timed.
 *
 * Two templates, each a column of the report: the recursive one renders every value through a
 * partial that calls itself, as the Eleventy peer writes it; the flat one prints each block's
 * strings and the rest of the block as JSON, with no partial. Partial calls cost Hugo about
 * half its speed, so the flat template is the strongest honest Hugo and the build targets are
 * judged against it (issue 42).
 */
import { spawnSync } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { routeForSlug } from '../../src/engine/routes.ts';
import { aptInstall, canAptInstall } from '../lib/apt.ts';
import { cssOfSize, readPages } from './peer-pages.ts';

export const HUGO_INSTALL_HINT =
  'install Hugo to measure it (Debian and Ubuntu: apt-get install hugo; macOS: brew install ' +
  'hugo; elsewhere see https://gohugo.io/installation/)';

/** Hugo's version line, or null when there is no `hugo` to run. */
export function hugoVersion(): string | null {
  const result = spawnSync('hugo', ['version'], { encoding: 'utf8' });
  return result.status === 0 ? result.stdout.trim() : null;
}

/**
 * Hugo's version line, installing Debian's package first when it is missing and this is Debian
 * as root (as the browser tests do for Chromium); null, with the reason printed, when there is
 * still none.
 */
export function ensureHugo(log: (message: string) => void): string | null {
  const found = hugoVersion();
  if (found) return found;
  if (canAptInstall()) {
    log("no hugo found; installing Debian's hugo package");
    aptInstall(['hugo']);
    const installed = hugoVersion();
    if (installed) return installed;
  }
  log(`no hugo found, so the Hugo column is left out: ${HUGO_INSTALL_HINT}`);
  return null;
}

/** Every value of a block as plain markup, as the Eleventy peer writes it. */
const VALUE_PARTIAL = `{{- if reflect.IsMap . -}}
<div>{{ range $key, $value := . }}{{ partial "value.html" $value }}{{ end }}</div>
{{- else if reflect.IsSlice . -}}
<ul>{{ range . }}<li>{{ partial "value.html" . }}</li>{{ end }}</ul>
{{- else if ne . nil -}}
<p>{{ . }}</p>
{{- end -}}`;

/** Each block's top-level strings and numbers as paragraphs, its lists and objects as JSON. */
const FLAT_BLOCKS = `{{ range .Params.page.blocks }}<section class="block block-{{ .type }}">
{{- range $key, $value := . }}{{ if or (reflect.IsMap $value) (reflect.IsSlice $value) }}<pre>{{ jsonify $value }}</pre>{{ else if ne $value nil }}<p>{{ $value }}</p>{{ end }}{{ end -}}
</section>
{{ end }}`;

const RECURSIVE_BLOCKS = `{{ range .Params.page.blocks }}<section class="block block-{{ .type }}">{{ partial "value.html" . }}</section>
{{ end }}`;

export type HugoTemplate = 'recursive' | 'flat';

const BLOCKS_OF: Record<HugoTemplate, string> = {
  recursive: RECURSIVE_BLOCKS,
  flat: FLAT_BLOCKS,
};

const pageLayout = (css: string, template: HugoTemplate) => `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ .Title }}</title>
<meta name="description" content="{{ .Params.description }}">
<style>${css}</style>
</head>
<body>
<main>
${BLOCKS_OF[template]}</main>
<script type="application/json" id="page-data">{{ .Params.page | jsonify | safeJS }}</script>
</body>
</html>
`;

const SITE_CONFIG = {
  baseURL: '/',
  languageCode: 'en',
  // Only the pages: the peers make no feeds, sitemaps, lists or taxonomies, and neither
  // would a comparable site.
  disableKinds: ['taxonomy', 'term', 'section', 'RSS', 'sitemap', 'robotsTXT', '404'],
};

/**
 * Writes a Hugo site for the pages in pagesDir into siteDir: its configuration, layouts and one
 * content file per page. Returns the number of pages.
 */
export async function stageHugoSite({
  pagesDir,
  siteDir,
  inlineCssBytes,
  template,
}: {
  pagesDir: string;
  siteDir: string;
  inlineCssBytes: number;
  template: HugoTemplate;
}): Promise<number> {
  const pages = await readPages(pagesDir);
  const layouts = path.join(siteDir, 'layouts');
  const content = path.join(siteDir, 'content');
  await mkdir(path.join(layouts, '_default'), { recursive: true });
  await mkdir(path.join(layouts, 'partials'), { recursive: true });
  await mkdir(content, { recursive: true });
  const layout = pageLayout(cssOfSize(inlineCssBytes), template);
  await Promise.all([
    writeFile(path.join(siteDir, 'config.json'), JSON.stringify(SITE_CONFIG)),
    writeFile(path.join(layouts, '_default', 'single.html'), layout),
    writeFile(path.join(layouts, 'index.html'), layout),
    ...(template === 'recursive'
      ? [writeFile(path.join(layouts, 'partials', 'value.html'), VALUE_PARTIAL)]
      : []),
  ]);
  await Promise.all(
    pages.map((page) => {
      const route = routeForSlug(page.slug);
      const frontMatter = { title: page.title, description: page.description, page };
      // The home page is Hugo's own home; every other page says its address.
      const [file, matter] =
        route === '/'
          ? ['_index.md', frontMatter]
          : [`${page.slug}.md`, { ...frontMatter, url: `${route}/` }];
      return writeFile(path.join(content, file), `${JSON.stringify(matter)}\n`);
    }),
  );
  return pages.length;
}

/** Hugo's own account of its build time ("Total in 1234 ms"), or null if it printed none. */
export function hugoTotalMs(output: string): number | null {
  const match = /Total in (\d+(?:\.\d+)?) ms/.exec(output);
  return match ? Number(match[1]) : null;
}
