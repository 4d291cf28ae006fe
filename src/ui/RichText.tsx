import type { Inline, RichText as RichTextData } from '../types/schema';
import { SmartLink } from './SmartLink';

export function InlineText({ runs }: { runs: Inline }) {
  return (
    <>
      {runs.map((run, index) => {
        if (typeof run === 'string') return run;
        if ('href' in run) {
          return (
            <SmartLink key={index} href={run.href}>
              {run.text}
            </SmartLink>
          );
        }
        return <strong key={index}>{run.strong}</strong>;
      })}
    </>
  );
}

export function RichText({ paragraphs }: { paragraphs: RichTextData }) {
  return (
    <>
      {paragraphs.map((paragraph, index) => (
        <p key={index}>
          {typeof paragraph === 'string' ? paragraph : <InlineText runs={paragraph} />}
        </p>
      ))}
    </>
  );
}
