/** Written by the content plugin (src/content/vitePlugin.ts) from the loaded content folder. */
declare module 'virtual:site-data' {
  import type { SiteData } from '../engine/generated/schema-types';
  const site: SiteData;
  export default site;
}

declare module 'virtual:news-articles' {
  import type { BuiltinNews } from '../engine/generated/schema-types';
  const articles: BuiltinNews;
  export default articles;
}
