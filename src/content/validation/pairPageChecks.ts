import type { SiteData } from '../../types/siteData';
import {
  expandPairTemplate,
  MAX_DESCRIPTION,
  MAX_TITLE,
  TEMPLATE_FACTS,
  type Redirect,
} from '../pairTemplate';
import { capProblems, pagesOf, type CheckedFile, type CheckedPage } from './checkFiles';
import { TOP_LEVEL } from './json-path';
import type { Problem } from './report';
import { describeSchemaErrors } from './schema-errors';
import { getSchemaValidator, SCHEMA_IDS } from './schemas';

export interface PairPages {
  pages: CheckedPage[];
  redirects: Redirect[];
  problems: Problem[];
}

/**
 * The pages the pair template makes, checked like page files: each against the page schema
 * (a mistake in the template is reported once, for the first pair it breaks), with a title
 * and description of search-result length that no other page has.
 */
export function pairPages(
  checked: readonly CheckedFile[],
  site: SiteData | undefined,
  templateFile: string,
): PairPages {
  const none: PairPages = { pages: [], redirects: [], problems: [] };
  const template = checked.find((entry) => entry.role === 'pairTemplate');
  if (!template?.valid || !site) return none;
  const written = pagesOf(checked);
  const expansion = expandPairTemplate(
    template.value!,
    site.coins,
    written.flatMap((page) =>
      typeof page.value.slug === 'string' ? [{ ...page.value, slug: page.value.slug }] : [],
    ),
  );
  const problem = (path: string, message: string) => ({ file: templateFile, path, message });
  if (expansion.unknownPlaceholders.length > 0) {
    const names = expansion.unknownPlaceholders.join(', ');
    return {
      ...none,
      problems: [
        problem(
          TOP_LEVEL,
          `unknown placeholders ${names}: use {from.x} or {to.x} with x one of ${TEMPLATE_FACTS.coin.join(', ')}, or {pair.x} with x one of ${TEMPLATE_FACTS.pair.join(', ')}; a fact a coin may lack (${TEMPLATE_FACTS.optional.join(', ')}) only inside {if from.x}…{end}`,
        ),
      ],
    };
  }
  const validate = getSchemaValidator(SCHEMA_IDS.page);
  const titles = new Map(written.map((page) => [page.value.title, page.file]));
  const descriptions = new Map(written.map((page) => [page.value.description, page.file]));
  const problems: Problem[] = [];
  let failing = 0;
  const pages = expansion.pages.map(({ slug, value }): CheckedPage => {
    const file = `${templateFile} (${slug})`;
    const valid = validate(value) === true;
    if (!valid && failing++ === 0) {
      for (const found of describeSchemaErrors(validate.errors ?? [])) {
        problems.push(problem(found.path, `for /${slug}: ${found.message}`));
      }
    }
    problems.push(
      ...uniqueAndShort(value, 'title', MAX_TITLE, titles, file).map((message) =>
        problem('title', `for /${slug}: ${message}`),
      ),
      ...uniqueAndShort(value, 'description', MAX_DESCRIPTION, descriptions, file).map((message) =>
        problem('description', `for /${slug}: ${message}`),
      ),
    );
    return { file, role: 'pages', value, valid, problems: [], madeByTemplate: true };
  });
  if (failing > 1) {
    problems.push(problem(TOP_LEVEL, `${failing - 1} more pair pages fail the page schema`));
  }
  return { pages, redirects: expansion.redirects, problems: capProblems(problems) };
}

function uniqueAndShort(
  page: Record<string, unknown>,
  field: 'title' | 'description',
  max: number,
  seen: Map<unknown, string>,
  file: string,
): string[] {
  const text = page[field];
  if (typeof text !== 'string') return [];
  const messages: string[] = [];
  if (text.length > max)
    messages.push(`${field} is ${text.length} characters; at most ${max} fit a search result`);
  const other = seen.get(text);
  if (other !== undefined) messages.push(`${field} "${text}" is also the ${field} of ${other}`);
  else seen.set(text, file);
  return messages;
}
