/**
 * Where the build put a piece of code that comes later, as one attribute value the prerender
 * writes on an island's wrapper, and what imports it. Apart from codeLoader.ts because the
 * runtime imports it before the page is shown: it is all of the loader that may cost the
 * first frame.
 */

/**
 * Where the build put an island's component (a block type's, a header button's): its file
 * first, then the files it imports, and the name it is exported under (scripts/block-chunks.ts
 * reads it from the manifest).
 */
export interface IslandCode {
  files: string[];
  name: string;
}

/**
 * An island's code as one attribute value, which the prerender writes on the island's wrapper:
 * its files, separated by spaces, then `#` and the export's name. Built file names have
 * neither.
 */
export const islandCodeAddress = ({ files, name }: IslandCode) => `${files.join(' ')}#${name}`;

/**
 * What an address names (islandCodeAddress): all its files at once, so none waits for another
 * to name it. The browser keeps each module once, so a second island of the kind fetches
 * nothing, and a fetch that failed is made again by the island's next try.
 */
export async function importExport(address: string): Promise<unknown> {
  const hash = address.lastIndexOf('#');
  const files = address.slice(0, Math.max(hash, 0)).split(' ').filter(Boolean);
  const name = address.slice(hash + 1);
  if (hash < 0 || files.length === 0 || !name) {
    throw new Error(`"${address}" is not the address of an island's code.`);
  }
  const [module] = await Promise.all(
    files.map((file) => import(/* @vite-ignore */ file) as Promise<Record<string, unknown>>),
  );
  const exported = module?.[name];
  if (exported === undefined) throw new Error(`${files[0]} exports nothing named ${name}.`);
  return exported;
}
