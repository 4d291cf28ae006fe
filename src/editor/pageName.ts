import { isPlainObject } from '../content/validation/values';

/**
 * What a marketer calls a page: a coin or pair by its name ("Bitcoin", "Tether to Bitcoin"),
 * another page by its title's first part ("Privacy Policy"), the home page "home". The
 * editor shows this with the page's address wherever it would otherwise name the file.
 */
export function pageNameOf(page: unknown, slug: string): string {
  const fields = isPlainObject(page) ? page : {};
  if (fields.kind === 'home') return 'home';
  if (typeof fields.name === 'string' && fields.name.trim()) return fields.name.trim();
  if (typeof fields.title === 'string') {
    // A title reads "Privacy Policy | SwapRoute" or "Docs: Connect a Wallet, ...".
    const [first] = fields.title.split(/\s+\|\s+|:\s/);
    if (first?.trim()) return first.trim();
  }
  return slug;
}

/** "the Bitcoin page", for a sentence. */
export const thePage = (name: string) => `the ${name} page`;
