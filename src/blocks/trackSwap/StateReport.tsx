import styled from '@emotion/styled';
import type { ReactNode } from 'react';
import { useSite } from '../../site/site';
import { explorerLink, explorersFor } from '../../track/explorers';
import { hashFormat } from '../../track/hash';
import { FINAL_STATES, type TrackAnswer, type TrackState } from '../../track/states';
import { SmartLink } from '../../ui/SmartLink';
import { themeStyles } from '../../theme/themeStyles';

/** Where the Docs page explains failed and slow swaps. */
export const TROUBLESHOOTING_HREF = '/docs#troubleshooting';

export type Tone = 'progress' | 'attention' | 'done' | 'problem';

const Report = styled.div(
  themeStyles(({ theme }) => ({
    marginTop: theme.space.lg,
    padding: theme.space.md,
    borderRadius: theme.radius.md,
    border: `1px solid ${theme.colors.border}`,
    borderLeft: `6px solid ${theme.colors.primary}`,
    background: theme.colors.surface,
    '&[data-tone="attention"]': { borderLeftColor: theme.colors.accent },
    '&[data-tone="done"]': { borderLeftColor: theme.colors.positive },
    '&[data-tone="problem"]': { borderLeftColor: theme.colors.danger },
    '& h3': { margin: `0 0 ${theme.space.sm}`, fontSize: theme.font.size.lg },
    '& p': { margin: `0 0 ${theme.space.sm}`, maxWidth: '48rem' },
    '& p:last-child': { marginBottom: 0 },
    '& code': { overflowWrap: 'anywhere' },
  })),
);

const Checked = styled.p(
  themeStyles(({ theme }) => ({ color: theme.colors.textMuted, fontSize: theme.font.size.sm })),
);

interface Wording {
  title: string;
  tone: Tone;
  body: ReactNode;
}

function SupportLink() {
  const { supportEmail } = useSite();
  return <SmartLink href={`mailto:${supportEmail}`}>{supportEmail}</SmartLink>;
}

const Troubleshooting = ({ children }: { children: ReactNode }) => (
  <SmartLink href={TROUBLESHOOTING_HREF}>{children}</SmartLink>
);

function Destination({ answer }: { answer: TrackAnswer }) {
  if (!answer.destinationTxHash) {
    return (
      <p>
        The provider has not named the transaction on the receiving chain. Look for the tokens in
        your wallet on the network you swapped to.
      </p>
    );
  }
  const network = answer.destinationNetwork ? ` on ${answer.destinationNetwork}` : '';
  const hash = answer.destinationTxHash;
  const format = hashFormat(hash);
  // The server links the chains it knows by id; the site's table knows the rest by name.
  const href =
    answer.destinationUrl ??
    (format && explorerLink(answer.destinationNetwork, hash, format)?.href);
  return (
    <p>
      Transaction that delivered them{network}:{' '}
      {href ? (
        <SmartLink href={href}>
          <code>{answer.destinationTxHash}</code>
        </SmartLink>
      ) : (
        <code>{answer.destinationTxHash}</code>
      )}
    </p>
  );
}

/**
 * The transaction the visitor sent, on the explorers of every chain that writes hashes like
 * it: the status answer does not say which chain the swap started on.
 */
function SourceExplorers({ hash }: { hash: string }) {
  const format = hashFormat(hash);
  const links = format ? explorersFor(hash, format) : [];
  if (links.length === 0) return null;
  return (
    <Checked>
      See the transaction you sent on{' '}
      {links.map((link, at) => (
        <span key={link.href}>
          {at > 0 && (at === links.length - 1 ? ' or ' : ', ')}
          <SmartLink href={link.href}>{link.chain}</SmartLink>
        </span>
      ))}
      {links.length > 1 && ', whichever you swapped from'}.
    </Checked>
  );
}

