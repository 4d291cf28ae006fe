/** Written by the content plugin (src/content/vitePlugin.ts) from the loaded content folder. */
declare module 'virtual:site-data' {
  import type { SiteShell } from '../site/siteParts';
  const site: SiteShell;
  export default site;
}

declare module 'virtual:site-catalogue' {
  import type { SiteCatalogue } from '../site/siteParts';
  const catalogue: SiteCatalogue;
  export default catalogue;
}

declare module 'virtual:news-articles' {
  import type { BuiltinNews } from '../types/schema';
  const articles: BuiltinNews;
  export default articles;
}

declare module 'virtual:site-swap-coins' {
  import type { SwapCoin } from '../site/siteParts';
  const swapCoins: SwapCoin[];
  export default swapCoins;
}
