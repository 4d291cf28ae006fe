/**
 * What /api/track answers, shared by the server that builds it and the block that shows it.
 *
 * The provider's states are those of Rubic's GET /api/info/statusExtended, as its API
 * reference lists them (docs.rubic.finance, "Get transaction status", and "Tracking
 * Status" for the SDK): PENDING, LONG_PENDING, NOT_FOUND, REVERT, REVERTED,
 * READY_TO_CLAIM, SUCCESS and FAIL.
 */
export const PROVIDER_STATES = [
  'PENDING',
  'LONG_PENDING',
  'NOT_FOUND',
  'REVERT',
  'REVERTED',
  'READY_TO_CLAIM',
  'SUCCESS',
  'FAIL',
] as const;

export type ProviderState = (typeof PROVIDER_STATES)[number];

/**
 * The provider's states, plus two of the site's own: UNKNOWN for a state the provider
 * sends that this list does not have (never shown as success), and NEEDS_ID when the
 * provider refuses a hash-only request because the swap needs its trade id too.
 */
export type TrackState = ProviderState | 'UNKNOWN' | 'NEEDS_ID';

/** States that no longer change, so an answer holding one can be kept for a long time. */
export const FINAL_STATES: readonly TrackState[] = ['SUCCESS', 'FAIL', 'REVERTED'];

export interface TrackAnswer {
  state: TrackState;
  /** When the server last heard from the provider about this swap (ISO 8601). */
  checkedAt: string;
  /** The transaction on the destination chain, when the provider names one. */
  destinationTxHash?: string;
  /** The destination chain's name as the provider writes it, such as POLYGON. */
  destinationNetwork?: string;
  /** A block explorer page of the destination transaction, for chains the site knows. */
  destinationUrl?: string;
}

export interface TrackError {
  error: string;
}

export const isProviderState = (value: unknown): value is ProviderState =>
  typeof value === 'string' && (PROVIDER_STATES as readonly string[]).includes(value);

const TRACK_STATES: readonly string[] = [...PROVIDER_STATES, 'UNKNOWN', 'NEEDS_ID'];

/** The browser's check of the server's answer before anything of it is shown. */
export function isTrackAnswer(value: unknown): value is TrackAnswer {
  if (typeof value !== 'object' || value === null) return false;
  const answer = value as Record<string, unknown>;
  const optionalString = (field: string) =>
    answer[field] === undefined || typeof answer[field] === 'string';
  return (
    typeof answer.state === 'string' &&
    TRACK_STATES.includes(answer.state) &&
    typeof answer.checkedAt === 'string' &&
    !Number.isNaN(Date.parse(answer.checkedAt)) &&
    optionalString('destinationTxHash') &&
    optionalString('destinationNetwork') &&
    (answer.destinationUrl === undefined ||
      (typeof answer.destinationUrl === 'string' && answer.destinationUrl.startsWith('https://')))
  );
}

export const TRACK_API_PATH = '/api/track';

export function trackApiUrl(hash: string, id?: string): string {
  const query = new URLSearchParams({ hash });
  if (id) query.set('id', id);
  return `${TRACK_API_PATH}?${query.toString()}`;
}
