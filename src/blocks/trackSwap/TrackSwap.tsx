import styled from '@emotion/styled';
import { useId, useMemo, useRef, useState, useSyncExternalStore, type FormEvent } from 'react';
import useSWR from 'swr';
import { swrDefaults } from '../../net/swrDefaults';
import type { BlockProps } from '../../engine/types';
import { fetchTrackStatus, type TrackResult } from '../../track/client';
import { nextCheckDelay, refreshes } from '../../track/refresh';
import { checkTradeId, checkTxHash, HASH_FORMATS_SENTENCE } from '../../track/hash';
import { Button } from '../../ui/Button';
import { RichText } from '../../ui/RichText';
import { BlockSection, SectionHeading, LabelledField } from '../../ui/primitives';
import { themeStyles } from '../../theme/themeStyles';
import { isFinal, StateReport } from './StateReport';

/** The query field a shared link carries the hash in: /track?tx=<hash>. */
export const HASH_PARAM = 'tx';
export const TRADE_ID_PARAM = 'id';

const Section = styled(BlockSection)(
  themeStyles(({ theme }) => ({
    '& > p': { margin: `0 0 ${theme.space.md}`, maxWidth: '48rem' },
  })),
);

const Form = styled.form(
  themeStyles(({ theme }) => ({
    display: 'grid',
    gap: theme.space.md,
    maxWidth: '48rem',
    '& button': { justifySelf: 'start' },
  })),
);

const Field = styled(LabelledField)(
  themeStyles(({ theme }) => ({
    '& input': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace' },
    '& input[aria-invalid="true"]': { borderColor: theme.colors.danger },
  })),
);

const Hint = styled.div(
  themeStyles(({ theme }) => ({
    color: theme.colors.textMuted,
    fontSize: theme.font.size.sm,
    '& p': { margin: 0 },
  })),
);

const FieldError = styled.p(
  themeStyles(({ theme }) => ({ margin: 0, color: theme.colors.danger, fontWeight: 600 })),
);

const Optional = styled.span(
  themeStyles(({ theme }) => ({ fontWeight: 400, color: theme.colors.textMuted })),
);

const ErrorBox = styled.p(
  themeStyles(({ theme }) => ({
    margin: `${theme.space.lg} 0 0`,
    padding: theme.space.md,
    border: `1px solid ${theme.colors.danger}`,
    borderRadius: theme.radius.md,
    background: theme.colors.dangerBg,
    color: theme.colors.danger,
    maxWidth: '48rem',
  })),
);

const Again = styled.div(themeStyles(({ theme }) => ({ marginTop: theme.space.md })));

interface Swap {
  hash: string;
  id?: string;
}

/** What the form holds, checked: a swap to ask about, or what is wrong with the fields. */
interface Reading {
  swap?: Swap;
  hashError?: string;
  idError?: string;
}

function read(rawHash: string, rawId: string): Reading {
  const hash = checkTxHash(rawHash);
  const id = checkTradeId(rawId);
  if (hash.ok && id.ok) return { swap: { hash: hash.hash, id: id.id } };
  return { hashError: hash.ok ? undefined : hash.error, idError: id.ok ? undefined : id.error };
}

/** The status page's own address for a swap, so support can send a link that checks it. */
function addressFor(pathname: string, swap: Swap) {
  const query = new URLSearchParams({ [HASH_PARAM]: swap.hash });
  if (swap.id) query.set(TRADE_ID_PARAM, swap.id);
  return `${pathname}?${query.toString()}`;
}

function subscribeToAddress(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}
const addressQuery = () => window.location.search;
// The prerender knows no query, so hydration starts from none and then reads the address.
const prerenderQuery = () => '';

/** The swap a shared link names, with the fields as the link wrote them. */
interface Linked extends Reading {
  rawHash: string;
  rawId: string;
}

function readAddress(search: string): Linked | null {
  const query = new URLSearchParams(search);
  const rawHash = query.get(HASH_PARAM);
  if (rawHash === null) return null;
  const rawId = query.get(TRADE_ID_PARAM) ?? '';
  return { ...read(rawHash, rawId), rawHash, rawId };
}

const trackFetcher = ([, hash, id]: readonly [string, string, string | undefined]) =>
  fetchTrackStatus(hash, id);

