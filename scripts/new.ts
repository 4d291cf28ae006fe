import { fileURLToPath } from 'node:url';
import { loadBlockChecks } from '../src/blocks/index.ts';
import { newPage as makePage, type NewPageResult } from '../src/content/newPage.ts';

/** `npm run new`: the content layer's page maker, with the blocks' checks it validates with. */
export const newPage = (argv: string[]): Promise<NewPageResult> =>
  makePage(argv, { blockChecks: loadBlockChecks });

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { code, output } = await newPage(process.argv.slice(2));
  (code === 0 ? console.log : console.error)(output);
  process.exitCode = code;
}
