import { sendRequest } from '../net/request';
import { isTrackAnswer, trackApiUrl, type TrackAnswer } from './states';

export type TrackResult = { ok: true; answer: TrackAnswer } | { ok: false; message: string };

export const TRACK_UNAVAILABLE =
  'The status service is not answering right now. Please try again in a minute; this does not affect your swap.';

const hasError = (body: unknown): body is { error: string } =>
  typeof body === 'object' &&
  body !== null &&
  typeof (body as { error?: unknown }).error === 'string';

/**
 * Asks the site's own /api/track, never the provider. The server's sentences for a bad
 * hash (400) and for too many checks (429, with the seconds to wait) are shown as they are;
 * any other failure becomes one calm fallback, never a blank or a crash.
 */
export async function fetchTrackStatus(hash: string, id?: string): Promise<TrackResult> {
  let response: Response;
  try {
    response = await sendRequest('GET', trackApiUrl(hash, id));
  } catch {
    return { ok: false, message: TRACK_UNAVAILABLE };
  }
  const body: unknown = await response.json().catch(() => null);
  if (response.ok && isTrackAnswer(body)) return { ok: true, answer: body };
  if ((response.status === 400 || response.status === 429) && hasError(body)) {
    return { ok: false, message: body.error.slice(0, 300) };
  }
  return { ok: false, message: TRACK_UNAVAILABLE };
}
