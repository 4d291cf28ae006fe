/**
 * A paragraph as the marketer types it: plain text where **words** are bold and
 * [words](/address) is a link. The page schema holds a paragraph as a string, or as a list of
 * runs (strings, { strong }, { text, href }) once it has a bold word or a link; this turns
 * one into the other, so making a word bold keeps the rest of the paragraph.
 */
export type InlineRun = string | { strong: string } | { text: string; href: string };
export type Paragraph = string | InlineRun[];

/** A star or an opening bracket typed as itself, not as the start of bold or a link. */
const escapePlain = (text: string) => text.replace(/([\\*[])/g, '\\$1');

export function paragraphToText(paragraph: Paragraph): string {
  if (typeof paragraph === 'string') return escapePlain(paragraph);
  return paragraph
    .map((run) => {
      if (typeof run === 'string') return escapePlain(run);
      if ('strong' in run) return `**${run.strong.replace(/\*\*/g, '\\**')}**`;
      return `[${run.text.replace(/([\\\]])/g, '\\$1')}](${run.href})`;
    })
    .join('');
}

const BOLD = /^\*\*((?:\\.|(?!\*\*)[^])+?)\*\*/;
const LINK = /^\[((?:\\.|[^\]\\])+)\]\(([^\s()]+)\)/;
const unescape = (text: string) => text.replace(/\\([^])/g, '$1');

/**
 * The paragraph the text stands for: a plain string when it has no bold word and no link
 * (as most paragraphs are written), else its runs. Markup that does not close is kept as the
 * characters typed.
 */
export function textToParagraph(text: string): Paragraph {
  const runs: InlineRun[] = [];
  let plain = '';
  let rest = text;
  const flush = () => {
    if (plain) runs.push(plain);
    plain = '';
  };
  while (rest) {
    const bold = BOLD.exec(rest);
    const link = bold ? null : LINK.exec(rest);
    if (bold) {
      flush();
      runs.push({ strong: unescape(bold[1]!) });
      rest = rest.slice(bold[0].length);
    } else if (link) {
      flush();
      runs.push({ text: unescape(link[1]!), href: link[2]! });
      rest = rest.slice(link[0].length);
    } else if (rest[0] === '\\' && rest.length > 1) {
      plain += rest[1];
      rest = rest.slice(2);
    } else {
      plain += rest[0];
      rest = rest.slice(1);
    }
  }
  flush();
  if (runs.length === 0) return '';
  return runs.length === 1 && typeof runs[0] === 'string' ? runs[0] : runs;
}

/** The paragraph's runs, for a field that holds only runs (the schema's Inline). */
export function textToRuns(text: string): InlineRun[] {
  const paragraph = textToParagraph(text);
  if (typeof paragraph !== 'string') return paragraph;
  return paragraph ? [paragraph] : [];
}

/**
 * `text` with the characters from `start` to `end` made bold, or a link to `href`: what the
 * Bold and Link buttons do to the selection. An empty selection inserts an example word.
 */
export function markSelection(
  text: string,
  start: number,
  end: number,
  mark: { bold: true } | { href: string },
): { text: string; selectStart: number; selectEnd: number } {
  const chosen = text.slice(start, end) || ('bold' in mark ? 'bold words' : 'link words');
  const marked =
    'bold' in mark ? `**${chosen}**` : `[${chosen.replace(/([\\\]])/g, '\\$1')}](${mark.href})`;
  const selectStart = start + ('bold' in mark ? 2 : 1);
  return {
    text: text.slice(0, start) + marked + text.slice(end),
    selectStart,
    selectEnd: selectStart + chosen.length,
  };
}