export function TrackSwap({ block, page }: BlockProps<'trackSwap'>) {
  const search = useSyncExternalStore(subscribeToAddress, addressQuery, prerenderQuery);
  const linked = useMemo(() => readAddress(search), [search]);
  const [submitted, setSubmitted] = useState<Reading | null>(null);
  // What the visitor sends wins over what the address said when the page opened.
  const reading = submitted ?? linked;
  const swap = reading?.swap;
  // Checks made for the swap on screen, for the back-off; a new swap starts again.
  const checks = useRef(new Map<string, number>());
  const swapKey = swap ? `${swap.hash}|${swap.id ?? ''}` : '';
  const { data, isValidating, mutate } = useSWR(
    swap ? (['track', swap.hash, swap.id] as const) : null,
    trackFetcher,
    {
      ...swrDefaults,
      revalidateOnReconnect: false,
      revalidateIfStale: false,
      // A swap still moving is looked at again while the page is visible (SWR waits while
      // it is hidden), less often as time passes; anything else waits for the visitor.
      refreshInterval: (latest: TrackResult | undefined) =>
        latest?.ok && refreshes(latest.answer)
          ? nextCheckDelay(checks.current.get(swapKey) ?? 0)
          : 0,
      onSuccess: () => {
        checks.current.set(swapKey, (checks.current.get(swapKey) ?? 0) + 1);
      },
    },
  );
  // Only a check the visitor asked for replaces the report with "Checking…"; one the page
  // makes by itself swaps the new answer in when it comes.
  const [asking, setAsking] = useState(false);
  const askAgain = () => {
    setAsking(true);
    void mutate().finally(() => setAsking(false));
  };
  const hashField = useRef<HTMLInputElement>(null);
  const idField = useRef<HTMLInputElement>(null);
  const ids = {
    heading: useId(),
    hash: useId(),
    hashHint: useId(),
    hashError: useId(),
    tradeId: useId(),
    tradeIdHint: useId(),
    tradeIdError: useId(),
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const next = read(hashField.current?.value ?? '', idField.current?.value ?? '');
    setSubmitted(next);
    const same = next.swap && swap && next.swap.hash === swap.hash && next.swap.id === swap.id;
    // The same swap again is a request to look again, not to see the kept answer.
    if (same) askAgain();
    if (next.swap) {
      // A pasted explorer link becomes the hash it held.
      if (hashField.current) hashField.current.value = next.swap.hash;
      window.history.replaceState(
        window.history.state,
        '',
        addressFor(window.location.pathname, next.swap),
      );
    } else {
      (next.hashError ? hashField : idField).current?.focus();
    }
  };

  const checking = swap !== undefined && (data === undefined || (asking && isValidating));
  const answer = swap && !checking && data?.ok ? data.answer : undefined;
  const refusal = swap && !checking && data && !data.ok ? data.message : undefined;
  const hashError = reading?.hashError;
  const idError = reading?.idError;
  const hashDescription = hashError ? `${ids.hashError} ${ids.hashHint}` : ids.hashHint;
  const idDescription = idError ? `${ids.tradeIdError} ${ids.tradeIdHint}` : ids.tradeIdHint;

  return (
    <Section id={block.id} aria-labelledby={ids.heading}>
      <SectionHeading id={ids.heading}>{block.heading}</SectionHeading>
      {block.intro && <RichText paragraphs={block.intro} />}
      {/* Sent before the page's code has woken (or without it), the form loads the same
          address a shared link has, which is checked as soon as the code runs. */}
      <Form method="get" action={`/${page.slug}`} noValidate onSubmit={onSubmit}>
        <Field>
          <label htmlFor={ids.hash}>Transaction hash</label>
          <input
            ref={hashField}
            id={ids.hash}
            name={HASH_PARAM}
            type="text"
            defaultValue={linked?.rawHash ?? ''}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            required
            aria-invalid={hashError ? true : undefined}
            aria-describedby={hashDescription}
          />
          {hashError && <FieldError id={ids.hashError}>{hashError}</FieldError>}
          <Hint id={ids.hashHint}>{HASH_FORMATS_SENTENCE}</Hint>
        </Field>
        <Field>
          <label htmlFor={ids.tradeId}>
            Trade ID <Optional>(optional)</Optional>
          </label>
          <input
            ref={idField}
            id={ids.tradeId}
            name={TRADE_ID_PARAM}
            type="text"
            defaultValue={linked?.rawId ?? ''}
            autoComplete="off"
            autoCapitalize="off"
            spellCheck={false}
            aria-invalid={idError ? true : undefined}
            aria-describedby={idDescription}
          />
          {idError && <FieldError id={ids.tradeIdError}>{idError}</FieldError>}
          <Hint id={ids.tradeIdHint}>
            <RichText paragraphs={block.tradeIdHelp} />
          </Hint>
        </Field>
        <Button type="submit" aria-busy={checking}>
          {checking ? 'Checking…' : 'Check status'}
        </Button>
      </Form>
      <div role="status" aria-live="polite">
        {checking && <p>Checking the status of your swap…</p>}
        {answer && swap && <StateReport answer={answer} hash={swap.hash} />}
      </div>
      {answer && !isFinal(answer) && (
        <Again>
          {refreshes(answer) && <p>This page checks again by itself while it stays open.</p>}
          <Button type="button" variant="secondary" onClick={askAgain}>
            Check again
          </Button>
        </Again>
      )}
      {refusal && <ErrorBox role="alert">{refusal}</ErrorBox>}
    </Section>
  );
}