/** Each state in plain words, with what the visitor can do next. */
function wordingFor(answer: TrackAnswer): Wording {
  const state: TrackState = answer.state;
  switch (state) {
    case 'PENDING':
      return {
        title: 'Still on its way',
        tone: 'progress',
        body: (
          <p>
            The swap is in progress. Swaps on one chain usually finish within minutes; swaps between
            chains typically take 5 to 30 minutes. Nothing is needed from you.
          </p>
        ),
      };
    case 'LONG_PENDING':
      return {
        title: 'Taking longer than usual',
        tone: 'attention',
        body: (
          <>
            <p>
              The swap is still in progress but slower than usual, often because a chain or a bridge
              is busy. The <Troubleshooting>troubleshooting guide</Troubleshooting> explains what to
              check.
            </p>
            <p>
              If it is still pending more than 1 hour after you sent it, write to <SupportLink />{' '}
              with this transaction hash.
            </p>
          </>
        ),
      };
    case 'NOT_FOUND':
      return {
        title: 'Not found yet',
        tone: 'attention',
        body: (
          <>
            <p>
              The status service has no record of this transaction yet. If you sent it a moment ago,
              wait a minute or two and check again: new transactions take a little while to be
              picked up.
            </p>
            <p>
              Otherwise, check that this is the hash of the transaction you sent from your wallet,
              on the network you swapped from, and add the trade ID if you have one.
            </p>
          </>
        ),
      };
    case 'REVERT':
      return {
        title: 'Refund waiting for you',
        tone: 'problem',
        body: (
          <p>
            The swap could not be completed and your funds can be returned, but the refund has to be
            collected. Open the swap widget&rsquo;s Transactions tab with the wallet you swapped
            from and follow its refund step. If you cannot find it, write to <SupportLink /> with
            this transaction hash.
          </p>
        ),
      };
    case 'REVERTED':
      return {
        title: 'Refunded',
        tone: 'problem',
        body: (
          <p>
            The swap did not go through and the provider reports your funds as returned. Network
            fees already paid are not refunded. Check the wallet you swapped from; if the funds are
            not there, write to <SupportLink /> with this transaction hash.
          </p>
        ),
      };
    case 'READY_TO_CLAIM':
      return {
        title: 'Ready to claim',
        tone: 'attention',
        body: (
          <p>
            Your tokens have arrived on the receiving chain and wait for you to claim them. Open the
            swap widget&rsquo;s Transactions tab with the same wallet and claim them there; you pay
            that chain&rsquo;s network fee for the claim.
          </p>
        ),
      };
    case 'SUCCESS':
      return {
        title: 'Swap complete',
        tone: 'done',
        body: (
          <>
            <p>The tokens have been delivered to your receiving address.</p>
            <Destination answer={answer} />
          </>
        ),
      };
    case 'FAIL':
      return {
        title: 'Swap failed',
        tone: 'problem',
        body: (
          <p>
            The swap did not complete. A failed transaction may still have cost network fees, but
            tokens that were not swapped stay in your wallet. The{' '}
            <Troubleshooting>troubleshooting guide</Troubleshooting> lists the usual causes; if your
            tokens are not in your wallet, write to <SupportLink /> with this transaction hash.
          </p>
        ),
      };
    case 'NEEDS_ID':
      return {
        title: 'Trade ID needed',
        tone: 'attention',
        body: (
          <p>
            The provider needs the trade ID as well as the transaction hash to find this swap. Add
            the trade ID above and check again.
          </p>
        ),
      };
    case 'UNKNOWN':
      return {
        title: 'Unknown state',
        tone: 'attention',
        body: (
          <p>
            The status service reported a state this site does not know, so we cannot tell whether
            the swap has finished. Do not treat it as complete: check again later, or write to{' '}
            <SupportLink /> with this transaction hash.
          </p>
        ),
      };
  }
}

const timeFormat = new Intl.DateTimeFormat(undefined, { timeStyle: 'medium' });

export const isFinal = (answer: TrackAnswer) => FINAL_STATES.includes(answer.state);

export function StateReport({ answer, hash }: { answer: TrackAnswer; hash: string }) {
  const wording = wordingFor(answer);
  return (
    <Report data-tone={wording.tone} data-state={answer.state}>
      <h3>{wording.title}</h3>
      {wording.body}
      <Checked>
        Transaction <code>{hash}</code>, status as of{' '}
        <time dateTime={answer.checkedAt}>{timeFormat.format(new Date(answer.checkedAt))}</time>.
      </Checked>
      <SourceExplorers hash={hash} />
    </Report>
  );
}
