import siteJson from '../../pages-data/site.json';
import type { SiteData } from './types';

/** Validated at build time by scripts/validate; the browser trusts it as is. */
export const siteData = siteJson as SiteData;
